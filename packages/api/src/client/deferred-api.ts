import type { Api } from '../create-api.ts';
import type { Session } from './session.ts';

/** `true` when every function under T returns a promise, `false` where one does not. */
type CallsAreAsync<T> = T extends (...args: never[]) => infer R
  ? R extends Promise<unknown>
    ? true
    : false
  : T extends object
    ? { [K in keyof T]: CallsAreAsync<T[K]> }[keyof T]
    : false;

/*
 * A deferred call can only answer with a promise, so every call of the Api (the session aside) must
 * already return one: a synchronous helper added to a domain breaks this line, not a screen.
 */
const everyCallIsAsync: false extends CallsAreAsync<Omit<Api, 'session'>> ? never : true = true;
void everyCallIsAsync;

export type DeferredApiOptions = {
  /** The session, there at once: the guards and the prerender ask it synchronously. */
  session: Session;
  /** Builds the real Api (the ky client with the same session); called on the first call. */
  load: () => Promise<Api>;
  /** The load failed (offline on the first call): the call rejects with its error. */
  onLoadError?: (error: unknown) => void;
};

/**
 * The Api before its code. The entry holds only the session; ky, the client's hooks and
 * every domain's fetchers load with the first call (the app starts one at once, beside the first
 * screen's code), so the entry does without them. `api.campaigns.list(params)` looks and answers as
 * on the real Api; it only waits for the load first. A failed load is forgotten: the next call
 * tries again.
 */
export function createDeferredApi({ session, load, onLoadError }: DeferredApiOptions): Api {
  let loading: Promise<Api> | undefined;
  const real = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      onLoadError?.(error);
      throw error;
    }));

  const nodes = new Map<string, unknown>();
  /** The member at `path` (`['players', 'geoplans', 'list']`): callable, and holding its children. */
  const node = (path: readonly string[]): unknown => {
    const key = path.join('.');
    let found = nodes.get(key);
    if (!found) {
      found = new Proxy(function deferredCall() {}, {
        get: (_, name) =>
          typeof name === 'string' && name !== 'then' ? node([...path, name]) : undefined,
        apply: (_, __, args: unknown[]) =>
          real().then((api) => {
            let owner: unknown = api;
            for (const name of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[name];
            const call = (owner as Record<string, (...rest: unknown[]) => unknown>)[path.at(-1)!]!;
            return call.apply(owner, args);
          }),
      });
      nodes.set(key, found);
    }
    return found;
  };

  return new Proxy({ session } as Api, {
    get: (target, name) =>
      name === 'session' ? target.session : typeof name === 'string' ? node([name]) : undefined,
  });
}
