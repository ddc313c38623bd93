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

export const defaultLocks = (): LockManagerLike => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return { request: (name, callback) => locks.request(name, callback) };
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
