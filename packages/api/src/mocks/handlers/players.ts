import type { GeoplanPayload, PlayerListBody } from '../../players/players.types.ts';
import { paths } from '../../paths.ts';
import { commit, getMockDb, nextId } from '../db/db.ts';
import { MOCK_CITIES, MOCK_PLAYER_TYPES, MOCK_PUBLISHERS } from '../db/catalogue.ts';
import { getPlayer, getPlayers, type PlayerRow } from '../db/players.ts';
import { toGeoplan, toPlayer, toSimplePlayer } from '../serialize.ts';
import {
  detail,
  emptyPage,
  fail,
  idParam,
  matchesSearch,
  noContent,
  ok,
  paginate,
  readJson,
  requireUser,
  route,
  type MockRoute,
} from './utils.ts';

/** Player list page size when the client does not ask for one: a map viewport's worth. */
const PLAYER_PAGE_SIZE = 500;

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/** Every filter of the list call (spec §7), applied as the server would. */
export function filterPlayers(body: Partial<PlayerListBody>): PlayerRow[] {
  const north = finite(body.right_top?.latitude);
  const east = finite(body.right_top?.longitude);
  const south = finite(body.left_bottom?.latitude);
  const west = finite(body.left_bottom?.longitude);
  const types = new Set(body.type_names ?? []);
  const publishers = new Set(body.publisher_names ?? []);
  const cities = new Set(body.city_names ?? []);
  const excluded = new Set(body.exclude_ids ?? []);
  const range = (name: 'ots' | 'grp' | 'price') =>
    [finite(body[`${name}_from`]), finite(body[`${name}_to`])] as const;
  const [otsFrom, otsTo] = range('ots');
  const [grpFrom, grpTo] = range('grp');
  const [priceFrom, priceTo] = range('price');
  const transit = typeof body.is_transition === 'boolean' ? body.is_transition : undefined;
  return getPlayers().filter(
    (p) =>
      (north === undefined || p.latitude <= north) &&
      (south === undefined || p.latitude >= south) &&
      (east === undefined || p.longitude <= east) &&
      (west === undefined || p.longitude >= west) &&
      (types.size === 0 || types.has(p.type_name)) &&
      (publishers.size === 0 || publishers.has(p.publisher_name)) &&
      (cities.size === 0 || cities.has(p.city_name)) &&
      !excluded.has(p.id) &&
      (body.photo !== 'yes' || p.photo !== null) &&
      (!body.venue || p.venue === body.venue) &&
      (transit === undefined || p.is_transition === transit) &&
      (otsFrom === undefined || p.ots >= otsFrom) &&
      (otsTo === undefined || p.ots <= otsTo) &&
      (grpFrom === undefined || p.grp >= grpFrom) &&
      (grpTo === undefined || p.grp <= grpTo) &&
      (priceFrom === undefined || p.price_kop >= priceFrom * 100) &&
      (priceTo === undefined || p.price_kop <= priceTo * 100),
  );
}

/** `ids=1,2,3` or repeated `ids=1&ids=2`. */
function idsParam(url: URL): Set<number> | null {
  const raw = url.searchParams.getAll('ids').flatMap((value) => value.split(','));
  const ids = raw.map(Number).filter((id) => Number.isInteger(id));
  return raw.length > 0 ? new Set(ids) : null;
}

const dictionary = (names: readonly string[], url: URL) => {
  const search = url.searchParams.get('search');
  return names
    .map((name, index) => ({ id: index + 1, name }))
    .filter((item) => matchesSearch(search, item.name));
};

