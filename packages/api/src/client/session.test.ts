import { describe, expect, it, vi } from 'vitest';
import {
  createInProcessLocks,
  createStorageLocks,
  createMemoryStorage,
  defaultIsOnline,
  defaultLocks,
  type LockManagerLike,
} from './adapters.ts';
import { SessionExpiredError } from './errors.ts';
import {
  createSession,
  readJwtExp,
  REFRESH_LOCK_NAME,
  RefreshRejectedError,
  TOKEN_KEYS,
  type SessionEvent,
} from './session.ts';
import {
  expiredAccess,
  expiredRefresh,
  makeJwt,
  NOW_MS,
  NOW_S,
  validAccess,
  validRefresh,
} from '../test-utils/jwt.ts';

const setup = (
  tokens: { access?: string; refresh?: string } = {},
  locks: LockManagerLike = createInProcessLocks(),
) => {
  const storage = createMemoryStorage();
  if (tokens.access) storage.setItem(TOKEN_KEYS.access, tokens.access);
  if (tokens.refresh) storage.setItem(TOKEN_KEYS.refresh, tokens.refresh);
  let storageListener: ((key: string | null) => void) | undefined;
  const session = createSession({
    storage,
    locks,
    now: () => NOW_MS,
    subscribeToStorage: (listener) => {
      storageListener = listener;
      return () => {
        storageListener = undefined;
      };
    },
  });
  const events: SessionEvent[] = [];
  session.subscribe((event) => events.push(event));
  return { storage, session, events, fireStorage: (key: string | null) => storageListener?.(key) };
};

describe('readJwtExp', () => {
  it('reads exp from a JWT and null from anything else', () => {
    expect(readJwtExp(makeJwt(123))).toBe(123);
    expect(readJwtExp('not-a-jwt')).toBeNull();
    expect(readJwtExp('a.!!!.c')).toBeNull();
    expect(readJwtExp(null)).toBeNull();
  });
});

describe('login state (spec §4)', () => {
  it.each([
    ['both valid', validAccess(), validRefresh(), true],
    ['only access valid', validAccess(), expiredRefresh(), true],
    ['only refresh valid', expiredAccess(), validRefresh(), true],
    ['both expired', expiredAccess(), expiredRefresh(), false],
    ['none', undefined, undefined, false],
    ['garbage', 'x', 'y', false],
  ])('%s → %s', (_name, access, refresh, expected) => {
    expect(setup({ access, refresh }).session.isLoggedIn()).toBe(expected);
  });

  it('an exp equal to now is already expired', () => {
    expect(setup({ access: makeJwt(NOW_S) }).session.isLoggedIn()).toBe(false);
  });
});

