import { campaignQueries } from '@ekran/api';
import { useApi } from '../../lib/api-context';
import { CampaignStats } from '../../components/campaign-stats';

/** Daily chart with a table fallback, per-player and per-video statistics of one campaign. */
export function StatisticsTab({ campaignId, today }: { campaignId: number; today?: Date }) {
  const api = useApi();
  return (
    <CampaignStats
      idPrefix="stats"
      today={today}
      queries={{
        daily: (period) => campaignQueries.dailyStat(api, { adv: campaignId, ...period }),
        videos: (period) => campaignQueries.videoStats(api, campaignId, period),
        players: (params) => campaignQueries.playerStat(api, { adv: campaignId, ...params }),
      }}
    />
  );
}
