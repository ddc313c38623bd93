import { RouterProvider } from 'react-router-dom';
import { AppProviders, useOnce } from './providers';
import { createAppApi } from './create-app-api';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const api = useOnce(createAppApi);
  const queryClient = useOnce(createAppQueryClient);
  const router = useOnce(createAppRouter);
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
