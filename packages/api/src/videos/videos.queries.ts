import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api } from '../create-api.ts';
import type { VideoListParams } from './videos.types.ts';

export const videoKeys = {
  all: ['videos'] as const,
  list: (params: VideoListParams) => ['videos', 'list', params] as const,
};

export const videoQueries = {
  all: () => videoKeys.all,
  list: (api: Api, params: VideoListParams = {}) =>
    queryOptions({
      queryKey: videoKeys.list(params),
      queryFn: ({ signal }) => api.videos.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),
};
