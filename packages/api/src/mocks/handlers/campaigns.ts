import type {
  AddBudgetRequest,
  CampaignPayload,
  DeleteVideoRequest,
  ExportAdvReportRequest,
  MediaPlanRequest,
  PlayerSetting,
  ResetDailyLimitRequest,
  TargetDay,
  UploadPlayerVideoRequest,
  VideoStatsRequest,
} from '../../campaigns/campaigns.types.ts';
import {
  CampaignStatus,
  CampaignType,
  ModerationStatus,
  UserRole,
  VideoModerationStatus,
} from '../../enums.ts';
import { campaignStatusLabels } from '../../enum-labels.ts';
import { CAMPAIGN_ACTION_RULES, canDeleteCampaign } from '../../campaigns/campaign-defaults.ts';
import { paths } from '../../paths.ts';
import { addDays, daysBetween, mockDate, weekdayOf } from '../db/constants.ts';
import { commit, getMockDb, nextId } from '../db/db.ts';
import { getPlayer } from '../db/players.ts';
import { createRng, deriveSeed } from '../db/prng.ts';
import { DEFAULT_AUDIENCE, makeTargetDays, token } from '../db/seed.ts';
import { campaignStats, dailyAcross, playersAcross } from '../db/stats.ts';
import type { CampaignRow, UserRow, VideoRow } from '../db/types.ts';
import { posterSvg } from '../db/files.ts';
import {
  money,
  moneyText,
  organizationOf,
  parseMoney,
  toCampaign,
  toPlayer,
  toVideo,
  type WireCampaignPlayer,
} from '../serialize.ts';
import { advertiserReport, campaignReport } from './reports.ts';
import {
  detail,
  emptyPage,
  fail,
  idParam,
  matchesSearch,
  noContent,
  numberParam,
  ok,
  orderBy,
  paginate,
  readBody,
  readJson,
  requireUser,
  route,
  type MockRoute,
  type RouteContext,
} from './utils.ts';

const S = CampaignStatus;
const M = ModerationStatus;
const V = VideoModerationStatus;

/** How long a campaign the user sent stays in moderation before the fake approves it. */
export const MODERATION_DELAY_MS = 20_000;
/** Largest video file the fake accepts. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/webm']);
const VIDEO_EXTENSIONS = /\.(mp4|mov|webm)$/i;
/** Shows per player per active hour in the forecast (one every five minutes). */
const SHOWS_PER_HOUR = 12;

// ——— campaign access and state ———

/** Approves a campaign the user sent to moderation once its time has come (lazily, on access). */
function settleModeration(campaign: CampaignRow): void {
  if (campaign.status !== S.MODERATION || campaign.moderation_started_at === null) return;
  if (Date.now() - campaign.moderation_started_at < MODERATION_DELAY_MS) return;
  moderateCampaign(campaign.id, 'approve');
}

/**
 * Finishes moderation of a campaign now, as the moderators would: approve starts it, decline sends
 * it back to draft with a reason. For tests and demos.
 */
export function moderateCampaign(
  id: number,
  verdict: 'approve' | 'decline',
  reason = 'Ролик не соответствует требованиям.',
): void {
  const { state } = getMockDb();
  const campaign = state.campaigns.find((row) => row.id === id);
  if (!campaign) throw new Error(`No mock campaign ${id}`);
  campaign.moderation_started_at = null;
  for (const video of videosOf(campaign)) {
    if (video.moderation_status === V.MODERATION || video.moderation_status === V.NOT_STARTED) {
      video.moderation_status = verdict === 'approve' ? V.APPROVED : V.DECLINED;
      video.decline_reason = verdict === 'approve' ? null : reason;
    }
  }
  if (verdict === 'approve') {
    campaign.status = S.ACTIVE;
    campaign.moderation_status = M.APPROVED;
    campaign.moderation_comment = null;
  } else {
    campaign.status = S.DRAFT;
    campaign.moderation_status = M.DECLINED;
    campaign.moderation_comment = reason;
  }
  commit();
}

function userCampaigns(user: UserRow): CampaignRow[] {
  const campaigns = getMockDb().state.campaigns.filter((campaign) => campaign.user_id === user.id);
  campaigns.forEach(settleModeration);
  return campaigns;
}

/** The user's campaign of the path, or a 404 (someone else's campaign is "not found" too). */
function ownCampaign({
  request,
  params,
}: RouteContext): { user: UserRow; campaign: CampaignRow } | undefined {
  const id = idParam(params);
  if (id === undefined) return undefined;
  const user = requireUser(request);
  const campaign = getMockDb().state.campaigns.find(
    (row) => row.id === id && row.user_id === user.id,
  );
  if (!campaign) fail(404, 'Кампания не найдена.');
  settleModeration(campaign);
  return { user, campaign };
}

