import { paths } from '../../paths.ts';
import { getMockDb } from '../db/db.ts';
import { toVideo } from '../serialize.ts';
import {
  emptyPage,
  listAnswer,
  matchesSearch,
  numberParam,
  requireUser,
  route,
  type MockRoute,
} from './utils.ts';

export const videosRoutes: MockRoute[] = [
  route(
    'get',
    paths.video.list,
    ({ request, url }) => {
      const user = requireUser(request);
      const moderation = numberParam(url, 'moderation_status');
      const search = url.searchParams.get('search');
      const videos = getMockDb().state.videos.filter(
        (video) =>
          video.user_id === user.id &&
          (moderation === undefined || video.moderation_status === moderation) &&
          matchesSearch(search, video.name),
      );
      return listAnswer(url, videos, {
        ordering: url.searchParams.get('ordering') || '-created_at',
        fields: {
          id: (video) => video.id,
          name: (video) => video.name,
          created_at: (video) => video.created_at,
          duration: (video) => video.duration,
          moderation_status: (video) => video.moderation_status,
        },
        pageSize: 20,
        serialize: toVideo,
      });
    },
    emptyPage,
  ),
];
