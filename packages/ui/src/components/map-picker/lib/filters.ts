import type { MapPlayer, MapPlayerFilters } from '../map-picker.types';

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The range filters (spec §3): each bounds the player field of its name by `_from` and `_to`. */
const RANGE_FIELDS = ['ots', 'grp', 'price'] as const;
export type RangeKey = (typeof RANGE_FIELDS)[number];

/** Every bound of every range, in the order of RANGE_FIELDS: ots_from, ots_to, grp_from, … */
const RANGE_BOUNDS = RANGE_FIELDS.flatMap((field) => [`${field}_from`, `${field}_to`] as const);

/** Spec §5: choosing type CB brings RB along. */
export function expandTypeNames(types: readonly string[] | undefined): Set<string> | null {
  if (!types || types.length === 0) return null;
  const set = new Set(types);
  if (set.has('CB')) set.add('RB');
  return set;
}

/** The option groups as sets (`null`: the group does not filter) and the one venue asked for. */
function optionGroups(filters: MapPlayerFilters) {
  return {
    types: expandTypeNames(filters.typeNames),
    publishers: filters.publisherNames?.length ? new Set(filters.publisherNames) : null,
    cities: filters.cities?.length ? new Set(filters.cities) : null,
    // Spec §5: only outdoor sends outdoor, only indoor sends indoor, both or neither send nothing.
    venue:
      filters.outdoor && !filters.indoor
        ? ('outdoor' as const)
        : filters.indoor && !filters.outdoor
          ? ('indoor' as const)
          : null,
  };
}

/**
 * The same rules the server applies (spec §5), so the screen never shows a player the filters
 * exclude — for example while a request for new filters is still on its way.
 */
export function createPlayerPredicate(filters: MapPlayerFilters): (player: MapPlayer) => boolean {
  const { types, publishers, cities, venue } = optionGroups(filters);
  const activeRanges = RANGE_FIELDS.map(
    (field) => [field, num(filters[`${field}_from`]), num(filters[`${field}_to`])] as const,
  ).filter(([, from, to]) => from !== null || to !== null);
  return (p) => {
    if (types && !types.has(p.type_name)) return false;
    if (publishers && !publishers.has(p.publisher_name)) return false;
    if (cities && !cities.has(p.city_name)) return false;
    if (filters.hasPhoto && !p.photo) return false;
    if (venue && p.venue !== venue) return false;
    if (filters.isTransit && !p.is_transition) return false;
    for (const [field, from, to] of activeRanges) {
      const v = p[field];
      // An unknown figure is in no range: the server could not have matched it either.
      if (v === null) return false;
      if (from !== null && v < from) return false;
      if (to !== null && v > to) return false;
    }
    return true;
  };
}

/** Drops empty fields so equal filters give equal cache keys. */
export function normalizeFilters(filters: MapPlayerFilters): MapPlayerFilters {
  const out: MapPlayerFilters = {};
  const list = (v: string[] | undefined) => (v && v.length ? [...v].sort() : undefined);
  const typeNames = list(filters.typeNames);
  const publisherNames = list(filters.publisherNames);
  const cities = list(filters.cities);
  if (typeNames) out.typeNames = typeNames;
  if (publisherNames) out.publisherNames = publisherNames;
  if (cities) out.cities = cities;
  if (filters.hasPhoto) out.hasPhoto = true;
  if (filters.outdoor) out.outdoor = true;
  if (filters.indoor) out.indoor = true;
  if (filters.isTransit) out.isTransit = true;
  for (const key of RANGE_BOUNDS) {
    const v = num(filters[key]);
    if (v !== null) out[key] = v;
  }
  return out;
}

export function filtersKey(filters: MapPlayerFilters): string {
  const n = normalizeFilters(filters);
  return JSON.stringify(
    Object.keys(n)
      .sort()
      .map((k) => [k, n[k as keyof MapPlayerFilters]]),
  );
}

/** How many filter groups are set, for the «Фильтры (3)» badge. */
export function countActiveFilters(filters: MapPlayerFilters): number {
  const n = normalizeFilters(filters);
  let count = 0;
  if (n.typeNames) count++;
  if (n.publisherNames) count++;
  if (n.cities) count++;
  if (n.hasPhoto) count++;
  if (n.outdoor || n.indoor) count++;
  if (n.isTransit) count++;
  for (const field of RANGE_FIELDS)
    if (n[`${field}_from`] !== undefined || n[`${field}_to`] !== undefined) count++;
  return count;
}

/** Sums of the players' figures; a sum is null («—») when any player's figure is unknown. */
export type PlayerTotals = {
  count: number;
  ots: number | null;
  grp: number | null;
  price: number | null;
};

/**
 * Figures are summed as whole ten-thousandths: integer sums are exact, so the total does not depend
 * on the order the pages of players arrived in (a float sum would: the same players' OTS could be
 * 1 114 394 on one load and 1 114 395 on the next). Exact up to 9·10¹¹, far above any real area.
 */
const SCALE = 10_000;
const plus = (sum: number | null, value: number | null) =>
  sum === null || value === null ? null : sum + Math.round(value * SCALE);

