import type { Audience, PlayerSetting, TargetDay } from '../../campaigns/campaigns.types.ts';
import {
  BillType,
  CampaignStatus,
  CampaignType,
  DocumentType,
  ModerationStatus,
  OrgStatus,
  OrgType,
  Signing,
  UserRole,
  VideoModerationStatus,
} from '../../enums.ts';
import {
  DEMO_CREDENTIALS,
  MOCK_STAT_DAYS,
  addDays,
  daysBetween,
  mockDate,
  mockDateTime,
  weekdayOf,
} from './constants.ts';
import { pdfDataUrl, posterSvg } from './files.ts';
import { getPlayer, getPlayers, MOCK_CITIES } from './players.ts';
import { createRng, deriveSeed, type Rng } from './prng.ts';
import type {
  CampaignRow,
  CampaignStatsRow,
  DocumentRow,
  MockState,
  OrganizationRow,
  TenantRow,
  UserRow,
  VideoRow,
} from './types.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** The spec's default schedule: 7 days × 24 hours, all inactive; `active` switches some on. */
export function makeTargetDays(active?: (day: number, hour: number) => boolean): TargetDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day_number: day as TargetDay['day_number'],
    hours: HOURS.map((hour, index) => ({ hour, is_active: active ? active(day, index) : false })),
  }));
}

export const DEFAULT_AUDIENCE: Audience = {
  age_from: 18,
  age_to: 100,
  gender: 'all',
  income: 'abc',
};

export const MOCK_TENANTS: readonly TenantRow[] = [
  {
    id: 1,
    slug: 'ekran',
    name: 'Экран',
    company_name: 'ООО «Экран Медиа»',
    email_tg: 'support@ekran.demo',
    domain: 'ekran.demo',
    logo: '/tenants/ekran.svg',
    favicon: '/tenants/ekran.svg',
  },
  {
    id: 2,
    slug: 'gorod-ekran',
    name: 'Город-Экран',
    company_name: 'АО «Город-Экран»',
    email_tg: 'hello@gorodekran.demo',
    domain: 'gorodekran.demo',
    logo: '/tenants/gorod-ekran.svg',
    favicon: '/tenants/gorod-ekran.svg',
  },
  {
    id: 3,
    slug: 'mediafasad',
    name: 'МедиаФасад',
    company_name: 'ООО «МедиаФасад»',
    email_tg: 'info@mediafasad.demo',
    domain: 'mediafasad.demo',
    logo: '/tenants/mediafasad.svg',
    favicon: '/tenants/mediafasad.svg',
  },
];

interface UserSpec {
  email: string;
  role: UserRow['role'];
  tenant: number;
  first_name: string;
  last_name: string;
  phone: string;
  org: {
    type: OrgRow['org_type'];
    status: OrgRow['doc_status'];
    signed: OrgRow['signed'];
    name: string;
  };
  freeRoubles: number;
  campaigns: readonly CampaignPlan[];
}
type OrgRow = OrganizationRow;

type CampaignPlan = readonly [CampaignRow['status'], CampaignRow['moderation_status'], number];

const S = CampaignStatus;
const M = ModerationStatus;

/** Which campaigns each demo user owns: [status, moderation status, how many]. */
const AGENCY_PLAN: readonly CampaignPlan[] = [
  [S.ACTIVE, M.APPROVED, 5],
  [S.ACTIVE, M.PARTIALLY_DECLINED, 1],
  [S.PAUSE, M.APPROVED, 2],
  [S.FINISH, M.APPROVED, 3],
  [S.DRAFT, M.NOT_STARTED, 3],
  [S.DRAFT, M.DECLINED, 2],
  [S.ARCHIVE, M.APPROVED, 2],
  [S.MODERATION, M.MODERATION, 2],
];
const ADVERTISER_PLAN: readonly CampaignPlan[] = [
  [S.ACTIVE, M.APPROVED, 3],
  [S.PAUSE, M.APPROVED, 1],
  [S.FINISH, M.APPROVED, 2],
  [S.DRAFT, M.NOT_STARTED, 2],
  [S.DRAFT, M.DECLINED, 1],
  [S.ARCHIVE, M.APPROVED, 1],
  [S.MODERATION, M.MODERATION, 1],
];
const GOROD_PLAN: readonly CampaignPlan[] = [
  [S.ACTIVE, M.APPROVED, 2],
  [S.DRAFT, M.NOT_STARTED, 1],
  [S.FINISH, M.APPROVED, 1],
];