function videosOf(campaign: CampaignRow): VideoRow[] {
  const { videos } = getMockDb().state;
  return campaign.videos
    .map((id) => videos.find((video) => video.id === id))
    .filter((video) => video !== undefined);
}

const isRunning = (campaign: CampaignRow): boolean =>
  campaign.status !== S.FINISH && campaign.status !== S.ARCHIVE;

/** Returns the unspent budget of a campaign that stops running to the available balance. */
function releaseBudget(campaign: CampaignRow): void {
  if (!isRunning(campaign)) return;
  organizationOf(campaign.user_id).available_kop += Math.max(
    0,
    campaign.budget_kop - campaign.spent_kop,
  );
}

/** Moves money between the available balance and a campaign's budget; refuses more than there is. */
function setBudget(campaign: CampaignRow, budgetKop: number): void {
  if (!Number.isFinite(budgetKop) || budgetKop < 0)
    fail(400, 'Бюджет должен быть неотрицательным числом.');
  if (budgetKop < campaign.spent_kop) {
    fail(
      400,
      `Бюджет не может быть меньше уже потраченной суммы (${moneyText(campaign.spent_kop)}).`,
    );
  }
  const org = organizationOf(campaign.user_id);
  const delta = budgetKop - campaign.budget_kop;
  if (delta > org.available_kop) {
    fail(400, `Недостаточно средств на балансе: доступно ${moneyText(org.available_kop)}.`);
  }
  org.available_kop -= delta;
  campaign.budget_kop = budgetKop;
}

function refuseStatus(campaign: CampaignRow, action: string): never {
  fail(400, `Нельзя ${action}: кампания в статусе «${campaignStatusLabels[campaign.status]}».`);
}

// ——— payload ———

function normalizeTargetDays(value: unknown): TargetDay[] {
  if (!Array.isArray(value)) fail(400, 'Расписание (target_days) должно быть списком из 7 дней.');
  const days = makeTargetDays();
  for (const raw of value as Partial<TargetDay>[]) {
    const day = days.find((d) => d.day_number === Number(raw?.day_number));
    if (!day) fail(400, 'День недели в расписании должен быть от 1 до 7.');
    for (const hour of raw.hours ?? []) {
      const slot = day.hours.find((h) => h.hour === String(hour.hour).padStart(2, '0'));
      if (!slot) fail(400, 'Час в расписании должен быть от 00 до 23.');
      slot.is_active = Boolean(hour.is_active);
    }
  }
  return days;
}

