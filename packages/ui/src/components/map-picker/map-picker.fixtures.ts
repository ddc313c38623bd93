/**
 * A deterministic stand-in backend for the map picker's stories, tests and benchmark: seeded
 * players around Russian cities and the picker's callbacks over them, with optional latency and
 * failures. Stories that run against the app's fake backend (MSW) use @ekran/api instead.
 */
import { createPlayerPredicate } from './lib/filters';
import type {
  LoadPlayers,
  MapBoundingBox,
  MapFilterOptions,
  MapGeoPlan,
  MapPlayer,
  MapPlayerFilters,
} from './map-picker.types';

export type FixtureType = {
  value: string;
  label: string;
  venue: MapPlayer['venue'];
  transit: boolean;
  /** The ranges the generator draws a player's OTS and price from. */
  ots: readonly [number, number];
  price: readonly [number, number];
};

const TYPE_ROWS: readonly (readonly [
  FixtureType['value'],
  FixtureType['label'],
  FixtureType['venue'],
  FixtureType['transit'],
  FixtureType['ots'],
  FixtureType['price'],
])[] = [
  ['BB', 'Билборд', 'outdoor', false, [60, 400], [800, 4500]],
  ['CB', 'Ситиборд', 'outdoor', false, [30, 220], [400, 2500]],
  ['RB', 'Ситиборд с ролл-системой', 'outdoor', false, [25, 200], [350, 2200]],
  ['MF', 'Медиафасад', 'outdoor', false, [300, 1500], [4000, 15000]],
  ['MALL', 'Экран в торговом центре', 'indoor', false, [10, 120], [150, 1200]],
  ['METRO', 'Экран в метро', 'indoor', true, [50, 500], [500, 3500]],
];

export const FIXTURE_TYPES: readonly FixtureType[] = TYPE_ROWS.map(
  ([value, label, venue, transit, ots, price]) => ({ value, label, venue, transit, ots, price }),
);

export const FIXTURE_PUBLISHERS = ['Городские экраны', 'Постер Плюс', 'Трансмедиа', 'Индор Медиа'];

export const FIXTURE_CITIES = [
  { name: 'Москва', lat: 55.7558, lng: 37.6173, spread: 0.22, weight: 5 },
  { name: 'Санкт-Петербург', lat: 59.9343, lng: 30.3351, spread: 0.16, weight: 3 },
  { name: 'Казань', lat: 55.7961, lng: 49.1064, spread: 0.09, weight: 1 },
  { name: 'Екатеринбург', lat: 56.8389, lng: 60.6057, spread: 0.09, weight: 1 },
] as const;

/** mulberry32: tiny, fast, and the same sequence everywhere. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PHOTO = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#1e3a5f"/><rect x="30" y="18" width="100" height="52" rx="3" fill="#e8eef5"/><rect x="76" y="70" width="8" height="26" fill="#c9d2dc"/></svg>',
)}`;

export function generateFixturePlayers(count: number, seed = 42): MapPlayer[] {
  const r = rng(seed);
  const totalWeight = FIXTURE_CITIES.reduce((s, c) => s + c.weight, 0);
  const players: MapPlayer[] = new Array(count);
  for (let i = 0; i < count; i++) {
    let pick = r() * totalWeight;
    const city = FIXTURE_CITIES.find((c) => (pick -= c.weight) < 0) ?? FIXTURE_CITIES[0];
    const type = FIXTURE_TYPES[Math.floor(r() * FIXTURE_TYPES.length)]!;
    const radius = city.spread * Math.sqrt(r());
    const angle = r() * Math.PI * 2;
    const ots = Math.round((type.ots[0] + r() * (type.ots[1] - type.ots[0])) * 10) / 10;
    players[i] = {
      id: i + 1,
      name: `${type.label} №${i + 1}`,
      address: `г. ${city.name}, ул. Тестовая, д. ${1 + (i % 180)}`,
      city_name: city.name,
      type_name: type.value,
      publisher_name: FIXTURE_PUBLISHERS[i % FIXTURE_PUBLISHERS.length]!,
      latitude: Math.round((city.lat + radius * Math.sin(angle)) * 1e6) / 1e6,
      longitude:
        Math.round(
          (city.lng + (radius * Math.cos(angle)) / Math.cos((city.lat * Math.PI) / 180)) * 1e6,
        ) / 1e6,
      photo: i % 3 === 0 ? PHOTO : null,
      venue: type.venue,
      is_transition: type.transit,
      ots,
      grp: Math.round(ots * 7.6) / 1000,
      price: Math.round(type.price[0] + r() * (type.price[1] - type.price[0])),
      resolution: type.venue === 'outdoor' ? '1344x576' : '1920x1080',
    };
  }
  return players;
}

export type FixtureBackendOptions = {
  players: MapPlayer[];
  pageSize?: number;
  /** Delay of each call, ms. */
  latency?: number;
  /** Every player-list call fails. */
  fail?: boolean;
  /** The player-list call never answers (loading state). */
  hang?: boolean;
  plans?: MapGeoPlan[];
};