const USERS: readonly UserSpec[] = [
  {
    email: DEMO_CREDENTIALS.agency.email,
    role: UserRole.AGENCY,
    tenant: 1,
    first_name: 'Анна',
    last_name: 'Смирнова',
    phone: '+79161234567',
    org: {
      type: OrgType.LEGAL_ENTITY,
      status: OrgStatus.APPROVE,
      signed: Signing.SIGNED,
      name: 'ООО «Медиа Лаб»',
    },
    freeRoubles: 250_000,
    campaigns: AGENCY_PLAN,
  },
  {
    email: DEMO_CREDENTIALS.advertiser.email,
    role: UserRole.ADVERTISER,
    tenant: 1,
    first_name: 'Игорь',
    last_name: 'Петров',
    phone: '+79031112233',
    org: {
      type: OrgType.ENTREPRENEUR,
      status: OrgStatus.APPROVE,
      signed: Signing.SIGNED,
      name: 'ИП Петров Игорь Сергеевич',
    },
    freeRoubles: 148_500,
    campaigns: ADVERTISER_PLAN,
  },
  {
    email: DEMO_CREDENTIALS.gorodAgency.email,
    role: UserRole.AGENCY,
    tenant: 2,
    first_name: 'Мария',
    last_name: 'Кузнецова',
    phone: '+79257654321',
    org: {
      type: OrgType.LEGAL_ENTITY,
      status: OrgStatus.WAITING,
      signed: Signing.SENT,
      name: 'ООО «Северное сияние»',
    },
    freeRoubles: 120_000,
    campaigns: GOROD_PLAN,
  },
  {
    email: DEMO_CREDENTIALS.newcomer.email,
    role: UserRole.ADVERTISER,
    tenant: 1,
    first_name: 'Олег',
    last_name: 'Новиков',
    phone: '+79990001122',
    org: {
      type: OrgType.ENTREPRENEUR,
      status: OrgStatus.NEW,
      signed: Signing.NOT_SIGNED,
      name: '',
    },
    freeRoubles: 0,
    campaigns: [],
  },
  {
    email: 'declined@mediafasad.demo',
    role: UserRole.ADVERTISER,
    tenant: 3,
    first_name: 'Павел',
    last_name: 'Соколов',
    phone: '+79135550099',
    org: {
      type: OrgType.LEGAL_ENTITY,
      status: OrgStatus.CANCEL,
      signed: Signing.NOT_SIGNED,
      name: 'ООО «Ромашка»',
    },
    freeRoubles: 5_000,
    campaigns: [],
  },
];

const CAMPAIGN_NAMES = [
  'Зимняя распродажа',
  'Новогодняя акция',
  'Открытие магазина на Тверской',
  'Чёрная пятница',
  'Запуск мобильного приложения',
  'Кофе с собой — второй в подарок',
  'Фитнес-абонемент на год',
  'Тест-драйв нового кроссовера',
  'Кредитные каникулы',
  'Доставка продуктов за 15 минут',
  'Премьера в кинотеатрах',
  'Школьный базар',
  'Ярмарка вакансий',
  'Летний фестиваль',
  'Сезон распродаж обуви',
  'Городской марафон',
  'Новая коллекция весна-лето',
  'Открытие катка',
  'Бонусная карта',
  'Неделя здоровья',
  'Концерт в филармонии',
  'Книжная ярмарка',
  'Скидки на технику',
  'Выставка современного искусства',
  'Курсы английского',
  'Ипотека 6%',
  'Парк развлечений',
  'Страхование путешествий',
  'Автомойка 24/7',
  'Детский лагерь',
];

const DECLINE_REASONS = [
  'Ролик содержит рекламу алкоголя без предупреждения.',
  'Недостаточно контрастный текст: номер телефона нечитаем.',
  'Ролик длиннее допустимых 15 секунд.',
];