export function sumPlayers(players: Iterable<MapPlayer>): PlayerTotals {
  const t: PlayerTotals = { count: 0, ots: 0, grp: 0, price: 0 };
  for (const p of players) {
    t.count += 1;
    t.ots = plus(t.ots, p.ots);
    t.grp = plus(t.grp, p.grp);
    t.price = plus(t.price, p.price);
  }
  const unscale = (sum: number | null) => (sum === null ? null : sum / SCALE);
  return { count: t.count, ots: unscale(t.ots), grp: unscale(t.grp), price: unscale(t.price) };
}

export type Bounds = { south: number; west: number; north: number; east: number };

/**
 * Whether a longitude lies in [west, east] read eastwards. Leaflet reports a view across the 180°
 * meridian (Chukotka) as, say, 170…190, while players carry −180…180: −172 is inside that view.
 */
export function lngInRange(lng: number, west: number, east: number): boolean {
  if (east - west >= 360) return true;
  if (west >= -180 && east <= 180) return lng >= west && lng <= east;
  const d = (((lng - west) % 360) + 360) % 360;
  return d <= east - west;
}

export function inBounds(p: { latitude: number; longitude: number }, b: Bounds): boolean {
  return p.latitude >= b.south && p.latitude <= b.north && lngInRange(p.longitude, b.west, b.east);
}

/** The copy of `lng` (±360°) nearest to `ref`: where a player is drawn in a view across 180°. */
export function wrapLngNear(lng: number, ref: number): number {
  return lng + 360 * Math.round((ref - lng) / 360);
}

/** Players matching the filters inside the bounds, with their totals — the «Найдено» line. */
export function countMatching(
  players: Iterable<MapPlayer>,
  filters: MapPlayerFilters,
  bounds?: Bounds,
): PlayerTotals {
  const match = createPlayerPredicate(filters);
  const out: MapPlayer[] = [];
  for (const p of players) if (match(p) && (!bounds || inBounds(p, bounds))) out.push(p);
  return sumPlayers(out);
}

/**
 * Per-option counts for the filters panel, faceted as shops do: an option's number is how many
 * players would match if it were ticked, given every other filter group as it is. `total` is how
 * many match all filters. Only the players passed in are counted (the picker passes those loaded
 * in the visible area); the server's list call returns no counts of its own.
 */
export type FacetCounts = {
  total: number;
  typeNames: Map<string, number>;
  publisherNames: Map<string, number>;
  cities: Map<string, number>;
  hasPhoto: number;
  outdoor: number;
  indoor: number;
  isTransit: number;
};

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export function facetCounts(
  players: Iterable<MapPlayer>,
  filters: MapPlayerFilters,
  keep: (player: MapPlayer) => boolean = () => true,
): FacetCounts {
  const out: FacetCounts = {
    total: 0,
    typeNames: new Map(),
    publisherNames: new Map(),
    cities: new Map(),
    hasPhoto: 0,
    outdoor: 0,
    indoor: 0,
    isTransit: 0,
  };
  const { types, publishers, cities, venue } = optionGroups(filters);
  // Ranges have no options to count: they always apply.
  const ranges: MapPlayerFilters = {};
  for (const key of RANGE_BOUNDS) ranges[key] = filters[key];
  const inRanges = createPlayerPredicate(ranges);
  const TYPE = 1;
  const PUBLISHER = 2;
  const CITY = 4;
  const PHOTO = 8;
  const VENUE = 16;
  const TRANSIT = 32;
  // It runs over every loaded player on each move of the map: no allocation in the loop.
  for (const p of players) {
    if (!keep(p) || !inRanges(p)) continue;
    let failed = 0;
    if (types !== null && !types.has(p.type_name)) failed |= TYPE;
    if (publishers !== null && !publishers.has(p.publisher_name)) failed |= PUBLISHER;
    if (cities !== null && !cities.has(p.city_name)) failed |= CITY;
    if (filters.hasPhoto && !p.photo) failed |= PHOTO;
    if (venue !== null && p.venue !== venue) failed |= VENUE;
    if (filters.isTransit && !p.is_transition) failed |= TRANSIT;
    // More than one group failed: the player counts nowhere.
    if (failed & (failed - 1)) continue;
    // Passing everything else, a player counts towards its own value in the group it fails (or in
    // every group when it fails none).
    if (failed === 0) out.total += 1;
    if (failed === 0 || failed === TYPE) bump(out.typeNames, p.type_name);
    if (failed === 0 || failed === PUBLISHER) bump(out.publisherNames, p.publisher_name);
    if (failed === 0 || failed === CITY) bump(out.cities, p.city_name);
    if ((failed === 0 || failed === PHOTO) && p.photo) out.hasPhoto += 1;
    if ((failed === 0 || failed === VENUE) && p.venue) out[p.venue] += 1;
    if ((failed === 0 || failed === TRANSIT) && p.is_transition) out.isTransit += 1;
  }
  // Spec §5: ticking CB brings RB along, so CB's number includes RB's.
  const rb = out.typeNames.get('RB');
  if (rb) out.typeNames.set('CB', (out.typeNames.get('CB') ?? 0) + rb);
  return out;
}
