import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createSession, TOKEN_KEYS, type Api } from '@ekran/api';
import { createMockSession, DEMO_CREDENTIALS } from '@ekran/api/mocks';
import { startDashboardData, startFrameData } from './first-screen';

const api = { session: createSession() } as Api;
/** A stored session that has not expired. */
const signIn = () => {
  const tokens = createMockSession(DEMO_CREDENTIALS.agency.email);
  localStorage.setItem(TOKEN_KEYS.access, tokens.access_token);
  localStorage.setItem(TOKEN_KEYS.refresh, tokens.refresh_token);
};
const fakeClient = () => {
  const ensureQueryData = vi.fn(() => Promise.resolve());
  return { client: { ensureQueryData } as unknown as QueryClient, ensureQueryData };
};
const keys = (ensureQueryData: ReturnType<typeof fakeClient>['ensureQueryData']) =>
  ensureQueryData.mock.calls.map((call) =>
    JSON.stringify((call as unknown as [{ queryKey: unknown }])[0].queryKey),
  );

afterEach(() => localStorage.clear());

describe('the data the routes start', () => {
  it('sends nothing without a stored session', async () => {
    const { client, ensureQueryData } = fakeClient();
    startFrameData(api, client);
    await startDashboardData(api, client);
    expect(ensureQueryData).not.toHaveBeenCalled();
  });

  it('sends nothing when the stored tokens are no session (expired or unreadable)', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'token');
    localStorage.setItem(TOKEN_KEYS.refresh, 'token');
    const { client, ensureQueryData } = fakeClient();
    startFrameData(api, client);
    await startDashboardData(api, client);
    expect(ensureQueryData).not.toHaveBeenCalled();
  });

  it('starts the frame’s queries: the user, the balance, the organization', () => {
    signIn();
    const { client, ensureQueryData } = fakeClient();
    startFrameData(api, client);
    expect(ensureQueryData).toHaveBeenCalledTimes(3);
  });

  it('a failed query is left to the screen: nothing is thrown or left unhandled', async () => {
    signIn();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    startFrameData(api, { ensureQueryData: failing } as unknown as QueryClient);
    await expect(
      startDashboardData(api, { ensureQueryData: failing } as unknown as QueryClient),
    ).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalled();
  });

  it('the frame’s and the dashboard’s, with the keys the dashboard uses', async () => {
    signIn();
    const { client, ensureQueryData } = fakeClient();
    startFrameData(api, client);
    await startDashboardData(api, client);
    const { dashboardQueries } = await import('../features/dashboard/dashboard-queries');
    const screen = dashboardQueries(api);
    const sent = keys(ensureQueryData);
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
