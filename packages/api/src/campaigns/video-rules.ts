/**
 * What a campaign video may be: one home for the browser's check before upload (apps/web's content
 * step) and the fake backend's refusal of the same file, so the two cannot drift.
 */

/** The file types a campaign accepts: MP4, MOV (QuickTime) and WebM. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** The same types by file name, for files a browser gives no type. */
export const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.webm'] as const;
/** The largest file the server takes: 100 MB. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** The shortest and longest video the platform plays, in seconds. */
export const VIDEO_MIN_SECONDS = 5;
export const VIDEO_MAX_SECONDS = 60;
