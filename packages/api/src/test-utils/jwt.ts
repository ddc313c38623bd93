/** Unsigned JWTs for tests: only the `exp` claim matters to the client. */
const base64Url = (value: string) =>
  btoa(value).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export const makeJwt = (exp: number, extra: Record<string, unknown> = {}): string =>
  `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify({ exp, ...extra }))}.sig`;

/** A fixed clock: 2026-01-15T12:00:00Z. */
export const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
export const NOW_S = NOW_MS / 1000;

export const validAccess = (id = 'a') => makeJwt(NOW_S + 3600, { jti: id });
export const expiredAccess = () => makeJwt(NOW_S - 60, { jti: 'expired-access' });
export const validRefresh = (id = 'r') => makeJwt(NOW_S + 30 * 86400, { jti: id });
export const expiredRefresh = () => makeJwt(NOW_S - 60, { jti: 'expired-refresh' });
