import {
  describeError,
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIME_TYPES,
  VIDEO_MIN_SECONDS,
} from '@ekran/api';
import { EMPTY_VALUE, validateFile } from '@ekran/ui';

/** The size limit in megabytes, as the screens write it. */
export const VIDEO_MAX_MB = VIDEO_MAX_BYTES / 1024 / 1024;

/**
 * What the content step accepts, checked in the browser before anything is sent: the types of
 * @ekran/api's video-rules.ts, which the fake backend refuses by too.
 */
export const VIDEO_ACCEPT: string[] = [...VIDEO_EXTENSIONS, ...VIDEO_MIME_TYPES];

/** Why a video of this length is refused, or null. */
export function durationProblem(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < VIDEO_MIN_SECONDS)
    return `Ролик короче ${VIDEO_MIN_SECONDS} секунд (${Math.round(seconds * 10) / 10} с)`;
  if (seconds > VIDEO_MAX_SECONDS)
    return `Ролик длиннее ${VIDEO_MAX_SECONDS} секунд (${Math.round(seconds)} с)`;
  return null;
}

/**
 * The file's duration as the browser reads it, or null when it cannot (a codec it does not play,
 * no media support): the server then decides, rather than refusing a file that may be fine.
 */
export function readVideoDuration(file: Blob, timeoutMs = 4000): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function')
    return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** `0:15` from seconds; «—» when the server did not tell the length. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return EMPTY_VALUE;
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Refuses a file the browser can already tell is wrong: format, size, then length. */
export async function checkVideo(file: File): Promise<string | null> {
  const basic = validateFile(file, { accept: VIDEO_ACCEPT, maxSize: VIDEO_MAX_BYTES });
  if (basic) return basic;
  const seconds = await readVideoDuration(file);
  return seconds === null ? null : durationProblem(seconds);
}

/** Our own refusals carry Russian text; the http layer's errors are described the usual way. */
export const videoErrorText = (error: unknown): string =>
  error instanceof Error && !isHTTPError(error) && !isNetworkError(error) && !isTimeoutError(error)
    ? error.message
    : describeError(error, navigator.onLine).message;
