import type { Video } from '@ekran/api';
import { ALL_VIDEOS } from './assignment-rules';

/** A native select's choices of a player's video: all the campaign's, or one of them. */
export function VideoOptions({ videos }: { videos: readonly Pick<Video, 'id' | 'name'>[] }) {
  return (
    <>
      <option value={ALL_VIDEOS}>Все ролики кампании</option>
      {videos.map((video) => (
        <option key={video.id} value={video.id}>
          {video.name}
        </option>
      ))}
    </>
  );
}
