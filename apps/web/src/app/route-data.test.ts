import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { Api } from '@ekran/api';
import { createRoutes, type RouteData } from './router';

const firstScreen = vi.hoisted(() => ({
  startFrameData: vi.fn(),
  startDashboardData: vi.fn(() => Promise.resolve()),
}));
vi.mock('./first-screen', () => firstScreen);
vi.mock('@ekran/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  warmContractWorker: vi.fn(),
}));

const { routeData } = await import('./app');

const spies = () => ({ frame: vi.fn(), dashboard: vi.fn() }) satisfies RouteData;

/**
 * The table with every lazily loaded module replaced by an empty screen: the test is about the
 * loaders, and the unit files share one module registry, so a real screen loaded here would be the
 * one another file's mocks cannot reach.
 */
const withoutCode = (table: RouteObject[]): RouteObject[] =>
  table.map((route) => ({
    ...route,
    ...(route.lazy ? { lazy: async () => ({ Component: () => null }) } : {}),
    ...(route.children ? { children: withoutCode(route.children) } : {}),
  })) as RouteObject[];

const routers: ReturnType<typeof createMemoryRouter>[] = [];
/** A router on the app's table, its loaders reporting to `data`. */
const open = (path: string, data: RouteData) => {
  const router = createMemoryRouter(withoutCode(createRoutes(data)), { initialEntries: [path] });
  routers.push(router);
  return router;
};

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
  vi.clearAllMocks();
});

describe('the routes start their data beside their code', () => {
  it('the signed-in frame starts its data on any of its screens, the dashboard its own too', async () => {
    const onDashboard = spies();
    open('/dashboard', onDashboard);
    const onCampaigns = spies();
    open('/campaigns/12', onCampaigns);
    await vi.waitFor(() => {
      expect(onDashboard.frame).toHaveBeenCalledOnce();
      expect(onDashboard.dashboard).toHaveBeenCalledOnce();
      expect(onCampaigns.frame).toHaveBeenCalledOnce();
    });
    expect(onCampaigns.dashboard).not.toHaveBeenCalled();
  });

  it('a public page starts nothing', async () => {
    for (const path of ['/login', '/register', '/terms-of-use', '/shared-campaign/a/b']) {
      const data = spies();
      const router = open(path, data);
      await vi.waitFor(() => expect(router.state.initialized).toBe(true));
      expect([path, data.frame.mock.calls.length, data.dashboard.mock.calls.length]).toEqual([
        path,
        0,
        0,
      ]);
    }
  });

  it('starts once on entering: a search or another screen of the frame starts the frame’s data no more', async () => {
    const data = spies();
    const router = open('/campaigns', data);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/campaigns?search=весна');
    await router.navigate('/dashboard');
    await router.navigate('/dashboard?period=7');
    expect(data.frame).toHaveBeenCalledOnce();
    expect(data.dashboard).toHaveBeenCalledOnce();
  });

  it('entering the frame again (signed in after /login) starts its data again', async () => {
    const data = spies();
    const router = open('/dashboard', data);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/login');
    await router.navigate('/dashboard');
    expect(data.frame).toHaveBeenCalledTimes(2);
    expect(data.dashboard).toHaveBeenCalledTimes(2);
  });
});

describe('routeData', () => {
  const client = {
    api: { session: { isLoggedIn: () => true } } as Api,
    queryClient: {} as QueryClient,
  };

  it('sends nothing before the client is handed over, then what was asked', async () => {
    let handOver: (value: typeof client) => void = () => undefined;
    const data = routeData(new Promise((resolve) => (handOver = resolve)));
    data.frame();
    data.dashboard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(firstScreen.startFrameData).not.toHaveBeenCalled();
    handOver(client);
    await vi.waitFor(() => {
      expect(firstScreen.startFrameData).toHaveBeenCalledWith(client.api, client.queryClient);
      expect(firstScreen.startDashboardData).toHaveBeenCalledWith(client.api, client.queryClient);
    });
  });

  it('a start that fails (its chunk offline) is left to the screens, not thrown', async () => {
    firstScreen.startDashboardData.mockImplementationOnce(() =>
      Promise.reject(new Error('offline')),
    );
    const data = routeData(Promise.resolve(client));
    expect(() => data.dashboard()).not.toThrow();
    await vi.waitFor(() => expect(firstScreen.startDashboardData).toHaveBeenCalled());
  });
});
