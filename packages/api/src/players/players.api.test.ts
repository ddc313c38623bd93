import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessages, InvalidPageError } from '../client/errors.ts';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { buildPlayerListBody } from './players.api.ts';

const server = setupMswServer();

const bbox = {
  right_top: { latitude: 55.9, longitude: 37.9 },
  left_bottom: { latitude: 55.5, longitude: 37.3 },
};

describe('buildPlayerListBody (spec §5)', () => {
  it('sends the defaults for no filters', () => {
    expect(buildPlayerListBody()).toEqual({
      type_names: [],
      publisher_names: [],
      photo: 'all',
      exclude_ids: [],
      city_names: [],
    });
  });

  it('type CB brings RB along, once', () => {
    expect(buildPlayerListBody({ type_names: ['CB'] }).type_names).toEqual(['CB', 'RB']);
    expect(buildPlayerListBody({ type_names: ['CB', 'RB'] }).type_names).toEqual(['CB', 'RB']);
    expect(buildPlayerListBody({ type_names: ['BB'] }).type_names).toEqual(['BB']);
  });

  it('sends venue, photo and transit as given, and no venue or transit when left out', () => {
    expect(buildPlayerListBody({ venue: 'indoor' }).venue).toBe('indoor');
    expect(buildPlayerListBody({ photo: 'yes' }).photo).toBe('yes');
    expect(buildPlayerListBody({ is_transition: false }).is_transition).toBe(false);
    expect(buildPlayerListBody({})).not.toHaveProperty('venue');
    expect(buildPlayerListBody({})).not.toHaveProperty('is_transition');
  });

  it('sends range bounds only when they are numbers', () => {
    const body = buildPlayerListBody({
      ots_from: 0,
      ots_to: null,
      grp_from: Number.NaN,
      grp_to: 3.5,
      price_from: undefined,
      price_to: '100' as unknown as number,
    });
    expect(body).toMatchObject({ ots_from: 0, grp_to: 3.5 });
    for (const field of ['ots_to', 'grp_from', 'price_from', 'price_to'])
      expect(body).not.toHaveProperty(field);
  });

  it('maps the box, cities, publishers, transit and exclusions', () => {
    expect(
      buildPlayerListBody(
        { city_names: ['Москва'], publisher_names: ['Gallery'], is_transition: true },
        bbox,
        [4, 5],
      ),
    ).toEqual({
      type_names: [],
      publisher_names: ['Gallery'],
      photo: 'all',
      exclude_ids: [4, 5],
      city_names: ['Москва'],
      is_transition: true,
      right_top: { latitude: 55.9, longitude: 37.9 },
      left_bottom: { latitude: 55.5, longitude: 37.3 },
    });
  });

  it('copies the lists it is given', () => {
    const filters = { type_names: ['CB'], publisher_names: ['Gallery'], city_names: ['Москва'] };
    const body = buildPlayerListBody(filters);
    expect(body.type_names).not.toBe(filters.type_names);
    expect(filters.type_names).toEqual(['CB']);
    expect(body.publisher_names).not.toBe(filters.publisher_names);
    expect(body.city_names).not.toBe(filters.city_names);
  });
});

describe('player list page rule', () => {
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number])(
    'page %s aborts with «Page should be positive integer» and sends nothing',
    async (page) => {
      // No handler: any request would fail the test as unhandled.
      const { api, notifications } = createTestClient();
      const attempt = api.players.list({ page });
      await expect(attempt).rejects.toBeInstanceOf(InvalidPageError);
      await expect(attempt).rejects.toThrow(errorMessages.invalidPage);
      expect(notifications).toEqual([]);
    },
  );

  it('a failing player list shows no toast', async () => {
    server.use(
      http.post(apiUrl(paths.players.list), () =>
        HttpResponse.json({ detail: 'Ошибка' }, { status: 500 }),
      ),
    );
    const { api, notifications } = createTestClient();
    await expect(api.players.list({ page: 1 })).rejects.toThrow();
    expect(notifications).toEqual([]);
  });
});

describe('players calls', () => {
  // One literal per call on purpose (call-cases.ts): method, query and body differ from call to call.
  runCallCases(server, [
    {
      name: 'list with page, filters and box',
      method: 'post',
      path: paths.players.list,
      call: (api) =>
        api.players.list({
          page: 3,
          bbox,
          filters: { type_names: ['CB'], venue: 'indoor', photo: 'yes', price_to: 500 },
          excludeIds: [1],
        }),
      query: { page: '3' },
      body: {
        type_names: ['CB', 'RB'],
        publisher_names: [],
        photo: 'yes',
        exclude_ids: [1],
        city_names: [],
        venue: 'indoor',
        price_to: 500,
        right_top: bbox.right_top,
        left_bottom: bbox.left_bottom,
      },
    },
    {
      name: 'types',
      method: 'get',
      path: paths.players.types,
      call: (api) => api.players.types({ search: 'CB' }),
      query: { search: 'CB' },
    },
    {
      name: 'simple with ids',
      method: 'get',
      path: paths.players.simple,
      call: (api) => api.players.simple({ ids: [1, 2] }),
      query: { ids: ['1', '2'] },
    },
    {
      name: 'publishers',
      method: 'get',
      path: paths.players.publishers,
      call: (api) => api.players.publishers({ page: 1 }),
      query: { page: '1' },
    },
    {
      name: 'cities',
      method: 'get',
      path: paths.players.cities,
      call: (api) => api.players.cities({ search: 'Мос' }),
      query: { search: 'Мос' },
    },
    {
      name: 'geoplan list with query',
      method: 'get',
      path: paths.players.geoplans,
      call: (api) => api.players.geoplans.list({ search: 'центр' }),
      query: { search: 'центр' },
    },
    {
      name: 'geoplan create',
      method: 'post',
      path: paths.players.geoplans,
      call: (api) => api.players.geoplans.create({ name: 'Центр', players: [1, 2] }),
      body: { name: 'Центр', players: [1, 2] },
    },
    {
      name: 'geoplan update',
      method: 'put',
      path: paths.players.geoplan(7),
      call: (api) => api.players.geoplans.update(7, { name: 'Юг', players: [3] }),
      body: { name: 'Юг', players: [3] },
    },
    {
      name: 'geoplan delete',
      method: 'delete',
      path: paths.players.geoplan(7),
      call: (api) => api.players.geoplans.remove(7),
    },
  ]);
});
