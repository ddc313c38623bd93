import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createSession, TOKEN_KEYS, type Api } from '@ekran/api';
import { createMockSession, DEMO_CREDENTIALS } from '@ekran/api/mocks';
import { opensSignedInFrame, prefetchFirstScreen } from './first-screen';

const api = { session: createSession() } as Api;
/** A stored session that has not expired. */
const signIn = () => {
  const tokens = createMockSession(DEMO_CREDENTIALS.agency.email);
  localStorage.setItem(TOKEN_KEYS.access, tokens.access_token);
  localStorage.setItem(TOKEN_KEYS.refresh, tokens.refresh_token);
};
const fakeClient = () => {
  const prefetchQuery = vi.fn(() => Promise.resolve());
  return { client: { prefetchQuery } as unknown as QueryClient, prefetchQuery };
};
const keys = (prefetchQuery: ReturnType<typeof fakeClient>['prefetchQuery']) =>
  prefetchQuery.mock.calls.map((call) =>
    JSON.stringify((call as unknown as [{ queryKey: unknown }])[0].queryKey),
  );

afterEach(() => localStorage.clear());

describe('opensSignedInFrame', () => {
  it('tells the signed-in frame’s paths from the public ones', () => {
    for (const path of [
      '/dashboard',
      '/campaigns',
      '/campaigns/12',
      '/create-company',
      '/billings',
    ])
      expect([path, opensSignedInFrame(path)]).toEqual([path, true]);
    for (const path of ['/login', '/register', '/terms-of-use', '/shared-campaign/a/b'])
      expect([path, opensSignedInFrame(path)]).toEqual([path, false]);
  });
});

describe('prefetchFirstScreen', () => {
  it('sends nothing without a stored session', async () => {
    const { client, prefetchQuery } = fakeClient();
    await prefetchFirstScreen('/dashboard', api, client);
    expect(prefetchQuery).not.toHaveBeenCalled();
  });

  it('sends nothing when the stored tokens are no session (expired or unreadable)', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'token');
    localStorage.setItem(TOKEN_KEYS.refresh, 'token');
    const { client, prefetchQuery } = fakeClient();
    await prefetchFirstScreen('/dashboard', api, client);
    expect(prefetchQuery).not.toHaveBeenCalled();
  });

  it('sends nothing for a public page', async () => {
    signIn();
    const { client, prefetchQuery } = fakeClient();
    await prefetchFirstScreen('/login', api, client);
    expect(prefetchQuery).not.toHaveBeenCalled();
  });

  it('starts the frame’s queries on any signed-in screen', async () => {
    signIn();
    const { client, prefetchQuery } = fakeClient();
    await prefetchFirstScreen('/campaigns', api, client);
    expect(prefetchQuery).toHaveBeenCalledTimes(3);
  });

  it('adds every dashboard query on /dashboard, with the keys the screen uses', async () => {
    signIn();
    const { client, prefetchQuery } = fakeClient();
    await prefetchFirstScreen('/dashboard', api, client);
    const { dashboardQueries } = await import('../features/dashboard/dashboard-queries');
    const screen = dashboardQueries(api);
    const sent = keys(prefetchQuery);
    for (const query of [
      screen.balance,
      screen.organization,
      screen.daily,
      screen.campaigns,
      ...screen.counts,
    ])
      expect(sent).toContain(JSON.stringify(query.queryKey));
  });
});
