import type { MutationFunctionContext, QueryClient, QueryKey } from '@tanstack/react-query';
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
