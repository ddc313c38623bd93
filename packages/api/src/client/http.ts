import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import type { AuthTokens } from '../auth/auth.types.ts';
import type { CallOptions, DownloadedFile, ProgressOptions } from '../common.types.ts';
import { API_PREFIX, paths } from '../paths.ts';
import {
  defaultIsOnline,
  type KeyValueStorage,
  type LockManagerLike,
  type SubscribeToStorage,
} from './adapters.ts';
import { createNotifierSlot, SessionExpiredError, type Notifier } from './errors.ts';
import type * as ContractCheck from './contract-check.ts';
import { parseAndNormalize } from './normalize.ts';
import { createSession, RefreshRejectedError, type LogoutReason, type Session } from './session.ts';

/** Per-request flags read by the client's hooks (ky's `context` option). */
export type RequestContext = {
  /** No toast: the caller handles the error (player list calls always set it). */
  silent?: boolean;
  /**
   * Not a call of the user's session: no bearer, no refresh before it, and a 401 does not log out.
   * Auth calls and the shared (public) campaign calls set it.
   */
  skipAuth?: boolean;
};

export interface ApiClientOptions {
  /** Path or URL every call is under. Default: `VITE_API_URL` at build time, else `/api`. */
  prefix?: string;
  /** Base for a relative prefix where there is no document (Node tests: `http://localhost`). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Per-attempt timeout in ms (ky's default 10 s); uploads and exports never time out. */
  timeout?: number | false;
  /** Where tokens live; default localStorage. */
  storage?: KeyValueStorage;
  /** Cross-tab lock for the refresh; default Web Locks. */
  locks?: LockManagerLike;
  /** Other tabs' token changes; default the window `storage` event. */
  subscribeToStorage?: SubscribeToStorage;
  /** Default `navigator.onLine`. */
  isOnline?: () => boolean;
  now?: () => number;
  notifier?: Notifier;
  /** Called when the session ends (401, rejected refresh, another tab) so the app can navigate. */
  onLogout?: (reason: LogoutReason) => void;
  /** Use an existing session instead of creating one from the storage options. */
  session?: Session;
}

export interface ApiClient {
  /** The ky instance every fetcher uses; paths are relative to the prefix (see `paths`). */
  http: KyInstance;
  session: Session;
  /** Connect (or disconnect) the app's toasts after the client exists. */
  setNotifier(notifier: Notifier | undefined): void;
  isOnline(): boolean;
}

const envPrefix = (): string | undefined => {
  const value: unknown = import.meta.env?.VITE_API_URL;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The response contract (zod and every schema) stays out of the entry chunk. The client's first
 * request loads the check (client/contract-check.ts), which in a browser runs it in a worker, so it
 * arrives alongside that answer. A failed load is forgotten: the next call tries again.
 */
let checking: Promise<typeof ContractCheck> | undefined;
const loadChecking = (): Promise<typeof ContractCheck> =>
  (checking ??= import('./contract-check.ts').catch((error: unknown) => {
    checking = undefined;
    throw error;
  }));

/**
 * ky's `parseJson`: spec §5's normalisation, then, for a 2xx, the contract's check of the answer of
 * this call. An error body (4xx, 5xx) is only normalised: its messages are read elsewhere.
 */
const checkedJson =
  (prefixPath: string) =>
  async (text: string, { request, response }: { request: Request; response: Response }) => {
    if (!response.ok) {
      try {
        return parseAndNormalize(text);
      } catch {
        return undefined;
      }
    }
    const path = new URL(request.url).pathname.slice(prefixPath.length).replace(/^\//, '');
    return (await loadChecking()).answerChecker.check(request.method, path, text);
  };

const isAbort = (error: unknown, signal: AbortSignal | null | undefined): boolean =>
  Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');

/** Spec §4 and §8 as ky hooks: bearer and refresh, 401 logout, error toasts, normalised JSON. */
export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const isOnline = options.isOnline ?? defaultIsOnline;
  const notifier = createNotifierSlot(isOnline, options.notifier);
  const session =
    options.session ??
    createSession({
      storage: options.storage,
      locks: options.locks,
      subscribeToStorage: options.subscribeToStorage,
      now: options.now,
    });
  if (options.onLogout) {
    const onLogout = options.onLogout;
    session.subscribe((event) => {
      if (event.type === 'logout') onLogout(event.reason);
    });
  }

  const prefix = options.prefix ?? envPrefix() ?? API_PREFIX;
  const http = ky.create({
    prefix,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeout: options.timeout ?? 10_000,
    // Query retries belong to TanStack Query; a retry here would double them and delay the toast.
    retry: 0,
    parseJson: checkedJson(new URL(prefix, options.baseUrl ?? 'http://localhost').pathname),
    hooks: {
      beforeRequest: [
        async ({ request, options: requestOptions }) => {
          void loadChecking().then(
            ({ answerChecker }) => answerChecker.warm(),
            () => undefined,
          );
          const context = requestOptions.context as RequestContext;
          if (context.skipAuth || request.headers.has('Authorization')) return;
          const token = await session.getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ response, options: requestOptions }) => {
          const context = requestOptions.context as RequestContext;
          if (response.status === 401 && !context.skipAuth) session.logout('unauthorized');
        },
      ],
      beforeError: [
        ({ error, request, options: requestOptions }) => {
          const context = requestOptions.context as RequestContext;
          const handled = context.silent || error instanceof SessionExpiredError;
          if (!handled && !isAbort(error, request.signal)) notifier.notify(error);
          return error;
        },
      ],
    },
  });

  session.setRefresher(async (refreshToken) => {
    try {
      return await http
        .post(paths.auth.refresh, {
          json: { refresh_token: refreshToken },
          context: { skipAuth: true, silent: true } satisfies RequestContext,
        })
        .json<AuthTokens>();
    } catch (error) {
      // A 4xx is the server refusing the token; anything else (network, 5xx) may pass.
      if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) {
        throw new RefreshRejectedError({ cause: error });
      }
      throw error;
    }
  });

  return { http, session, setNotifier: notifier.set, isOnline };
};

/** ky options for one call from the fetcher-level options. */
export const callOptions = (
  options: CallOptions | undefined,
  context: RequestContext = {},
): Pick<Options, 'signal' | 'context'> => ({
  signal: options?.signal,
  context: { ...context, ...(options?.silent ? { silent: true } : {}) },
});

/** RFC 6266 file name: `filename*=UTF-8''…` wins over `filename="…"`. */
export const filenameFromContentDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value === '' ? null : value;
};

/** Runs a call whose answer is a file: the Blob, the server's file name, download progress. */
export const downloadFile = async (
  http: KyInstance,
  path: string,
  init: Options,
  options: ProgressOptions | undefined,
): Promise<DownloadedFile> => {
  const response = await http(path, {
    timeout: false,
    ...init,
    ...callOptions(options, init.context as RequestContext | undefined),
    onDownloadProgress: options?.onProgress
      ? (progress) => options.onProgress?.({ ...progress })
      : undefined,
  });
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
  };
};
