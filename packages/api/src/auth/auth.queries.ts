import { apiQuery, type QueryExtras } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';

/**
 * Query keys of the auth calls. The auth screens call `api.auth` through their own mutations (each
 * with its own error handling), so there are no auth mutation factories.
 */
export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};

export const authQueries = {
  all: () => authKeys.all,
  /** Whether a mailed reset link still works; asked once per screen, never again on focus. */
  resetToken: (api: Api, token: string, extras?: QueryExtras) =>
    apiQuery(authKeys.resetToken(token), (call) => api.auth.resetTokenValid({ token }, call), {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      ...extras,
    }),
};
