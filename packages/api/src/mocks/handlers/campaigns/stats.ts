/**
 * Statistics on the wire: daily figures, video figures and the players' statistics as a page.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import { getPlayer } from '../../db/players.ts';
import { type campaignStats, type dailyAcross, type playersAcross } from '../../db/stats.ts';
import { money } from '../../serialize.ts';
import { matchesSearch, orderBy, paginate } from '../utils.ts';

export function period(url: URL): { from: string | null; to: string | null } {
  return { from: url.searchParams.get('date_from'), to: url.searchParams.get('date_to') };
}

export function wireDaily(rows: ReturnType<typeof dailyAcross>) {
  return rows.map((row) => ({
    date: row.date,
    impressions: row.impressions,
    ots: row.ots,
    spent: money(row.spent_kop),
  }));
}

export function wireVideoStats(rows: ReturnType<typeof campaignStats>['videos']) {
  return rows.map((row) => ({
    video_id: row.video_id,
    name: row.name,
    impressions: row.impressions,
    ots: row.ots,
    spent: money(row.spent_kop),
  }));
}

/** Player statistics as a sorted, searched, paged list. */
export function playerStatPage(url: URL, rows: ReturnType<typeof playersAcross>) {
  const search = url.searchParams.get('search');
  const wire = rows
    .map((row) => {
      const player = getPlayer(row.player_id);
      return {
        player_id: row.player_id,
        name: player?.name ?? '',
        address: player?.address ?? '',
        city_name: player?.city_name ?? '',
        type_name: player?.type_name ?? '',
        impressions: row.impressions,
        ots: row.ots,
        spent_kop: row.spent_kop,
      };
    })
    .filter((row) => matchesSearch(search, row.name, row.address, row.player_id));
  const ordered = orderBy(wire, url.searchParams.get('ordering') ?? '-impressions', {
    player_id: (row) => row.player_id,
    name: (row) => row.name,
    address: (row) => row.address,
    impressions: (row) => row.impressions,
    ots: (row) => row.ots,
    spent: (row) => row.spent_kop,
  });
  const page = paginate(url, ordered, 10, 500);
  return {
    ...page,
    results: page.results.map(({ spent_kop, ...row }) => ({ ...row, spent: money(spent_kop) })),
  };
}
