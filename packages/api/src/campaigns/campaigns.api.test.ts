import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TransferProgress } from '../common.types.ts';
import { CampaignStatus, CampaignType } from '../enums.ts';
import { paths } from '../paths.ts';
import { runCallCases, type CallCase } from '../test-utils/call-cases.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { ALL_PLAYERS_PAGE_SIZE, CAMPAIGN_ACTIONS } from './campaigns.api.ts';
import { createDefaultCampaignPayload, createDefaultTargetDays } from './campaign-payload.ts';
import { sampleCampaign, samplePlayer } from '../contract/samples.ts';

const campaignPlayer = {
  ...samplePlayer,
  daily_limit: null,
  video_id: null,
  is_active: true,
  impressions: 0,
  spent: 0,
};

const server = setupMswServer();

const fileResponse = (content: string, disposition: string) => () =>
  new HttpResponse(content, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': disposition,
      'content-length': String(new TextEncoder().encode(content).length),
    },
  });

describe('campaign defaults (spec §3)', () => {
  it('is the default payload', () => {
    // The spec's values written out again on purpose: the test checks them, not the code's copy.
    expect(createDefaultCampaignPayload()).toMatchObject({
      audience: { age_from: 18, age_to: 100, gender: 'all', income: 'abc' },
      today_extra_limit: 0,
      budget_rollover: true,
      delay: 50,
      budget: 0,
      daily_budget: 0,
      spent_fast: false,
      agency_percent: 0,
      type: CampaignType.RTB,
    });
  });

  it('has 7 days × 24 inactive hours "00"…"23"', () => {
    const days = createDefaultTargetDays();
    expect(days.map((d) => d.day_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of days) {
      expect(day.hours).toHaveLength(24);
      expect(day.hours[0]).toEqual({ hour: '00', is_active: false });
      expect(day.hours[23]).toEqual({ hour: '23', is_active: false });
      expect(day.hours.every((h) => !h.is_active)).toBe(true);
    }
  });

  it('gives a fresh copy each time', () => {
    const a = createDefaultCampaignPayload();
    a.target_days[0]!.hours[0]!.is_active = true;
    a.players.push(1);
    const b = createDefaultCampaignPayload();
    expect(b.target_days[0]!.hours[0]!.is_active).toBe(false);
    expect(b.players).toEqual([]);
  });
});

const payload = { ...createDefaultCampaignPayload(), name: 'Лето', players: [1, 2] };

/** Copying and the status actions: a POST without a body to the campaign's own path. */
const BODILESS_POSTS = ['duplicate', ...CAMPAIGN_ACTIONS] as const;

describe('campaign calls', () => {
  runCallCases(server, [
    {
      name: 'list with page, pageSize, search, ordering, status',
      method: 'get',
      path: paths.adv.list,
      call: (api) =>
        api.campaigns.list({
          page: 2,
          pageSize: 10,
          search: 'лето',
          ordering: '-start_date',
          status: CampaignStatus.ACTIVE,
        }),
      query: { page: '2', pageSize: '10', search: 'лето', ordering: '-start_date', status: '1' },
      response: () =>
        HttpResponse.json({
          count: '1',
          results: [
            {
              ...sampleCampaign,
              id: '5',
              name: '2024',
              budget: '100',
              target_days: [{ day_number: 1, hours: [{ hour: '07', is_active: true }] }],
            },
          ],
        }),
      result: {
        count: 1,
        results: [
          {
            id: 5,
            name: '2024',
            budget: 100,
            target_days: [{ day_number: 1, hours: [{ hour: '07', is_active: true }] }],
          },
        ],
      },
    },
    {
      name: 'create',
      method: 'post',
      path: paths.adv.create,
      call: (api) => api.campaigns.create(payload),
      body: payload,
    },
    {
      name: 'detail',
      method: 'get',
      path: paths.adv.detail(5),
      call: (api) => api.campaigns.get(5),
    },
    {
      name: 'edit',
      method: 'put',
      path: paths.adv.edit(5),
      call: (api) => api.campaigns.edit(5, payload),
      body: payload,
    },
    {
      name: 'modify',
      method: 'patch',
      path: paths.adv.modify(5),
      call: (api) => api.campaigns.modify(5, { name: 'Осень' }),
      body: { name: 'Осень' },
    },
    {
      name: 'delete',
      method: 'delete',
      path: paths.adv.detail(5),
      call: (api) => api.campaigns.remove(5),
    },
    ...BODILESS_POSTS.map((action): CallCase => ({
      name: action,
      method: 'post',
      path: paths.adv[action](5),
      call: (api) => api.campaigns[action](5),
    })),
    {
      name: 'add budget sends the budget as a string',
      method: 'post',
      path: paths.adv.addBudget(5),
      call: (api) => api.campaigns.addBudget(5, 1500.5),
      body: { budget: '1500.5' },
    },
    {
      name: 'videos',
      method: 'get',
      path: paths.adv.videos(5),
      call: (api) => api.campaigns.videos(5),
    },
    {
      name: 'video stats',
      method: 'post',
      path: paths.adv.videoStats(5),
      call: (api) =>
        api.campaigns.videoStats(5, { date_from: '2026-01-01', date_to: '2026-01-31' }),
      body: { date_from: '2026-01-01', date_to: '2026-01-31' },
    },
    {
      name: 'videos for upload',
      method: 'get',
      path: paths.adv.videosForUpload(5),
      call: (api) => api.campaigns.videosForUpload(5),
    },
    {
      name: 'upload video files as form data',
      method: 'post',
      path: paths.adv.uploadVideo(5),
      call: (api) =>
        api.campaigns.uploadVideo(5, [new File(['a'], 'a.mp4'), new File(['bb'], 'b.mp4')]),
      checkBody: ({ body, contentType }) => {
        expect(contentType).toContain('multipart/form-data');
        const files = (body as FormData).getAll('file') as File[];
        expect(files.map((f) => f.name)).toEqual(['a.mp4', 'b.mp4']);
      },
    },
    {
      name: 'upload library videos as a JSON array',
      method: 'post',
      path: paths.adv.uploadVideo(5),
      call: (api) => api.campaigns.uploadVideo(5, [11, 12]),
      body: [11, 12],
    },
    {
      name: 'change video',
      method: 'post',
      path: paths.adv.changeVideo(5, 11),
      call: (api) => api.campaigns.changeVideo(5, 11, new File(['c'], 'c.mp4')),
      checkBody: ({ body }) => {
        expect(((body as FormData).get('file') as File).name).toBe('c.mp4');
      },
    },
    {
      name: 'delete video sends ids in the body',
      method: 'delete',
      path: paths.adv.deleteVideo(5),
      call: (api) => api.campaigns.deleteVideo(5, [11, 12]),
      body: { ids: [11, 12] },
    },
    {
      name: 'players with page',
      method: 'get',
      path: paths.adv.players(5),
      call: (api) => api.campaigns.players(5, { page: 2 }),
      query: { page: '2' },
    },
    {
      name: 'player stat with page, pageSize, search, ordering',
      method: 'get',
      path: paths.adv.playerStat,
      call: (api) =>
        api.campaigns.playerStat({
          adv: 5,
          page: 1,
          pageSize: 25,
          search: 'ТЦ',
          ordering: '-impressions',
        }),
      query: { adv: '5', page: '1', pageSize: '25', search: 'ТЦ', ordering: '-impressions' },
    },
    {
      name: 'reset daily limit',
      method: 'post',
      path: paths.adv.resetDailyLimit(5),
      call: (api) => api.campaigns.resetDailyLimit(5, { player_ids: [1] }),
      body: { player_ids: [1] },
    },
    {
      name: 'edit player settings (JSON)',
      method: 'post',
      path: paths.adv.editPlayerSettings(5),
      call: (api) => api.campaigns.editPlayerSettings(5, [{ player_id: 1, daily_limit: 100 }]),
      body: [{ player_id: 1, daily_limit: 100 }],
    },
    {
      name: 'upload player video (JSON)',
      method: 'post',
      path: paths.adv.uploadPlayerVideo(5),
      call: (api) => api.campaigns.uploadPlayerVideo(5, { player_id: 1, video_id: 11 }),
      body: { player_id: 1, video_id: 11 },
    },
    {
      name: 'export report with agency_percent returns the file',
      method: 'get',
      path: paths.adv.exportReport(5),
      call: async (api) => {
        const { blob, filename } = await api.campaigns.exportReport(5, { agency_percent: 15 });
        return { filename, text: await blob.text() };
      },
      query: { agency_percent: '15' },
      response: fileResponse(
        'report',
        `attachment; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.xlsx`,
      ),
      result: { filename: 'отчёт.xlsx', text: 'report' },
    },
    {
      name: 'export report without agency_percent',
      method: 'get',
      path: paths.adv.exportReport(5),
      call: (api) => api.campaigns.exportReport(5),
      response: fileResponse('r', 'attachment; filename="r.xlsx"'),
    },
    {
      name: 'media plan',
      method: 'post',
      path: paths.adv.mediaPlan,
      call: (api) =>
        api.campaigns.mediaPlan({
          players: [1],
          start_date: '2026-02-01',
          end_date: '2026-02-28',
          budget: 1000,
          daily_budget: 100,
          target_days: createDefaultTargetDays(),
          type: CampaignType.FIX,
          audience: payload.audience,
        }),
      checkBody: ({ body }) => {
        expect(body).toMatchObject({ players: [1], type: 2, budget: 1000 });
      },
    },
    {
      name: 'export advertiser report returns the blob',
      method: 'post',
      path: paths.adv.exportAdvReport,
      call: async (api) => {
        const { blob, filename } = await api.campaigns.exportAdvReport({
          ids: [5],
          date_from: '2026-01-01',
        });
        return { filename, size: blob.size };
      },
      body: { ids: [5], date_from: '2026-01-01' },
      response: fileResponse('binary', 'attachment; filename="adv report.xlsx"'),
      result: { filename: 'adv report.xlsx', size: 6 },
    },
    {
      name: 'daily stat',
      method: 'get',
      path: paths.adv.dailyStat,
      call: (api) => api.campaigns.dailyStat({ adv: 5, date_from: '2026-01-01' }),
      query: { adv: '5', date_from: '2026-01-01' },
      response: () =>
        HttpResponse.json([{ date: '2026-01-01', impressions: '120', ots: '7', spent: '35.5' }]),
      result: {
        count: 1,
        omitted: 0,
        results: [{ date: '2026-01-01', impressions: 120, spent: 35.5 }],
      },
    },
  ]);
});

describe('progress', () => {
  it('an export reports download progress up to 100 %', async () => {
    const content = 'x'.repeat(64 * 1024);
    server.use(
      http.get(
        apiUrl(paths.adv.exportReport(5)),
        fileResponse(content, 'attachment; filename="big.xlsx"'),
      ),
    );
    const { api } = createTestClient();
    const progress: TransferProgress[] = [];
    const { blob } = await api.campaigns.exportReport(
      5,
      {},
      { onProgress: (p) => progress.push(p) },
    );
    expect(blob.size).toBe(content.length);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ percent: 1, transferredBytes: content.length });
  });

  it('an upload reports upload progress', async () => {
    // The last report (100 %) comes once the body has been read to its end, as a server reads it
    // before it answers; a handler that answers unread leaves it to chance.
    server.use(
      http.post(apiUrl(paths.adv.uploadVideo(5)), async ({ request }) => {
        await request.arrayBuffer();
        return HttpResponse.json([]);
      }),
    );
    const { api } = createTestClient();
    const progress: TransferProgress[] = [];
    await api.campaigns.uploadVideo(5, new File(['y'.repeat(32 * 1024)], 'v.mp4'), {
      onProgress: (p) => progress.push(p),
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.percent).toBe(1);
  });
});

