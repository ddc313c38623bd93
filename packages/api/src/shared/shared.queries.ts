import { apiQuery, listQuery, type QueryExtras } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';
import type {
  ShareLink,
  SharedDailyStatParams,
  SharedPlayerStatParams,
  SharedVideoStatsRequest,
} from './shared.types.ts';

/** Keys hold the campaign id, never the link's token. */
export const sharedKeys = {
  all: ['shared'] as const,
  campaign: (link: ShareLink) => ['shared', String(link.apiuid)] as const,
  detail: (link: ShareLink) => ['shared', String(link.apiuid), 'detail'] as const,
  videos: (link: ShareLink) => ['shared', String(link.apiuid), 'videos'] as const,
  videoStats: (link: ShareLink, body: SharedVideoStatsRequest) =>
    ['shared', String(link.apiuid), 'video-stats', body] as const,
  playerStat: (link: ShareLink, params: SharedPlayerStatParams) =>
    ['shared', String(link.apiuid), 'player-stat', params] as const,
  dailyStat: (link: ShareLink, params: SharedDailyStatParams) =>
    ['shared', String(link.apiuid), 'daily-stat', params] as const,
};

export const sharedQueries = {
  all: () => sharedKeys.all,
  detail: (api: Api, link: ShareLink, extras?: QueryExtras) =>
    apiQuery(sharedKeys.detail(link), (call) => api.shared.get(link, call), extras),
  videos: (api: Api, link: ShareLink, extras?: QueryExtras) =>
    apiQuery(sharedKeys.videos(link), (call) => api.shared.videos(link, call), extras),
  videoStats: (
    api: Api,
    link: ShareLink,
    body: SharedVideoStatsRequest = {},
    extras?: QueryExtras,
  ) =>
    apiQuery(
      sharedKeys.videoStats(link, body),
      (call) => api.shared.videoStats(link, body, call),
      extras,
    ),
  playerStat: (
    api: Api,
    link: ShareLink,
    params: SharedPlayerStatParams = {},
    extras?: QueryExtras,
  ) =>
    listQuery(
      sharedKeys.playerStat(link, params),
      (call) => api.shared.playerStat(link, params, call),
      extras,
    ),
  dailyStat: (
    api: Api,
    link: ShareLink,
    params: SharedDailyStatParams = {},
    extras?: QueryExtras,
  ) =>
    apiQuery(
      sharedKeys.dailyStat(link, params),
      (call) => api.shared.dailyStat(link, params, call),
      extras,
    ),
};
