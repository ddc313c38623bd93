import { listQuery, type QueryExtras } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';
import type { VideoListParams } from './videos.types.ts';

export const videoKeys = {
  all: ['videos'] as const,
  list: (params: VideoListParams) => ['videos', 'list', params] as const,
};

export const videoQueries = {
  all: () => videoKeys.all,
  list: (api: Api, params: VideoListParams = {}, extras?: QueryExtras) =>
    listQuery(videoKeys.list(params), (call) => api.videos.list(params, call), extras),
};