describe('getAccessToken', () => {
  it('returns a valid access token without refreshing', async () => {
    const { session } = setup({ access: validAccess(), refresh: validRefresh() });
    const refresher = vi.fn();
    session.setRefresher(refresher);
    await expect(session.getAccessToken()).resolves.toBe(validAccess());
    expect(refresher).not.toHaveBeenCalled();
  });

  it('renews an expired access token with the refresh token and stores the new pair', async () => {
    const { session, storage, events } = setup({
      access: expiredAccess(),
      refresh: validRefresh(),
    });
    const refresher = vi.fn(async () => ({
      access_token: validAccess('new'),
      refresh_token: validRefresh('new'),
    }));
    session.setRefresher(refresher);
    await expect(session.getAccessToken()).resolves.toBe(validAccess('new'));
    expect(refresher).toHaveBeenCalledWith(validRefresh());
    expect(storage.getItem(TOKEN_KEYS.access)).toBe(validAccess('new'));
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh('new'));
    expect(events).toEqual([{ type: 'refresh' }]);
  });

  it('runs one refresh for 50 concurrent callers', async () => {
    const { session } = setup({ access: expiredAccess(), refresh: validRefresh() });
    const refresher = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { access_token: validAccess('new'), refresh_token: validRefresh('new') };
    });
    session.setRefresher(refresher);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => session.getAccessToken()));
    expect(new Set(tokens)).toEqual(new Set([validAccess('new')]));
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('after taking the lock, uses tokens another tab stored meanwhile instead of refreshing', async () => {
    const storage = createMemoryStorage({
      [TOKEN_KEYS.access]: expiredAccess(),
      [TOKEN_KEYS.refresh]: validRefresh(),
    });
    // The "other tab" refreshes while this tab waits for the lock.
    const locks: LockManagerLike = {
      request: async (_name, callback) => {
        storage.setItem(TOKEN_KEYS.access, validAccess('other-tab'));
        return callback();
      },
    };
    const session = createSession({
      storage,
      locks,
      now: () => NOW_MS,
      subscribeToStorage: () => () => {},
    });
    const refresher = vi.fn();
    session.setRefresher(refresher);
    await expect(session.getAccessToken()).resolves.toBe(validAccess('other-tab'));
    expect(refresher).not.toHaveBeenCalled();
  });

  it('two sessions sharing storage and a lock (two tabs) refresh once', async () => {
    const storage = createMemoryStorage({
      [TOKEN_KEYS.access]: expiredAccess(),
      [TOKEN_KEYS.refresh]: validRefresh(),
    });
    const locks = createInProcessLocks();
    const refresher = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { access_token: validAccess('new'), refresh_token: validRefresh('new') };
    });
    const tabs = [0, 1].map(() => {
      const session = createSession({
        storage,
        locks,
        now: () => NOW_MS,
        subscribeToStorage: () => () => {},
      });
      session.setRefresher(refresher);
      return session;
    });
    const tokens = await Promise.all(
      tabs.flatMap((tab) => [tab.getAccessToken(), tab.getAccessToken()]),
    );
    expect(new Set(tokens)).toEqual(new Set([validAccess('new')]));
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('with the platform locks (Web Locks on Node 24, the storage lock on Node 22), two tabs refresh once', async () => {
    const storage = createMemoryStorage({
      [TOKEN_KEYS.access]: expiredAccess(),
      [TOKEN_KEYS.refresh]: validRefresh(),
    });
    const refresher = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { access_token: validAccess('web-locks'), refresh_token: validRefresh('web-locks') };
    });
    // Node 24 has Web Locks (navigator.locks); Node 22 has not, and no localStorage either, so
    // there the two tabs share the storage lock, as browsers without Web Locks do. Never skipped.
    const webLocks =
      typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function';
    const tabs = [0, 1].map((tab) => {
      const session = createSession({
        storage,
        locks: webLocks
          ? defaultLocks()
          : createStorageLocks(storage, { owner: `tab-${tab}`, settleMs: 5, pollMs: 5 }),
        now: () => NOW_MS,
        subscribeToStorage: () => () => {},
      });
      session.setRefresher(refresher);
      return session;
    });
    const tokens = await Promise.all(tabs.map((tab) => tab.getAccessToken()));
    expect(tokens).toEqual([validAccess('web-locks'), validAccess('web-locks')]);
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('a rejected refresh logs out and fails with SessionExpiredError', async () => {
    const { session, storage, events } = setup({
      access: expiredAccess(),
      refresh: validRefresh(),
    });
    session.setRefresher(async () => {
      throw new RefreshRejectedError();
    });
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(events).toEqual([{ type: 'logout', reason: 'refresh-rejected' }]);
  });

  it('a refresh that fails on the network keeps the session', async () => {
    const { session, storage, events } = setup({
      access: expiredAccess(),
      refresh: validRefresh(),
    });
    const networkError = new TypeError('Failed to fetch');
    session.setRefresher(async () => {
      throw networkError;
    });
    await expect(session.getAccessToken()).rejects.toBe(networkError);
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh());
    expect(session.isLoggedIn()).toBe(true);
    expect(events).toEqual([]);
  });

  it('returns null without a usable session', async () => {
    const { session } = setup({ access: expiredAccess(), refresh: expiredRefresh() });
    const refresher = vi.fn();
    session.setRefresher(refresher);
    await expect(session.getAccessToken()).resolves.toBeNull();
    expect(refresher).not.toHaveBeenCalled();
  });

  it('keeps the old refresh token when the answer carries only an access token', async () => {
    const { session, storage } = setup({ access: expiredAccess(), refresh: validRefresh() });
    session.setRefresher(async () => ({ access_token: validAccess('new'), refresh_token: '' }));
    await session.getAccessToken();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh());
  });
});

