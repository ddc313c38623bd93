/** Helpers for the fake backend's own tests: a server per file and a tiny fetch wrapper. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEMO_CREDENTIALS } from './db/constants.ts';
import { createMockSession, resetMockDb } from './db/db.ts';
import { setupMockServer } from './node.ts';

export const ORIGIN = 'http://localhost';

/** Starts the fake for this file (unhandled requests fail) and resets the db before each test. */
export function startMockBackend() {
  const server = setupMockServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface CallInit {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** `call('v2/adv/')` → fetch of http://localhost/api/v2/adv/ with a bearer and a JSON body. */
export async function call(path: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return fetch(`${ORIGIN}/api/${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
}

export async function callJson<T = Record<string, unknown>>(
  path: string,
  init: CallInit = {},
): Promise<{ status: number; body: T }> {
  const response = await call(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const agencyToken = (): string =>
  createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
export const advertiserToken = (): string =>
  createMockSession(DEMO_CREDENTIALS.advertiser.email).access_token;
