import type { QueryClient } from '@tanstack/react-query';
import { organizationQueries, userQueries, type Api } from '@ekran/api';
import { nextTask, warmFirstRender } from '@ekran/ui';

/**
 * The data the routes' loaders start (router.tsx, RouteData), in the start chunk rather than the
 * entry. A query that fails here is the screen's to show: its own query tries again when it mounts.
 * Without a stored session nothing is sent: the guard will send the visitor to /login.
 */
const ensure = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** The signed-in frame's: the user, the balance, the organization. */
export function startFrameData(api: Api, queryClient: QueryClient): void {
  if (!api.session.isLoggedIn()) return;
  ensure(queryClient.ensureQueryData(userQueries.me(api)));
  ensure(queryClient.ensureQueryData(userQueries.balance(api)));
  ensure(queryClient.ensureQueryData(organizationQueries.my(api)));
  // While the data is on its way: the first render then finds the class merger built.
  void warmFirstRender();
}

/** The dashboard's: its chart, its campaigns and the count of each status. */
export async function startDashboardData(api: Api, queryClient: QueryClient): Promise<void> {
  if (!api.session.isLoggedIn()) return;
  const { dashboardQueries } = await import('../features/dashboard/dashboard-queries');
  const queries = dashboardQueries(api);
  // A few calls per task: each costs a millisecond or two of a phone's main thread to send.
  ensure(queryClient.ensureQueryData(queries.daily));
  ensure(queryClient.ensureQueryData(queries.campaigns));
  for (const [index, count] of queries.counts.entries()) {
    if (index % 3 === 0) await nextTask();
    ensure(queryClient.ensureQueryData(count));
  }
}
