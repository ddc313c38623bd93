import {
  environmentManager,
  focusManager,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../client/adapters.ts';
import { TOKEN_KEYS } from '../client/session.ts';
import { paths } from '../paths.ts';
import { validAccess, validRefresh } from '../test-utils/jwt.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { BALANCE_POLL_MS, userQueries } from './user.queries.ts';

const server = setupMswServer();
// TanStack Query never polls on a server (no `window`); this file plays a browser tab. Said through
// its own switch, not a global `window`, which would outlive the file in a worker shared by files.
beforeEach(() => {
  environmentManager.setIsServer(() => false);
});
afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  environmentManager.setIsServer(() => typeof window === 'undefined');
});

const loggedInStorage = () =>
  createMemoryStorage({ [TOKEN_KEYS.access]: validAccess(), [TOKEN_KEYS.refresh]: validRefresh() });

describe('balance polling (spec §7, §9)', () => {
  it('polls every 7000 ms, never in the background', () => {
    const { api } = createTestClient({ storage: loggedInStorage() });
    const options = userQueries.balance(api);
    expect(BALANCE_POLL_MS).toBe(7000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.queryKey).toEqual(['user', 'balance']);
  });

  it('is enabled and polling only while the user is logged in', () => {
    const { api } = createTestClient({ storage: loggedInStorage() });
    const options = userQueries.balance(api);
    const enabled = options.enabled as () => boolean;
    const interval = options.refetchInterval as () => number | false;
    expect(enabled()).toBe(true);
    expect(interval()).toBe(7000);
    api.session.logout('manual');
    expect(enabled()).toBe(false);
    expect(interval()).toBe(false);
  });

  it("a caller's enabled replaces the login check; the key and the polling stay", () => {
    const { api } = createTestClient({ storage: loggedInStorage() });
    const closed = userQueries.balance(api, { enabled: false });
    expect(closed.enabled).toBe(false);
    expect(closed.queryKey).toEqual(['user', 'balance']);
    expect((closed.refetchInterval as () => number | false)()).toBe(BALANCE_POLL_MS);
  });

  it('refetches on the interval while focused and stops after logout', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    server.use(
      http.get(apiUrl(paths.user.balance), () => {
        calls += 1;
        return HttpResponse.json({ balance: String(calls), available_balance: '0' });
      }),
    );
    const { api } = createTestClient({ storage: loggedInStorage() });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, userQueries.balance(api));
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => calls).toBe(1);
    // The first answer has been read (and checked against the contract) before the clock moves.
    await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);

    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    await expect.poll(() => calls).toBe(2);
    await expect.poll(() => observer.getCurrentResult().isFetching).toBe(false);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    await expect.poll(() => calls).toBe(3);

    api.session.logout('manual');
    // The interval re-reads the login state after its next tick: at most one more call, then none.
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBeLessThanOrEqual(4);
    const settled = calls;
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 5);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(settled);
    unsubscribe();
    client.clear();
  });

  it('does not poll while the window is not focused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    server.use(
      http.get(apiUrl(paths.user.balance), () => {
        calls += 1;
        return HttpResponse.json({ balance: '1', available_balance: '0' });
      }),
    );
    const { api } = createTestClient({ storage: loggedInStorage() });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, userQueries.balance(api));
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => calls).toBe(1);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(calls).toBe(1);
    unsubscribe();
    client.clear();
  });

  it('does not fetch at all without a session', async () => {
    const { api } = createTestClient();
    const client = new QueryClient();
    const observer = new QueryObserver(client, userQueries.balance(api));
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    unsubscribe();
    client.clear();
  });
});
