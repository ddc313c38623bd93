import { describe, expect, it } from 'vitest';
import { CampaignStatus } from '../enums.ts';
import { paths } from '../paths.ts';
import { getMockDb } from './db/db.ts';
import { shareLinkFor } from './db/db.ts';
import { call, callJson, startMockBackend } from './test-helpers.ts';

startMockBackend();

const activeCampaign = () => {
  const campaign = getMockDb().state.campaigns.find((c) => c.status === CampaignStatus.ACTIVE);
  if (!campaign) throw new Error('no active campaign');
  return campaign;
};

describe('shared (public) campaign', () => {
  it('answers only with the matching Token and Adv headers', async () => {
    const campaign = activeCampaign();
    const link = shareLinkFor(campaign.id);
    expect(link.path).toBe(`/shared-campaign/${campaign.id}/${campaign.api_token}`);
    const headers = { Authorization: `Token ${link.apitoken}`, Adv: link.apiuid };
    const root = await callJson<Record<string, unknown>>(paths.shared.root(link.apiuid), {
      headers,
    });
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ id: campaign.id, name: campaign.name });
    expect(root.body).not.toHaveProperty('api_token');
    expect((await callJson(paths.shared.root(link.apiuid))).status).toBe(401);
    expect(
      (
        await callJson(paths.shared.root(link.apiuid), {
          headers: { ...headers, Authorization: 'Token wrong' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callJson(paths.shared.root(link.apiuid), { headers: { ...headers, Adv: '99999' } }))
        .status,
    ).toBe(403);
    // Another campaign's token does not open this one.
    const other = getMockDb().state.campaigns.find((c) => c.id !== campaign.id);
    const foreign = { Authorization: `Token ${other?.api_token}`, Adv: link.apiuid };
    expect((await callJson(paths.shared.root(link.apiuid), { headers: foreign })).status).toBe(403);
  });

  it('serves videos, statistics and exports', async () => {
    const campaign = activeCampaign();
    const link = shareLinkFor(campaign.id);
    const headers = { Authorization: `Token ${link.apitoken}`, Adv: link.apiuid };
    const videos = await callJson<unknown[]>(paths.shared.videos(link.apiuid), { headers });
    expect(videos.body).toHaveLength(campaign.videos.length);
    const daily = await callJson<{ impressions: number }[]>(paths.shared.dailyStat(link.apiuid), {
      headers,
    });
    const total = daily.body.reduce((sum, row) => sum + row.impressions, 0);
    expect(total).toBe(campaign.impressions);
    const videoStats = await callJson<{ impressions: number }[]>(
      paths.shared.videoStats(link.apiuid),
      { headers, json: {} },
    );
    expect(videoStats.body.reduce((sum, row) => sum + row.impressions, 0)).toBe(total);
    const players = await callJson<{ count: number }>(paths.shared.playerStat(link.apiuid), {
      headers,
    });
    expect(players.body.count).toBe(campaign.players.length);
    expect(
      (await call(`${paths.shared.exportReport(link.apiuid)}?email=bad`, { headers })).status,
    ).toBe(400);
    const report = await call(`${paths.shared.exportReport(link.apiuid)}?email=boss@example.ru`, {
      headers,
    });
    expect(report.headers.get('content-disposition')).toContain('attachment');
    const adv = await call(paths.shared.exportAdvReport(link.apiuid), { headers, json: {} });
    expect(adv.status).toBe(200);
    expect(adv.headers.get('content-type')).toContain('text/csv');
  });
});
