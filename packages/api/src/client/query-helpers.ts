import {
  keepPreviousData,
  queryOptions,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { CallOptions } from '../common.types.ts';
import type { Session } from './session.ts';

/** An `onSuccess` that invalidates every query under each key prefix (spec: mutations invalidate by prefix). */
export const invalidates =
  (...prefixes: QueryKey[]) =>
  async (
    _data: unknown,
    _variables: unknown,
    _result: unknown,
    context: MutationFunctionContext,
  ): Promise<void> => {
    await Promise.all(prefixes.map((queryKey) => context.client.invalidateQueries({ queryKey })));
  };

/**
 * Drops every cached query when the session ends (401, rejected refresh, another tab, logout), so
 * the next user never sees the previous one's data and polling stops at once. Returns the unsubscribe.
 */
export const clearQueriesOnLogout = (
  session: Pick<Session, 'subscribe'>,
  client: QueryClient,
): (() => void) => {
  const unsubscribe = session.subscribe((event) => {
    if (event.type === 'logout') client.clear();
  });
  return () => void unsubscribe();
};

/**
 * What a screen may add to a factory's query, so it never rebuilds the key or the
 * `queryFn`: `silent` reaches the fetcher (no error toast, the screen shows the error itself);
 * `enabled` and `retry` replace the factory's own.
 */
export type QueryExtras = {
  /** No error toast: the screen explains a failure of this query itself. */
  silent?: boolean;
  enabled?: boolean;
  retry?: boolean | number | ((failureCount: number, error: Error) => boolean);
};

/** What a screen may add to a factory's mutation. */
export type MutationExtras = {
  /** No error toast: the screen shows the failure itself (a form's message, a dialog's alert). */
  silent?: boolean;
};

/** The domain's own settings of a query, beside its key and fetcher. */
type QueryDefaults<TData, TKey extends QueryKey> = Pick<
  UnusedSkipTokenOptions<TData, Error, TData, TKey>,
  | 'placeholderData'
  | 'staleTime'
  | 'enabled'
  | 'retry'
  | 'refetchInterval'
  | 'refetchIntervalInBackground'
  | 'refetchOnWindowFocus'
>;

/**
 * `queryOptions` of one fetcher call: the query's signal (and `silent`) go to the fetcher, the
 * caller's extras win over the domain's defaults. Every factory goes through here, so the extras
 * mean the same everywhere.
 */
export const apiQuery = <TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetch: (call: CallOptions) => Promise<TData>,
  { silent, ...config }: QueryDefaults<TData, TKey> & Pick<QueryExtras, 'silent'> = {},
) =>
  queryOptions<TData, Error, TData, TKey>({
    queryKey,
    queryFn: ({ signal }) => fetch(silent ? { signal, silent } : { signal }),
    ...config,
  });

/** A paged or filtered list: the previous answer stays on screen while the next one loads. */
export const listQuery = <TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetch: (call: CallOptions) => Promise<TData>,
  extras: QueryExtras = {},
) => apiQuery(queryKey, fetch, { placeholderData: keepPreviousData, ...extras });
