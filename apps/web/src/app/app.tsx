import { RouterProvider } from 'react-router-dom';
import { AppProviders, useOnce } from './providers';
import { createAppApi } from './create-app-api';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const api = useOnce(createAppApi);
  const queryClient = useOnce(createAppQueryClient);
  const router = useOnce(createAppRouter);
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
