import type { AuthTokens } from '../auth/auth.types.ts';
import {
  defaultLocks,
  defaultStorage,
  defaultSubscribeToStorage,
  type KeyValueStorage,
  type LockManagerLike,
  type SubscribeToStorage,
} from './adapters.ts';
import { SessionExpiredError } from './errors.ts';

/** Spec §4: two localStorage keys, one per token. */
export const TOKEN_KEYS = { access: 'access_token', refresh: 'refresh_token' } as const;

/** Web Locks name shared by every tab of the app. */
export const REFRESH_LOCK_NAME = 'ekran:token-refresh';

export type LogoutReason = 'manual' | 'unauthorized' | 'refresh-rejected' | 'other-tab';

export type SessionEvent =
  | { type: 'login' }
  | { type: 'refresh' }
  | { type: 'logout'; reason: LogoutReason }
  /** Another tab changed the tokens; re-read login state. */
  | { type: 'sync' };

/** Renews the pair. Throw `RefreshRejectedError` when the server refused the refresh token. */
export type Refresher = (refreshToken: string) => Promise<AuthTokens>;

/** The server said no to the refresh token (as opposed to the network failing). */
export class RefreshRejectedError extends Error {
  override name = 'RefreshRejectedError' as const;
  constructor(options?: { cause?: unknown }) {
    super('Refresh token rejected', options);
  }
}

export interface SessionOptions {
  storage?: KeyValueStorage;
  locks?: LockManagerLike;
  subscribeToStorage?: SubscribeToStorage;
  /** Current time in ms; tests pass a fixed clock. */
  now?: () => number;
  keys?: { access: string; refresh: string };
  /**
   * Renew an access token this many seconds before it expires, so it does not expire on the way
   * to the server. The login state itself compares `exp` with the current time exactly.
   */
  refreshLeewaySeconds?: number;
}

export interface Session {
  readonly keys: { access: string; refresh: string };
  getTokens(): { access: string | null; refresh: string | null };
  setTokens(tokens: AuthTokens): void;
  /** Clears both tokens and tells subscribers (only when there was something to clear). */
  logout(reason?: LogoutReason): void;
  /** Spec §4: logged in while either token's `exp` is in the future. */
  isLoggedIn(): boolean;
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /**
   * The bearer for the next request: the stored access token, renewed first when it expired and the
   * refresh token has not; null when there is no session. Rejects with SessionExpiredError when
   * the server refused the refresh, or with the network error when it could not be reached.
   */
  getAccessToken(): Promise<string | null>;
  /** Wired by `createApiClient`; the session itself knows nothing of HTTP. */
  setRefresher(refresher: Refresher): void;
  /** Stops listening to other tabs. */
  dispose(): void;
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The `exp` claim (seconds since the epoch) of a JWT, or null when it has none or is not a JWT. */
export const readJwtExp = (token: string | null | undefined): number | null => {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
      const { exp } = claims;
      return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
    }
  } catch {
    // Not a JWT: treated as expired.
  }
  return null;
};

export const createSession = (options: SessionOptions = {}): Session => {
  const storage = options.storage ?? defaultStorage();
  const locks = options.locks ?? defaultLocks();
  const now = options.now ?? Date.now;
  const keys = options.keys ?? TOKEN_KEYS;
  const leeway = options.refreshLeewaySeconds ?? 5;
  const listeners = new Set<(event: SessionEvent) => void>();
  let refresher: Refresher | undefined;
  let inflight: Promise<string | null> | undefined;

  const read = () => ({
    access: storage.getItem(keys.access),
    refresh: storage.getItem(keys.refresh),
  });
  const validFor = (token: string | null, seconds: number) => {
    const exp = readJwtExp(token);
    return exp !== null && exp * 1000 > now() + seconds * 1000;
  };
  const loggedIn = () => {
    const { access, refresh } = read();
    return validFor(access, 0) || validFor(refresh, 0);
  };
  const emit = (event: SessionEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const write = (tokens: AuthTokens) => {
    storage.setItem(keys.access, tokens.access_token);
    // Some refresh answers carry only a new access token; keep the refresh token we have then.
    if (tokens.refresh_token) storage.setItem(keys.refresh, tokens.refresh_token);
  };

  const logout = (reason: LogoutReason = 'manual') => {
    const { access, refresh } = read();
    storage.removeItem(keys.access);
    storage.removeItem(keys.refresh);
    if (access !== null || refresh !== null) emit({ type: 'logout', reason });
  };

  const renew = (): Promise<string | null> => {
    inflight ??= locks
      .request(REFRESH_LOCK_NAME, async () => {
        // Another tab may have renewed (or logged out) while we waited for the lock.
        const current = read();
        if (validFor(current.access, leeway)) return current.access;
        if (!current.refresh || !validFor(current.refresh, 0)) {
          return validFor(current.access, 0) ? current.access : null;
        }
        if (!refresher)
          throw new Error('Session has no refresher: create it through createApiClient');
        let tokens: AuthTokens;
        try {
          tokens = await refresher(current.refresh);
        } catch (error) {
          if (error instanceof RefreshRejectedError) {
            logout('refresh-rejected');
            throw new SessionExpiredError();
          }
          // The network failed: the refresh token may still be good, so the session stays.
          throw error;
        }
        write(tokens);
        emit({ type: 'refresh' });
        return tokens.access_token;
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  let wasLoggedIn = loggedIn();
  const subscribeToStorage = options.subscribeToStorage ?? defaultSubscribeToStorage;
  const unsubscribeStorage = subscribeToStorage((key) => {
    if (key !== null && key !== keys.access && key !== keys.refresh) return;
    const nowLoggedIn = loggedIn();
    if (wasLoggedIn && !nowLoggedIn && read().access === null && read().refresh === null) {
      emit({ type: 'logout', reason: 'other-tab' });
    } else {
      emit({ type: 'sync' });
    }
    wasLoggedIn = nowLoggedIn;
  });
  listeners.add(() => {
    wasLoggedIn = loggedIn();
  });

  return {
    keys,
    getTokens: read,
    setTokens(tokens) {
      write(tokens);
      emit({ type: 'login' });
    },
    logout,
    isLoggedIn: loggedIn,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async getAccessToken() {
      const { access, refresh } = read();
      if (validFor(access, leeway)) return access;
      // Without a usable refresh token, an access token about to expire is still worth sending.
      if (!validFor(refresh, 0)) return validFor(access, 0) ? access : null;
      return renew();
    },
    setRefresher(next) {
      refresher = next;
    },
    dispose: unsubscribeStorage,
  };
};
