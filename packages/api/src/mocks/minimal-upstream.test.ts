import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { DEMO_CREDENTIALS, DEMO_PASSWORD } from './db/constants.ts';
import { UNKNOWN_ENUM } from './minimal.ts';
import { createFakeUpstream } from './upstream.ts';

/**
 * The Node upstream (the nginx test's backend) serves the `minimal` scenario too: the same
 * `scenarios` string as `?mock=`, so `FAKE_UPSTREAM_SCENARIOS=minimal` puts a spec-minimal backend
 * behind nginx. Over real HTTP, without msw in the test.
 */
const server = createFakeUpstream({ scenarios: 'minimal' });
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, token: string): Promise<unknown> =>
  (await fetch(`${origin}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();

describe('the fake upstream in the minimal scenario', () => {
  it('answers tokens only, alternates the list forms and marks the first row unknown', async () => {
    const signin = await fetch(`${origin}/api/${paths.auth.signin}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CREDENTIALS.agency.email, password: DEMO_PASSWORD }),
    });
    const tokens = (await signin.json()) as Record<string, string>;
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token']);
    const token = tokens.access_token ?? '';

    const bare = (await get(paths.billing.list, token)) as Record<string, unknown>[];
    expect(Array.isArray(bare)).toBe(true);
    expect(bare[0]).toEqual({ id: expect.any(Number), type: UNKNOWN_ENUM });
    const paged = (await get(paths.billing.list, token)) as { count: number; results: unknown[] };
    expect(paged.results.length).toBeGreaterThan(0);
    expect(paged.count).toBeGreaterThanOrEqual(paged.results.length);
    expect(await get(paths.user.balance, token)).toEqual({
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
      available_balance: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });
});
