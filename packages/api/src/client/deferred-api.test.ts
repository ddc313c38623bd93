import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../create-api.ts';
import { createMemoryStorage } from './adapters.ts';
import { createDeferredApi } from './deferred-api.ts';
import { createSession } from './session.ts';

/** A stand-in for the real Api: two calls, one of them nested as players.geoplans is. */
function realApi(session = createSession({ storage: createMemoryStorage() })) {
  const list = vi.fn(async (params: { page: number }) => ({ results: [], page: params.page }));
  const geoplans = vi.fn(async function (this: unknown) {
    return { owner: this };
  });
  const api = { session, campaigns: { list }, players: { geoplans: { list: geoplans } } };
  return { api: api as unknown as Api, list, geoplans, owner: api.players.geoplans };
}

describe('createDeferredApi', () => {
  it('loads the real Api on the first call only, and answers as it does', async () => {
    const real = realApi();
    const load = vi.fn(async () => real.api);
    const api = createDeferredApi({ session: real.api.session, load });
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([
      api.campaigns.list({ page: 2 }),
      api.campaigns.list({ page: 3 }),
    ]);
    expect(first).toMatchObject({ page: 2 });
    expect(second).toMatchObject({ page: 3 });
    await api.campaigns.list({ page: 4 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.list).toHaveBeenCalledTimes(3);
  });

  it('calls nested members on their own object', async () => {
    const real = realApi();
    const api = createDeferredApi({ session: real.api.session, load: async () => real.api });
    await expect(api.players.geoplans.list()).resolves.toEqual({ owner: real.owner });
  });

  it('gives the session at once, without loading anything', () => {
    const session = createSession({ storage: createMemoryStorage() });
    const load = vi.fn(async () => realApi(session).api);
    const api = createDeferredApi({ session, load });
    expect(api.session).toBe(session);
    expect(api.session.isLoggedIn()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps one member per path, and no member is a promise', async () => {
    const real = realApi();
    const api = createDeferredApi({ session: real.api.session, load: async () => real.api });
    expect(api.campaigns.list).toBe(api.campaigns.list);
    expect(api.campaigns).toBe(api.campaigns);
    // Not thenable: awaiting a domain does not hang or load.
    expect((api.campaigns as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(api.campaigns)).resolves.toBe(api.campaigns);
  });

  it('fails the call when the load fails, says so once, and tries again on the next call', async () => {
    const real = realApi();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<Api>>().mockRejectedValueOnce(offline);
    load.mockResolvedValue(real.api);
    const onLoadError = vi.fn();
    const api = createDeferredApi({ session: real.api.session, load, onLoadError });

    await expect(api.campaigns.list({ page: 1 })).rejects.toBe(offline);
    expect(onLoadError).toHaveBeenCalledWith(offline);
    await expect(api.campaigns.list({ page: 1 })).resolves.toMatchObject({ page: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });
});
