/**
 * Browser capabilities behind small interfaces, so the session and error rules run (and are tested)
 * in Node with fakes. Each default uses the browser's object when it exists.
 */

/** The part of `Storage` the session needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An exclusive lock across tabs, shaped like `navigator.locks.request`. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Calls back with the key of a storage entry another tab changed (`null`: storage was cleared). */
export type SubscribeToStorage = (listener: (key: string | null) => void) => () => void;

export const createMemoryStorage = (initial: Record<string, string> = {}): KeyValueStorage => {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

/** One lock per name inside this JS realm; what Web Locks gives across tabs, minus the tabs. */
export const createInProcessLocks = (): LockManagerLike => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
};

export const defaultStorage = (): KeyValueStorage => {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Access to localStorage throws when the browser blocks it (privacy modes); fall through.
  }
  return createMemoryStorage();
};

/** How long a storage lock holds before another tab may take it (a tab closed mid-refresh). */
export const STORAGE_LOCK_TTL_MS = 15_000;
const STORAGE_LOCK_PREFIX = 'ekran:lock:';

/**
 * A lock across tabs kept in localStorage, for browsers without Web Locks (plain http on a LAN
 * host is not a secure context, so `navigator.locks` is missing there). A tab writes its claim,
 * waits a moment and reads it back: if another tab wrote later, that tab wins and this one waits.
 * A claim expires after {@link STORAGE_LOCK_TTL_MS}, so a closed tab never blocks the others.
 * Inside one tab the in-process lock keeps calls in order first.
 */
export const createStorageLocks = (
  storage: KeyValueStorage,
  {
    now = () => Date.now(),
    settleMs = 30,
    pollMs = 50,
    owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  }: { now?: () => number; settleMs?: number; pollMs?: number; owner?: string } = {},
): LockManagerLike => {
  const local = createInProcessLocks();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const read = (key: string): { owner: string; expires: number } | null => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
      return value && typeof value === 'object' && 'owner' in value && 'expires' in value
        ? (value as { owner: string; expires: number })
        : null;
    } catch {
      return null;
    }
  };
  const acquire = async (key: string) => {
    for (;;) {
      const held = read(key);
      if (!held || held.expires <= now() || held.owner === owner) {
        storage.setItem(key, JSON.stringify({ owner, expires: now() + STORAGE_LOCK_TTL_MS }));
        await sleep(settleMs);
        if (read(key)?.owner === owner) return;
      }
      await sleep(pollMs);
    }
  };
  return {
    request: (name, callback) =>
      local.request(name, async () => {
        const key = STORAGE_LOCK_PREFIX + name;
        await acquire(key);
        try {
          return await callback();
        } finally {
          if (read(key)?.owner === owner) storage.removeItem(key);
        }
      }),
  };
};

/**
 * Web Locks where the browser has them; else a lock in localStorage shared by the tabs; else
 * (storage blocked) a lock inside this tab only.
 */
export const defaultLocks = (): LockManagerLike => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return { request: (name, callback) => locks.request(name, callback) };
  }
  try {
    if (typeof globalThis.localStorage !== 'undefined')
      return createStorageLocks(globalThis.localStorage);
  } catch {
    // Access to localStorage throws when the browser blocks it; fall through.
  }
  return createInProcessLocks();
};

export const defaultIsOnline = (): boolean =>
  typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean'
    ? true
    : navigator.onLine;

export const defaultSubscribeToStorage: SubscribeToStorage = (listener) => {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function')
    return () => {};
  const handler = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== globalThis.localStorage) return;
    listener(event.key);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
};
