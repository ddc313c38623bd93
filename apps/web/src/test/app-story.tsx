import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApi, createApiClient, TOKEN_KEYS } from '@ekran/api';
import { createMockSession, DEMO_CREDENTIALS } from '@ekran/api/mocks/lazy';
import { AppProviders } from '../app/providers';
import { createAppQueryClient } from '../app/query-client';
import { Toaster } from '../app/toaster';
import { showApiError } from '../app/toast-placement';

/** Who is signed in for a screen story: a demo user of the fake backend, or nobody. */
export type StoryUser = keyof typeof DEMO_CREDENTIALS | null;

export type AppStoryParameters = {
  /** The URL the story opens, e.g. `/campaigns?page=2`. */
  route?: string;
  /** The route pattern the screen is mounted at, e.g. `/campaigns/:id`. */
  path?: string;
  /** Signed-in demo user; `agency` by default, null for public screens. */
  user?: StoryUser;
  /** Extra routes (targets of links and redirects) so navigation can be asserted. */
  routes?: RouteObject[];
  /** Wraps the screen, e.g. in the main layout. */
  wrap?: (screen: ReactNode) => ReactNode;
};

function signIn(user: StoryUser): void {
  localStorage.removeItem(TOKEN_KEYS.access);
  localStorage.removeItem(TOKEN_KEYS.refresh);
  if (!user) return;
  const tokens = createMockSession(DEMO_CREDENTIALS[user].email);
  localStorage.setItem(TOKEN_KEYS.access, tokens.access_token);
  localStorage.setItem(TOKEN_KEYS.refresh, tokens.refresh_token);
}

/** Host of each tenant theme of the Storybook toolbar in the fake backend (packages/api mocks seed). */
const TENANT_HOSTS: Record<string, string> = {
  ekran: 'ekran.demo',
  'gorod-ekran': 'gorodekran.demo',
  mediafasad: 'mediafasad.demo',
};

export type AppStoryProps = { story: ReactNode; params: AppStoryParameters; tenantHost?: string };

export function AppStory({ story, params, tenantHost }: AppStoryProps) {
  const [app] = useState(() => {
    signIn(params.user === undefined ? 'agency' : params.user);
    const api = createApi(
      createApiClient({
        notifier: { error: showApiError },
      }),
    );
    const queryClient = createAppQueryClient();
    // Play functions reach the cache to force a refetch (a failed refresh, a focus after 30 s).
    (globalThis as { __ekranQueryClient__?: QueryClient }).__ekranQueryClient__ = queryClient;
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const element = params.wrap ? params.wrap(story) : story;
    const router = createMemoryRouter(
      [
        { path: params.path ?? '/', element },
        ...(params.routes ?? []),
        { path: '*', element: <p>Другая страница</p> },
      ],
      { initialEntries: [params.route ?? params.path ?? '/'] },
    );
    return { api, queryClient, router };
  });
  return (
    // The toaster loaded up front: stories assert toasts without waiting for a lazy chunk.
    <AppProviders
      api={app.api}
      queryClient={app.queryClient}
      tenantHost={tenantHost}
      toaster={<Toaster />}
    >
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

/**
 * Renders a screen of the app as it runs: real providers, the fake backend through MSW (stories pick
 * scenarios with `parameters.msw`), a memory router at `parameters.app.route`, a signed-in demo user.
 */
export const withApp: Decorator = (Story, context) => {
  const params = (context.parameters.app ?? {}) as AppStoryParameters;
  // The toolbar's tenant picks the tenant the fake backend answers with: name, logo and theme.
  const tenant = String(context.globals.tenant ?? 'ekran');
  return (
    <AppStory key={tenant} story={<Story />} params={params} tenantHost={TENANT_HOSTS[tenant]} />
  );
};

/** The query client of the story on screen (for play functions that refetch or inspect the cache). */
export const storyQueryClient = (): QueryClient => {
  const client = (globalThis as { __ekranQueryClient__?: QueryClient }).__ekranQueryClient__;
  if (!client) throw new Error('no app story on screen');
  return client;
};
