import { describeError } from '@ekran/api';

/**
 * The Russian sentence for a failed auth call, shown inside the form (the calls run silent, so the
 * same words do not also pop up as a toast): offline, the server's detail, or the generic text.
 */
export function authErrorText(error: unknown): string {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  return describeError(error, online).message;
}
