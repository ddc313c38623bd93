import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { organizationQueries, userQueries, type Api } from '@ekran/api';
import { nextTask, warmFirstRender } from '@ekran/ui';
import { routes } from './router';

/** Whether the path opens a screen of the signed-in frame (the route `/` of the table). */
export function opensSignedInFrame(pathname: string): boolean {
  const frame = routes.find((route) => route.path === '/');
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route === frame);
}

/**
 * The first screen's data is requested beside its code, not after the tenant, the frame chunk and
 * the screen chunk have arrived and rendered. With a stored session, a signed-in path starts the
 * frame's queries (the user, the balance, the organization) and, on the dashboard, the dashboard's;
 * the screens then find them in the cache or in flight (the same factories, so the same keys).
 * Without a session nothing is sent: the guard will send the visitor to /login.
 */
export async function prefetchFirstScreen(
  pathname: string,
  api: Api,
  queryClient: QueryClient,
): Promise<void> {
  if (!api.session.isLoggedIn() || !opensSignedInFrame(pathname)) return;
  void queryClient.prefetchQuery(userQueries.me(api));
  void queryClient.prefetchQuery(userQueries.balance(api));
  void queryClient.prefetchQuery(organizationQueries.my(api));
  // While the data is on its way: the screens' first figures then render without building these.
  void warmFirstRender();
  if (pathname.replace(/\/$/, '') !== '/dashboard') return;
  const { dashboardQueries } = await import('../features/dashboard/dashboard-queries');
  const queries = dashboardQueries(api);
  // A few calls per task: each costs a millisecond or two of a phone's main thread to send.
  void queryClient.prefetchQuery(queries.daily);
  void queryClient.prefetchQuery(queries.campaigns);
  for (const [index, count] of queries.counts.entries()) {
    if (index % 3 === 0) await nextTask();
    void queryClient.prefetchQuery(count);
  }
}
