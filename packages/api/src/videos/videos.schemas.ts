import { amount, id, known, maybeText, object, page, spec, text } from '../contract/kit.ts';
import { VideoModerationStatus } from '../enums.ts';

/** A video of a campaign or of the user's library, as the wizard and the videos tab show it. */
export const videoSchema = object(
  {
    id: id('the key of the video and the path of change_video and delete_video'),
    name: text(),
    /** URL of the file. */
    file: maybeText(),
    preview: maybeText(),
    /** Seconds. */
    duration: amount(),
    created_at: maybeText(),
    moderation_status: known(VideoModerationStatus),
    /** Why moderation declined it, when it did. */
    decline_reason: maybeText(),
  },
  spec('§3 Enumerations (moderation status, video level); ids by §7 change_video, delete_video', [
    'id',
    'moderation_status',
  ]),
);

export const videoPageSchema = page(videoSchema);
