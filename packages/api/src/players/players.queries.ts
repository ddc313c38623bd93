import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidates } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';
import type {
  GeoplanListParams,
  GeoplanPayload,
  PlayerDictionaryParams,
  PlayerListRequest,
} from './players.types.ts';

export const playerKeys = {
  all: ['players'] as const,
  list: (request: PlayerListRequest) => ['players', 'list', request] as const,
  types: (params: PlayerDictionaryParams) => ['players', 'types', params] as const,
  simple: (params: PlayerDictionaryParams) => ['players', 'simple', params] as const,
  publishers: (params: PlayerDictionaryParams) => ['players', 'publishers', params] as const,
  cities: (params: PlayerDictionaryParams) => ['players', 'cities', params] as const,
  geoplans: () => ['players', 'geoplans'] as const,
  geoplanList: (params: GeoplanListParams) => ['players', 'geoplans', params] as const,
};

/** Dictionaries change rarely; five minutes fresh saves a refetch on every filter panel open. */
const DICTIONARY_STALE_MS = 5 * 60_000;

export const playerQueries = {
  all: () => playerKeys.all,
  /** The map's players for a viewport and filters; the previous markers stay while the next load. */
  list: (api: Api, request: PlayerListRequest) =>
    queryOptions({
      queryKey: playerKeys.list(request),
      queryFn: ({ signal }) => api.players.list(request, { signal }),
      placeholderData: keepPreviousData,
    }),
  types: (api: Api, params: PlayerDictionaryParams = {}) =>
    queryOptions({
      queryKey: playerKeys.types(params),
      queryFn: ({ signal }) => api.players.types(params, { signal }),
      staleTime: DICTIONARY_STALE_MS,
    }),
  simple: (api: Api, params: PlayerDictionaryParams = {}) =>
    queryOptions({
      queryKey: playerKeys.simple(params),
      queryFn: ({ signal }) => api.players.simple(params, { signal }),
      staleTime: DICTIONARY_STALE_MS,
    }),
  publishers: (api: Api, params: PlayerDictionaryParams = {}) =>
    queryOptions({
      queryKey: playerKeys.publishers(params),
      queryFn: ({ signal }) => api.players.publishers(params, { signal }),
      staleTime: DICTIONARY_STALE_MS,
    }),
  cities: (api: Api, params: PlayerDictionaryParams = {}) =>
    queryOptions({
      queryKey: playerKeys.cities(params),
      queryFn: ({ signal }) => api.players.cities(params, { signal }),
      staleTime: DICTIONARY_STALE_MS,
    }),
  geoplans: (api: Api, params: GeoplanListParams = {}) =>
    queryOptions({
      queryKey: playerKeys.geoplanList(params),
      queryFn: ({ signal }) => api.players.geoplans.list(params, { signal }),
    }),
};

export const geoplanMutations = {
  create: (api: Api) =>
    mutationOptions({
      mutationKey: ['players', 'geoplans', 'create'],
      mutationFn: (body: GeoplanPayload) => api.players.geoplans.create(body),
      onSuccess: invalidates(playerKeys.geoplans()),
    }),
  update: (api: Api) =>
    mutationOptions({
      mutationKey: ['players', 'geoplans', 'update'],
      mutationFn: ({ id, ...body }: GeoplanPayload & { id: number }) =>
        api.players.geoplans.update(id, body),
      onSuccess: invalidates(playerKeys.geoplans()),
    }),
  remove: (api: Api) =>
    mutationOptions({
      mutationKey: ['players', 'geoplans', 'remove'],
      mutationFn: (id: number) => api.players.geoplans.remove(id),
      onSuccess: invalidates(playerKeys.geoplans()),
    }),
};
