import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { CallOptions } from '../common.types.ts';
import {
  apiQuery,
  invalidates,
  listQuery,
  type MutationExtras,
  type QueryExtras,
} from '../client/query-helpers.ts';
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

/** The four filter dictionaries are asked the same way: same params, key and freshness. */
const dictionary =
  <TData, TKey extends QueryKey>(
    key: (params: PlayerDictionaryParams) => TKey,
    fetcher: (api: Api) => (params: PlayerDictionaryParams, call: CallOptions) => Promise<TData>,
  ) =>
  (api: Api, params: PlayerDictionaryParams = {}, extras?: QueryExtras) =>
    apiQuery(key(params), (call) => fetcher(api)(params, call), {
      staleTime: DICTIONARY_STALE_MS,
      ...extras,
    });

export const playerQueries = {
  all: () => playerKeys.all,
  /** The map's players for a viewport and filters; the previous markers stay while the next load. */
  list: (api: Api, request: PlayerListRequest, extras?: QueryExtras) =>
    listQuery(playerKeys.list(request), (call) => api.players.list(request, call), extras),
  types: dictionary(playerKeys.types, (api) => api.players.types),
  simple: dictionary(playerKeys.simple, (api) => api.players.simple),
  publishers: dictionary(playerKeys.publishers, (api) => api.players.publishers),
  cities: dictionary(playerKeys.cities, (api) => api.players.cities),
  geoplans: (api: Api, params: GeoplanListParams = {}, extras?: QueryExtras) =>
    apiQuery(
      playerKeys.geoplanList(params),
      (call) => api.players.geoplans.list(params, call),
      extras,
    ),
};

export const geoplanMutations = {
  create: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['players', 'geoplans', 'create'],
      mutationFn: (body: GeoplanPayload) => api.players.geoplans.create(body, { silent }),
      onSuccess: invalidates(playerKeys.geoplans()),
    }),
  update: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['players', 'geoplans', 'update'],
      mutationFn: ({ id, ...body }: GeoplanPayload & { id: number }) =>
        api.players.geoplans.update(id, body, { silent }),
      onSuccess: invalidates(playerKeys.geoplans()),
    }),
  remove: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['players', 'geoplans', 'remove'],
      mutationFn: (id: number) => api.players.geoplans.remove(id, { silent }),
      onSuccess: invalidates(playerKeys.geoplans()),
    }),
};
