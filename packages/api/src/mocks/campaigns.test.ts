import { describe, expect, it } from 'vitest';
import { createDefaultCampaignPayload } from '../campaigns/campaign-defaults.ts';
import { makeTargetDays } from './db/campaign-fields.ts';
import { CampaignStatus, ModerationStatus, VideoModerationStatus } from '../enums.ts';
import { paths } from '../paths.ts';
import { getMockDb } from './db/db.ts';
import { VIDEO_MAX_BYTES } from '../campaigns/video-rules.ts';
import { moderateCampaign } from './handlers/campaigns/access.ts';
import { acceptVideoFile } from './handlers/campaigns/videos.ts';
import { advertiserToken, agencyToken, call, callJson, startMockBackend } from './test-helpers.ts';

startMockBackend();

interface Campaign {
  id: number;
  name: string;
  status: number;
  moderation_status: number;
  budget: string;
  spent: string;
  players: number[];
  videos: number[];
  player_settings: { player_id: number; daily_limit: number | null; video_id: number | null }[];
}
interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const S = CampaignStatus;

/** A seeded campaign of the agency user in the given status. */
function seeded(status: number, moderation?: number) {
  const { state } = getMockDb();
  const campaign = state.campaigns.find(
    (c) =>
      c.user_id === 1 &&
      c.status === status &&
      (moderation === undefined || c.moderation_status === moderation),
  );
  if (!campaign) throw new Error(`no seeded campaign in status ${status}`);
  return campaign;
}

const balance = async (token: string) =>
  (await callJson<{ balance: string; available_balance: string }>(paths.user.balance, { token }))
    .body;

const payload = (overrides: object = {}) => ({
  ...createDefaultCampaignPayload(),
  name: 'Новая кампания',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  players: [1, 2, 3],
  ...overrides,
});

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

