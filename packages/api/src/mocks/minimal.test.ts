import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BillType } from '../enums.ts';
import { paths } from '../paths.ts';
import { DEMO_CREDENTIALS, DEMO_PASSWORD } from './db/constants.ts';
import { resetMockDb } from './db/db.ts';
import { routesByDomain } from './handlers/index.ts';
import { MOCK_DOMAINS } from './domains.ts';
import {
  hasMinimalRule,
  MINIMAL_CAMPAIGN_FIELDS,
  MINIMAL_ORGANIZATION_FIELDS,
  MINIMAL_TENANT_FIELDS,
  resetMinimalCounters,
  UNKNOWN_ENUM,
} from './minimal.ts';
import {
  handlersFor,
  MOCK_SCENARIOS_KEY,
  parseScenarioSelection,
  readScenarioFlag,
} from './scenarios.ts';
import { agencyToken, call, callJson } from './test-helpers.ts';

/**
 * The `minimal` scenario: a backend that sends only what the spec names. The routes run as usual;
 * their answers are cut down, paged or not, with money as strings or null and one unknown enum.
 */
const server = setupServer(...handlersFor(parseScenarioSelection('minimal')));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetMockDb();
  resetMinimalCounters();
});
afterAll(() => server.close());

type Row = Record<string, unknown>;
interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

const rowsOf = (body: unknown): Row[] => (Array.isArray(body) ? body : (body as Page).results);
const keysOf = (row: unknown) => Object.keys(row as Row).sort();
const MONEY = /^\d+\.\d{2}$/;

