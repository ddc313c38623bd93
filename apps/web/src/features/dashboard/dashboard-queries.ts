import {
  campaignQueries,
  CampaignStatus,
  organizationQueries,
  userQueries,
  type Api,
} from '@ekran/api';
import { lastDays } from '../../lib/date';

/** Days of statistics on the dashboard, today included. */
export const DASHBOARD_DAYS = 30;

/** The statuses counted on the dashboard, in the order it lists them. */
export const STATUS_ORDER = [
  CampaignStatus.ACTIVE,
  CampaignStatus.MODERATION,
  CampaignStatus.PAUSE,
  CampaignStatus.DRAFT,
  CampaignStatus.FINISH,
  CampaignStatus.ARCHIVE,
] as const;

/** How many recent campaigns are read to find those needing attention. */
export const SCAN_SIZE = 100;

/**
 * Every query of the dashboard, in one place for the screen and for the app's start, which sends
 * them beside the screen's code instead of after it has rendered.
 */
export const dashboardQueries = (api: Api) => ({
  balance: userQueries.balance(api),
  organization: organizationQueries.my(api),
  daily: campaignQueries.dailyStat(api, lastDays(DASHBOARD_DAYS)),
  campaigns: campaignQueries.list(api, { pageSize: SCAN_SIZE, ordering: '-id' }),
  counts: STATUS_ORDER.map((status) => campaignQueries.list(api, { status, pageSize: 1 })),
});