/** Validates and applies the payload fields present in `body` (all of them for create/edit). */
function applyPayload(campaign: CampaignRow, body: Partial<CampaignPayload>, user: UserRow): void {
  if (body.name !== undefined) {
    const name = String(body.name).trim();
    if (!name) fail(400, 'Укажите название кампании.');
    if (name.length > 255) fail(400, 'Название кампании длиннее 255 символов.');
    campaign.name = name;
  }
  if (body.description !== undefined) campaign.description = String(body.description ?? '');
  if (body.type !== undefined) {
    if (body.type !== CampaignType.RTB && body.type !== CampaignType.FIX)
      fail(400, 'Неизвестный тип кампании.');
    campaign.type = body.type;
  }
  const date = (value: unknown, label: string): string | null => {
    if (value === null || value === '') return null;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.slice(0, 10)))
      fail(400, `Неверная дата ${label}.`);
    return value.slice(0, 10);
  };
  if (body.start_date !== undefined) campaign.start_date = date(body.start_date, 'начала');
  if (body.end_date !== undefined) campaign.end_date = date(body.end_date, 'окончания');
  if (campaign.start_date && campaign.end_date && campaign.start_date > campaign.end_date) {
    fail(400, 'Дата окончания раньше даты начала.');
  }
  if (body.audience !== undefined) {
    const audience = { ...DEFAULT_AUDIENCE, ...body.audience };
    const from = Number(audience.age_from);
    const to = Number(audience.age_to);
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > 100 || from > to) {
      fail(400, 'Возраст аудитории: от 0 до 100 лет, «от» не больше «до».');
    }
    if (!['all', 'male', 'female'].includes(audience.gender))
      fail(400, 'Неизвестный пол аудитории.');
    if (!/^[abc]{1,3}$/.test(String(audience.income))) fail(400, 'Доход аудитории: буквы a, b, c.');
    campaign.audience = {
      age_from: from,
      age_to: to,
      gender: audience.gender,
      income: String(audience.income),
    };
  }
  if (body.today_extra_limit !== undefined) {
    const limit = parseMoney(body.today_extra_limit);
    if (!Number.isFinite(limit) || limit < 0)
      fail(400, 'Дополнительный лимит на сегодня не может быть отрицательным.');
    campaign.today_extra_limit_kop = limit;
  }
  if (body.budget_rollover !== undefined) campaign.budget_rollover = Boolean(body.budget_rollover);
  if (body.spent_fast !== undefined) campaign.spent_fast = Boolean(body.spent_fast);
  if (body.delay !== undefined) {
    const delay = Number(body.delay);
    if (!Number.isFinite(delay) || delay < 0 || delay > 3600)
      fail(400, 'Задержка между показами — от 0 до 3600 секунд.');
    campaign.delay = delay;
  }
  if (body.agency_percent !== undefined) {
    const percent = Number(body.agency_percent);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100)
      fail(400, 'Агентский процент — от 0 до 100.');
    if (percent > 0 && user.role !== UserRole.AGENCY)
      fail(400, 'Агентский процент доступен только агентствам.');
    campaign.agency_percent = percent;
  }
  if (body.target_days !== undefined) campaign.target_days = normalizeTargetDays(body.target_days);
  if (body.players !== undefined) {
    if (!Array.isArray(body.players)) fail(400, 'Экраны (players) должны быть списком id.');
    const ids = [...new Set(body.players.map(Number))];
    const missing = ids.filter((id) => !getPlayer(id));
    if (missing.length > 0) fail(400, `Экраны не найдены: ${missing.slice(0, 5).join(', ')}.`);
    campaign.players = ids.sort((a, b) => a - b);
    campaign.player_settings = campaign.player_settings.filter((setting) =>
      ids.includes(setting.player_id),
    );
  }
  if (body.geo_plans !== undefined) {
    if (!Array.isArray(body.geo_plans)) fail(400, 'Геопланы (geo_plans) должны быть списком id.');
    const own = getMockDb()
      .state.geoplans.filter((plan) => plan.user_id === user.id)
      .map((plan) => plan.id);
    const ids = [...new Set(body.geo_plans.map(Number))];
    if (ids.some((id) => !own.includes(id))) fail(400, 'Геоплан не найден.');
    campaign.geo_plans = ids;
  }
  if (body.player_settings !== undefined) applyPlayerSettings(campaign, body.player_settings);
  const daily =
    body.daily_budget !== undefined ? parseMoney(body.daily_budget) : campaign.daily_budget_kop;
  const budget = body.budget !== undefined ? parseMoney(body.budget) : campaign.budget_kop;
  if (!Number.isFinite(daily) || daily < 0)
    fail(400, 'Дневной бюджет не может быть отрицательным.');
  if (budget > 0 && daily > budget) fail(400, 'Дневной бюджет не может превышать общий бюджет.');
  if (body.budget !== undefined) setBudget(campaign, budget);
  campaign.daily_budget_kop = daily;
}

function applyPlayerSettings(campaign: CampaignRow, settings: unknown): void {
  if (!Array.isArray(settings)) fail(400, 'Настройки экранов должны быть списком.');
  for (const raw of settings as Partial<PlayerSetting>[]) {
    const playerId = Number(raw?.player_id);
    if (!campaign.players.includes(playerId))
      fail(400, `Экран ${raw?.player_id} не выбран в этой кампании.`);
    if (
      raw.daily_limit !== undefined &&
      raw.daily_limit !== null &&
      (!Number.isInteger(Number(raw.daily_limit)) || Number(raw.daily_limit) < 0)
    ) {
      fail(400, 'Дневной лимит показов — целое неотрицательное число.');
    }
    if (
      raw.video_id !== undefined &&
      raw.video_id !== null &&
      !campaign.videos.includes(Number(raw.video_id))
    ) {
      fail(400, `Ролик ${raw.video_id} не добавлен в эту кампанию.`);
    }
    let setting = campaign.player_settings.find((row) => row.player_id === playerId);
    if (!setting) {
      setting = { player_id: playerId, daily_limit: null, video_id: null, is_active: true };
      campaign.player_settings.push(setting);
    }
    if (raw.daily_limit !== undefined)
      setting.daily_limit = raw.daily_limit === null ? null : Number(raw.daily_limit);
    if (raw.video_id !== undefined)
      setting.video_id = raw.video_id === null ? null : Number(raw.video_id);
    if (raw.is_active !== undefined) setting.is_active = Boolean(raw.is_active);
  }
}

function newCampaign(user: UserRow): CampaignRow {
  return {
    id: 0,
    user_id: user.id,
    name: '',
    description: '',
    status: S.DRAFT,
    moderation_status: M.NOT_STARTED,
    moderation_comment: null,
    type: CampaignType.RTB,
    start_date: null,
    end_date: null,
    audience: { ...DEFAULT_AUDIENCE },
    today_extra_limit_kop: 0,
    budget_rollover: true,
    delay: 50,
    budget_kop: 0,
    daily_budget_kop: 0,
    spent_kop: 0,
    impressions: 0,
    spent_fast: false,
    agency_percent: 0,
    target_days: makeTargetDays(),
    players: [],
    geo_plans: [],
    player_settings: [],
    videos: [],
    moderation_started_at: null,
    api_token: '',
    created_at: new Date().toISOString(),
  };
}

