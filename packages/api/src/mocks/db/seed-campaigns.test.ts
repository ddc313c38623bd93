import { describe, expect, it } from 'vitest';
import { CampaignStatus, ModerationStatus, UserRole, VideoModerationStatus } from '../../enums.ts';
import { seedCampaign, type CampaignOwner, type SeedWorld } from './seed-campaigns.ts';
import { campaignName } from './seed-data.ts';
import { generateSeed } from './seed.ts';
import type { CampaignStatsRow, MockState } from './types.ts';

const emptyWorld = (seed: number): SeedWorld => {
  const { state } = generateSeed(seed);
  const empty: MockState = { ...state, campaigns: [], videos: [], geoplans: [] };
  empty.nextIds = { ...state.nextIds, campaigns: 1, videos: 1 };
  return {
    seed,
    state: empty,
    stats: new Map<number, CampaignStatsRow>(),
    playersByCity: new Map([['Москва', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]]),
    nextId: (table) => empty.nextIds[table]++,
  };
};
const owner: CampaignOwner = {
  userId: 1,
  role: UserRole.AGENCY,
  homeCities: ['Москва'],
  plans: new Map(),
};

describe('seedCampaign', () => {
  it('adds a campaign with its videos and statistics, the same for the same seed', () => {
    const run = () => {
      const world = emptyWorld(5);
      const campaign = seedCampaign(
        world,
        owner,
        CampaignStatus.ACTIVE,
        ModerationStatus.APPROVED,
        0,
        'Тест',
      );
      return { world, campaign };
    };
    const { world, campaign } = run();
    expect(campaign).toMatchObject({ id: 1, user_id: 1, name: 'Тест', status: 1 });
    expect(world.state.campaigns).toEqual([campaign]);
    expect(world.state.videos.map((video) => video.id)).toEqual(campaign.videos);
    expect(
      world.state.videos.every((v) => v.moderation_status === VideoModerationStatus.APPROVED),
    ).toBe(true);
    expect(campaign.players.every((id) => id >= 1 && id <= 10)).toBe(true);
    expect(world.stats.get(1)?.daily.length).toBeGreaterThan(0);
    expect(campaign.spent_kop).toBeGreaterThan(0);
    expect(campaign.budget_kop).toBeGreaterThanOrEqual(campaign.spent_kop);
    expect(run().campaign).toEqual(campaign);
  });

  it('leaves the first plain draft of a plan row without a budget', () => {
    const world = emptyWorld(5);
    const draft = (n: number) =>
      seedCampaign(world, owner, CampaignStatus.DRAFT, ModerationStatus.NOT_STARTED, n, 'Черновик');
    expect(draft(0).budget_kop).toBe(0);
    expect(draft(1).budget_kop).toBeGreaterThan(0);
  });

  it('names campaigns from the list, then the list again with « 2»', () => {
    expect(campaignName(0)).toBe('Зимняя распродажа');
    expect(campaignName(30)).toBe('Зимняя распродажа 2');
  });
});
