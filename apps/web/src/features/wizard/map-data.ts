import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  geoplanMutations,
  playerQueries,
  playerTypeLabel,
  type Api,
  type Geoplan,
  type Player,
} from '@ekran/api';
import type { GeoPlanCallbacks, LoadPlayers, MapFilterOptions, MapPlayer } from '@ekran/ui';

/** The map's view of a player; a campaign player's own settings and figures stay behind. */
export const toMapPlayer = (player: Player): MapPlayer => ({
  id: player.id,
  name: player.name,
  address: player.address,
  city_name: player.city_name,
  type_name: player.type_name,
  publisher_name: player.publisher_name,
  latitude: player.latitude,
  longitude: player.longitude,
  photo: player.photo,
  venue: player.venue,
  is_transition: player.is_transition,
  ots: player.ots,
  grp: player.grp,
  price: player.price,
  resolution: player.resolution,
});

/**
 * The saved choice as map players, in the campaign's own order. Ids the server no longer lists
 * (a player taken off the network) are reported, so the form can drop them too.
 */
export function savedChoice(ids: readonly number[], players: readonly Player[]) {
  const byId = new Map(players.map((player) => [player.id, player]));
  const chosen: MapPlayer[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const player = byId.get(id);
    if (player) chosen.push(toMapPlayer(player));
    else missing.push(id);
  }
  return { chosen, missing };
}

/** Wires the map picker's loaders to the player calls (spec §7 list, dictionaries, geo plans). */
export function createMapData(api: Api, queryClient: QueryClient) {
  const loadPlayers: LoadPlayers = async (bbox, filters, page, signal, excludeIds) => {
    // «Скрыть выбранные»: the server leaves the chosen players out (exclude_ids).
    const result = await api.players.list(
      { page, filters, bbox, excludeIds: excludeIds?.length ? [...excludeIds] : undefined },
      { signal },
    );
    return {
      count: result.count,
      next: result.next ?? null,
      results: result.results.map(toMapPlayer),
    };
  };

  const loadFilterOptions = async (signal: AbortSignal): Promise<MapFilterOptions> => {
    const [types, publishers, cities] = await Promise.all([
      api.players.types({}, { signal, silent: true }),
      api.players.publishers({}, { signal, silent: true }),
      api.players.cities({}, { signal, silent: true }),
    ]);
    return {
      types: types.map((type) => ({
        value: type.name,
        label: playerTypeLabel(type.name),
      })),
      publishers: publishers.map((item) => ({ value: item.name, label: item.name })),
      cities: cities.map((item) => ({ value: item.name, label: item.name })),
    };
  };

  /**
   * Full players for ids of a geo plan (a saved campaign's own come whole from its players call).
   * The list call has no "ids" filter, so the
   * light `simple` call gives their coordinates and the list call reads the boxes around them,
   * one box per area so two cities do not pull in the whole country between them.
   */
  const resolvePlayers = async (ids: readonly number[], signal?: AbortSignal) => {
    if (ids.length === 0) return [];
    const wanted = new Set(ids);
    const simple = await api.players.simple({ ids: [...wanted] }, { signal, silent: true });
    const areas = new Map<string, { south: number; west: number; north: number; east: number }>();
    for (const point of simple) {
      const key = `${Math.floor(point.latitude)}:${Math.floor(point.longitude)}`;
      const area = areas.get(key);
      if (!area) {
        areas.set(key, {
          south: point.latitude,
          north: point.latitude,
          west: point.longitude,
          east: point.longitude,
        });
      } else {
        area.south = Math.min(area.south, point.latitude);
        area.north = Math.max(area.north, point.latitude);
        area.west = Math.min(area.west, point.longitude);
        area.east = Math.max(area.east, point.longitude);
      }
    }
    const found = new Map<number, MapPlayer>();
    const margin = 1e-6;
    await Promise.all(
      [...areas.values()].map(async (area) => {
        const bbox = {
          right_top: { latitude: area.north + margin, longitude: area.east + margin },
          left_bottom: { latitude: area.south - margin, longitude: area.west - margin },
        };
        for (let page = 1; page < 200; page += 1) {
          const result = await api.players.list({ page, bbox }, { signal });
          for (const player of result.results)
            if (wanted.has(player.id)) found.set(player.id, toMapPlayer(player));
          if (!result.next || result.results.length === 0) break;
        }
      }),
    );
    return ids.map((id) => found.get(id)).filter((player) => player !== undefined);
  };

  // The map's saved geo plans go through the query cache: the list is the geoplans query, and
  // create, rename and delete are its mutations, which invalidate it. So the wizard's own copy
  // (which plans the saved campaign uses) never misses a new plan or keeps a deleted one.
  const toMapPlan = ({ id, name, players }: Geoplan) => ({ id, name, players });
  const mutate = <V, R>(options: MutationOptions<R, Error, V>, variables: V) =>
    new MutationObserver(queryClient, options).mutate(variables);
  const geoPlans: Required<GeoPlanCallbacks> = {
    listGeoPlans: async (signal) => {
      const plans = await queryClient.fetchQuery({
        ...playerQueries.geoplans(api),
        staleTime: 0,
      });
      signal?.throwIfAborted();
      return plans.map(toMapPlan);
    },
    saveGeoPlan: async (plan) => toMapPlan(await mutate(geoplanMutations.create(api), plan)),
    renameGeoPlan: async (plan, name) =>
      toMapPlan(
        await mutate(geoplanMutations.update(api), {
          id: plan.id,
          name,
          players: plan.players,
        }),
      ),
    deleteGeoPlan: async (id) => {
      await mutate(geoplanMutations.remove(api), id);
    },
  };

  return { loadPlayers, loadFilterOptions, resolvePlayers, geoPlans };
}

export type MapData = ReturnType<typeof createMapData>;
