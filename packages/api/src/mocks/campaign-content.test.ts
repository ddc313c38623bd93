import { describe, expect, it } from 'vitest';
import { makeTargetDays } from './db/campaign-fields.ts';
import { CampaignStatus, ModerationStatus } from '../enums.ts';
import { paths } from '../paths.ts';
import { getMockDb } from './db/db.ts';
import { VIDEO_MAX_BYTES } from '../campaigns/video-rules.ts';
import { acceptVideoFile } from './handlers/campaigns/videos.ts';
import { advertiserToken, agencyToken, call, callJson, startMockBackend } from './test-helpers.ts';
import { seeded, type Campaign, type Page } from './campaign-test-helpers.ts';

/** The fake backend's videos, players, statistics, forecast and exports of a campaign. */
startMockBackend();

const S = CampaignStatus;

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