function shareToken(id: number): string {
  const { state } = getMockDb();
  return token(createRng(deriveSeed(state.tokenCounter++, 'share', id, Date.now())), 32);
}

function assertEditable(campaign: CampaignRow): void {
  if (campaign.status === S.MODERATION)
    fail(400, 'Кампания на модерации: отмените модерацию, чтобы изменить её.');
  if (!isRunning(campaign)) refuseStatus(campaign, 'изменить кампанию');
}

// ——— videos ———

/** Refuses (400) a file that is not an MP4/MOV/WEBM video or is empty or too big. */
export function acceptVideoFile(file: Pick<File, 'name' | 'type' | 'size'>): void {
  const name = file.name || '';
  if (!VIDEO_TYPES.has(file.type) && !VIDEO_EXTENSIONS.test(name)) {
    fail(400, `Файл «${name || 'без имени'}»: допустимы только видео MP4, MOV или WEBM.`);
  }
  if (file.size === 0) fail(400, `Файл «${name}» пуст.`);
  if (file.size > MAX_VIDEO_BYTES) fail(400, `Файл «${name}» больше 100 МБ.`);
}

function videoFromFile(file: File, userId: number): VideoRow {
  const id = nextId('videos');
  const name = (file.name || `Ролик ${id}`).replace(/\.[^.]+$/, '');
  return {
    id,
    user_id: userId,
    name,
    file: `/mock-media/video-${id}.mp4`,
    preview: posterSvg('#334155', name.slice(0, 24)),
    // No decoding in the fake: a plausible duration from the size.
    duration: Math.min(30, Math.max(5, Math.round(file.size / 400_000))),
    size: file.size,
    width: 1920,
    height: 1080,
    created_at: new Date().toISOString(),
    moderation_status: V.NOT_STARTED,
    decline_reason: null,
  };
}

function assertContentEditable(campaign: CampaignRow): void {
  if (campaign.status === S.MODERATION)
    fail(400, 'Кампания на модерации: ролики сейчас менять нельзя.');
  if (!isRunning(campaign)) refuseStatus(campaign, 'менять ролики');
}

// ——— forecast ———

/** The media plan: shows the chosen players can give on the schedule, capped by the budgets. */
export function mediaPlan(body: Partial<MediaPlanRequest>) {
  const ids = Array.isArray(body.players) ? [...new Set(body.players.map(Number))] : [];
  const players = ids.map((id) => getPlayer(id)).filter((player) => player !== undefined);
  const start =
    typeof body.start_date === 'string' && body.start_date
      ? body.start_date.slice(0, 10)
      : mockDate(1);
  const end =
    typeof body.end_date === 'string' && body.end_date
      ? body.end_date.slice(0, 10)
      : addDays(start, 29);
  if (end < start) fail(400, 'Дата окончания раньше даты начала.');
  const days = daysBetween(start, end) + 1;
  if (days > 366) fail(400, 'Период кампании не может быть длиннее года.');
  const schedule = Array.isArray(body.target_days)
    ? normalizeTargetDays(body.target_days)
    : makeTargetDays();
  // No hour chosen means "round the clock", as the server treats an empty schedule.
  const anyActive = schedule.some((day) => day.hours.some((hour) => hour.is_active));
  const hoursOn = (weekday: number): number =>
    anyActive
      ? (schedule.find((day) => day.day_number === weekday)?.hours.filter((hour) => hour.is_active)
          .length ?? 0)
      : 24;
  let hours = 0;
  for (let day = 0; day < days; day += 1) hours += hoursOn(weekdayOf(addDays(start, day)));
  const showsPerPlayer = hours * SHOWS_PER_HOUR;
  const capacityShows = showsPerPlayer * players.length;
  const capacityCost = players.reduce((sum, player) => sum + player.price_kop * showsPerPlayer, 0);
  const budget = parseMoney(body.budget ?? 0);
  const daily = parseMoney(body.daily_budget ?? 0);
  let limit = capacityCost;
  if (Number.isFinite(budget) && budget > 0) limit = Math.min(limit, budget);
  if (Number.isFinite(daily) && daily > 0) limit = Math.min(limit, daily * days);
  const share = capacityCost > 0 ? limit / capacityCost : 0;
  const impressions = Math.floor(capacityShows * share);
  const avgOts = players.length
    ? players.reduce((sum, player) => sum + player.ots, 0) / players.length
    : 0;
  const avgGrp = players.length
    ? players.reduce((sum, player) => sum + player.grp, 0) / players.length
    : 0;
  const cost = Math.round(capacityCost * share);
  return {
    players_count: players.length,
    days,
    impressions,
    ots: Math.round(impressions * avgOts),
    grp: Math.round(impressions * avgGrp * 100) / 100,
    cost: money(cost),
    price_per_show: money(impressions > 0 ? Math.round(cost / impressions) : 0),
  };
}

