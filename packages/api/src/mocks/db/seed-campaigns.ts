import type { PlayerSetting } from '../../campaigns/campaign-payload.ts';
import {
  CampaignStatus,
  CampaignType,
  ModerationStatus,
  UserRole,
  VideoModerationStatus,
} from '../../enums.ts';
import { DEFAULT_AUDIENCE, makeTargetDays, token } from './campaign-fields.ts';
import {
  MOCK_STAT_DAYS,
  addDays,
  daysBetween,
  mockDate,
  mockDateTime,
  weekdayOf,
} from './constants.ts';
import { posterSvg } from './files.ts';
import { getPlayer } from './players.ts';
import { createRng, deriveSeed, type Rng } from './prng.ts';
import { DECLINE_REASONS, VIDEO_COLOURS } from './seed-data.ts';
import { roundUp, sumStats } from './totals.ts';
import type {
  CampaignRow,
  CampaignStatsRow,
  MockState,
  NextId,
  UserRow,
  VideoRow,
} from './types.ts';

const S = CampaignStatus;
const M = ModerationStatus;

/** The world being seeded: its state, the statistics beside it, and what campaigns draw on. */
export interface SeedWorld {
  seed: number;
  state: MockState;
  stats: Map<number, CampaignStatsRow>;
  playersByCity: ReadonlyMap<string, number[]>;
  nextId: NextId;
}

/** The user a campaign is seeded for: it lies in one of their home cities, maybe on a geo plan. */
export interface CampaignOwner {
  userId: number;
  role: UserRow['role'];
  homeCities: readonly string[];
  /** The user's saved geo plan per home city. */
  plans: ReadonlyMap<string, number>;
}

/**
 * Seeds one campaign with its videos and statistics into the world and returns it. It draws only
 * from the campaign's own random stream (by id), so one campaign's draws never shift another's.
 * `n` is its place among the owner's campaigns of the same plan row (the first draft has no budget).
 */
