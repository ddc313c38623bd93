/**
 * `pnpm contract:check` (packages/api/scripts/contract-check.ts) against the fake backend over real
 * HTTP: the fake as it is passes every call; a deliberately altered fake is named field by field.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../mocks/db/constants.ts';
import { createFakeUpstream, type FakeUpstreamOptions } from '../mocks/upstream.ts';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/contract-check.ts',
);
const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const serve = async (options: FakeUpstreamOptions = {}) => {
  const server = createFakeUpstream(options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const run = (baseUrl: string, ...extra: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [
        script,
        '--base-url',
        baseUrl,
        '--email',
        DEMO_CREDENTIALS.agency.email,
        '--password',
        DEMO_CREDENTIALS.agency.password,
        ...extra,
      ],
      { timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });

describe('pnpm contract:check', () => {
  it('passes every call of the fake backend and writes a JSON report', async () => {
    const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'report.json');
    const { code, out } = await run(await serve(), '--json', report);
    expect(out).toContain(
      '27 calls: 27 ok, 0 not as the contract says, 0 failed; 0 warnings on fields the front end assumes.',
    );
    expect(code).toBe(0);
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      ok: boolean;
      results: { call: string; ok: boolean }[];
    };
    expect(json.ok).toBe(true);
    expect(json.results.map((result) => result.call)).toEqual(
      expect.arrayContaining(['auth.signin', 'tenant.list', 'players.list', 'campaigns.get']),
    );
  }, 90_000);

  it('names the changed fields of an altered backend and exits non-zero', async () => {
    const baseUrl = await serve({
      alter: (method, apiPath, body) => {
        if (method === 'GET' && apiPath === 'v2/user/get_me/')
          return { ...(body as object), balance: 'много' };
        if (method === 'GET' && apiPath === 'v2/adv/') {
          const page = body as { results: Record<string, unknown>[] };
          const [first, ...rest] = page.results;
          const { id: _id, ...withoutId } = first ?? {};
          return { ...page, results: [withoutId, ...rest] };
        }
        return body;
      },
    });
    const { code, out } = await run(baseUrl);
    expect(code).toBe(1);
    expect(out).toMatch(/FAIL +GET +v2\/user\/get_me\/ \(user\.getMe\)/);
    expect(out).toContain('balance: expected number or null, received string "много"');
    expect(out).toMatch(/FAIL +GET +v2\/adv\/ \(campaigns\.list\)/);
    expect(out).toContain('results.0.id: expected number, received nothing');
    expect(out).toMatch(/ok +GET +v2\/user\/balance\//);
  }, 90_000);

  it('warns of a field only the front end assumes, and still exits 0', async () => {
    const baseUrl = await serve({
      alter: (method, apiPath, body) => {
        if (method === 'GET' && apiPath === 'v2/user/get_me/') {
          const { email: _email, ...rest } = body as Record<string, unknown>;
          return { ...rest, role: 7 };
        }
        return body;
      },
    });
    const { code, out } = await run(baseUrl);
    expect(code).toBe(0);
    expect(out).toMatch(/warn +GET +v2\/user\/get_me\/ \(user\.getMe\)/);
    expect(out).toContain('(warn) email: expected string, received nothing');
    expect(out).toContain('(warn) role: expected one of 1, 2, received number 7');
  }, 90_000);

  it('passes the spec-minimal fake: only warnings, exit 0', async () => {
    const { code, out } = await run(await serve({ scenarios: 'minimal' }));
    expect(out).toMatch(/0 not as the contract says, 0 failed; \d+ warnings/);
    expect(code).toBe(0);
  }, 90_000);
});