// ——— stats helpers ———

function period(url: URL): { from: string | null; to: string | null } {
  return { from: url.searchParams.get('date_from'), to: url.searchParams.get('date_to') };
}

export function wireDaily(rows: ReturnType<typeof dailyAcross>) {
  return rows.map((row) => ({
    date: row.date,
    impressions: row.impressions,
    ots: row.ots,
    spent: money(row.spent_kop),
  }));
}

export function wireVideoStats(rows: ReturnType<typeof campaignStats>['videos']) {
  return rows.map((row) => ({
    video_id: row.video_id,
    name: row.name,
    impressions: row.impressions,
    ots: row.ots,
    spent: money(row.spent_kop),
  }));
}

/** Player statistics as a sorted, searched, paged list. */
export function playerStatPage(url: URL, rows: ReturnType<typeof playersAcross>) {
  const search = url.searchParams.get('search');
  const wire = rows
    .map((row) => {
      const player = getPlayer(row.player_id);
      return {
        player_id: row.player_id,
        name: player?.name ?? '',
        address: player?.address ?? '',
        city_name: player?.city_name ?? '',
        type_name: player?.type_name ?? '',
        impressions: row.impressions,
        ots: row.ots,
        spent_kop: row.spent_kop,
      };
    })
    .filter((row) => matchesSearch(search, row.name, row.address, row.player_id));
  const ordered = orderBy(wire, url.searchParams.get('ordering') ?? '-impressions', {
    player_id: (row) => row.player_id,
    name: (row) => row.name,
    address: (row) => row.address,
    impressions: (row) => row.impressions,
    ots: (row) => row.ots,
    spent: (row) => row.spent_kop,
  });
  const page = paginate(url, ordered, 10, 500);
  return {
    ...page,
    results: page.results.map(({ spent_kop, ...row }) => ({ ...row, spent: money(spent_kop) })),
  };
}

// ——— routes ———

/**
 * One status action of spec §4: the campaign must be the user's own and in a status the shared
 * CAMPAIGN_ACTION_RULES allow (else a 400 naming what could not be done), then `apply` changes it.
 */
function statusAction(
  path: string,
  action: keyof typeof CAMPAIGN_ACTION_RULES,
  refused: string,
  apply: (campaign: CampaignRow) => void,
): MockRoute {
  return route('post', path, (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!CAMPAIGN_ACTION_RULES[action](campaign)) refuseStatus(campaign, refused);
    apply(campaign);
    commit();
    return ok(toCampaign(campaign));
  });
}

/** Status actions of spec §4 with the source statuses each allows. */
const statusActions: MockRoute[] = [
  statusAction(
    paths.adv.runModeration(':id'),
    'runModeration',
    'отправить на модерацию',
    (campaign) => {
      if (!campaign.start_date || !campaign.end_date)
        fail(400, 'Укажите даты начала и окончания кампании.');
      if (campaign.players.length === 0) fail(400, 'Выберите хотя бы один экран.');
      if (campaign.videos.length === 0) fail(400, 'Добавьте хотя бы один ролик.');
      if (campaign.budget_kop <= 0) fail(400, 'Пополните бюджет кампании.');
      campaign.status = S.MODERATION;
      campaign.moderation_status = M.MODERATION;
      campaign.moderation_comment = null;
      campaign.moderation_started_at = Date.now();
      for (const video of videosOf(campaign)) {
        if (video.moderation_status !== V.APPROVED) {
          video.moderation_status = V.MODERATION;
          video.decline_reason = null;
        }
      }
    },
  ),
  statusAction(
    paths.adv.cancelModeration(':id'),
    'cancelModeration',
    'отменить модерацию',
    (campaign) => {
      campaign.status = S.DRAFT;
      campaign.moderation_status = M.NOT_STARTED;
      campaign.moderation_started_at = null;
      for (const video of videosOf(campaign))
        if (video.moderation_status === V.MODERATION) video.moderation_status = V.NOT_STARTED;
    },
  ),
  statusAction(paths.adv.activate(':id'), 'activate', 'запустить кампанию', (campaign) => {
    if (
      campaign.moderation_status !== M.APPROVED &&
      campaign.moderation_status !== M.PARTIALLY_DECLINED
    ) {
      fail(400, 'Кампания ещё не прошла модерацию.');
    }
    if (campaign.end_date && campaign.end_date < mockDate())
      fail(400, 'Срок кампании истёк: измените дату окончания.');
    if (campaign.budget_kop - campaign.spent_kop <= 0)
      fail(400, 'Бюджет кампании исчерпан: пополните бюджет.');
    campaign.status = S.ACTIVE;
  }),
  statusAction(paths.adv.pause(':id'), 'pause', 'поставить кампанию на паузу', (campaign) => {
    campaign.status = S.PAUSE;
  }),
  statusAction(paths.adv.finish(':id'), 'finish', 'завершить кампанию', (campaign) => {
    releaseBudget(campaign);
    campaign.status = S.FINISH;
  }),
  statusAction(paths.adv.archive(':id'), 'archive', 'отправить кампанию в архив', (campaign) => {
    releaseBudget(campaign);
    campaign.status = S.ARCHIVE;
  }),
];