export function seedCampaign(
  world: SeedWorld,
  owner: CampaignOwner,
  status: CampaignRow['status'],
  moderation: CampaignRow['moderation_status'],
  n: number,
  name: string,
): CampaignRow {
  const { seed, state, stats, playersByCity, nextId } = world;
  const { userId, homeCities, plans } = owner;
  const id = nextId('campaigns');
  const campaignRng = createRng(deriveSeed(seed, 'campaign', id));
  const city = campaignRng.pick(homeCities);
  const cityPlayers = playersByCity.get(city) ?? [];
  const planId = campaignRng.chance(0.35) ? plans.get(city) : undefined;
  const plan = state.geoplans.find((row) => row.id === planId);
  const chosen = [
    ...new Set([
      ...(plan?.players ?? []),
      ...campaignRng.sample(cityPlayers, campaignRng.int(6, 36)),
    ]),
  ].sort((a, b) => a - b);
  const dates = datesFor(status, campaignRng);
  const videos = makeCampaignVideos(state, userId, id, moderation, campaignRng, nextId);
  const campaign: CampaignRow = {
    id,
    user_id: userId,
    name,
    description: `Кампания в городе ${city}: ${chosen.length} экранов.`,
    status,
    moderation_status: moderation,
    moderation_comment:
      moderation === M.DECLINED || moderation === M.PARTIALLY_DECLINED
        ? campaignRng.pick(DECLINE_REASONS)
        : null,
    type: campaignRng.chance(0.7) ? CampaignType.RTB : CampaignType.FIX,
    start_date: dates.start,
    end_date: dates.end,
    audience: campaignRng.chance(0.5)
      ? { ...DEFAULT_AUDIENCE }
      : {
          age_from: campaignRng.pick([18, 25, 30]),
          age_to: campaignRng.pick([45, 55, 65]),
          gender: campaignRng.pick(['all', 'male', 'female'] as const),
          income: campaignRng.pick(['abc', 'ab', 'bc']),
        },
    today_extra_limit_kop: 0,
    budget_rollover: campaignRng.chance(0.8),
    delay: 50,
    budget_kop: 0,
    daily_budget_kop: 0,
    spent_kop: 0,
    impressions: 0,
    spent_fast: campaignRng.chance(0.2),
    agency_percent: owner.role === UserRole.AGENCY ? campaignRng.pick([0, 5, 10, 15]) : 0,
    target_days: campaignRng.chance(0.6)
      ? makeTargetDays((_day, hour) => hour >= 8 && hour <= 22)
      : makeTargetDays((day, hour) => day <= 5 && hour >= 7 && hour <= 21),
    players: chosen,
    geo_plans: plan ? [plan.id] : [],
    player_settings: chosen.slice(0, 3).map((playerId): PlayerSetting => ({
      player_id: playerId,
      daily_limit: campaignRng.pick([100, 200, 500]),
      video_id: videos[0]?.id ?? null,
      is_active: true,
    })),
    videos: videos.map((video) => video.id),
    moderation_started_at: null,
    api_token: token(campaignRng, 32),
    created_at: mockDateTime(-(daysBetween(dates.start ?? mockDate(), mockDate()) + 5), 600),
  };

  const campaignStats = generateStats(campaign, videos, campaignRng);
  if (campaignStats) {
    stats.set(id, campaignStats);
    const totals = sumStats(campaignStats.daily);
    campaign.spent_kop = totals.spent_kop;
    campaign.impressions = totals.impressions;
  }
  const days = dates.start && dates.end ? daysBetween(dates.start, dates.end) + 1 : 30;
  const planned = campaignRng.int(40, 400) * 1000_00;
  campaign.budget_kop =
    status === S.FINISH || status === S.ARCHIVE
      ? roundUp(campaign.spent_kop, 100_00)
      : Math.max(
          planned,
          roundUp(Math.round(campaign.spent_kop * campaignRng.float(1.15, 1.8)), 1000_00),
        );
  if (status === S.DRAFT && moderation === M.NOT_STARTED && n === 0) campaign.budget_kop = 0;
  campaign.daily_budget_kop =
    campaign.budget_kop > 0 ? roundUp(campaign.budget_kop / days, 100_00) : 0;
  state.campaigns.push(campaign);
  return campaign;
}

function datesFor(
  status: CampaignRow['status'],
  rng: Rng,
): { start: string | null; end: string | null } {
  switch (status) {
    case S.ACTIVE:
    case S.PAUSE:
      return { start: mockDate(-rng.int(12, 70)), end: mockDate(rng.int(5, 45)) };
    case S.FINISH:
      return { start: mockDate(-rng.int(50, 85)), end: mockDate(-rng.int(2, 30)) };
    case S.ARCHIVE:
      return { start: mockDate(-rng.int(75, 88)), end: mockDate(-rng.int(35, 60)) };
    case S.MODERATION:
      return { start: mockDate(rng.int(1, 10)), end: mockDate(rng.int(20, 60)) };
    default:
      return rng.chance(0.8)
        ? { start: mockDate(rng.int(3, 20)), end: mockDate(rng.int(25, 70)) }
        : { start: null, end: null };
  }
}

export function makeVideo(
  id: number,
  userId: number,
  name: string,
  moderation: VideoRow['moderation_status'],
  rng: Rng,
  declineReason: string | null = null,
): VideoRow {
  const portrait = rng.chance(0.3);
  return {
    id,
    user_id: userId,
    name,
    file: `/mock-media/video-${id}.mp4`,
    preview: posterSvg(rng.pick(VIDEO_COLOURS), name.slice(0, 24)),
    duration: rng.pick([5, 10, 15]),
    size: rng.int(2, 60) * 1_048_576,
    width: portrait ? 1080 : 1920,
    height: portrait ? 1920 : 1080,
    created_at: mockDateTime(-rng.int(1, 90), rng.int(0, 600)),
    moderation_status: moderation,
    decline_reason: declineReason,
  };
}

