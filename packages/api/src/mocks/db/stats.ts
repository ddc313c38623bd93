import { MOCK_STAT_DAYS, addDays, daysBetween, mockDate } from './constants.ts';
import { getMockDb } from './db.ts';
import { getPlayer } from './players.ts';
import { splitTotals, sumStats, type Totals } from './totals.ts';

export interface DailyRow extends Totals {
  date: string;
}
export interface PlayerStatRow extends Totals {
  player_id: number;
}
export interface VideoStatRow extends Totals {
  video_id: number;
  name: string;
}

export interface Period {
  from?: string | null;
  to?: string | null;
}

const inPeriod = (date: string, period: Period): boolean =>
  (!period.from || date >= period.from) && (!period.to || date <= period.to);

/** One campaign's statistics for a period; the three views add up to the same totals. */
export function campaignStats(campaignId: number, period: Period = {}) {
  const stats = getMockDb().stats.get(campaignId);
  if (!stats)
    return {
      daily: [] as DailyRow[],
      players: [] as PlayerStatRow[],
      videos: [] as VideoStatRow[],
      totals: sumStats([]),
    };
  const daily = stats.daily.filter((row) => inPeriod(row.date, period)).map((row) => ({ ...row }));
  const totals = sumStats(daily);
  const players = splitTotals(
    totals,
    stats.playerWeights.map((w) => w.weight),
  ).map((part, index) => ({ player_id: stats.playerWeights[index]?.player_id ?? 0, ...part }));
  const videos = splitTotals(
    totals,
    stats.videoWeights.map((w) => w.weight),
  ).map((part, index) => ({
    video_id: stats.videoWeights[index]?.video_id ?? 0,
    name: stats.videoWeights[index]?.name ?? '',
    ...part,
  }));
  return { daily, players, videos, totals };
}

/** Daily figures summed over several campaigns, one row per day of the period (zeros included). */
export function dailyAcross(campaignIds: readonly number[], period: Period = {}): DailyRow[] {
  const from = period.from ?? mockDate(-MOCK_STAT_DAYS);
  const to = period.to ?? mockDate(-1);
  const byDate = new Map<string, DailyRow>();
  const days = Math.max(0, Math.min(daysBetween(from, to), 366));
  for (let day = 0; day <= days; day += 1) {
    const date = addDays(from, day);
    byDate.set(date, { date, impressions: 0, ots: 0, spent_kop: 0 });
  }
  for (const id of campaignIds) {
    for (const row of campaignStats(id, { from, to }).daily) {
      const sum = byDate.get(row.date);
      if (!sum) continue;
      sum.impressions += row.impressions;
      sum.ots += row.ots;
      sum.spent_kop += row.spent_kop;
    }
  }
  return [...byDate.values()];
}

/** Per-player totals summed over several campaigns. */
export function playersAcross(
  campaignIds: readonly number[],
  period: Period = {},
): PlayerStatRow[] {
  const byPlayer = new Map<number, PlayerStatRow>();
  for (const id of campaignIds) {
    for (const row of campaignStats(id, period).players) {
      const sum = byPlayer.get(row.player_id);
      if (sum) {
        sum.impressions += row.impressions;
        sum.ots += row.ots;
        sum.spent_kop += row.spent_kop;
      } else byPlayer.set(row.player_id, { ...row });
    }
  }
  return [...byPlayer.values()].filter((row) => getPlayer(row.player_id));
}
