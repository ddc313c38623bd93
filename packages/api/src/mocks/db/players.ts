import type { Player } from '../../players/players.types.ts';
import {
  CITY_STREETS,
  MOCK_CITIES,
  MOCK_PLAYER_TYPES,
  MOCK_PUBLISHERS,
  PHOTOS,
  STREETS,
} from './catalogue.ts';
import { MOCK_PLAYER_COUNT, MOCK_SEED } from './constants.ts';
import { createRng, deriveSeed } from './prng.ts';

/**
 * A player (screen) as the catalogue holds it: the answer's player (players.schemas.ts), but the
 * price per show in kopecks (`price_kop`), a resolution always set, and the screen's size in pixels.
 */
export interface PlayerRow extends Omit<
  Player,
  'price' | 'resolution' | 'latitude' | 'longitude' | 'ots' | 'grp'
> {
  latitude: number;
  longitude: number;
  ots: number;
  grp: number;
  price_kop: number;
  resolution: string;
  width: number;
  height: number;
}

let cache: PlayerRow[] | null = null;
let byId: Map<number, PlayerRow> | null = null;

/**
 * The catalogue, generated on first use from the seed and then kept: it never changes, so it is
 * never stored or persisted (the browser regenerates it on each load in a few milliseconds).
 */
export function getPlayers(): readonly PlayerRow[] {
  cache ??= generatePlayers(MOCK_SEED, MOCK_PLAYER_COUNT);
  return cache;
}

export function getPlayer(id: number): PlayerRow | undefined {
  if (!byId) byId = new Map(getPlayers().map((player) => [player.id, player]));
  return byId.get(id);
}

export function generatePlayers(seed: number, count: number): PlayerRow[] {
  const rng = createRng(deriveSeed(seed, 'players'));
  const cityWeights = MOCK_CITIES.map((city) => [city, city.weight] as const);
  const typeWeights = MOCK_PLAYER_TYPES.map((type) => [type, type.weight] as const);
  const rows: PlayerRow[] = new Array<PlayerRow>(count);
  for (let index = 0; index < count; index += 1) {
    const id = index + 1;
    const city = rng.weighted(cityWeights);
    const type = rng.weighted(typeWeights);
    // Denser towards the centre, like real screens.
    const radius = city.spread * Math.sqrt(rng.next()) * (rng.chance(0.6) ? 0.5 : 1);
    const angle = rng.next() * Math.PI * 2;
    const latitude = round(city.latitude + radius * Math.sin(angle), 6);
    const longitude = round(
      city.longitude + (radius * Math.cos(angle)) / Math.cos((city.latitude * Math.PI) / 180),
      6,
    );
    const streets = CITY_STREETS[city.name] ?? STREETS;
    const street = rng.chance(0.35) ? rng.pick(streets) : rng.pick(STREETS);
    const house = rng.int(1, 180);
    const [width, height] = rng.pick(type.resolutions);
    const ots = round(rng.float(type.ots[0], type.ots[1]), 1);
    rows[index] = {
      id,
      name: `${type.label} №${id}`,
      type_name: type.name,
      publisher_name: rng.pick(MOCK_PUBLISHERS),
      city_name: city.name,
      address: `г. ${city.name}, ${street}, д. ${house}`,
      latitude,
      longitude,
      photo: rng.chance(0.3) ? rng.pick(PHOTOS) : null,
      venue: type.venue,
      is_transition: type.transit,
      ots,
      // GRP: shows reaching a share of the city's population, in percent.
      grp: round((ots * 1000 * 100) / city.population, 3),
      price_kop: rng.int(type.price[0], type.price[1]),
      resolution: `${width}x${height}`,
      width,
      height,
    };
  }
  return rows;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
