import { describe, expect, it } from 'vitest';
import { CampaignStatus, ModerationStatus, VideoModerationStatus } from '../enums.ts';
import { paths } from '../paths.ts';
import { getMockDb } from './db/db.ts';
import { moderateCampaign } from './handlers/campaigns/access.ts';
import { agencyToken, call, callJson, startMockBackend } from './test-helpers.ts';
import { balance, payload, seeded, type Campaign, type Page } from './campaign-test-helpers.ts';

startMockBackend();

const S = CampaignStatus;

describe('campaign list', () => {
  it('pages, searches, sorts and filters by status', async () => {
    const token = agencyToken();
    const first = await callJson<Page<Campaign>>(`${paths.adv.list}?page=1&pageSize=5`, { token });
    expect(first.body.count).toBe(
      getMockDb().state.campaigns.filter((c) => c.user_id === 1).length,
    );
    expect(first.body.results).toHaveLength(5);
    expect(first.body.next).toContain('page=2');
    expect(first.body.results[0]?.budget).toMatch(/^\d+\.\d{2}$/);
    const active = await callJson<Page<Campaign>>(
      `${paths.adv.list}?status=${S.ACTIVE}&pageSize=50`,
      { token },
    );
    expect(active.body.results.length).toBeGreaterThan(0);
    expect(active.body.results.every((c) => c.status === S.ACTIVE)).toBe(true);
    const byBudget = await callJson<Page<Campaign>>(
      `${paths.adv.list}?ordering=-budget&pageSize=50`,
      { token },
    );
    const budgets = byBudget.body.results.map((c) => Number(c.budget));
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
    const byName = await callJson<Page<Campaign>>(`${paths.adv.list}?ordering=name&pageSize=50`, {
      token,
    });
    const names = byName.body.results.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const search = await callJson<Page<Campaign>>(`${paths.adv.list}?search=распродажа`, { token });
    expect(search.body.results.every((c) => c.name.toLowerCase().includes('распродажа'))).toBe(
      true,
    );
    expect(search.body.count).toBeGreaterThan(0);
    // Someone else's campaign does not exist for this user.
    const foreign = getMockDb().state.campaigns.find((c) => c.user_id === 2);
    expect((await callJson(paths.adv.detail(foreign?.id ?? 0), { token })).status).toBe(404);
  });
});

