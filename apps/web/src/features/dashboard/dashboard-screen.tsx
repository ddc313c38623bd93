import { CreateCampaignButton } from '../../components/create-campaign-button';
import {
  AttentionList,
  DailyChart,
  MoneyStats,
  OrganizationCard,
  RecentCampaigns,
  StatusCounts,
} from './dashboard-widgets';

/**
 * /dashboard: money, campaigns at a glance, the last 30 days and what needs the user's attention.
 * Each widget reads its own queries: an answer re-renders only the widgets that show it, not the
 * whole screen with its chart, once for each answer of the first load.
 */
export function DashboardScreen() {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Дашборд</h1>
        <CreateCampaignButton />
      </div>
      <MoneyStats />
      <div className="grid gap-6 lg:grid-cols-3">
        <StatusCounts />
        <OrganizationCard />
      </div>
      <DailyChart />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentCampaigns />
        <AttentionList />
      </div>
    </div>
  );
}
