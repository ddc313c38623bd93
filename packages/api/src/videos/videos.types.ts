import type { ListParams } from '../common.types.ts';
import type { VideoModerationStatus } from '../enums.ts';

/** A video of the user's library (GET /v2/video/list/) or of a campaign. */
export interface Video {
  id: number;
  name: string;
  /** URL of the file. */
  file: string;
  preview: string | null;
  /** Seconds. */
  duration: number;
  created_at: string;
  moderation_status: VideoModerationStatus;
  /** Why moderation declined it, when it did. */
  decline_reason?: string | null;
}

export type VideoListParams = ListParams;