describe('campaign lifecycle', () => {
  it('creates, edits, modifies, duplicates and deletes', async () => {
    const token = agencyToken();
    const created = await callJson<Campaign>(paths.adv.create, { token, json: payload() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: S.DRAFT,
      moderation_status: ModerationStatus.NOT_STARTED,
      budget: '0.00',
    });
    const id = created.body.id;
    const edited = await callJson<Campaign>(paths.adv.edit(id), {
      method: 'PUT',
      token,
      json: payload({ name: 'Переименована' }),
    });
    expect(edited.body.name).toBe('Переименована');
    const modified = await callJson<Campaign>(paths.adv.modify(id), {
      method: 'PATCH',
      token,
      json: { players: [10, 11] },
    });
    expect(modified.body).toMatchObject({ name: 'Переименована', players: [10, 11] });
    const invalid = await callJson(paths.adv.modify(id), {
      method: 'PATCH',
      token,
      json: { start_date: '2027-01-10', end_date: '2027-01-01' },
    });
    expect(invalid).toEqual({
      status: 400,
      body: { detail: 'Дата окончания раньше даты начала.' },
    });
    expect(
      (await callJson(paths.adv.create, { token, json: payload({ name: '  ' }) })).status,
    ).toBe(400);
    const copy = await callJson<Campaign>(paths.adv.duplicate(id), { token, json: {} });
    expect(copy.status).toBe(201);
    expect(copy.body.name).toBe('Переименована (копия)');
    expect(copy.body.id).not.toBe(id);
    expect((await call(paths.adv.detail(id), { method: 'DELETE', token })).status).toBe(204);
    expect((await callJson(paths.adv.detail(id), { token })).status).toBe(404);
  });

  it('allows status actions only from sensible statuses', async () => {
    const token = agencyToken();
    const active = seeded(S.ACTIVE, ModerationStatus.APPROVED);
    const refused = await callJson<{ detail: string }>(paths.adv.runModeration(active.id), {
      method: 'POST',
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      'Нельзя отправить на модерацию: кампания в статусе «Активна».',
    );
    expect((await callJson(paths.adv.activate(active.id), { method: 'POST', token })).status).toBe(
      400,
    );
    expect(
      (await callJson<Campaign>(paths.adv.pause(active.id), { method: 'POST', token })).body.status,
    ).toBe(S.PAUSE);
    expect(
      (await callJson<Campaign>(paths.adv.activate(active.id), { method: 'POST', token })).body
        .status,
    ).toBe(S.ACTIVE);
    expect((await callJson(paths.adv.detail(active.id), { method: 'DELETE', token })).status).toBe(
      400,
    );
    expect(
      (await callJson<Campaign>(paths.adv.finish(active.id), { method: 'POST', token })).body
        .status,
    ).toBe(S.FINISH);
    expect((await callJson(paths.adv.pause(active.id), { method: 'POST', token })).status).toBe(
      400,
    );
    expect(
      (await callJson<Campaign>(paths.adv.archive(active.id), { method: 'POST', token })).body
        .status,
    ).toBe(S.ARCHIVE);
    expect(
      (await callJson(paths.adv.edit(active.id), { method: 'PUT', token, json: payload() })).status,
    ).toBe(400);

    const moderation = seeded(S.MODERATION);
    expect(
      (
        await callJson(paths.adv.modify(moderation.id), {
          method: 'PATCH',
          token,
          json: { name: 'x' },
        })
      ).status,
    ).toBe(400);
    const cancelled = await callJson<Campaign>(paths.adv.cancelModeration(moderation.id), {
      method: 'POST',
      token,
    });
    expect(cancelled.body).toMatchObject({
      status: S.DRAFT,
      moderation_status: ModerationStatus.NOT_STARTED,
    });
    expect(
      (await callJson(paths.adv.cancelModeration(moderation.id), { method: 'POST', token })).status,
    ).toBe(400);
  });

  it('sends a complete draft to moderation; the moderators approve or decline it', async () => {
    const token = agencyToken();
    const created = await callJson<Campaign>(paths.adv.create, {
      token,
      json: payload({ budget: '1000.00' }),
    });
    const id = created.body.id;
    const noVideo = await callJson(paths.adv.runModeration(id), { method: 'POST', token });
    expect(noVideo).toEqual({ status: 400, body: { detail: 'Добавьте хотя бы один ролик.' } });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(2048)], 'ролик.mp4', { type: 'video/mp4' }));
    expect((await callJson(paths.adv.uploadVideo(id), { token, form })).status).toBe(201);
    const sent = await callJson<Campaign>(paths.adv.runModeration(id), { method: 'POST', token });
    expect(sent.body).toMatchObject({
      status: S.MODERATION,
      moderation_status: ModerationStatus.MODERATION,
    });
    moderateCampaign(id, 'decline', 'Плохо видно логотип.');
    const declined = await callJson<Campaign & { moderation_comment: string }>(
      paths.adv.detail(id),
      { token },
    );
    expect(declined.body).toMatchObject({
      status: S.DRAFT,
      moderation_status: ModerationStatus.DECLINED,
      moderation_comment: 'Плохо видно логотип.',
    });
    const videos = await callJson<{ moderation_status: number; decline_reason: string }[]>(
      paths.adv.videos(id),
      { token },
    );
    expect(videos.body[0]).toMatchObject({
      moderation_status: VideoModerationStatus.DECLINED,
      decline_reason: 'Плохо видно логотип.',
    });
    // A declined campaign may go again.
    expect((await callJson(paths.adv.runModeration(id), { method: 'POST', token })).status).toBe(
      200,
    );
    moderateCampaign(id, 'approve');
    expect((await callJson<Campaign>(paths.adv.detail(id), { token })).body.status).toBe(S.ACTIVE);
  });

  it('a refused edit (PUT or PATCH) changes neither the campaign nor the available balance', async () => {
    const token = agencyToken();
    const draft = seeded(S.DRAFT);
    const before = await balance(token);
    const tooExpensive = { name: 'Переименована', budget: '99999999' };
    const put = await callJson(paths.adv.edit(draft.id), {
      method: 'PUT',
      token,
      json: payload(tooExpensive),
    });
    const patch = await callJson(paths.adv.modify(draft.id), {
      method: 'PATCH',
      token,
      json: tooExpensive,
    });
    expect([put.status, patch.status]).toEqual([400, 400]);
    const after = await callJson<Campaign>(paths.adv.detail(draft.id), { token });
    expect(after.body.name).toBe(draft.name);
    expect(await balance(token)).toEqual(before);
  });

  it('add_budget moves money from the available balance and refuses more than there is', async () => {
    const token = agencyToken();
    const paused = seeded(S.PAUSE);
    const before = await balance(token);
    const added = await callJson<Campaign>(paths.adv.addBudget(paused.id), {
      token,
      json: { budget: '1500.50' },
    });
    expect(added.status).toBe(200);
    expect(Number(added.body.budget)).toBeCloseTo(paused.budget_kop / 100, 2);
    const after = await balance(token);
    expect(Number(after.available_balance)).toBeCloseTo(
      Number(before.available_balance) - 1500.5,
      2,
    );
    expect(after.balance).toBe(before.balance);
    const tooMuch = await callJson<{ detail: string }>(paths.adv.addBudget(paused.id), {
      token,
      json: { budget: '99999999' },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toMatch(
      /^Недостаточно средств на балансе: доступно \d{1,3}(\u00a0\d{3})*,\d\d ₽\.$/u,
    );
    expect(
      (await callJson(paths.adv.addBudget(paused.id), { token, json: { budget: '-5' } })).status,
    ).toBe(400);
    // Finishing returns the unspent budget.
    const finished = await callJson<Campaign>(paths.adv.finish(paused.id), {
      method: 'POST',
      token,
    });
    const released = Number(finished.body.budget) - Number(finished.body.spent);
    expect(Number((await balance(token)).available_balance)).toBeCloseTo(
      Number(after.available_balance) + released,
      2,
    );
  });
});
