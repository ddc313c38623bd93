import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiContractError, isHTTPError } from '@ekran/api';
import { createCoalescedTimers } from './query-timers';

/** One for the page: timers of one provider cannot be cleared by another. */
const queryTimers = createCoalescedTimers();

/**
 * Retries only what may pass on a second try: never a 4xx answer from the server, never an answer
 * of the wrong shape (ApiContractError: the same call gets the same answer).
 *
 * Its timers share one platform timer (query-timers.ts).
 *
 * networkMode 'always': TanStack Query's default pauses requests while the browser says it is
 * offline, which leaves a save button spinning with no word said. Spec §8 wants the request to
 * fail and the «Нет подключение к интернету» toast to explain it.
 */
export function createAppQueryClient(): QueryClient {
  timeoutManager.setTimeoutProvider(queryTimers);
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiContractError) &&
          !(isHTTPError(error) && error.response.status < 500),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
