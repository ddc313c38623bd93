import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { warmContractWorker, type Api } from '@ekran/api';
import type { AppRouter, RouteData } from './router';
import { AppProviders } from './providers';

/**
 * The app on `router`, `api` and `queryClient`: main.tsx creates all three first, to know when
 * the first screen's code is in and to start its data before the first render.
 */
export function App({
  router,
  api,
  queryClient,
}: {
  router: AppRouter;
  api: Api;
  queryClient: QueryClient;
}) {
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * What the routes' loaders start (router.tsx): first-screen.ts, in its own chunk fetched beside the
 * frame's, so the entry stays within its budget. Nothing is sent before `client` is there: main.tsx
 * makes it a task after the router, and on a prerendered page hands it over once the page has been
 * painted.
 */
export function routeData(client: Promise<{ api: Api; queryClient: QueryClient }>): RouteData {
  const start = (name: 'startFrameData' | 'startDashboardData') => () => {
    void client
      .then(async ({ api, queryClient }) =>
        (await import('./first-screen'))[name](api, queryClient),
      )
      // Offline, the chunk does not come: the screens request their data themselves.
      .catch(() => undefined);
  };
  const frameData = start('startFrameData');
  return {
    frame: () => {
      // The worker that checks answers starts first: it takes longer to start than they take to come.
      void client.then(({ api }) => {
        if (api.session.isLoggedIn()) warmContractWorker();
      });
      frameData();
    },
    dashboard: start('startDashboardData'),
  };
}
