import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  buildPlayerListBody,
  playerKeys,
  playerQueries,
  type Api,
  type CampaignPlayer,
  type Geoplan,
} from '@ekran/api';
import type { MapPlayer, MapPlayerFilters } from '@ekran/ui/map';
import {
  campaignPlayerOnMap,
  chosenOnMap,
  createMapData,
  savedChoice,
  toMapPlayer,
  toPlayerListFilters,
  type MapPlayerSource,
} from './map-data';

const plan = (id: number, name: string): Geoplan =>
  ({ id, name, players: [id * 10] }) as unknown as Geoplan;

/** An api whose geo-plan calls keep a list, as the server does. */
function fakeApi() {
  let plans = [plan(1, 'Центр')];
  const geoplans = {
    list: vi.fn(async () => plans),
    create: vi.fn(async (body: { name: string; players: number[] }) => {
      const saved = { ...plan(plans.length + 1, body.name), players: body.players };
      plans = [...plans, saved];
      return saved;
    }),
    update: vi.fn(async (id: number, body: { name: string }) => {
      plans = plans.map((p) => (p.id === id ? { ...p, name: body.name } : p));
      return plans.find((p) => p.id === id)!;
    }),
    remove: vi.fn(async (id: number) => {
      plans = plans.filter((p) => p.id !== id);
    }),
  };
  return { players: { geoplans } } as unknown as Api;
}

describe('the map picker’s geo plans go through the query cache', () => {
  it('create, rename and delete refresh the geoplans query the wizard reads', async () => {
    const api = fakeApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = playerQueries.geoplans(api);
    await client.fetchQuery(query);
    const { geoPlans } = createMapData(api, client);
    const cached = () => client.getQueryData<Geoplan[]>(query.queryKey)?.map((p) => p.name);

    await geoPlans.saveGeoPlan({ name: 'Север', players: [7] });
    await client.refetchQueries({ queryKey: playerKeys.geoplans() });
    expect(cached()).toEqual(['Центр', 'Север']);

    await geoPlans.renameGeoPlan({ id: 2, name: 'Север', players: [7] }, 'Север-2');
    await client.refetchQueries({ queryKey: playerKeys.geoplans() });
    expect(cached()).toEqual(['Центр', 'Север-2']);

    await geoPlans.deleteGeoPlan(1);
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
    await client.refetchQueries({ queryKey: playerKeys.geoplans() });
    expect(cached()).toEqual(['Север-2']);

    // The list the map shows is the cached query, not a call of its own.
    expect((await geoPlans.listGeoPlans(new AbortController().signal)).map((p) => p.name)).toEqual([
      'Север-2',
    ]);
  });
});

const player = (id: number, patch: Partial<MapPlayerSource> = {}): MapPlayerSource => ({
  id,
  name: `Экран ${id}`,
  address: 'Тверская, 1',
  city_name: 'Москва',
  type_name: 'billboard',
  publisher_name: 'Гэллэри',
  latitude: 55.75,
  longitude: 37.61,
  photo: null,
  venue: 'outdoor',
  is_transition: false,
  ots: 12.5,
  grp: 0.25,
  price: 300,
  resolution: '1920x1080',
  ...patch,
});

describe('toMapPlayer', () => {
  it('passes a player the server told whole', () => {
    expect(toMapPlayer(player(1))).toMatchObject({ id: 1, latitude: 55.75, price: 300 });
  });

  it('keeps a player with an unknown place off the map; unknown figures stay unknown, never 0', () => {
    expect(toMapPlayer(player(1, { latitude: null }))).toBeNull();
    expect(toMapPlayer(player(1, { venue: null }))).toMatchObject({ id: 1, venue: null });
    expect(toMapPlayer(player(1, { price: null }))).toMatchObject({ id: 1, price: null });
  });
});

describe('savedChoice', () => {
  const onMap = (id: number) => toMapPlayer(player(id)) as MapPlayer;

  it('keeps the campaign’s order, and tells unplaced players from those the server dropped', () => {
    const choice = savedChoice([3, 1, 2, 4], new Set([1, 2, 3]), [onMap(1), onMap(3)]);
    expect(choice.chosen.map((p) => p.id)).toEqual([3, 1]);
    // Still the campaign's (its players call lists it) but not placeable: it stays in the campaign.
    expect(choice.unplaced).toEqual([2]);
    // Not listed with the campaign any more: the form drops it.
    expect(choice.missing).toEqual([4]);
  });
});

describe('chosenOnMap', () => {
  const onMap = (id: number) => toMapPlayer(player(id)) as MapPlayer;

  it("hands the map one array for a new campaign's empty choice, render after render", () => {
    // A new array would make the map load its players again and redraw them.
    expect(chosenOnMap(null, [], null)).toEqual([]);
    expect(chosenOnMap(null, [], null)).toBe(chosenOnMap(null, [], null));
  });

  it('takes the user’s picks first, then the saved choice, and nothing while that loads', () => {
    const picked = [onMap(2)];
    const saved = savedChoice([1], new Set([1]), [onMap(1)]);
    expect(chosenOnMap(picked, [1], saved)).toBe(picked);
    expect(chosenOnMap(null, [1], saved)).toBe(saved.chosen);
    expect(chosenOnMap(null, [1], null)).toBeNull();
  });
});

