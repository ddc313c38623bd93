import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { warmContractWorker, type Api } from '@ekran/api';
import type { AppRouter } from './router';
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
 * Requests the first screen's data (first-screen.ts), in its own chunk fetched beside the frame's,
 * so the entry stays within its budget.
 */
export function startFirstScreen(api: Api, queryClient: QueryClient): void {
  // The worker that checks answers starts first: it takes longer to start than they take to come.
  if (api.session.isLoggedIn()) warmContractWorker();
  void import('./first-screen').then(({ prefetchFirstScreen }) =>
    prefetchFirstScreen(window.location.pathname, api, queryClient),
  );
}
