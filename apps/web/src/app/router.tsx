import { createBrowserRouter, Navigate } from 'react-router-dom';

/** The route table of spec §2; each screen is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  { index: true, element: <Navigate to="/dashboard" replace /> },
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('../features/dashboard/dashboard-screen')).DashboardScreen,
    }),
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);
