import { useSyncExternalStore } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { ApiContractError } from '@ekran/api';
import { RefreshNotice } from '@ekran/ui';

type QueryLike = { isError: boolean; data: unknown };

/**
 * A first load failed: there is nothing to show, so the screen shows its error state. A refetch
 * that fails while data is on screen is not this (TanStack Query v5 then reports `isError` with
 * the old data kept): the screen keeps its data, and {@link StaleDataNotice} says it is old.
 */
export function firstLoadFailed<Q extends QueryLike>(
  query: Q,
): query is Extract<Q, { data: undefined }> {
  return query.isError && query.data === undefined;
}

/** What a screen says under «Не удалось загрузить…» when an answer broke the contract. */
export const CONTRACT_ERROR_HINT =
  'Сервер вернул неожиданный ответ. Повторите позже; если не поможет, напишите в поддержку.';

/**
 * The hint under a failed first load: an answer of the wrong shape says so; anything
 * else keeps the screen's own advice (by default, to check the connection).
 */
export const loadErrorHint = (
  error: unknown,
  fallback = 'Проверьте подключение и попробуйте ещё раз.',
): string => (error instanceof ApiContractError ? CONTRACT_ERROR_HINT : fallback);

type ListQuery = QueryLike & {
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * The loading, error and retry props a list component (DataTable, StatsTable, VideoList) takes from
 * its query: the error only when a first load failed, worded by `errorText` (the hint by default).
 */
export function listQueryProps(
  query: ListQuery,
  errorText: (error: unknown) => string = loadErrorHint,
) {
  const { error } = query;
  return {
    loading: query.isPending,
    error: firstLoadFailed(query) ? errorText(error) : undefined,
    onRetry: () => void query.refetch(),
  };
}

/** {@link listQueryProps} and the quiet «refreshing» state of a table that keeps its rows. */
export const tableQueryProps = (
  query: ListQuery,
  errorText: (error: unknown) => string = loadErrorHint,
) => ({
  ...listQueryProps(query, errorText),
  fetching: query.isFetching && !query.isPending,
});

/** A query on screen whose data stayed after a refresh failed. */
const refreshFailed = (query: Query): boolean =>
  query.state.status === 'error' && query.state.data !== undefined && query.getObserversCount() > 0;

/**
 * One quiet notice for the whole frame: some data on screen could not be refreshed (a network drop
 * after switching windows, a 503). The data and whatever the user typed stay; «Повторить» asks
 * again for exactly the queries that failed.
 */
export function StaleDataNotice({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const state = useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => {
      const failed = cache.findAll({ predicate: refreshFailed });
      if (failed.length === 0) return 'none';
      return failed.some((query) => query.state.fetchStatus === 'fetching') ? 'retrying' : 'failed';
    },
    // A page rendered ahead of time (src/prerender/) has nothing to refresh yet.
    () => 'none',
  );
  if (state === 'none') return null;
  return (
    <RefreshNotice
      className={className}
      retrying={state === 'retrying'}
      onRetry={() => void queryClient.refetchQueries({ predicate: refreshFailed })}
    />
  );
}