export const playersRoutes: MockRoute[] = [
  route(
    'post',
    paths.players.list,
    async ({ request, url }) => {
      requireUser(request);
      const body = await readJson<PlayerListBody>(request);
      const rawPage = url.searchParams.get('page') ?? '1';
      if (!/^\d+$/.test(rawPage) || Number(rawPage) < 1)
        fail(400, 'Номер страницы должен быть целым положительным числом.');
      const page = paginate(url, filterPlayers(body), PLAYER_PAGE_SIZE, 5000);
      return ok({ ...page, results: page.results.map(toPlayer) });
    },
    emptyPage,
  ),

  route(
    'get',
    paths.players.types,
    ({ request, url }) => {
      requireUser(request);
      return ok(
        dictionary(
          MOCK_PLAYER_TYPES.map((type) => type.name),
          url,
        ),
      );
    },
    () => [],
  ),

  route(
    'get',
    paths.players.publishers,
    ({ request, url }) => {
      requireUser(request);
      return ok(dictionary(MOCK_PUBLISHERS, url));
    },
    () => [],
  ),

  route(
    'get',
    paths.players.cities,
    ({ request, url }) => {
      requireUser(request);
      return ok(
        dictionary(
          MOCK_CITIES.map((city) => city.name),
          url,
        ),
      );
    },
    () => [],
  ),

  route(
    'get',
    paths.players.simple,
    ({ request, url }) => {
      requireUser(request);
      const ids = idsParam(url);
      const search = url.searchParams.get('search');
      const city = url.searchParams.get('city') ?? url.searchParams.get('city_name');
      const rows = ids
        ? [...ids].map((id) => getPlayer(id)).filter((player) => player !== undefined)
        : getPlayers().filter(
            (player) =>
              (!city || player.city_name === city) &&
              matchesSearch(search, player.name, player.address, player.id),
          );
      // Without ids the list is capped, as a "simple" dictionary would be.
      return ok((ids ? rows : rows.slice(0, 1000)).map(toSimplePlayer));
    },
    () => [],
  ),

  route(
    'get',
    paths.players.geoplans,
    ({ request, url }) => {
      const user = requireUser(request);
      const search = url.searchParams.get('search');
      const plans = getMockDb().state.geoplans.filter(
        (plan) => plan.user_id === user.id && matchesSearch(search, plan.name),
      );
      return ok(plans.map(toGeoplan));
    },
    () => [],
  ),

  route('post', paths.players.geoplans, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<GeoplanPayload>(request);
    const plan = {
      id: 0,
      user_id: user.id,
      name: '',
      players: [] as number[],
      created_at: new Date().toISOString(),
    };
    applyGeoplan(plan, body);
    plan.id = nextId('geoplans');
    getMockDb().state.geoplans.push(plan);
    commit();
    return ok(toGeoplan(plan), 201);
  }),

  route('put', paths.players.geoplan(':id'), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params);
    const plan = getMockDb().state.geoplans.find((row) => row.id === id && row.user_id === user.id);
    if (!plan) return detail(404, 'Геоплан не найден.');
    applyGeoplan(plan, await readJson<GeoplanPayload>(request));
    commit();
    return ok(toGeoplan(plan));
  }),

  route('delete', paths.players.geoplan(':id'), ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params);
    const { state } = getMockDb();
    const index = state.geoplans.findIndex((row) => row.id === id && row.user_id === user.id);
    if (index < 0) return detail(404, 'Геоплан не найден.');
    state.geoplans.splice(index, 1);
    // Campaigns forget the deleted plan but keep its players.
    for (const campaign of state.campaigns)
      campaign.geo_plans = campaign.geo_plans.filter((planId) => planId !== id);
    commit();
    return noContent();
  }),
];

function applyGeoplan(
  plan: { name: string; players: number[] },
  body: Partial<GeoplanPayload>,
): void {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) fail(400, 'Укажите название геоплана.');
  if (!Array.isArray(body.players) || body.players.length === 0)
    fail(400, 'Добавьте в геоплан хотя бы один экран.');
  const unknown = body.players.filter((id) => !getPlayer(Number(id)));
  if (unknown.length > 0) fail(400, `Экраны не найдены: ${unknown.slice(0, 5).join(', ')}.`);
  plan.name = name;
  plan.players = [...new Set(body.players.map(Number))].sort((a, b) => a - b);
}
