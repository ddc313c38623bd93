/**
 * The fake backend obeys the contract. Every call of the contract table is made against
 * the fake through the real client, which parses each answer with its schema: a fake answer of
 * another shape would reject here with an ApiContractError naming the call and the field.
 */
import { describe, expect, it } from 'vitest';
import { createInProcessLocks, createMemoryStorage } from '../client/adapters.ts';
import { createApiClient } from '../client/http.ts';
import { createDefaultCampaignPayload } from '../campaigns/campaign-payload.ts';
import { operations, type JsonOperationName } from '../contract/operations/index.ts';
import { createApi, type Api } from '../create-api.ts';
import { BillType, CampaignStatus, UserRole } from '../enums.ts';
import { DEMO_CREDENTIALS, DEMO_TOKENS } from './db/constants.ts';
import { shareLinkFor } from './db/db.ts';
import { ORIGIN, startMockBackend } from './test-helpers.ts';

startMockBackend();

const makeApi = (): Api =>
  createApi(
    createApiClient({
      baseUrl: ORIGIN,
      prefix: '/api',
      storage: createMemoryStorage(),
      locks: createInProcessLocks(),
      subscribeToStorage: () => () => {},
      isOnline: () => true,
    }),
  );

const file = (name: string, type: string) => new File(['x'.repeat(64)], name, { type });

/** The fake always answers a save with the entity; the client reads it as "the entity, or nothing". */
const present = <T>(value: T | null): T => {
  if (value === null) throw new Error('the fake answered a save without the entity');
  return value;
};

