import type { KyInstance } from 'ky';
import { InvalidPageError } from '../client/errors.ts';
import { callOptions } from '../client/http.ts';
import { toSearchParams } from '../client/query.ts';
import type { CallOptions } from '../common.types.ts';
import { paths } from '../paths.ts';
import type {
  BoundingBox,
  City,
  Geoplan,
  GeoplanListParams,
  GeoplanPayload,
  PlayerDictionaryParams,
  PlayerListBody,
  PlayerListFilters,
  PlayerListRangeField,
  PlayerListRequest,
  PlayerListResponse,
  PlayerType,
  Publisher,
  SimplePlayer,
} from './players.types.ts';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const RANGE_FIELDS = [
  'ots_from',
  'ots_to',
  'grp_from',
  'grp_to',
  'price_from',
  'price_to',
] as const satisfies readonly PlayerListRangeField[];

/**
 * The player list body (spec §7) for these filters, the box and the players to leave out. Spec §5's
 * rules about the body: CB brings RB along; a range bound is sent only when it is a number; left
 * out, photo is `all` and the lists are empty; `venue` and `is_transition` are sent only when given.
 */
export const buildPlayerListBody = (
  filters: PlayerListFilters = {},
  bbox?: BoundingBox,
  excludeIds: readonly number[] = [],
): PlayerListBody => {
  const typeNames = [...(filters.type_names ?? [])];
  if (typeNames.includes('CB') && !typeNames.includes('RB')) typeNames.push('RB');
  const body: PlayerListBody = {
    type_names: typeNames,
    publisher_names: [...(filters.publisher_names ?? [])],
    photo: filters.photo ?? 'all',
    exclude_ids: [...excludeIds],
    city_names: [...(filters.city_names ?? [])],
  };
  if (bbox) {
    body.right_top = { latitude: bbox.right_top.latitude, longitude: bbox.right_top.longitude };
    body.left_bottom = {
      latitude: bbox.left_bottom.latitude,
      longitude: bbox.left_bottom.longitude,
    };
  }
  if (filters.venue) body.venue = filters.venue;
  if (typeof filters.is_transition === 'boolean') body.is_transition = filters.is_transition;
  for (const field of RANGE_FIELDS) {
    const value = filters[field];
    if (isNumber(value)) body[field] = value;
  }
  return body;
};

/** Spec §5: the page of the player list must be a positive integer. */
export const assertValidPage = (page: unknown): void => {
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) throw new InvalidPageError();
};

export const createPlayersApi = (http: KyInstance) => ({
  /**
   * POST /v2/player/list/?page=n. Rejects with «Page should be positive integer» without sending
   * anything for a bad page. Never toasts (spec §8): the map shows its own state.
   */
  list: async (
    request: PlayerListRequest,
    options?: Omit<CallOptions, 'silent'>,
  ): Promise<PlayerListResponse> => {
    assertValidPage(request.page);
    return http
      .post(paths.players.list, {
        searchParams: { page: request.page },
        json: buildPlayerListBody(request.filters, request.bbox, request.excludeIds),
        ...callOptions({ ...options, silent: true }),
      })
      .json<PlayerListResponse>();
  },
  types: (params: PlayerDictionaryParams = {}, options?: CallOptions) =>
    http
      .get(paths.players.types, { searchParams: toSearchParams(params), ...callOptions(options) })
      .json<PlayerType[]>(),
  simple: (params: PlayerDictionaryParams = {}, options?: CallOptions) =>
    http
      .get(paths.players.simple, { searchParams: toSearchParams(params), ...callOptions(options) })
      .json<SimplePlayer[]>(),
  publishers: (params: PlayerDictionaryParams = {}, options?: CallOptions) =>
    http
      .get(paths.players.publishers, {
        searchParams: toSearchParams(params),
        ...callOptions(options),
      })
      .json<Publisher[]>(),
  cities: (params: PlayerDictionaryParams = {}, options?: CallOptions) =>
    http
      .get(paths.players.cities, { searchParams: toSearchParams(params), ...callOptions(options) })
      .json<City[]>(),
  geoplans: {
    /** GET /v2/player/geoplan/{query}. */
    list: (params: GeoplanListParams = {}, options?: CallOptions) =>
      http
        .get(paths.players.geoplans, {
          searchParams: toSearchParams(params),
          ...callOptions(options),
        })
        .json<Geoplan[]>(),
    create: (body: GeoplanPayload, options?: CallOptions) =>
      http
        .post(paths.players.geoplans, { json: body, ...callOptions(options) })
        .json<Geoplan | null>(),
    update: (id: number, body: GeoplanPayload, options?: CallOptions) =>
      http
        .put(paths.players.geoplan(id), { json: body, ...callOptions(options) })
        .json<Geoplan | null>(),
    remove: (id: number, options?: CallOptions) =>
      http.delete(paths.players.geoplan(id), callOptions(options)).json<unknown>(),
  },
});

export type PlayersApi = ReturnType<typeof createPlayersApi>;
