import { count, id, maybeText, object, oneOf, page, text, z } from '../contract/kit.ts';
import { VideoModerationStatus } from '../enums.ts';

/** A video of the user's library (GET /v2/video/list/) or of a campaign. */
export const videoSchema = object({
  id: id(),
  name: text(),
  /** URL of the file. */
  file: text(),
  preview: maybeText(),
  /** Seconds. */
  duration: count(),
  created_at: text(),
  moderation_status: oneOf(VideoModerationStatus),
  /** Why moderation declined it, when it did. */
  decline_reason: z.string().nullish(),
});

export const videoPageSchema = page(videoSchema);
