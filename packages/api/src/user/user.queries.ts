import { apiQuery, type QueryExtras } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';

/** Spec §9: the balance is polled every 7000 ms. */
export const BALANCE_POLL_MS = 7000;

export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me'] as const,
  balance: () => ['user', 'balance'] as const,
};

export const userQueries = {
  all: () => userKeys.all,
  me: (api: Api, extras?: QueryExtras) =>
    apiQuery(userKeys.me(), (call) => api.user.getMe(call), extras),
  /**
   * Polled every 7 s only while the window is focused (no background polling) and only while the
   * user is logged in: both checks read the session each time, so a logout stops the polling.
   */
  balance: (api: Api, extras?: QueryExtras) =>
    apiQuery(userKeys.balance(), (call) => api.user.getBalance(call), {
      enabled: () => api.session.isLoggedIn(),
      refetchInterval: () => (api.session.isLoggedIn() ? BALANCE_POLL_MS : false),
      refetchIntervalInBackground: false,
      ...extras,
    }),
};
