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

/** The range bounds of the player list body (spec §7: ots, grp, price, each `_from` and `_to`). */
export type PlayerListRangeField = Extract<keyof PlayerListBody, `${string}_${'from' | 'to'}`>;

/**
 * The filter fields of the player list body (spec §7), in the body's own names. Every field may be
 * left out (`buildPlayerListBody` fills in the defaults), and a range bound may be null (not sent).
 */
export type PlayerListFilters = Partial<
  Pick<
    PlayerListBody,
    'type_names' | 'publisher_names' | 'photo' | 'venue' | 'city_names' | 'is_transition'
  >
> & { [Field in PlayerListRangeField]?: PlayerListBody[Field] | null };

export interface PlayerListRequest {
  page: number;
  filters?: PlayerListFilters;
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
