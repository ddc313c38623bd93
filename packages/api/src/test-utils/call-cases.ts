import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect, it } from 'vitest';
import { createMemoryStorage } from '../client/adapters.ts';
import { findOperation } from '../contract/check.ts';
import { responseSamples } from '../contract/samples.ts';
import { TOKEN_KEYS } from '../client/session.ts';
import type { Api } from '../create-api.ts';
import { validAccess, validRefresh } from './jwt.ts';
import { apiUrl, createTestClient, recordRequest, type RecordedRequest } from './setup.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One call of spec §7 and everything the server should see of it. Tables of cases are written out
 * in full, one literal per call, so they look alike on purpose: each reads as the request it checks.
 * Only calls that follow one rule get a builder (auth's posts of the body as it is, campaigns' bodiless
 * posts), so the rule is written once.
 */
export interface CallCase {
  name: string;
  method: Method;
  /** Relative to the prefix, as in `paths`. */
  path: string;
  call: (api: Api) => Promise<unknown>;
  /** Expected query; `{}` when omitted. */
  query?: Record<string, string | string[]>;
  /** Expected JSON body, or a check for other bodies (FormData); no body when omitted. */
  body?: unknown;
  checkBody?: (request: RecordedRequest) => void | Promise<void>;
  /** Expected Authorization header; the user's bearer when omitted. `null`: none. */
  authorization?: string | null;
  headers?: Record<string, string>;
  response?: () => Response;
  /** Expected resolved value (an object: the fields it names). */
  result?: unknown;
}

/** The contract's sample answer of the call (contract/samples.ts). */
const sampleResponse = (testCase: CallCase): Response => {
  const name = findOperation(testCase.method, testCase.path.split('?')[0] ?? '')?.name;
  const sample =
    name && name in responseSamples
      ? responseSamples[name as keyof typeof responseSamples]
      : { ok: true };
  return HttpResponse.json(sample as never);
};

/** Runs each case against a logged-in client with an exact-path handler (anything else is unhandled). */
export const runCallCases = (server: SetupServer, cases: CallCase[]) => {
  it.each(cases)('$method $path — $name', async (testCase) => {
    const seen: RecordedRequest[] = [];
    server.use(
      http[testCase.method](apiUrl(testCase.path), async ({ request }) => {
        seen.push(await recordRequest(request));
        return testCase.response ? testCase.response() : sampleResponse(testCase);
      }),
    );
    const storage = createMemoryStorage({
      [TOKEN_KEYS.access]: validAccess(),
      [TOKEN_KEYS.refresh]: validRefresh(),
    });
    const { api, notifications } = createTestClient({ storage });
    const result = await testCase.call(api);

    expect(seen).toHaveLength(1);
    const [request] = seen as [RecordedRequest];
    expect(request.method).toBe(testCase.method.toUpperCase());
    expect(request.path).toBe(`/api/${testCase.path.split('?')[0]}`);
    expect(request.query).toEqual(testCase.query ?? {});
    const expectedAuth =
      testCase.authorization === undefined ? `Bearer ${validAccess()}` : testCase.authorization;
    expect(request.headers.get('authorization')).toBe(expectedAuth);
    for (const [name, value] of Object.entries(testCase.headers ?? {})) {
      expect(request.headers.get(name)).toBe(value);
    }
    if (testCase.checkBody) await testCase.checkBody(request);
    else if ('body' in testCase) {
      expect(request.contentType).toContain('application/json');
      expect(request.body).toEqual(testCase.body);
    } else expect(request.body).toBeUndefined();
    if ('result' in testCase) {
      // Parsing adds the contract's defaults; the case names the fields it is about.
      if (testCase.result !== null && typeof testCase.result === 'object')
        expect(result).toMatchObject(testCase.result);
      else expect(result).toEqual(testCase.result);
    }
    expect(notifications).toEqual([]);
  });
};
