import type { HTTPError, NetworkError, TimeoutError } from 'ky';

/*
 * ky's error guards, by the errors' names, as ky's own guards also accept (errors from another
 * realm): importing ky's guards keeps all of ky in the entry, which needs only these checks. ky
 * itself loads with the client, on the first call (client/deferred-api.ts).
 */
const named = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

export const isHTTPError = <T = unknown>(error: unknown): error is HTTPError<T> =>
  named(error, 'HTTPError');

export const isNetworkError = (error: unknown): error is NetworkError =>
  named(error, 'NetworkError');

export const isTimeoutError = (error: unknown): error is TimeoutError =>
  named(error, 'TimeoutError');
