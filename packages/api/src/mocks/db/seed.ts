import { CampaignStatus, OrgStatus, VideoModerationStatus } from '../../enums.ts';
import { DEMO_CREDENTIALS, mockDateTime } from './constants.ts';
import { MOCK_CITIES } from './catalogue.ts';
import { getPlayers } from './players.ts';
import { createRng, deriveSeed } from './prng.ts';
import { makeBills, makeDocuments, makeOrganization } from './seed-accounts.ts';
import { makeVideo, seedCampaign, type SeedWorld } from './seed-campaigns.ts';
import { campaignName, MOCK_TENANTS, USERS } from './seed-data.ts';
import type { CampaignStatsRow, MockState } from './types.ts';

const S = CampaignStatus;

export interface Seed {
  state: MockState;
  stats: Map<number, CampaignStatsRow>;
}

/** Builds the whole mutable world from the seed; the same seed gives the same world. */
export function generateSeed(seed: number): Seed {
  const rng = createRng(deriveSeed(seed, 'world'));
  const players = getPlayers();
  const playersByCity = new Map<string, number[]>();
  for (const player of players) {
    const list = playersByCity.get(player.city_name);
    if (list) list.push(player.id);
    else playersByCity.set(player.city_name, [player.id]);
  }

  const state: MockState = {
    tenants: MOCK_TENANTS.map((tenant) => ({ ...tenant })),
    users: [],
    organizations: [],
    campaigns: [],
    videos: [],
    bills: [],
    documents: [],
    geoplans: [],
    usedRefreshTokens: [],
    resetTokens: {},
    exchangeTokens: {},
    nextIds: { users: 1, campaigns: 1, videos: 1, bills: 1, documents: 1, geoplans: 1 },
    tokenCounter: 1,
  };
  const stats = new Map<number, CampaignStatsRow>();
  const nextId = (table: keyof MockState['nextIds']): number => state.nextIds[table]++;
  const world: SeedWorld = { seed, state, stats, playersByCity, nextId };
  let nameIndex = 0;

  for (const spec of USERS) {
    const userId = nextId('users');
    state.users.push({
      id: userId,
      email: spec.email,
      phone: spec.phone,
      password: DEMO_CREDENTIALS.agency.password,
      first_name: spec.first_name,
      last_name: spec.last_name,
      role: spec.role,
      tenant_id: spec.tenant,
    });

    // Videos and campaigns.
    let reservedKop = 0;
    const homeCities = rng.sample(MOCK_CITIES.slice(0, 6), 2).map((city) => city.name);

    // Saved geo plans, one per home city; some campaigns are planned from them.
    const plans = new Map<string, number>();
    if (spec.campaigns.length > 0) {
      for (const city of homeCities) {
        const plan = {
          id: nextId('geoplans'),
          user_id: userId,
          name: `Центр: ${city}`,
          players: rng.sample(playersByCity.get(city) ?? [], rng.int(10, 40)).sort((a, b) => a - b),
          created_at: mockDateTime(-rng.int(5, 80), 540),
        };
        state.geoplans.push(plan);
        plans.set(city, plan.id);
      }
    }
    const owner = { userId, role: spec.role, homeCities, plans };
    for (const [status, moderation, count] of spec.campaigns) {
      for (let n = 0; n < count; n += 1) {
        const name = campaignName(nameIndex);
        nameIndex += 1;
        const campaign = seedCampaign(world, owner, status, moderation, n, name);
        if (status !== S.FINISH && status !== S.ARCHIVE)
          reservedKop += campaign.budget_kop - campaign.spent_kop;
      }
    }
    // A few library videos not yet used in any campaign.
    for (let n = 0; n < 3; n += 1) {
      state.videos.push(
        makeVideo(
          nextId('videos'),
          userId,
          `Ролик из библиотеки ${n + 1}`,
          VideoModerationStatus.APPROVED,
          rng,
        ),
      );
    }
    if (spec.campaigns.length > 0) {
      state.videos.push(
        makeVideo(nextId('videos'), userId, 'Новый ролик', VideoModerationStatus.NOT_STARTED, rng),
      );
    }

    // Money: what is reserved in running campaigns plus what is free; the deposits add up to it.
    const freeKop = spec.freeRoubles * 100;
    const spentKop = state.campaigns
      .filter((campaign) => campaign.user_id === userId)
      .reduce((sum, campaign) => sum + campaign.spent_kop, 0);
    const balanceKop = reservedKop + freeKop;
    state.organizations.push(makeOrganization(userId, spec, balanceKop, freeKop, rng));
    makeBills(state, userId, balanceKop + spentKop, spentKop, rng, nextId);
    if (spec.campaigns.length > 0 || spec.org.status !== OrgStatus.NEW)
      makeDocuments(state, userId, rng, nextId);
  }
  return { state, stats };
}