export type FixtureCall = {
  bbox: MapBoundingBox;
  filters: MapPlayerFilters;
  page: number;
  excludeIds?: readonly number[];
};

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The picker's callbacks over an in-memory catalogue; `calls` records every list request. */
export function createFixtureBackend({
  players,
  pageSize = 500,
  latency = 0,
  fail = false,
  hang = false,
  plans = [],
}: FixtureBackendOptions) {
  const calls: FixtureCall[] = [];
  let nextPlanId = 100;
  let savedPlans = [...plans];
  const byId = new Map(players.map((p) => [p.id, p]));

  const loadPlayers: LoadPlayers = async (bbox, filters, page, signal, excludeIds) => {
    calls.push({ bbox, filters, page, ...(excludeIds ? { excludeIds } : {}) });
    const excluded = new Set(excludeIds);
    if (hang)
      await new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    await wait(latency, signal);
    if (fail) throw new Error('Сервер недоступен');
    const match = createPlayerPredicate(filters);
    const { right_top: rt, left_bottom: lb } = bbox;
    const hits = players.filter(
      (p) =>
        p.latitude <= rt.latitude &&
        p.latitude >= lb.latitude &&
        p.longitude <= rt.longitude &&
        p.longitude >= lb.longitude &&
        !excluded.has(p.id) &&
        match(p),
    );
    const start = (page - 1) * pageSize;
    return {
      count: hits.length,
      next: start + pageSize < hits.length ? `?page=${page + 1}` : null,
      results: hits.slice(start, start + pageSize),
    };
  };

  const loadFilterOptions = async (): Promise<MapFilterOptions> => {
    await wait(latency);
    return {
      types: FIXTURE_TYPES.map((t) => ({ value: t.value, label: t.label })),
      publishers: FIXTURE_PUBLISHERS.map((p) => ({ value: p, label: p })),
      cities: FIXTURE_CITIES.map((c) => ({ value: c.name, label: c.name })),
    };
  };

  return {
    calls,
    loadPlayers,
    loadFilterOptions,
    resolvePlayers: async (ids: number[]) =>
      ids.map((id) => byId.get(id)).filter((p): p is MapPlayer => Boolean(p)),
    listGeoPlans: async () => {
      await wait(latency);
      return [...savedPlans];
    },
    saveGeoPlan: async (plan: { name: string; players: number[] }) => {
      await wait(latency);
      const saved = { id: nextPlanId++, ...plan };
      savedPlans = [saved, ...savedPlans];
      return saved;
    },
    renameGeoPlan: async (target: MapGeoPlan, name: string) => {
      await wait(latency);
      const plan = savedPlans.find((p) => p.id === target.id);
      if (!plan) throw new Error('Геоплан не найден');
      plan.name = name;
      return { ...plan };
    },
    deleteGeoPlan: async (id: number) => {
      await wait(latency);
      savedPlans = savedPlans.filter((p) => p.id !== id);
    },
  };
}
