import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
  detail: (api: Api, link: ShareLink) =>
    queryOptions({
      queryKey: sharedKeys.detail(link),
      queryFn: ({ signal }) => api.shared.get(link, { signal }),
    }),
  videos: (api: Api, link: ShareLink) =>
    queryOptions({
      queryKey: sharedKeys.videos(link),
      queryFn: ({ signal }) => api.shared.videos(link, { signal }),
    }),
  videoStats: (api: Api, link: ShareLink, body: SharedVideoStatsRequest = {}) =>
    queryOptions({
      queryKey: sharedKeys.videoStats(link, body),
      queryFn: ({ signal }) => api.shared.videoStats(link, body, { signal }),
    }),
  playerStat: (api: Api, link: ShareLink, params: SharedPlayerStatParams = {}) =>
    queryOptions({
      queryKey: sharedKeys.playerStat(link, params),
      queryFn: ({ signal }) => api.shared.playerStat(link, params, { signal }),
      placeholderData: keepPreviousData,
    }),
  dailyStat: (api: Api, link: ShareLink, params: SharedDailyStatParams = {}) =>
    queryOptions({
      queryKey: sharedKeys.dailyStat(link, params),
      queryFn: ({ signal }) => api.shared.dailyStat(link, params, { signal }),
    }),
};