function makeCampaignVideos(
  state: MockState,
  userId: number,
  campaignId: number,
  moderation: CampaignRow['moderation_status'],
  rng: Rng,
  nextId: NextId,
): VideoRow[] {
  const V = VideoModerationStatus;
  const count = rng.int(1, 3);
  const videos: VideoRow[] = [];
  for (let n = 0; n < count; n += 1) {
    let status: VideoRow['moderation_status'] = V.NOT_STARTED;
    let reason: string | null = null;
    if (moderation === M.APPROVED) status = V.APPROVED;
    else if (moderation === M.MODERATION) status = V.MODERATION;
    else if (moderation === M.DECLINED) {
      status = n === 0 ? V.DECLINED : V.APPROVED;
      reason = n === 0 ? rng.pick(DECLINE_REASONS) : null;
    } else if (moderation === M.PARTIALLY_DECLINED) {
      status = n === 0 ? V.DECLINED : V.APPROVED;
      reason = n === 0 ? rng.pick(DECLINE_REASONS) : null;
    }
    const video = makeVideo(
      nextId('videos'),
      userId,
      `Ролик ${campaignId}-${n + 1}`,
      status,
      rng,
      reason,
    );
    state.videos.push(video);
    videos.push(video);
  }
  // A partially declined campaign needs an approved video beside the declined one.
  if (moderation === M.PARTIALLY_DECLINED && videos.length === 1) {
    const video = makeVideo(nextId('videos'), userId, `Ролик ${campaignId}-2`, V.APPROVED, rng);
    state.videos.push(video);
    videos.push(video);
  }
  return videos;
}

/** Daily, per-player and per-video statistics of a campaign that has run, or null. */
function generateStats(
  campaign: CampaignRow,
  videos: VideoRow[],
  rng: Rng,
): CampaignStatsRow | null {
  const ran: CampaignRow['status'][] = [S.ACTIVE, S.PAUSE, S.FINISH, S.ARCHIVE];
  if (!ran.includes(campaign.status) || !campaign.start_date || !campaign.end_date) return null;
  const firstDay = mockDate(-MOCK_STAT_DAYS);
  let from = campaign.start_date > firstDay ? campaign.start_date : firstDay;
  let to = campaign.end_date < mockDate(-1) ? campaign.end_date : mockDate(-1);
  // A paused campaign stopped some days ago.
  if (campaign.status === S.PAUSE) to = addDays(to, -rng.int(2, 8));
  if (to < from) from = to;

  const chosen = campaign.players
    .map((id) => getPlayer(id))
    .filter((player) => player !== undefined);
  if (chosen.length === 0) return null;
  const avgOts = chosen.reduce((sum, player) => sum + player.ots, 0) / chosen.length;
  const avgPrice = chosen.reduce((sum, player) => sum + player.price_kop, 0) / chosen.length;
  const daily: CampaignStatsRow['daily'] = [];
  for (let day = 0; day <= daysBetween(from, to); day += 1) {
    const date = addDays(from, day);
    const weekday = weekdayOf(date);
    const activeHours =
      campaign.target_days.find((d) => d.day_number === weekday)?.hours.filter((h) => h.is_active)
        .length ?? 0;
    const impressions = Math.round(
      chosen.length * activeHours * rng.float(1.2, 3.2) * (weekday >= 6 ? 0.8 : 1),
    );
    daily.push({
      date,
      impressions,
      ots: Math.round(impressions * avgOts * rng.float(0.9, 1.1)),
      spent_kop: Math.round(impressions * avgPrice * rng.float(0.85, 1.0)),
    });
  }
  return {
    daily,
    playerWeights: chosen.map((player) => ({
      player_id: player.id,
      weight: player.ots * rng.float(0.5, 1.5),
    })),
    videoWeights: videos.map((video) => ({
      video_id: video.id,
      name: video.name,
      weight: rng.float(0.5, 1.5),
    })),
  };
}