describe('all players of a campaign', () => {
  it('reads every page of GET /v2/adv/{id}/players/ at the largest page size, in order', async () => {
    const seen: { page: string | null; pageSize: string | null }[] = [];
    server.use(
      http.get(apiUrl(paths.adv.players(7)), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        seen.push({ page: query.get('page'), pageSize: query.get('pageSize') });
        return HttpResponse.json({
          count: 3,
          next: page < 2 ? `${request.url.split('?')[0]}?page=${page + 1}` : null,
          results: (page === 1 ? [11, 12] : [13]).map((id) => ({ ...campaignPlayer, id })),
        });
      }),
    );
    const { api } = createTestClient();
    const players = await api.campaigns.allPlayers(7);
    expect(players.results.map((player) => player.id)).toEqual([11, 12, 13]);
    expect(players.omitted).toBe(0);
    expect(seen).toEqual([
      { page: '1', pageSize: String(ALL_PLAYERS_PAGE_SIZE) },
      { page: '2', pageSize: String(ALL_PLAYERS_PAGE_SIZE) },
    ]);
  });

  it('stops at an empty page even when the server still links a next one', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(paths.adv.players(7)), () => {
        calls += 1;
        return HttpResponse.json({ count: 5, next: 'http://localhost/next', results: [] });
      }),
    );
    const { api } = createTestClient();
    expect((await api.campaigns.allPlayers(7)).results).toEqual([]);
    expect(calls).toBe(1);
  });
});
