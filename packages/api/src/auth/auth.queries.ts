/**
 * Query keys of the auth calls. The auth screens call `api.auth` through their own mutations (each
 * with its own error handling), so there are no auth mutation factories.
 */
export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
