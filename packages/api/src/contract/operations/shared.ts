import {
  sharedCampaignSchema,
  dailyStatListSchema,
  playerStatPageSchema,
  videoListSchema,
  videoStatListSchema,
} from '../../campaigns/campaigns.schemas.ts';
import { email, listQuery, period, shared, type Operation } from './common.ts';

/** A shared (public) campaign: Authorization: Token {apitoken} and Adv: {apiuid}. */
export const sharedOperations = {
  'shared.get': {
    method: 'GET',
    path: 'v2/adv/public/{id}/',
    summary: 'A shared campaign',
    access: shared,
    response: sharedCampaignSchema,
  },
  'shared.videos': {
    method: 'GET',
    path: 'v2/adv/public/{id}/videos/',
    summary: "A shared campaign's videos",
    access: shared,
    response: videoListSchema,
  },
  'shared.videoStats': {
    method: 'POST',
    path: 'v2/adv/public/{id}/video_stats/',
    summary: 'Statistics per video',
    access: shared,
    body: period,
    response: videoStatListSchema,
  },
  'shared.playerStat': {
    method: 'GET',
    path: 'v2/adv/public/{id}/player_stat/',
    summary: 'Statistics per player',
    access: shared,
    query: listQuery,
    response: playerStatPageSchema,
  },
  'shared.dailyStat': {
    method: 'GET',
    path: 'v2/adv/public/{id}/daily_stat/',
    summary: 'Statistics per day',
    access: shared,
    query: period,
    response: dailyStatListSchema,
  },
  'shared.exportReport': {
    method: 'GET',
    path: 'v2/adv/public/{id}/export_report/',
    summary: 'Mail the report',
    access: shared,
    query: email,
    response: 'file',
  },
  'shared.exportAdvReport': {
    method: 'POST',
    path: 'v2/adv/public/{id}/export_adv_report/',
    summary: 'The report (a file)',
    access: shared,
    body: period,
    response: 'file',
  },
} as const satisfies Record<string, Operation>;
