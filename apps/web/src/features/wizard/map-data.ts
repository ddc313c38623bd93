import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  geoplanMutations,
  playerQueries,
  playerTypeLabel,
  type Api,
  type CampaignPlayer,
  type Geoplan,
  type Player,
  type PlayerListFilters,
} from '@ekran/api';
import type {
  GeoPlanCallbacks,
  LoadPlayers,
  MapFilterOptions,
  MapPlayer,
  MapPlayerFilters,
} from '@ekran/ui/map';

/** A player with the map's fields, its place possibly unknown (a campaign's player). */
export type MapPlayerSource = Omit<Player, 'latitude' | 'longitude'> & {
  latitude: number | null;
  longitude: number | null;
};

/**
 * The map's view of a player, or null when the server left its place unknown: such a player
 * cannot be drawn. Unknown venue and figures stay unknown (the picker shows «—» and sums them as
 * unknown), never a false 0 ₽.
 */
export function toMapPlayer(player: MapPlayerSource): MapPlayer | null {
  const { latitude, longitude, ots, grp, price } = player;
  if (latitude === null || longitude === null) return null;
  return {
    id: player.id,
    name: player.name,
    address: player.address,
    city_name: player.city_name,
    type_name: player.type_name,
    publisher_name: player.publisher_name,
    latitude,
    longitude,
    photo: player.photo,
    venue: player.venue ?? null,
    is_transition: player.is_transition,
    ots,
    grp,
    price,
    resolution: player.resolution,
  };
}

const knownNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A campaign's player on the map straight from its row, when the row carries the map's fields
 * too. The campaign's players call names none of them, but a backend that sends the whole player
 * there (rows are loose: extra fields pass through) spares the map calls of its own. Null when any
 * is missing: the map's player calls are asked instead (resolvePlayers).
 */
export function campaignPlayerOnMap(row: CampaignPlayer): MapPlayer | null {
  const extra: Record<string, unknown> = row;
  const { venue, photo } = extra;
  if (venue !== 'indoor' && venue !== 'outdoor') return null;
  if ([extra.ots, extra.grp, extra.price].some((value) => knownNumber(value) === null)) return null;
  return toMapPlayer({
    ...row,
    photo: typeof photo === 'string' ? photo : null,
    venue: venue === 'indoor' || venue === 'outdoor' ? venue : null,
    is_transition: extra.is_transition === true,
    ots: knownNumber(extra.ots),
    grp: knownNumber(extra.grp),
    price: knownNumber(extra.price),
  });
}

/**
 * The picker's filters (spec §3, as the user picks them) in the player list call's terms (spec §7).
 * This is the app's job: the design system and the api package do not know each other, so each
 * keeps its own type and the app, which holds both, translates. Only-outdoor or only-indoor is a
 * venue, both or neither is none; has-photo is photo `yes`, otherwise `all`; transit on is
 * `is_transition: true`, off is left out (off means "any", not "not transit"). Lists and range
 * bounds pass as they are: the api's body rules (CB brings RB, numbers-only bounds) do the rest.
 */
export function toPlayerListFilters(filters: MapPlayerFilters): PlayerListFilters {
  const { outdoor, indoor } = filters;
  const out: PlayerListFilters = {
    photo: filters.hasPhoto ? 'yes' : 'all',
    ots_from: filters.ots_from,
    ots_to: filters.ots_to,
    grp_from: filters.grp_from,
    grp_to: filters.grp_to,
    price_from: filters.price_from,
    price_to: filters.price_to,
  };
  if (filters.typeNames) out.type_names = filters.typeNames;
  if (filters.publisherNames) out.publisher_names = filters.publisherNames;
  if (filters.cities) out.city_names = filters.cities;
  if (outdoor && !indoor) out.venue = 'outdoor';
  if (indoor && !outdoor) out.venue = 'indoor';
  if (filters.isTransit === true) out.is_transition = true;
  return out;
}