const VIDEO_COLOURS = ['#0f766e', '#9333ea', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f'];

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
    for (const [status, moderation, count] of spec.campaigns) {
      for (let n = 0; n < count; n += 1) {
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
          name: `${CAMPAIGN_NAMES[nameIndex % CAMPAIGN_NAMES.length] ?? 'Кампания'}${nameIndex >= CAMPAIGN_NAMES.length ? ' 2' : ''}`,
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
          agency_percent: spec.role === UserRole.AGENCY ? campaignRng.pick([0, 5, 10, 15]) : 0,
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
        nameIndex += 1;

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
        if (status !== S.FINISH && status !== S.ARCHIVE)
          reservedKop += campaign.budget_kop - campaign.spent_kop;
        state.campaigns.push(campaign);
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

function makeVideo(
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
  nextId: (table: keyof MockState['nextIds']) => number,
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

export interface Totals {
  impressions: number;
  ots: number;
  spent_kop: number;
}

export function sumStats(rows: readonly Totals[]): Totals {
  return rows.reduce(
    (sum, row) => ({
      impressions: sum.impressions + row.impressions,
      ots: sum.ots + row.ots,
      spent_kop: sum.spent_kop + row.spent_kop,
    }),
    { impressions: 0, ots: 0, spent_kop: 0 },
  );
}

/** Splits integer totals by weights with the largest-remainder method, so parts add up exactly. */
export function splitTotals(totals: Totals, weights: readonly number[]): Totals[] {
  const split = (total: number): number[] => {
    const sum = weights.reduce((a, b) => a + b, 0) || 1;
    const raw = weights.map((weight) => (total * weight) / sum);
    const parts = raw.map(Math.floor);
    let rest = total - parts.reduce((a, b) => a + b, 0);
    const order = raw
      .map((value, index) => [value - Math.floor(value), index] as const)
      .sort((a, b) => b[0] - a[0]);
    for (const [, index] of order) {
      if (rest <= 0) break;
      parts[index] = (parts[index] ?? 0) + 1;
      rest -= 1;
    }
    return parts;
  };
  const impressions = split(totals.impressions);
  const ots = split(totals.ots);
  const spent = split(totals.spent_kop);
  return weights.map((_, index) => ({
    impressions: impressions[index] ?? 0,
    ots: ots[index] ?? 0,
    spent_kop: spent[index] ?? 0,
  }));
}

function makeOrganization(
  userId: number,
  spec: UserSpec,
  balanceKop: number,
  freeKop: number,
  rng: Rng,
): OrganizationRow {
  const legal = spec.org.type === OrgType.LEGAL_ENTITY;
  const empty = spec.org.status === OrgStatus.NEW;
  const city = empty ? '' : 'Москва';
  const street = empty
    ? ''
    : rng.pick(['ул. Тверская', 'Ленинградский пр-т', 'ул. Большая Ордынка']);
  const house = empty ? '' : String(rng.int(1, 60));
  return {
    user_id: userId,
    org_type: spec.org.type,
    org_name: spec.org.name,
    short_name: legal ? spec.org.name.replace(/^ООО /, '') : '',
    country: empty ? '' : 'Россия',
    index: empty ? '' : '125009',
    city,
    street,
    house_number: house,
    carcase_number: '',
    office_number: empty ? '' : String(rng.int(1, 400)),
    address_same: !empty,
    f_country: empty ? '' : 'Россия',
    f_index: empty ? '' : '125009',
    f_city: city,
    f_street: street,
    f_house_number: house,
    f_carcase_number: '',
    f_office_number: '',
    // Valid check digits, so the form's checks pass on demo data.
    inn: empty ? '' : legal ? '7707083893' : '500100732259',
    kpp: legal && !empty ? '773601001' : '',
    checking_account: empty ? '' : '40702810438000060473',
    ogrn: empty ? '' : legal ? '1027700132195' : '304500116000157',
    bank: empty ? '' : 'ПАО Сбербанк',
    bank_bik: empty ? '' : '044525225',
    correspondent_acc: empty ? '' : '30101810400000000225',
    ceo_full_name: legal && !empty ? `${spec.last_name} ${spec.first_name}` : '',
    based_on: legal && !empty ? 'Устава' : '',
    phone: spec.phone,
    email: spec.email,
    signed: spec.org.signed,
    user_agreement:
      spec.org.signed === Signing.SIGNED
        ? pdfDataUrl(`Ekran signed agreement, user ${userId}`)
        : null,
    bitrix_agreement: spec.org.status === OrgStatus.APPROVE,
    doc_status: spec.org.status,
    balance_kop: balanceKop,
    available_kop: freeKop,
  };
}

function makeBills(
  state: MockState,
  userId: number,
  depositedKop: number,
  spentKop: number,
  rng: Rng,
  nextId: (table: keyof MockState['nextIds']) => number,
): void {
  if (depositedKop <= 0) return;
  // Deposits that add up to what came in; monthly withdrawals for what campaigns spent.
  const deposits = rng.int(4, 7);
  let left = depositedKop;
  for (let n = 0; n < deposits; n += 1) {
    const amount =
      n === deposits - 1 ? left : roundUp(Math.round(left * rng.float(0.15, 0.35)), 1000_00);
    if (amount <= 0) break;
    left -= amount;
    const id = nextId('bills');
    state.bills.push({
      id,
      user_id: userId,
      type: BillType.DEPOSIT,
      amount_kop: amount,
      created_at: mockDateTime(-120 + n * 17, 600 + n),
      is_paid: true,
      number: `С-${String(id).padStart(5, '0')}`,
    });
  }
  let spentLeft = spentKop;
  for (let n = 0; n < 3 && spentLeft > 0; n += 1) {
    const amount = n === 2 ? spentLeft : Math.round(spentLeft / (3 - n));
    spentLeft -= amount;
    const id = nextId('bills');
    state.bills.push({
      id,
      user_id: userId,
      type: BillType.WITHDRAWAL,
      amount_kop: amount,
      created_at: mockDateTime(-60 + n * 30, 0),
      is_paid: true,
      number: `С-${String(id).padStart(5, '0')}`,
    });
  }
  // One unpaid invoice, as people often leave one open (it does not count in the balance).
  const id = nextId('bills');
  state.bills.push({
    id,
    user_id: userId,
    type: BillType.DEPOSIT,
    amount_kop: 50_000_00,
    created_at: mockDateTime(-2, 300),
    is_paid: false,
    number: `С-${String(id).padStart(5, '0')}`,
  });
}

function makeDocuments(
  state: MockState,
  userId: number,
  rng: Rng,
  nextId: (table: keyof MockState['nextIds']) => number,
): void {
  const names: Record<DocumentRow['type'], string> = {
    [DocumentType.AGREEMENT]: 'Договор оказания услуг',
    [DocumentType.REPORT]: 'Отчёт о показах',
    [DocumentType.CERTIFICATE_OF_COMPLETED_WORK]: 'Акт выполненных работ',
  };
  const types = [
    DocumentType.AGREEMENT,
    DocumentType.REPORT,
    DocumentType.CERTIFICATE_OF_COMPLETED_WORK,
  ] as const;
  const signings = [Signing.SIGNED, Signing.SENT, Signing.NOT_SIGNED] as const;
  let month = 0;
  for (const type of types) {
    for (const signing of signings) {
      const id = nextId('documents');
      month += 1;
      state.documents.push({
        id,
        user_id: userId,
        type,
        signing,
        name: `${names[type]} № ${id}`,
        created_at: mockDateTime(-month * 9, rng.int(0, 600)),
        act_revise:
          signing === Signing.SIGNED && type === DocumentType.CERTIFICATE_OF_COMPLETED_WORK
            ? `act-revise-${id}.pdf`
            : null,
      });
    }
  }
}

function roundUp(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function token(rng: Rng, length: number): string {
  let result = '';
  for (let n = 0; n < length; n += 1)
    result += TOKEN_ALPHABET[rng.int(0, TOKEN_ALPHABET.length - 1)];
  return result;
}
