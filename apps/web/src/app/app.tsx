import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import { AppProviders, useOnce } from './providers';
import { createAppApi } from './create-app-api';
import { createAppQueryClient } from './query-client';

/** The app on `router` (main.tsx creates it first, to know when the first screen's code is in). */
export function App({ router }: { router: AppRouter }) {
  const api = useOnce(createAppApi);
  const queryClient = useOnce(createAppQueryClient);
  useOnce(() => {
    // In its own chunk, fetched beside the frame's: the entry stays within its budget.
    void import('./first-screen').then(({ prefetchFirstScreen }) =>
      prefetchFirstScreen(window.location.pathname, api, queryClient),
    );
  });
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
