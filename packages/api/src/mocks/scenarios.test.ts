import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../paths.ts';
import { DEMO_CREDENTIALS } from './db/constants.ts';
import {
  createMockSession,
  enableMockPersistence,
  getMockDb,
  MOCK_STORAGE_KEY,
  reloadMockDb,
  resetMockDb,
} from './db/db.ts';
import {
  formatScenarioSelection,
  handlersByDomainFor,
  handlersFor,
  MOCK_SCENARIOS_KEY,
  MOCK_SLOW_MS,
  parseScenarioSelection,
  readScenarioFlag,
  scenarios,
  SCENARIO_DETAILS,
} from './scenarios.ts';
import { callJson, call } from './test-helpers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('scenarios', () => {
  it('empties one domain and leaves the others alone', async () => {
    server.resetHandlers(...handlersFor({ campaigns: 'empty' }));
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
    expect((await callJson(paths.adv.list, { token })).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await callJson(paths.adv.dailyStat, { token })).body).toEqual([]);
    expect((await callJson(paths.user.me, { token })).status).toBe(200);
  });

  it('answers errors with a Russian detail and simulates the network going away', async () => {
    server.resetHandlers(
      ...handlersFor({ billing: 'error', documents: 'badRequest', players: 'offline' }),
    );
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
    expect(await callJson(paths.billing.list, { token })).toEqual({
      status: 500,
      body: { detail: SCENARIO_DETAILS.error },
    });
    expect(await callJson(paths.documents.list, { token })).toEqual({
      status: 400,
      body: { detail: SCENARIO_DETAILS.badRequest },
    });
    await expect(call(paths.players.types, { token })).rejects.toThrow();
  });

  it('answers broken JSON in malformed and a wrong shape in shape', async () => {
    server.resetHandlers(...handlersFor({ billing: 'malformed', documents: 'shape' }));
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
    const broken = await call(paths.billing.list, { token });
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
    expect(await callJson(paths.documents.list, { token })).toEqual({
      status: 200,
      body: { unexpected: true },
    });
  });

  it('answers a proxy HTML page with 502 in badGateway', async () => {
    server.resetHandlers(...handlersFor({ billing: 'badGateway' }));
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
    const answer = await call(paths.billing.list, { token });
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(await answer.text()).toContain('502 Bad Gateway');
  });

  it('delays the answer in the slow scenario', async () => {
    server.resetHandlers(...scenarios.tenant.slow);
    const started = performance.now();
    const response = await call(paths.tenant.get, { json: { domain: 'x' } });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(MOCK_SLOW_MS - 50);
  });

  it('builds Storybook records by domain and parses the ?mock= flag', () => {
    const record = handlersByDomainFor({ campaigns: 'empty' });
    expect(record.campaigns).toBe(scenarios.campaigns.empty);
    expect(record.players).toBe(scenarios.players.default);
    expect(
      parseScenarioSelection('campaigns:empty, players:slow,nonsense:empty,billing:weird'),
    ).toEqual({
      campaigns: 'empty',
      players: 'slow',
    });
    expect(Object.keys(parseScenarioSelection('*:error'))).toHaveLength(10);
    expect(formatScenarioSelection({ campaigns: 'empty', players: 'default' })).toBe(
      'campaigns:empty',
    );
  });

  it('remembers the ?mock= flag for the tab and clears it with ?mock=off', () => {
    const store = new Map<string, string>();
    const session = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    const reset = vi.fn();
    expect(readScenarioFlag('?mock=campaigns:empty,players:slow', session, reset)).toEqual({
      campaigns: 'empty',
      players: 'slow',
    });
    expect(store.get(MOCK_SCENARIOS_KEY)).toBe('campaigns:empty,players:slow');
    expect(readScenarioFlag('?page=2', session, reset)).toEqual({
      campaigns: 'empty',
      players: 'slow',
    });
    expect(readScenarioFlag('?mock=off', session, reset)).toEqual({});
    expect(store.has(MOCK_SCENARIOS_KEY)).toBe(false);
    expect(reset).not.toHaveBeenCalled();
    readScenarioFlag('?mock=reset', session, reset);
    expect(reset).toHaveBeenCalledOnce();
  });
});

describe('state', () => {
  it('keeps changes until resetMockDb', async () => {
    server.resetHandlers(...handlersFor());
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
    const before = getMockDb().state.bills.length;
    await callJson(paths.billing.create, { token, json: { amount: 100, type: 1 } });
    expect(getMockDb().state.bills.length).toBe(before + 1);
    resetMockDb();
    expect(getMockDb().state.bills.length).toBe(before);
  });

  it('persists only the mutable state in localStorage, debounced, and reloads it', async () => {
    const store = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    vi.stubGlobal('window', { localStorage, addEventListener: () => undefined });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      enableMockPersistence();
      server.resetHandlers(...handlersFor());
      const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
      await callJson(paths.players.geoplans, { token, json: { name: 'Сохранится', players: [1] } });
      expect(store.has(MOCK_STORAGE_KEY)).toBe(false);
      await vi.advanceTimersByTimeAsync(400);
      const saved = store.get(MOCK_STORAGE_KEY) ?? '';
      expect(saved).toContain('Сохранится');
      // Players are regenerated from the seed, never stored.
      expect(saved).not.toContain('"latitude"');
      // The seeded statistics are saved too: a reload need not generate the world again.
      const statsCount = getMockDb().stats.size;
      expect((JSON.parse(saved) as { stats?: unknown[] }).stats).toHaveLength(statsCount);
      reloadMockDb();
      expect(getMockDb().state.geoplans.some((plan) => plan.name === 'Сохранится')).toBe(true);
      expect(getMockDb().stats.size).toBe(statsCount);
      resetMockDb();
      expect(store.has(MOCK_STORAGE_KEY)).toBe(false);
      expect(getMockDb().state.geoplans.some((plan) => plan.name === 'Сохранится')).toBe(false);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
