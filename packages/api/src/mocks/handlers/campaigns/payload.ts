/**
 * Applying a campaign payload (create, edit, modify): validation with Russian messages, the
 * schedule, the players' settings, a new campaign's defaults.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import type {
  CampaignPayload,
  PlayerSetting,
  TargetDay,
} from '../../../campaigns/campaign-payload.ts';
import { CampaignType, UserRole } from '../../../enums.ts';
import { getMockDb } from '../../db/db.ts';
import { getPlayer } from '../../db/players.ts';
import { createRng, deriveSeed } from '../../db/prng.ts';
import { DEFAULT_AUDIENCE, makeTargetDays, token } from '../../db/campaign-fields.ts';
import type { CampaignRow, UserRow } from '../../db/types.ts';
import { parseMoney } from '../../serialize.ts';
import { fail } from '../utils.ts';
import { M, S, isRunning, refuseStatus, setBudget } from './access.ts';

export function normalizeTargetDays(value: unknown): TargetDay[] {
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
export function applyPayload(
  campaign: CampaignRow,
  body: Partial<CampaignPayload>,
  user: UserRow,
): void {
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

export function applyPlayerSettings(campaign: CampaignRow, settings: unknown): void {
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

export function newCampaign(user: UserRow): CampaignRow {
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

export function shareToken(id: number): string {
  const { state } = getMockDb();
  return token(createRng(deriveSeed(state.tokenCounter++, 'share', id, Date.now())), 32);
}

export function assertEditable(campaign: CampaignRow): void {
  if (campaign.status === S.MODERATION)
    fail(400, 'Кампания на модерации: отмените модерацию, чтобы изменить её.');
  if (!isRunning(campaign)) refuseStatus(campaign, 'изменить кампанию');
}
