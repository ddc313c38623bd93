import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import { toSearchParams } from '../client/query.ts';
import type { CallOptions, Paginated } from '../common.types.ts';
import { paths } from '../paths.ts';
import type { Video, VideoListParams } from './videos.types.ts';

export const createVideosApi = (http: KyInstance) => ({
  /** GET /v2/video/list/ — the user's video library. */
  list: (params: VideoListParams = {}, options?: CallOptions) =>
    http
      .get(paths.video.list, { searchParams: toSearchParams(params), ...callOptions(options) })
      .json<Paginated<Video>>(),
});

export type VideosApi = ReturnType<typeof createVideosApi>;