describe('videos and players of a campaign', () => {
  it('uploads videos checking type and size, changes and deletes them', async () => {
    const token = agencyToken();
    const draft = seeded(S.DRAFT, ModerationStatus.NOT_STARTED);
    const wrongType = new FormData();
    wrongType.append('file', new File(['text'], 'notes.txt', { type: 'text/plain' }));
    const refused = await callJson<{ detail: string }>(paths.adv.uploadVideo(draft.id), {
      token,
      form: wrongType,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/MP4, MOV или WEBM/);
    // The size rule on its own: a real 100 MB upload would only slow the suite down.
    const tooBig = (() => {
      try {
        acceptVideoFile({ name: 'big.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(tooBig).toBeInstanceOf(Response);
    expect((tooBig as Response).status).toBe(400);
    expect(await (tooBig as Response).json()).toEqual({ detail: 'Файл «big.mp4» больше 100 МБ.' });
    const empty = new FormData();
    empty.append('file', new File([], 'empty.mp4', { type: 'video/mp4' }));
    const emptyRefused = await callJson(paths.adv.uploadVideo(draft.id), { token, form: empty });
    expect(emptyRefused).toEqual({ status: 400, body: { detail: 'Файл «empty.mp4» пуст.' } });
    const good = new FormData();
    good.append('file', new File([new Uint8Array(10)], 'a.mp4', { type: 'video/mp4' }));
    good.append('file', new File([new Uint8Array(10)], 'b.webm', { type: 'video/webm' }));
    const uploaded = await callJson<{ id: number; name: string; moderation_status: number }[]>(
      paths.adv.uploadVideo(draft.id),
      { token, form: good },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.map((v) => v.name)).toEqual(['a', 'b']);
    const library = await callJson<{ id: number }[]>(paths.adv.videosForUpload(draft.id), {
      token,
    });
    const fromLibrary = library.body[0]?.id ?? 0;
    const attached = await callJson<{ id: number }[]>(paths.adv.uploadVideo(draft.id), {
      token,
      json: [fromLibrary],
    });
    expect(attached.body.map((v) => v.id)).toEqual([fromLibrary]);
    const [first] = uploaded.body;
    const replacement = new FormData();
    replacement.append(
      'file',
      new File([new Uint8Array(10)], 'new.mov', { type: 'video/quicktime' }),
    );
    const changed = await callJson<{ id: number; name: string }>(
      paths.adv.changeVideo(draft.id, first?.id ?? 0),
      { token, form: replacement },
    );
    expect(changed.body).toMatchObject({ id: first?.id, name: 'new' });
    const deleted = await call(paths.adv.deleteVideo(draft.id), {
      method: 'DELETE',
      token,
      json: { ids: [first?.id] },
    });
    expect(deleted.status).toBe(204);
    const videos = await callJson<{ id: number }[]>(paths.adv.videos(draft.id), { token });
    expect(videos.body.some((v) => v.id === first?.id)).toBe(false);
    const list = await callJson<{ count: number }>(paths.video.list, { token });
    expect(list.body.count).toBeGreaterThan(0);
  });

  it('pages the players and keeps their settings', async () => {
    const token = agencyToken();
    const active = seeded(S.ACTIVE);
    const page = await callJson<Page<{ id: number; daily_limit: number | null; spent: string }>>(
      `${paths.adv.players(active.id)}?page=1&pageSize=5`,
      { token },
    );
    expect(page.body.count).toBe(active.players.length);
    expect(page.body.results[0]?.spent).toMatch(/^\d+\.\d{2}$/);
    // The whole player comes with its settings: enough to draw the campaign's choice on a map.
    expect(page.body.results[0]).toMatchObject({
      publisher_name: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      venue: expect.stringMatching(/^(outdoor|indoor)$/),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      is_active: expect.any(Boolean),
    });
    const playerId = active.players[4] ?? 0;
    const videoId = active.videos[0] ?? 0;
    const saved = await callJson(paths.adv.editPlayerSettings(active.id), {
      token,
      json: [{ player_id: playerId, daily_limit: 40 }],
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await callJson(paths.adv.uploadPlayerVideo(active.id), {
          token,
          json: { player_id: playerId, video_id: videoId },
        })
      ).status,
    ).toBe(200);
    const campaign = await callJson<Campaign>(paths.adv.detail(active.id), { token });
    expect(campaign.body.player_settings.find((s) => s.player_id === playerId)).toMatchObject({
      daily_limit: 40,
      video_id: videoId,
    });
    expect(
      (
        await callJson(paths.adv.editPlayerSettings(active.id), {
          token,
          json: [{ player_id: 999999, daily_limit: 1 }],
        })
      ).status,
    ).toBe(400);
    await callJson(paths.adv.resetDailyLimit(active.id), {
      token,
      json: { player_ids: [playerId] },
    });
    const reset = await callJson<Campaign>(paths.adv.detail(active.id), { token });
    expect(
      reset.body.player_settings.find((s) => s.player_id === playerId)?.daily_limit,
    ).toBeNull();
  });
});

describe('statistics, forecast and exports', () => {
  it('serves daily, per-player and per-video statistics that agree', async () => {
    const token = agencyToken();
    const active = seeded(S.ACTIVE);
    const daily = await callJson<{ date: string; impressions: number; spent: string }[]>(
      `${paths.adv.dailyStat}?adv=${active.id}`,
      { token },
    );
    const players = await callJson<Page<{ impressions: number; spent: string }>>(
      `${paths.adv.playerStat}?adv=${active.id}&pageSize=500`,
      { token },
    );
    const videos = await callJson<{ impressions: number; spent: string }[]>(
      paths.adv.videoStats(active.id),
      { token, json: {} },
    );
    const sum = (rows: { impressions: number; spent: string }[]) => ({
      impressions: rows.reduce((total, row) => total + row.impressions, 0),
      spent: Math.round(rows.reduce((total, row) => total + Number(row.spent) * 100, 0)),
    });
    expect(daily.body.length).toBeGreaterThan(5);
    expect(sum(players.body.results)).toEqual(sum(daily.body));
    expect(sum(videos.body)).toEqual(sum(daily.body));
    expect(sum(daily.body).spent).toBe(active.spent_kop);
    // Dashboard: all campaigns, one row per day of the asked period.
    const month = await callJson<unknown[]>(
      `${paths.adv.dailyStat}?date_from=2026-10-21&date_to=2026-11-19`,
      { token },
    );
    expect(month.body).toHaveLength(30);
    const sorted = await callJson<Page<{ impressions: number }>>(
      `${paths.adv.playerStat}?adv=${active.id}&ordering=impressions`,
      { token },
    );
    const values = sorted.body.results.map((row) => row.impressions);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('computes a media plan from players, schedule and budget', async () => {
    const token = agencyToken();
    const body = {
      players: [1, 2, 3, 4],
      start_date: '2026-12-01',
      end_date: '2026-12-10',
      budget: 0,
      daily_budget: 0,
      type: 1,
      target_days: makeTargetDays((_d, h) => h >= 9 && h < 21),
    };
    const full = await callJson<{
      players_count: number;
      impressions: number;
      ots: number;
      cost: string;
      days: number;
    }>(paths.adv.mediaPlan, { token, json: body });
    expect(full.body).toMatchObject({ players_count: 4, days: 10, impressions: 4 * 10 * 12 * 12 });
    expect(Number(full.body.cost)).toBeGreaterThan(0);
    expect(full.body.ots).toBeGreaterThan(0);
    const capped = await callJson<{ impressions: number; cost: string }>(paths.adv.mediaPlan, {
      token,
      json: { ...body, budget: '100.00' },
    });
    expect(Number(capped.body.cost)).toBeLessThanOrEqual(100);
    expect(capped.body.impressions).toBeLessThan(full.body.impressions);
    const more = await callJson<{ impressions: number }>(paths.adv.mediaPlan, {
      token,
      json: { ...body, players: [1, 2, 3, 4, 5, 6, 7, 8] },
    });
    expect(more.body.impressions).toBe(2 * full.body.impressions);
  });

  it('exports real CSV files with a BOM and a file name', async () => {
    const token = agencyToken();
    const active = seeded(S.ACTIVE);
    const report = await call(`${paths.adv.exportReport(active.id)}?agency_percent=10`, { token });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    expect(report.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+\.csv"; filename\*=UTF-8''/,
    );
    const bytes = new Uint8Array(await report.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(active.name);
    expect(text).toContain('агентской комиссией 10%');
    const adv = await call(paths.adv.exportAdvReport, { token, json: { ids: [active.id] } });
    expect(adv.headers.get('content-disposition')).toContain('attachment');
    expect(await adv.text()).toContain(active.name);
    // Only agencies add a commission.
    const advertiser = advertiserToken();
    const own = getMockDb().state.campaigns.find((c) => c.user_id === 2);
    expect(
      (
        await call(`${paths.adv.exportReport(own?.id ?? 0)}?agency_percent=5`, {
          token: advertiser,
        })
      ).status,
    ).toBe(400);
  });
});