describe('the minimal scenario', () => {
  it('parses a bare ?mock=minimal as every domain and remembers it for the tab', () => {
    const every = Object.fromEntries(MOCK_DOMAINS.map((domain) => [domain, 'minimal']));
    expect(parseScenarioSelection('minimal')).toEqual(every);
    expect(parseScenarioSelection('*:minimal')).toEqual(every);
    expect(parseScenarioSelection('billing:minimal')).toEqual({ billing: 'minimal' });
    // Only the whole-backend scenario has the bare form; a fault names its domain.
    expect(parseScenarioSelection('empty')).toEqual({});
    const store = new Map<string, string>();
    const session = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(readScenarioFlag('?mock=minimal', session, vi.fn())).toEqual(every);
    expect(readScenarioFlag('', session, vi.fn())).toEqual(every);
    expect(store.get(MOCK_SCENARIOS_KEY)).toContain('campaigns:minimal');
  });

  it('keeps only the fields the spec names', async () => {
    const token = agencyToken();
    const campaign = (await callJson(paths.adv.detail(1), { token })).body;
    expect(keysOf(campaign)).toEqual([...MINIMAL_CAMPAIGN_FIELDS].sort());
    for (const dropped of ['spent', 'impressions', 'created_at', 'api_token', 'videos'])
      expect(campaign).not.toHaveProperty(dropped);
    // Nested objects of the payload travel whole.
    expect(campaign.audience).toMatchObject({ age_from: expect.any(Number) });
    expect(campaign.target_days).toHaveLength(7);

    const me = (await callJson(paths.user.me, { token })).body;
    expect(keysOf(me)).toEqual(['available_balance', 'balance', 'id', 'tenant']);
    expect(keysOf(me.tenant)).toEqual([...MINIMAL_TENANT_FIELDS].sort());
    expect(keysOf((await callJson(paths.user.balance, { token })).body)).toEqual([
      'available_balance',
      'balance',
    ]);
    expect(keysOf((await callJson(paths.organization.my, { token })).body)).toEqual(
      [...MINIMAL_ORGANIZATION_FIELDS].sort(),
    );
    const tenants = (await callJson<Row[]>(paths.tenant.get, { json: { domain: 'localhost' } }))
      .body;
    expect(Array.isArray(tenants)).toBe(true);
    expect(keysOf(tenants[0])).toEqual([...MINIMAL_TENANT_FIELDS].sort());
    const signin = await callJson(paths.auth.signin, {
      json: { email: DEMO_CREDENTIALS.agency.email, password: DEMO_PASSWORD },
    });
    expect(keysOf(signin.body)).toEqual(['access_token', 'refresh_token']);

    const first = async (path: string, init: { json?: unknown } = {}) =>
      rowsOf((await callJson(path, { token, ...init })).body)[0];
    expect(keysOf(await first(paths.billing.list))).toEqual(['id', 'type']);
    expect(keysOf(await first(paths.documents.list))).toEqual(['id', 'signing', 'type']);
    expect(keysOf(await first(paths.adv.videos(1)))).toEqual(['id', 'moderation_status']);
    expect(keysOf(await first(paths.video.list))).toEqual(['id', 'moderation_status']);
    expect(keysOf(await first(paths.players.geoplans))).toEqual(['id']);
    expect(keysOf(await first(paths.adv.players(1)))).toEqual(['id', 'latitude', 'longitude']);
    expect(keysOf(await first(`${paths.players.list}?page=1`, { json: {} }))).toEqual([
      'id',
      'latitude',
      'longitude',
    ]);
    // Dictionaries name no fields in the spec: they keep theirs.
    expect(await first(paths.players.types)).toMatchObject({ id: 1, name: expect.any(String) });
  });

  it('alternates bare arrays and pages from call to call, but keeps the campaign list a page', async () => {
    const token = agencyToken();
    const one = await callJson<unknown>(paths.billing.list, { token });
    const two = await callJson<unknown>(paths.billing.list, { token });
    const three = await callJson<unknown>(paths.billing.list, { token });
    expect(Array.isArray(one.body)).toBe(true);
    expect(two.body).toMatchObject({ count: expect.any(Number), next: null, previous: null });
    expect(Array.isArray((two.body as Page).results)).toBe(true);
    expect(Array.isArray(three.body)).toBe(true);
    // A list the fake sends bare becomes a page on its turn, counted.
    await callJson(paths.adv.dailyStat, { token });
    const daily = (await callJson<Page>(paths.adv.dailyStat, { token })).body;
    expect(daily.count).toBe(daily.results.length);

    for (let turn = 0; turn < 3; turn += 1) {
      const list = (await callJson<Page>(`${paths.adv.list}?pageSize=5`, { token })).body;
      expect(list).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
      expect(list.count).toBeGreaterThan(list.results.length);
      expect(list.next).toContain('page=2');
    }
  });

  it('gives the first row of each list an enum value the app does not know', async () => {
    const token = agencyToken();
    const campaigns = (await callJson<Page>(paths.adv.list, { token })).body.results;
    expect(campaigns[0]).toMatchObject({ status: UNKNOWN_ENUM, moderation_status: UNKNOWN_ENUM });
    for (const row of campaigns.slice(1)) {
      expect(row.status).not.toBe(UNKNOWN_ENUM);
      expect(row.moderation_status).not.toBe(UNKNOWN_ENUM);
    }
    const cases: [string, string][] = [
      [paths.billing.list, 'type'],
      [paths.documents.list, 'signing'],
      [paths.adv.videos(1), 'moderation_status'],
      [paths.adv.videosForUpload(1), 'moderation_status'],
      [paths.video.list, 'moderation_status'],
    ];
    for (const [path, field] of cases) {
      const rows = rowsOf((await callJson(path, { token })).body);
      expect({ path, first: rows[0]?.[field] }).toEqual({ path, first: UNKNOWN_ENUM });
      expect(rows.slice(1).some((row) => row[field] === UNKNOWN_ENUM)).toBe(false);
    }
    // A single answer is left alone: only the list rows carry it.
    expect((await callJson(paths.adv.detail(1), { token })).body.status).not.toBe(UNKNOWN_ENUM);
  });

  it('sends money as a decimal string, or null for every third row and answer', async () => {
    const token = agencyToken();
    const rows = (await callJson<Page>(paths.adv.list, { token })).body.results;
    const fields = ['budget', 'daily_budget', 'today_extra_limit'];
    const money = rows.map((row, index) => ({
      nullTurn: index % 3 === 2,
      values: fields.map((field) => row[field]),
    }));
    expect(money.filter((row) => row.nullTurn).flatMap((row) => row.values)).toEqual(
      expect.arrayContaining([null]),
    );
    for (const { nullTurn, values } of money)
      expect(values.every((value) => (nullTurn ? value === null : MONEY.test(String(value))))).toBe(
        true,
      );
    const balances = [];
    for (let turn = 0; turn < 3; turn += 1)
      balances.push((await callJson(paths.user.balance, { token })).body);
    expect(balances[0]?.balance).toMatch(MONEY);
    expect(balances[1]?.available_balance).toMatch(MONEY);
    expect(balances[2]).toEqual({ balance: null, available_balance: null });
    const stats = rowsOf((await callJson(paths.adv.dailyStat, { token })).body);
    expect(stats[0]?.spent).toMatch(MONEY);
    expect(stats[2]?.spent).toBeNull();
  });

  it('changes the state as the default fake does, and leaves errors as they are', async () => {
    const token = agencyToken();
    const count = async () => (await callJson<Page>(paths.adv.list, { token })).body.count;
    const before = await count();
    const created = await callJson(paths.adv.create, {
      token,
      json: { name: 'Минимальная', players: [1] },
    });
    expect(created.status).toBe(201);
    expect(keysOf(created.body)).toEqual([...MINIMAL_CAMPAIGN_FIELDS].sort());
    expect(await count()).toBe(before + 1);
    const bill = await callJson(paths.billing.create, {
      token,
      json: { amount: 100, type: BillType.DEPOSIT },
    });
    expect(bill).toEqual({ status: 201, body: { id: expect.any(Number), type: BillType.DEPOSIT } });
    const refused = await callJson(paths.adv.create, { token, json: {} });
    expect(refused).toEqual({ status: 400, body: { detail: 'Укажите название кампании.' } });
    expect(
      (
        await call(paths.billing.detail(bill.body.id as number), {
          method: 'DELETE',
          token,
        })
      ).status,
    ).toBe(204);
  });

  it('has a rule for every route that answers an entity or a list', () => {
    // Acknowledgements, validity checks, files and empty answers name no entity: they pass as is.
    const passing = new Set([
      `POST ${paths.auth.resetPasswordMail}`,
      `POST ${paths.auth.resetTokenValid}`,
      `POST ${paths.auth.resetPassword}`,
      `POST ${paths.auth.emailValid}`,
      `POST ${paths.auth.phoneValid}`,
      `POST ${paths.user.changePassword}`,
      `PUT ${paths.user.changeEmail}`,
      `DELETE ${paths.billing.detail(':id')}`,
      `DELETE ${paths.players.geoplan(':id')}`,
      `DELETE ${paths.adv.detail(':id')}`,
      `DELETE ${paths.adv.deleteVideo(':id')}`,
      `POST ${paths.adv.resetDailyLimit(':id')}`,
      `POST ${paths.adv.editPlayerSettings(':id')}`,
      `POST ${paths.adv.uploadPlayerVideo(':id')}`,
      `GET ${paths.adv.exportReport(':id')}`,
      `POST ${paths.adv.exportAdvReport}`,
      `GET ${paths.shared.exportReport(':id')}`,
      `POST ${paths.shared.exportAdvReport(':id')}`,
    ]);
    const missing = MOCK_DOMAINS.flatMap((domain) => routesByDomain[domain])
      .filter((route) => !hasMinimalRule(route))
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .filter((key) => !passing.has(key));
    expect(missing).toEqual([]);
  });
});