describe('campaignPlayerOnMap', () => {
  const row = (extra: Record<string, unknown> = {}): CampaignPlayer => ({
    id: 5,
    name: 'Экран 5',
    address: 'Тверская, 1',
    city_name: 'Москва',
    type_name: 'billboard',
    publisher_name: 'Гэллэри',
    latitude: 55.75,
    longitude: 37.61,
    resolution: null,
    daily_limit: null,
    video_id: null,
    is_active: true,
    impressions: null,
    spent: null,
    ...extra,
  });

  it('places a row that carries the map’s fields as it is', () => {
    const whole = {
      photo: null,
      venue: 'indoor',
      is_transition: true,
      ots: 3,
      grp: 0.1,
      price: 90,
    };
    expect(campaignPlayerOnMap(row(whole))).toMatchObject({ id: 5, venue: 'indoor', price: 90 });
  });

  it('leaves a row the spec’s way (no map fields, or no place) to the map’s own calls', () => {
    expect(campaignPlayerOnMap(row())).toBeNull();
    const whole = { venue: 'indoor', ots: 3, grp: 0.1, price: 90 };
    expect(campaignPlayerOnMap(row({ ...whole, latitude: null }))).toBeNull();
  });
});

describe('toPlayerListFilters: the picker’s filters in the player list’s terms (spec §5)', () => {
  const bodyOf = (filters: MapPlayerFilters) => buildPlayerListBody(toPlayerListFilters(filters));

  it('sends the defaults for no filters', () => {
    expect(bodyOf({})).toEqual({
      type_names: [],
      publisher_names: [],
      photo: 'all',
      exclude_ids: [],
      city_names: [],
    });
  });

  it.each([
    [{ outdoor: true }, 'outdoor'],
    [{ indoor: true }, 'indoor'],
    [{ outdoor: true, indoor: false }, 'outdoor'],
  ])('venue for %j is %s', (filters, venue) => {
    expect(toPlayerListFilters(filters).venue).toBe(venue);
    expect(bodyOf(filters).venue).toBe(venue);
  });

  it.each([{ outdoor: true, indoor: true }, { outdoor: false, indoor: false }, {}])(
    'no venue for %j',
    (filters) => {
      expect(bodyOf(filters)).not.toHaveProperty('venue');
    },
  );

  it('photo is yes with has-photo, otherwise all', () => {
    expect(bodyOf({ hasPhoto: true }).photo).toBe('yes');
    expect(bodyOf({ hasPhoto: false }).photo).toBe('all');
  });

  it('transit on is sent; off is left out, since it means "any"', () => {
    expect(bodyOf({ isTransit: true }).is_transition).toBe(true);
    expect(bodyOf({ isTransit: false })).not.toHaveProperty('is_transition');
    expect(bodyOf({})).not.toHaveProperty('is_transition');
  });

  it('passes the lists under the spec’s names, and the range bounds as they are', () => {
    expect(
      toPlayerListFilters({
        typeNames: ['CB'],
        publisherNames: ['Gallery'],
        cities: ['Москва'],
        ots_from: 1,
        grp_to: null,
      }),
    ).toMatchObject({
      type_names: ['CB'],
      publisher_names: ['Gallery'],
      city_names: ['Москва'],
      ots_from: 1,
      grp_to: null,
    });
  });

  it('sends the body it always sent for a whole picker state, key for key', () => {
    const filters: MapPlayerFilters = {
      typeNames: ['CB'],
      publisherNames: ['Gallery'],
      hasPhoto: true,
      outdoor: false,
      indoor: true,
      cities: ['Москва'],
      isTransit: true,
      ots_from: 0,
      ots_to: null,
      grp_from: 0.5,
      price_to: 500,
    };
    const bbox = {
      right_top: { latitude: 55.9, longitude: 37.9 },
      left_bottom: { latitude: 55.5, longitude: 37.3 },
    };
    expect(JSON.stringify(buildPlayerListBody(toPlayerListFilters(filters), bbox, [4]))).toBe(
      JSON.stringify({
        type_names: ['CB', 'RB'],
        publisher_names: ['Gallery'],
        photo: 'yes',
        exclude_ids: [4],
        city_names: ['Москва'],
        right_top: bbox.right_top,
        left_bottom: bbox.left_bottom,
        venue: 'indoor',
        is_transition: true,
        ots_from: 0,
        grp_from: 0.5,
        price_to: 500,
      }),
    );
  });

  it('leaves the picker’s lists as they are (CB brings RB in the body only)', () => {
    const filters: MapPlayerFilters = { typeNames: ['CB'] };
    expect(bodyOf(filters).type_names).toEqual(['CB', 'RB']);
    expect(filters.typeNames).toEqual(['CB']);
  });
});

describe('loadPlayers', () => {
  it('sends the picker’s filters to the player list in its terms', async () => {
    const list = vi.fn(async () => ({ count: 0, next: null, results: [] }));
    const api = { players: { list } } as unknown as Api;
    const { loadPlayers } = createMapData(api, new QueryClient());
    const bbox = {
      right_top: { latitude: 55.9, longitude: 37.9 },
      left_bottom: { latitude: 55.5, longitude: 37.3 },
    };
    const signal = new AbortController().signal;
    await loadPlayers(bbox, { outdoor: true, hasPhoto: true }, 2, signal, [7]);
    expect(list).toHaveBeenCalledWith(
      {
        page: 2,
        filters: expect.objectContaining({ venue: 'outdoor', photo: 'yes' }),
        bbox,
        excludeIds: [7],
      },
      { signal },
    );
  });
});
