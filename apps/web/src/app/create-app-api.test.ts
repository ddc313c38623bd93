import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_FAILED, toastStore } from '@ekran/ui';

/** The client's chunk cannot load (offline on the first call). */
vi.mock('./app-api', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/app-start.js');
});

afterEach(() => toastStore.dismiss());

describe('createAppApi', () => {
  it('holds the session at once and loads the client only with the first call', async () => {
    const { createAppApi } = await import('./create-app-api');
    const api = createAppApi();
    expect(api.session.isLoggedIn()).toBe(false);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('fails a call whose client cannot load with a toast that says why, one for many calls', async () => {
    const { createAppApi } = await import('./create-app-api');
    const api = createAppApi();
    const calls = [api.user.getMe(), api.user.getBalance()];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(Error);
    const titles = toastStore.getSnapshot().map((toast) => toast.title);
    expect(titles).toEqual([LAZY_PART_FAILED]);
  });
});
