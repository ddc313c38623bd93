/**
 * The fake against the real client: what the app sees after normalisation, refresh and downloads.
 * Guards the two halves of the package from drifting apart.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/http.ts';
import { createInProcessLocks, createMemoryStorage } from '../client/adapters.ts';
import type { ErrorNotification } from '../client/errors.ts';
import { createApi } from '../create-api.ts';
import { CampaignStatus } from '../enums.ts';
import { DEMO_CREDENTIALS } from './db/constants.ts';
import { createMockSession, getMockDb } from './db/db.ts';
import { shareLinkFor } from './db/db.ts';
import { ORIGIN, startMockBackend } from './test-helpers.ts';

startMockBackend();

function makeApi() {
  const storage = createMemoryStorage();
  const notifications: ErrorNotification[] = [];
  const client = createApiClient({
    baseUrl: ORIGIN,
    prefix: '/api',
    storage,
    locks: createInProcessLocks(),
    subscribeToStorage: () => () => {},
    isOnline: () => true,
    notifier: { error: (n) => notifications.push(n) },
  });
  return { api: createApi(client), notifications };
}

describe('the client against the fake', () => {
  it('signs in and reads the campaigns list', async () => {
    const { api } = makeApi();
    await api.auth.signin({
      email: DEMO_CREDENTIALS.agency.email,
      password: DEMO_CREDENTIALS.agency.password,
    });
    const me = await api.user.getMe();
    expect(me.email).toBe(DEMO_CREDENTIALS.agency.email);
    const page = await api.campaigns.list({ page: 1, pageSize: 5, ordering: '-budget' });
    expect(page.results).toHaveLength(5);
    // target_days hours stay two-digit strings.
    const campaign = await api.campaigns.get(page.results[0]?.id ?? 0);
    expect(campaign.target_days[0]?.hours[0]?.hour).toBe('00');
  });

  /** DRF sends DecimalField as "1500.00"; the normaliser turns every such value into a number. */
  it('turns DRF decimal strings such as "1500.00" into numbers', async () => {
    const { api } = makeApi();
    await api.auth.signin({
      email: DEMO_CREDENTIALS.agency.email,
      password: DEMO_CREDENTIALS.agency.password,
    });
    const page = await api.campaigns.list({ page: 1, pageSize: 20 });
    for (const campaign of page.results) {
      expect(typeof campaign.budget).toBe('number');
      expect(typeof campaign.spent).toBe('number');
    }
    expect(typeof (await api.user.getMe()).balance).toBe('number');
  });

  it('renews an expired access token with the refresh token before the call', async () => {
    const { api } = makeApi();
    api.session.setTokens(createMockSession(DEMO_CREDENTIALS.advertiser.email, { access: -5 }));
    const me = await api.user.getMe();
    expect(me.email).toBe(DEMO_CREDENTIALS.advertiser.email);
  });

  it('shows the server detail of a refused action', async () => {
    const { api, notifications } = makeApi();
    await api.auth.signin({
      email: DEMO_CREDENTIALS.agency.email,
      password: DEMO_CREDENTIALS.agency.password,
    });
    const active = getMockDb().state.campaigns.find(
      (c) => c.user_id === 1 && c.status === CampaignStatus.ACTIVE,
    );
    await expect(api.campaigns.runModeration(active?.id ?? 0)).rejects.toThrow();
    expect(notifications.at(-1)?.message).toBe(
      'Нельзя отправить на модерацию: кампания в статусе «Активна».',
    );
  });

  it('downloads a report with its file name and opens a shared campaign', async () => {
    const { api } = makeApi();
    await api.auth.signin({
      email: DEMO_CREDENTIALS.agency.email,
      password: DEMO_CREDENTIALS.agency.password,
    });
    const active = getMockDb().state.campaigns.find(
      (c) => c.user_id === 1 && c.status === CampaignStatus.ACTIVE,
    );
    const file = await api.campaigns.exportReport(active?.id ?? 0);
    expect(file.filename).toMatch(/\.csv$/);
    expect(file.blob.size).toBeGreaterThan(100);
    const shared = await api.shared.get(shareLinkFor(active?.id ?? 0));
    expect(shared.name).toBe(active?.name);
  });

  it('deletes with 204 answers the client accepts', async () => {
    const { api } = makeApi();
    await api.auth.signin({
      email: DEMO_CREDENTIALS.agency.email,
      password: DEMO_CREDENTIALS.agency.password,
    });
    const plan = await api.players.geoplans.create({ name: 'Временный', players: [1, 2] });
    await api.players.geoplans.remove(plan?.id ?? 0);
    const bill = await api.billing.create({ amount: 100, type: 1 });
    await api.billing.remove(bill?.id ?? 0);
    const draft = getMockDb().state.campaigns.find(
      (c) => c.user_id === 1 && c.status === CampaignStatus.DRAFT,
    );
    await api.campaigns.remove(draft?.id ?? 0);
    expect(getMockDb().state.campaigns.some((c) => c.id === draft?.id)).toBe(false);
    expect(getMockDb().state.geoplans.some((p) => p.id === plan?.id)).toBe(false);
  });
});