describe('the fake answers every call as the contract says', () => {
  it('every JSON call of the contract table, through the parsing client', async () => {
    const made = new Set<JsonOperationName>();
    const api = makeApi();
    /** Makes the call; it resolves only when the answer passed its schema. */
    const run = async <T>(name: JsonOperationName, call: () => Promise<T>): Promise<T> => {
      const result = await call();
      made.add(name);
      return result;
    };
    const { email, password } = DEMO_CREDENTIALS.agency;

    // Authentication
    await run('auth.emailValid', () => api.auth.emailValid({ email: 'free@example.ru' }));
    await run('auth.phoneValid', () => api.auth.phoneValid({ phone: '+7 912 000-00-01' }));
    await run('auth.signup', () =>
      api.auth.signup({
        email: 'contract@example.ru',
        phone: '+7 912 000-00-02',
        password: 'contract-12345',
        role: UserRole.ADVERTISER,
        user_agreement: true,
      }),
    );
    await run('auth.resetPasswordMail', () => api.auth.resetPasswordMail({ email }));
    await run('auth.resetTokenValid', () => api.auth.resetTokenValid({ token: DEMO_TOKENS.reset }));
    await run('auth.exchangeToken', () => api.auth.exchangeToken({ token: DEMO_TOKENS.exchange }));
    const tokens = await run('auth.signin', () => api.auth.signin({ email, password }));
    await run('auth.refresh', () => api.auth.refresh(tokens.refresh_token));
    await run('tenant.list', () => api.tenant.list({ domain: 'localhost' }));

    // User and organization
    const me = await run('user.getMe', () => api.user.getMe());
    await run('user.getBalance', () => api.user.getBalance());
    await run('user.updateMe', () => api.user.updateMe({ first_name: 'Анна' }));
    await run('user.editProfile', () => api.user.editProfile(me.id, { last_name: 'Петрова' }));
    await run('user.create', () =>
      api.user.create({
        email: 'created@example.ru',
        phone: '+7 912 000-00-03',
        password: 'contract-12345',
        role: UserRole.ADVERTISER,
      }),
    );
    const organization = await run('organization.getMy', () => api.organization.getMy());
    await run('organization.updateMy', () => api.organization.updateMy(organization));
    await run('organization.uploadAgreement', () =>
      api.organization.uploadAgreement(file('agreement.pdf', 'application/pdf')),
    );

    // Billing and documents
    const bill = present(
      await run('billing.create', () =>
        api.billing.create({ amount: 1000, type: BillType.DEPOSIT }),
      ),
    );
    await run('billing.list', () => api.billing.list({ page: 1 }));
    await run('billing.remove', () => api.billing.remove(bill.id));
    const documents = await run('documents.list', () => api.documents.list({ page: 1 }));
    const document = documents.results[0];
    expect(document).toBeDefined();
    await run('documents.uploadActRevise', () =>
      api.documents.uploadActRevise(document!.id, file('act.pdf', 'application/pdf')),
    );

    // Players and geo plans
    const players = await run('players.list', () => api.players.list({ page: 1 }));
    const playerIds = players.results.slice(0, 2).map((player) => player.id);
    await run('players.types', () => api.players.types());
    await run('players.simple', () => api.players.simple({ ids: playerIds }));
    await run('players.publishers', () => api.players.publishers());
    await run('players.cities', () => api.players.cities({ search: 'Моск' }));
    const plan = present(
      await run('players.geoplans.create', () =>
        api.players.geoplans.create({ name: 'Центр', players: playerIds }),
      ),
    );
    await run('players.geoplans.list', () => api.players.geoplans.list());
    await run('players.geoplans.update', () =>
      api.players.geoplans.update(plan.id, { name: 'Центр 2', players: playerIds }),
    );
    await run('players.geoplans.remove', () => api.players.geoplans.remove(plan.id));

    // Campaigns: a new draft through the wizard's calls
    const payload = {
      ...createDefaultCampaignPayload(),
      name: 'Контракт',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      budget: 10_000,
      daily_budget: 500,
      players: playerIds,
    };
    const draft = present(await run('campaigns.create', () => api.campaigns.create(payload)));
    await run('campaigns.get', () => api.campaigns.get(draft.id));
    await run('campaigns.edit', () => api.campaigns.edit(draft.id, payload));
    await run('campaigns.modify', () => api.campaigns.modify(draft.id, { name: 'Контракт 2' }));
    await run('campaigns.mediaPlan', () => api.campaigns.mediaPlan(payload));
    const library = await run('videos.list', () => api.videos.list({ page: 1 }));
    await run('campaigns.videosForUpload', () => api.campaigns.videosForUpload(draft.id));
    await run('campaigns.uploadVideo', () =>
      api.campaigns.uploadVideo(draft.id, [file('spot.mp4', 'video/mp4')]),
    );
    const video = (await api.campaigns.videos(draft.id)).results[0] ?? library.results[0];
    expect(video).toBeDefined();
    await run('campaigns.changeVideo', () =>
      api.campaigns.changeVideo(draft.id, video!.id, file('spot2.mp4', 'video/mp4')),
    );
    await run('campaigns.videos', () => api.campaigns.videos(draft.id));
    await run('campaigns.players', () => api.campaigns.players(draft.id, { page: 1 }));
    await run('campaigns.uploadPlayerVideo', () =>
      api.campaigns.uploadPlayerVideo(draft.id, { player_id: playerIds[0]!, video_id: video!.id }),
    );
    await run('campaigns.editPlayerSettings', () =>
      api.campaigns.editPlayerSettings(draft.id, [{ player_id: playerIds[0]!, daily_limit: 10 }]),
    );
    await run('campaigns.resetDailyLimit', () =>
      api.campaigns.resetDailyLimit(draft.id, { player_ids: [playerIds[0]!] }),
    );
    await run('campaigns.runModeration', () => api.campaigns.runModeration(draft.id));
    await run('campaigns.cancelModeration', () => api.campaigns.cancelModeration(draft.id));
    const copy = present(await run('campaigns.duplicate', () => api.campaigns.duplicate(draft.id)));
    await run('campaigns.deleteVideo', () => api.campaigns.deleteVideo(draft.id, [video!.id]));
    await run('campaigns.remove', () => api.campaigns.remove(copy.id));

    // Campaigns: a running one through its status actions and statistics
    const active = await run('campaigns.list', () =>
      api.campaigns.list({ page: 1, status: CampaignStatus.ACTIVE }),
    );
    const running = active.results[0];
    expect(running).toBeDefined();
    await run('campaigns.addBudget', () => api.campaigns.addBudget(running!.id, 100));
    await run('campaigns.videoStats', () => api.campaigns.videoStats(running!.id));
    await run('campaigns.playerStat', () => api.campaigns.playerStat({ adv: running!.id }));
    await run('campaigns.dailyStat', () => api.campaigns.dailyStat({ adv: running!.id }));
    await run('campaigns.pause', () => api.campaigns.pause(running!.id));
    await run('campaigns.activate', () => api.campaigns.activate(running!.id));
    await run('campaigns.finish', () => api.campaigns.finish(running!.id));
    await run('campaigns.archive', () => api.campaigns.archive(running!.id));

    // The shared link of a campaign
    const link = shareLinkFor(running!.id);
    await run('shared.get', () => api.shared.get(link));
    await run('shared.videos', () => api.shared.videos(link));
    await run('shared.videoStats', () => api.shared.videoStats(link));
    await run('shared.playerStat', () => api.shared.playerStat(link));
    await run('shared.dailyStat', () => api.shared.dailyStat(link));

    // Last: these change the credentials the calls above signed in with.
    await run('user.changePassword', () =>
      api.user.changePassword({
        old_password: password,
        new_password: 'contract-12345',
        confirm_password: 'contract-12345',
      }),
    );
    await run('auth.resetPassword', () =>
      api.auth.resetPassword({ token: DEMO_TOKENS.reset, password: 'contract-67890' }),
    );
    // The demo reset token belongs to the agency's e-mail: rename it last.
    await run('user.changeEmail', () => api.user.changeEmail({ email: 'renamed@example.ru' }));

    const json = (Object.keys(operations) as (keyof typeof operations)[]).filter(
      (name): name is JsonOperationName => operations[name].response !== 'file',
    );
    expect(json.filter((name) => !made.has(name))).toEqual([]);
  }, 60_000);
});
