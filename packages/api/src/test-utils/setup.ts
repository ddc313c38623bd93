import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClientOptions, type ApiClient } from '../client/http.ts';
import {
  createInProcessLocks,
  createMemoryStorage,
  type KeyValueStorage,
} from '../client/adapters.ts';
import type { ErrorNotification, Notifier } from '../client/errors.ts';
import { createApi, type Api } from '../create-api.ts';
import { NOW_MS } from './jwt.ts';

/** Origin the Node tests resolve the relative `/api` prefix against. */
export const TEST_ORIGIN = 'http://localhost';

/** Absolute URL of an API path, for msw handlers: `apiUrl(paths.adv.detail(1))`. */
export const apiUrl = (path: string): string => `${TEST_ORIGIN}/api/${path}`;

/** One msw server per test file; any request without a handler fails the test. */
export const setupMswServer = () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

export interface TestClient {
  client: ApiClient;
  api: Api;
  storage: KeyValueStorage;
  notifications: ErrorNotification[];
  online: { value: boolean };
}

/** A client wired to fakes: memory storage, in-process lock, fixed clock, recorded toasts. */
export const createTestClient = (overrides: Partial<ApiClientOptions> = {}): TestClient => {
  const storage = overrides.storage ?? createMemoryStorage();
  const notifications: ErrorNotification[] = [];
  const online = { value: true };
  const notifier: Notifier = { error: (n) => notifications.push(n) };
  const client = createApiClient({
    baseUrl: TEST_ORIGIN,
    prefix: '/api',
    storage,
    locks: createInProcessLocks(),
    subscribeToStorage: () => () => {},
    now: () => NOW_MS,
    isOnline: () => online.value,
    notifier,
    ...overrides,
  });
  return { client, api: createApi(client), storage, notifications, online };
};

/** Everything a handler saw of one request, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Headers;
  body: unknown;
  contentType: string | null;
}

export const recordRequest = async (request: Request): Promise<RecordedRequest> => {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length === 1 ? (all[0] ?? '') : all;
  }
  const contentType = request.headers.get('content-type');
  let body: unknown = undefined;
  const clone = request.clone();
  if (contentType?.includes('application/json')) body = await clone.json();
  else if (contentType?.includes('multipart/form-data')) body = await clone.formData();
  else {
    const text = await clone.text();
    body = text === '' ? undefined : text;
  }
  return {
    method: request.method,
    path: url.pathname,
    query,
    headers: request.headers,
    body,
    contentType,
  };
};
