import type { z } from 'zod';
import type {
  geoplanSchema,
  namedSchema,
  playerSchema,
  simplePlayerSchema,
} from './players.schemas.ts';
import type { Paginated } from '../common.types.ts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Map viewport as the player list call wants it. */
export interface BoundingBox {
  right_top: LatLng;
  left_bottom: LatLng;
}

export type Venue = 'outdoor' | 'indoor';

/** Where a map player stands; a player the server sent without it is not on the map. */
interface Placed {
  latitude: number;
  longitude: number;
}

export type Player = z.output<typeof playerSchema> & Placed;

/**
 * Spec §3's player filters as the UI holds them (camelCase, the spec's names); `buildPlayerListBody`
 * maps them to the request body. ui's `MapPlayerFilters` is the same shape on purpose: the
 * design system does not import this package, and apps/web/src/features/wizard/map-data.ts passes
 * the picker's filters straight in here, so the compiler keeps the two in step.
 */
export interface PlayerFilters {
  typeNames?: string[];
  publisherNames?: string[];
  hasPhoto?: boolean;
  outdoor?: boolean;
  indoor?: boolean;
  cities?: string[];
  isTransit?: boolean;
  ots_from?: number | null;
  ots_to?: number | null;
  grp_from?: number | null;
  grp_to?: number | null;
  price_from?: number | null;
  price_to?: number | null;
}

/** Body of POST /v2/player/list/?page=n (spec §7). */
export interface PlayerListBody {
  right_top?: LatLng;
  left_bottom?: LatLng;
  type_names: string[];
  publisher_names: string[];
  photo: 'yes' | 'all';
  exclude_ids: number[];
  venue?: Venue;
  city_names: string[];
  is_transition?: boolean;
  ots_from?: number;
  ots_to?: number;
  grp_from?: number;
  grp_to?: number;
  price_from?: number;
  price_to?: number;
}

export interface PlayerListRequest {
  page: number;
  filters?: PlayerFilters;
  bbox?: BoundingBox;
  excludeIds?: number[];
}

export type PlayerListResponse = Paginated<Player>;

/** /v2/player/simple/ — the lightweight list for map markers and chosen-player lists. */
export type SimplePlayer = z.output<typeof simplePlayerSchema> & Placed;

export type PlayerType = z.output<typeof namedSchema>;

export type Publisher = z.output<typeof namedSchema>;

export type City = z.output<typeof namedSchema>;

/** Query of the dictionary calls (types, simple, publishers, cities). */
export interface PlayerDictionaryParams {
  search?: string;
  ids?: number[];
  page?: number;
  pageSize?: number;
}

/** A saved set of players. The spec shows only `id`; the rest is this app's choice. */
export type Geoplan = z.output<typeof geoplanSchema>;

export interface GeoplanPayload {
  name: string;
  players: number[];
}

export interface GeoplanListParams {
  search?: string;
  page?: number;
  pageSize?: number;
}
