import { campaignStatusLabels } from '../../enum-labels.ts';
import { mockDate } from '../db/constants.ts';
import { getPlayer } from '../db/players.ts';
import { campaignStats, type Period } from '../db/stats.ts';
import type { Totals } from '../db/totals.ts';
import type { CampaignRow } from '../db/types.ts';
import { attachment, toCsv } from '../db/files.ts';
import { fileResponse } from './utils.ts';

const rub = (kopecks: number): number => Math.round(kopecks) / 100;
const withPercent = (kopecks: number, percent: number): number =>
  rub(Math.round(kopecks * (1 + percent / 100)));

const FIGURE_HEADERS = ['Показы', 'OTS', 'Расход, ₽'];

/** A row's figures: shows, OTS and roubles spent, then with the agency's percent when there is one. */
const figures = (totals: Totals, agencyPercent = 0): (string | number)[] => [
  totals.impressions,
  totals.ots,
  rub(totals.spent_kop),
  ...(agencyPercent > 0 ? [withPercent(totals.spent_kop, agencyPercent)] : []),
];

/** The campaign report (export_report): daily rows, totals and players, as CSV. */
export function campaignReport(
  campaign: CampaignRow,
  agencyPercent: number,
  period: Period = {},
): Response {
  const stats = campaignStats(campaign.id, period);
  const agency = agencyPercent > 0;
  const rows: (string | number)[][] = [
    ['Кампания', campaign.name],
    ['Статус', campaignStatusLabels[campaign.status]],
    ['Период', `${campaign.start_date ?? '—'} — ${campaign.end_date ?? '—'}`],
    [],
    [
      'Дата',
      ...FIGURE_HEADERS,
      ...(agency ? [`Расход с агентской комиссией ${agencyPercent}%, ₽`] : []),
    ],
    ...stats.daily.map((row) => [row.date, ...figures(row, agencyPercent)]),
    ['Итого', ...figures(stats.totals, agencyPercent)],
    [],
    ['Экран', 'Адрес', ...FIGURE_HEADERS],
    ...stats.players.map((row) => {
      const player = getPlayer(row.player_id);
      return [player?.name ?? String(row.player_id), player?.address ?? '', ...figures(row)];
    }),
  ];
  return fileResponse(
    toCsv(rows),
    'text/csv; charset=utf-8',
    attachment(`Отчёт по кампании ${campaign.id} ${mockDate()}.csv`),
  );
}

/** The advertiser report (export_adv_report): one line per campaign and a daily breakdown. */
export function advertiserReport(
  campaigns: readonly CampaignRow[],
  agencyPercent: number,
  period: Period = {},
): Response {
  const agency = agencyPercent > 0;
  const summary = campaigns.map((campaign) => ({
    campaign,
    stats: campaignStats(campaign.id, period),
  }));
  const rows: (string | number)[][] = [
    ['Отчёт рекламодателя', `${period.from ?? 'начало'} — ${period.to ?? mockDate()}`],
    [],
    [
      'ID',
      'Кампания',
      'Статус',
      ...FIGURE_HEADERS,
      ...(agency ? [`С агентской комиссией ${agencyPercent}%, ₽`] : []),
    ],
    ...summary.map(({ campaign, stats }) => [
      campaign.id,
      campaign.name,
      campaignStatusLabels[campaign.status],
      ...figures(stats.totals, agencyPercent),
    ]),
    [],
    ['ID', 'Дата', ...FIGURE_HEADERS],
    ...summary.flatMap(({ campaign, stats }) =>
      stats.daily.map((row) => [campaign.id, row.date, ...figures(row)]),
    ),
  ];
  return fileResponse(
    toCsv(rows),
    'text/csv; charset=utf-8',
    attachment(`Отчёт рекламодателя ${mockDate()}.csv`),
  );
}
