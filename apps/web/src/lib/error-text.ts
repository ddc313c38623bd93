import { describeError } from '@ekran/api';

/** The Russian words for a failure as the spec decides them, for the connection the browser has now. */
export const errorText = (error: unknown): string => describeError(error, navigator.onLine).message;