export const campaignsRoutes: MockRoute[] = [
  // Paths without an id first: `v2/adv/:id/` would otherwise take them.
  route(
    'get',
    paths.adv.list,
    ({ request, url }) => {
      const user = requireUser(request);
      const statuses = url.searchParams
        .getAll('status')
        .flatMap((value) => value.split(','))
        .map(Number)
        .filter((value) => Number.isInteger(value) && value > 0);
      const search = url.searchParams.get('search');
      const campaigns = userCampaigns(user).filter(
        (campaign) =>
          (statuses.length === 0 || statuses.includes(campaign.status)) &&
          matchesSearch(search, campaign.name, campaign.id),
      );
      const ordered = orderBy(campaigns, url.searchParams.get('ordering') || '-id', {
        id: (c) => c.id,
        name: (c) => c.name,
        status: (c) => c.status,
        moderation_status: (c) => c.moderation_status,
        type: (c) => c.type,
        start_date: (c) => c.start_date ?? '',
        end_date: (c) => c.end_date ?? '',
        budget: (c) => c.budget_kop,
        daily_budget: (c) => c.daily_budget_kop,
        spent: (c) => c.spent_kop,
        impressions: (c) => c.impressions,
        created_at: (c) => c.created_at,
      });
      const page = paginate(url, ordered, 10, 100);
      return ok({ ...page, results: page.results.map(toCampaign) });
    },
    emptyPage,
  ),

  route('post', paths.adv.create, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<CampaignPayload>(request);
    const campaign = newCampaign(user);
    if (body.name === undefined) fail(400, 'Укажите название кампании.');
    applyPayload(campaign, body, user);
    campaign.id = nextId('campaigns');
    campaign.api_token = shareToken(campaign.id);
    getMockDb().state.campaigns.push(campaign);
    commit();
    return ok(toCampaign(campaign), 201);
  }),

  route(
    'get',
    paths.adv.playerStat,
    ({ request, url }) => {
      const user = requireUser(request);
      const adv = numberParam(url, 'adv', 'id', 'campaign');
      let ids = userCampaigns(user).map((campaign) => campaign.id);
      if (adv !== undefined) {
        if (!ids.includes(adv)) fail(404, 'Кампания не найдена.');
        ids = [adv];
      }
      return ok(playerStatPage(url, playersAcross(ids, period(url))));
    },
    emptyPage,
  ),

  route('post', paths.adv.mediaPlan, async ({ request }) => {
    requireUser(request);
    return ok(mediaPlan(await readJson<MediaPlanRequest>(request)));
  }),

  route('post', paths.adv.exportAdvReport, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<ExportAdvReportRequest>(request);
    const percent = Number(body.agency_percent ?? 0);
    if (percent > 0 && user.role !== UserRole.AGENCY)
      return detail(400, 'Агентский процент доступен только агентствам.');
    const own = userCampaigns(user);
    const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
    const chosen = ids.length > 0 ? own.filter((campaign) => ids.includes(campaign.id)) : own;
    if (ids.length > 0 && chosen.length !== ids.length) return detail(404, 'Кампания не найдена.');
    return advertiserReport(chosen, Number.isFinite(percent) ? percent : 0, {
      from: body.date_from,
      to: body.date_to,
    });
  }),

  route(
    'get',
    paths.adv.dailyStat,
    ({ request, url }) => {
      const user = requireUser(request);
      const adv = numberParam(url, 'adv', 'id', 'campaign');
      if (adv !== undefined) {
        const campaign = userCampaigns(user).find((row) => row.id === adv);
        if (!campaign) return detail(404, 'Кампания не найдена.');
        return ok(wireDaily(campaignStats(adv, period(url)).daily));
      }
      return ok(
        wireDaily(
          dailyAcross(
            userCampaigns(user).map((campaign) => campaign.id),
            period(url),
          ),
        ),
      );
    },
    () => [],
  ),

  route('get', paths.adv.detail(':id'), (context) => {
    const found = ownCampaign(context);
    return found ? ok(toCampaign(found.campaign)) : undefined;
  }),

  route('put', paths.adv.edit(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    assertEditable(found.campaign);
    const body = await readJson<CampaignPayload>(context.request);
    if (body.name === undefined) fail(400, 'Укажите название кампании.');
    // Work on a copy: a refused edit changes nothing.
    const draft = structuredClone(found.campaign);
    const available = organizationOf(found.user.id).available_kop;
    try {
      applyPayload(draft, body, found.user);
    } catch (error) {
      organizationOf(found.user.id).available_kop = available;
      throw error;
    }
    Object.assign(found.campaign, draft);
    commit();
    return ok(toCampaign(found.campaign));
  }),

  route('patch', paths.adv.modify(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    assertEditable(found.campaign);
    const body = await readJson<CampaignPayload>(context.request);
    const draft = structuredClone(found.campaign);
    const available = organizationOf(found.user.id).available_kop;
    try {
      applyPayload(draft, body, found.user);
    } catch (error) {
      organizationOf(found.user.id).available_kop = available;
      throw error;
    }
    Object.assign(found.campaign, draft);
    commit();
    return ok(toCampaign(found.campaign));
  }),

  route('delete', paths.adv.detail(':id'), (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!canDeleteCampaign(campaign)) refuseStatus(campaign, 'удалить кампанию');
    releaseBudget(campaign);
    const { state } = getMockDb();
    state.campaigns.splice(state.campaigns.indexOf(campaign), 1);
    commit();
    return noContent();
  }),

  route('post', paths.adv.duplicate(':id'), (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const source = found.campaign;
    const copy: CampaignRow = {
      ...structuredClone(source),
      id: nextId('campaigns'),
      name: `${source.name} (копия)`.slice(0, 255),
      status: S.DRAFT,
      moderation_status: M.NOT_STARTED,
      moderation_comment: null,
      moderation_started_at: null,
      budget_kop: 0,
      daily_budget_kop: 0,
      spent_kop: 0,
      impressions: 0,
      today_extra_limit_kop: 0,
      created_at: new Date().toISOString(),
    };
    copy.api_token = shareToken(copy.id);
    getMockDb().state.campaigns.push(copy);
    commit();
    return ok(toCampaign(copy), 201);
  }),

  ...statusActions,

  route('post', paths.adv.addBudget(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    const body = await readJson<AddBudgetRequest>(context.request);
    const amount =
      typeof body.budget === 'string' || typeof body.budget === 'number'
        ? parseMoney(body.budget)
        : NaN;
    if (!Number.isFinite(amount) || amount <= 0)
      return detail(400, 'Сумма пополнения должна быть больше нуля.');
    if (!isRunning(campaign)) refuseStatus(campaign, 'пополнить бюджет');
    setBudget(campaign, campaign.budget_kop + amount);
    commit();
    return ok(toCampaign(campaign));
  }),

  route(
    'get',
    paths.adv.videos(':id'),
    (context) => {
      const found = ownCampaign(context);
      return found ? ok(videosOf(found.campaign).map(toVideo)) : undefined;
    },
    () => [],
  ),

  route(
    'post',
    paths.adv.videoStats(':id'),
    async (context) => {
      const found = ownCampaign(context);
      if (!found) return undefined;
      const body = await readJson<VideoStatsRequest>(context.request);
      return ok(
        wireVideoStats(
          campaignStats(found.campaign.id, { from: body.date_from, to: body.date_to }).videos,
        ),
      );
    },
    () => [],
  ),

  route(
    'get',
    paths.adv.videosForUpload(':id'),
    (context) => {
      const found = ownCampaign(context);
      if (!found) return undefined;
      const library = getMockDb().state.videos.filter(
        (video) => video.user_id === found.user.id && !found.campaign.videos.includes(video.id),
      );
      return ok(library.map(toVideo));
    },
    () => [],
  ),

  route('post', paths.adv.uploadVideo(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign, user } = found;
    assertContentEditable(campaign);
    const body = await readBody(context.request);
    const { state } = getMockDb();
    let added: VideoRow[];
    if (body instanceof FormData) {
      const files = body.getAll('file').filter((entry): entry is File => typeof entry !== 'string');
      if (files.length === 0) return detail(400, 'Прикрепите видеофайл.');
      files.forEach(acceptVideoFile);
      added = files.map((file) => videoFromFile(file, user.id));
      state.videos.push(...added);
    } else {
      const ids = (Array.isArray(body) ? body : Array.isArray(body.ids) ? body.ids : []).map(
        Number,
      );
      if (ids.length === 0) return detail(400, 'Выберите ролики для добавления.');
      added = ids.map((id) => {
        const video = state.videos.find((row) => row.id === id && row.user_id === user.id);
        if (!video) fail(400, `Ролик ${id} не найден в вашей библиотеке.`);
        return video;
      });
    }
    for (const video of added)
      if (!campaign.videos.includes(video.id)) campaign.videos.push(video.id);
    commit();
    return ok(added.map(toVideo), 201);
  }),

  route('post', paths.adv.changeVideo(':id', ':videoId'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    assertContentEditable(campaign);
    const videoId = idParam(context.params, 'videoId');
    const video = getMockDb().state.videos.find(
      (row) => row.id === videoId && campaign.videos.includes(row.id),
    );
    if (!video) return detail(404, 'Ролик не найден в этой кампании.');
    const form = await context.request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return detail(400, 'Прикрепите видеофайл.');
    acceptVideoFile(file);
    const replacement = videoFromFile(file, video.user_id);
    Object.assign(video, { ...replacement, id: video.id, file: video.file });
    commit();
    return ok(toVideo(video));
  }),

  route('delete', paths.adv.deleteVideo(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    assertContentEditable(campaign);
    const body = await readJson<DeleteVideoRequest>(context.request);
    const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
    if (ids.length === 0) return detail(400, 'Укажите ролики для удаления (ids).');
    const missing = ids.filter((id) => !campaign.videos.includes(id));
    if (missing.length > 0)
      return detail(404, `Ролики не найдены в кампании: ${missing.join(', ')}.`);
    // The files stay in the library; only the campaign lets go of them.
    campaign.videos = campaign.videos.filter((id) => !ids.includes(id));
    for (const setting of campaign.player_settings)
      if (setting.video_id && ids.includes(setting.video_id)) setting.video_id = null;
    commit();
    return noContent();
  }),

  route(
    'get',
    paths.adv.players(':id'),
    (context) => {
      const found = ownCampaign(context);
      if (!found) return undefined;
      const { campaign } = found;
      const stats = new Map(campaignStats(campaign.id).players.map((row) => [row.player_id, row]));
      const search = context.url.searchParams.get('search');
      const rows = campaign.players
        .map((id) => getPlayer(id))
        .filter((player) => player !== undefined)
        .filter((player) => matchesSearch(search, player.name, player.address, player.id))
        .map((player): WireCampaignPlayer => {
          const setting = campaign.player_settings.find((row) => row.player_id === player.id);
          return {
            ...toPlayer(player),
            daily_limit: setting?.daily_limit ?? null,
            video_id: setting?.video_id ?? null,
            is_active: setting?.is_active ?? true,
            impressions: stats.get(player.id)?.impressions ?? 0,
            spent: money(stats.get(player.id)?.spent_kop ?? 0),
          };
        });
      return ok(paginate(context.url, rows, 10, 500));
    },
    emptyPage,
  ),

  route('post', paths.adv.resetDailyLimit(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    const body = await readJson<ResetDailyLimitRequest>(context.request);
    const ids =
      Array.isArray(body.player_ids) && body.player_ids.length > 0
        ? body.player_ids.map(Number)
        : campaign.players;
    const stranger = ids.find((id) => !campaign.players.includes(id));
    if (stranger !== undefined) return detail(400, `Экран ${stranger} не выбран в этой кампании.`);
    for (const setting of campaign.player_settings)
      if (ids.includes(setting.player_id)) setting.daily_limit = null;
    campaign.today_extra_limit_kop = 0;
    commit();
    return ok({ detail: 'Дневной лимит сброшен.', player_settings: campaign.player_settings });
  }),

  route('post', paths.adv.editPlayerSettings(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!isRunning(campaign)) refuseStatus(campaign, 'менять настройки экранов');
    const body = await readBody(context.request);
    const list = Array.isArray(body)
      ? body
      : body instanceof FormData
        ? []
        : Array.isArray(body.player_settings)
          ? body.player_settings
          : [body];
    const draft = structuredClone(campaign.player_settings);
    try {
      applyPlayerSettings(campaign, list);
    } catch (error) {
      campaign.player_settings = draft;
      throw error;
    }
    commit();
    return ok({
      detail: 'Настройки экранов сохранены.',
      player_settings: campaign.player_settings,
    });
  }),

  route('post', paths.adv.uploadPlayerVideo(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!isRunning(campaign)) refuseStatus(campaign, 'менять ролики на экранах');
    const body = await readBody(context.request);
    const list = (
      Array.isArray(body) ? body : body instanceof FormData ? [] : [body]
    ) as Partial<UploadPlayerVideoRequest>[];
    if (list.length === 0) return detail(400, 'Укажите экран и ролик.');
    const draft = structuredClone(campaign.player_settings);
    try {
      applyPlayerSettings(
        campaign,
        list.map((item) => {
          if (item.video_id === undefined || item.video_id === null)
            fail(400, 'Укажите ролик (video_id).');
          return { player_id: item.player_id, video_id: item.video_id };
        }),
      );
    } catch (error) {
      campaign.player_settings = draft;
      throw error;
    }
    commit();
    return ok({ detail: 'Ролик назначен.', player_settings: campaign.player_settings });
  }),

  route('get', paths.adv.exportReport(':id'), (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const percent = numberParam(context.url, 'agency_percent') ?? 0;
    if (percent > 0 && found.user.role !== UserRole.AGENCY)
      return detail(400, 'Агентский процент доступен только агентствам.');
    if (percent < 0 || percent > 100) return detail(400, 'Агентский процент — от 0 до 100.');
    return campaignReport(found.campaign, percent, period(context.url));
  }),
];