const mapPlayersOf = (players: readonly Player[]): MapPlayer[] =>
  players.flatMap((player) => toMapPlayer(player) ?? []);

/** The saved choice as the map can show it (savedChoice). */
export type SavedChoice = {
  /** On the map, in the campaign's own order. */
  chosen: MapPlayer[];
  /** The campaign still has them, but the map cannot place them: they stay in the campaign. */
  unplaced: number[];
  /** The server no longer lists them with the campaign (taken off the network): the form drops them. */
  missing: number[];
};

/**
 * The saved choice: `ids` in the campaign's order, `listed` the ids its players call returned,
 * `placed` the map players found for them.
 */
export function savedChoice(
  ids: readonly number[],
  listed: ReadonlySet<number>,
  placed: readonly MapPlayer[],
): SavedChoice {
  const byId = new Map(placed.map((player) => [player.id, player]));
  const choice: SavedChoice = { chosen: [], unplaced: [], missing: [] };
  for (const id of ids) {
    const player = byId.get(id);
    if (player) choice.chosen.push(player);
    else if (listed.has(id)) choice.unplaced.push(id);
    else choice.missing.push(id);
  }
  return choice;
}

/** A new campaign's choice: one array for every render. */
const NO_PLAYERS: MapPlayer[] = [];

/**
 * What the map shows as chosen: the user's picks once there are any, else the saved campaign's
 * (null while they load), else none. The same array while nothing changes: a new one would make
 * the map load its players again and redraw them on each render of the form (a day of the
 * schedule validates it, for one).
 */
export function chosenOnMap(
  picked: MapPlayer[] | null,
  savedIds: readonly number[],
  saved: SavedChoice | null,
): MapPlayer[] | null {
  return picked ?? (savedIds.length === 0 ? NO_PLAYERS : (saved?.chosen ?? null));
}

/** Wires the map picker's loaders to the player calls (spec §7 list, dictionaries, geo plans). */
export function createMapData(api: Api, queryClient: QueryClient) {
  const loadPlayers: LoadPlayers = async (bbox, filters, page, signal, excludeIds) => {
    // «Скрыть выбранные»: the server leaves the chosen players out (exclude_ids).
    const result = await api.players.list(
      {
        page,
        filters: toPlayerListFilters(filters),
        bbox,
        excludeIds: excludeIds?.length ? [...excludeIds] : undefined,
      },
      { signal },
    );
    return {
      count: result.count,
      next: result.next ?? null,
      results: mapPlayersOf(result.results),
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
          for (const player of mapPlayersOf(result.results))
            if (wanted.has(player.id)) found.set(player.id, player);
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
    // A save's 2xx is the save, never reported as a failure (that invites a second plan): an
    // answer without the plan is read back from the list the mutation has just refetched (the
    // highest id of that name); when the list cannot tell, the plan shows as it was sent.
    saveGeoPlan: async (plan) => {
      const saved = await mutate(geoplanMutations.create(api), plan);
      if (saved) return toMapPlan(saved);
      const plans = await queryClient
        .fetchQuery(playerQueries.geoplans(api))
        .catch((): Geoplan[] => []);
      const named = plans.filter((item) => item.name === plan.name);
      const listed = named.sort((a, b) => b.id - a.id)[0];
      return listed ? toMapPlan(listed) : { id: -Date.now(), ...plan };
    },
    renameGeoPlan: async (plan, name) => {
      const saved = await mutate(geoplanMutations.update(api), {
        id: plan.id,
        name,
        players: plan.players,
      });
      return saved ? toMapPlan(saved) : { ...plan, name };
    },
    deleteGeoPlan: async (id) => {
      await mutate(geoplanMutations.remove(api), id);
    },
  };

  return { loadPlayers, loadFilterOptions, resolvePlayers, geoPlans };
}

export type MapData = ReturnType<typeof createMapData>;