describe('other tabs (storage event)', () => {
  it('reports a logout made in another tab', () => {
    const { storage, events, fireStorage } = setup({
      access: validAccess(),
      refresh: validRefresh(),
    });
    storage.removeItem(TOKEN_KEYS.access);
    storage.removeItem(TOKEN_KEYS.refresh);
    fireStorage(TOKEN_KEYS.access);
    expect(events).toEqual([{ type: 'logout', reason: 'other-tab' }]);
  });

  it('reports new tokens from another tab as a sync and ignores unrelated keys', () => {
    const { storage, events, fireStorage, session } = setup();
    fireStorage('something-else');
    storage.setItem(TOKEN_KEYS.access, validAccess('other'));
    fireStorage(TOKEN_KEYS.access);
    expect(events).toEqual([{ type: 'sync' }]);
    expect(session.isLoggedIn()).toBe(true);
  });
});

describe('browser defaults', () => {
  it('treats an unknown online state as online', () => {
    expect(defaultIsOnline()).toBe(true);
  });
});

describe('logout', () => {
  it('clears both keys and notifies once', () => {
    const { session, storage, events } = setup({ access: validAccess(), refresh: validRefresh() });
    session.logout();
    session.logout();
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(events).toEqual([{ type: 'logout', reason: 'manual' }]);
  });
});

describe('the storage lock (browsers without Web Locks)', () => {
  const tabsSharing = (storage: ReturnType<typeof createMemoryStorage>) =>
    [0, 1].map((tab) =>
      createSession({
        storage,
        locks: createStorageLocks(storage, { owner: `tab-${tab}`, settleMs: 5, pollMs: 5 }),
        now: () => NOW_MS,
        subscribeToStorage: () => () => {},
      }),
    );

  it('lets two tabs refresh once between them', async () => {
    const storage = createMemoryStorage({
      [TOKEN_KEYS.access]: expiredAccess(),
      [TOKEN_KEYS.refresh]: validRefresh(),
    });
    const refresher = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { access_token: validAccess('storage'), refresh_token: validRefresh('storage') };
    });
    const tabs = tabsSharing(storage);
    for (const tab of tabs) tab.setRefresher(refresher);
    const tokens = await Promise.all(tabs.map((tab) => tab.getAccessToken()));
    expect(tokens).toEqual([validAccess('storage'), validAccess('storage')]);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(storage.getItem(`ekran:lock:${REFRESH_LOCK_NAME}`)).toBeNull();
  });

  it('runs one holder at a time and takes over a claim that has expired', async () => {
    const storage = createMemoryStorage({
      // A tab that closed while holding the lock, long ago.
      'ekran:lock:job': JSON.stringify({ owner: 'gone', expires: Date.now() - 1 }),
    });
    const [a, b] = ['a', 'b'].map((owner) =>
      createStorageLocks(storage, { owner, settleMs: 5, pollMs: 5 }),
    );
    let inside = 0;
    let most = 0;
    const job = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 15));
      inside -= 1;
    };
    await Promise.all([a!.request('job', job), b!.request('job', job), a!.request('job', job)]);
    expect(most).toBe(1);
    expect(storage.getItem('ekran:lock:job')).toBeNull();
  });
});
