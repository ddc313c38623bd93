import { fromIsoDay, todayIso, toIsoDay } from '../../lib/date';
import { z } from '../../lib/zod';
import {
  canEditCampaign,
  CampaignType,
  createDefaultCampaignPayload,
  Gender,
  UserRole,
  type Campaign,
  type CampaignPayload,
  type TargetDay,
  type Video,
} from '@ekran/api';

/** The four steps in order; paths are relative to `/create-company/{id}`. */
export const WIZARD_STEPS = [
  { id: 'parameters', label: 'Параметры и медиаплан', path: '' },
  { id: 'content', label: 'Контент', path: '/content' },
  { id: 'select-content', label: 'Выбор контента', path: '/select-content' },
  { id: 'verify', label: 'Проверка', path: '/verify' },
] as const;

export type WizardStepIndex = 0 | 1 | 2 | 3;

/** URL of a step; step 1 of a campaign not yet saved is `/create-company`. */
export function stepHref(index: WizardStepIndex, id: number | string | null | undefined): string {
  if (id === null || id === undefined) return '/create-company';
  return `/create-company/${id}${WIZARD_STEPS[index].path}`;
}

/** Which step a wizard URL shows (the route handle says the same; this also serves stories). */
export function stepFromPath(pathname: string): WizardStepIndex {
  if (/\/content\/?$/.test(pathname) && !/select-content\/?$/.test(pathname)) return 1;
  if (/\/select-content\/?$/.test(pathname)) return 2;
  if (/\/verify\/?$/.test(pathname)) return 3;
  return 0;
}

// ——— dates ———

// The local-date helpers live in lib/date; the wizard's screens import them from here too.
export { fromIsoDay, todayIso, toIsoDay };

// ——— schedule ———

export const countActiveHours = (days: readonly TargetDay[] | null | undefined): number =>
  (days ?? []).reduce((sum, day) => sum + day.hours.filter((hour) => hour.is_active).length, 0);

// ——— step 1: parameters ———

export const INCOME_LETTERS = ['a', 'b', 'c'] as const;

/**
 * The parameters form: the payload with money fields that may be empty while typing, and a type
 * that is null until chosen when the server did not tell it.
 */
export type ParametersValues = Omit<CampaignPayload, 'budget' | 'daily_budget' | 'type'> & {
  budget: number | null;
  daily_budget: number | null;
  type: CampaignType | null;
};

/** The form's values once its rules passed: a type and both budgets are there. */
export type ValidParameters = ParametersValues & {
  type: CampaignType;
  budget: number;
  daily_budget: number;
};

/** The values as a payload can take them, or null while a type or a budget is still empty. */
export function validParameters(values: ParametersValues): ValidParameters | null {
  const { type, budget, daily_budget } = values;
  if (type === null || budget === null || daily_budget === null) return null;
  return { ...values, type, budget, daily_budget };
}

export const CAMPAIGN_TYPE_REQUIRED = 'Выберите тип кампании';

export type ParametersContext = {
  /** `YYYY-MM-DD` of the real today. */
  today: string;
  /** The saved start date: a running campaign may keep a start that is already past. */
  savedStart?: string | null;
};

const required = (message: string) => z.number({ error: message });

/**
 * Per-field rules of step 1, Russian messages on the field they concern. Built per render because
 * "not in the past" depends on today and on the saved start date.
 */
export function parametersSchema({ today, savedStart }: ParametersContext) {
  const fields = z.object({
    // Checks only, no transforms: the intersection below merges both sides' outputs, and the
    // payload trims the name itself (toPayload).
    name: z
      .string()
      .refine((value) => value.trim().length > 0, 'Укажите название кампании')
      .refine((value) => value.trim().length <= 255, 'Название — не длиннее 255 символов'),
    description: z.string().max(2000, 'Описание — не длиннее 2000 символов'),
    type: z.union([z.literal(CampaignType.RTB), z.literal(CampaignType.FIX), z.null()]),
    start_date: z.string({ error: 'Укажите период кампании' }).nullable(),
    end_date: z.string().nullable(),
    budget: required('Укажите бюджет').nullable(),
    daily_budget: required('Укажите дневной бюджет').nullable(),
    budget_rollover: z.boolean(),
    spent_fast: z.boolean(),
    delay: z
      .number({ error: 'Укажите задержку' })
      .int('Задержка — целое число секунд')
      .min(0, 'Задержка не может быть отрицательной')
      .max(3600, 'Задержка — не больше 3600 секунд'),
    today_extra_limit: z
      .number({ error: 'Укажите лимит или 0' })
      .min(0, 'Лимит не может быть отрицательным'),
    agency_percent: z
      .number({ error: 'Укажите процент или 0' })
      .min(0, 'Процент — от 0 до 100')
      .max(100, 'Процент — от 0 до 100'),
    audience: z.object({
      age_from: z
        .number({ error: 'Укажите возраст' })
        .int('Возраст — целое число лет')
        .min(0, 'Возраст — от 0 до 100 лет')
        .max(100, 'Возраст — от 0 до 100 лет'),
      age_to: z
        .number({ error: 'Укажите возраст' })
        .int('Возраст — целое число лет')
        .min(0, 'Возраст — от 0 до 100 лет')
        .max(100, 'Возраст — от 0 до 100 лет'),
      gender: z.enum([Gender.ALL, Gender.MALE, Gender.FEMALE]),
      income: z.string().regex(/^[abc]{1,3}$/, 'Выберите хотя бы одну группу дохода'),
    }),
    target_days: z.array(z.custom<TargetDay>()),
    players: z.array(z.number()),
    geo_plans: z.array(z.number()),
    player_settings: z.array(z.custom<CampaignPayload['player_settings'][number]>()),
  });
  // Cross-field rules sit beside the fields, not after them: zod skips an object's refinements once
  // a field has failed, and the user should see every problem at once rather than batch after batch.
  // The form always hands over a whole object, so the shapes these rules read are there.
  const crossField = z.custom<z.output<typeof fields>>().superRefine((values, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (!values.start_date || !values.end_date) {
      issue(['start_date'], 'Укажите даты начала и окончания');
    } else {
      if (values.end_date < values.start_date)
        issue(['start_date'], 'Дата окончания раньше даты начала');
      else if (values.start_date < today && values.start_date !== savedStart)
        issue(['start_date'], 'Дата начала не может быть в прошлом');
      else if (values.end_date < today)
        issue(['start_date'], 'Дата окончания не может быть в прошлом');
    }
    if (values.type === null) issue(['type'], CAMPAIGN_TYPE_REQUIRED);
    if (values.budget === null) issue(['budget'], 'Укажите бюджет');
    else if (values.budget <= 0) issue(['budget'], 'Бюджет должен быть больше нуля');
    if (values.daily_budget === null) issue(['daily_budget'], 'Укажите дневной бюджет');
    else if (values.daily_budget <= 0)
      issue(['daily_budget'], 'Дневной бюджет должен быть больше нуля');
    if (
      values.budget !== null &&
      values.daily_budget !== null &&
      values.daily_budget > values.budget
    ) {
      issue(['daily_budget'], 'Дневной бюджет не может быть больше общего бюджета');
    }
    if (values.audience.age_from > values.audience.age_to)
      issue(['audience', 'age_to'], 'Возраст «до» не может быть меньше возраста «от»');
    if (countActiveHours(values.target_days) === 0)
      issue(['target_days'], 'Отметьте хотя бы один час показа');
    if (values.players.length === 0) issue(['players'], 'Выберите хотя бы один экран');
  });
  return z.intersection(fields, crossField);
}

/**
 * Form values from a saved campaign (or the defaults for a new one). What the server did not tell
 * is left for the user, never guessed: an unknown type is no type, an unknown budget an empty field.
 */
export function toParametersValues(source: CampaignPayload | Campaign): ParametersValues {
  return {
    name: source.name ?? '',
    description: source.description ?? '',
    type: source.type === CampaignType.FIX || source.type === CampaignType.RTB ? source.type : null,
    start_date: source.start_date ? source.start_date.slice(0, 10) : null,
    end_date: source.end_date ? source.end_date.slice(0, 10) : null,
    audience: { ...source.audience },
    today_extra_limit: Number(source.today_extra_limit) || 0,
    budget_rollover: Boolean(source.budget_rollover),
    delay: Number(source.delay) || 0,
    // A new campaign's zero budget reads better as an empty field the user fills in.
    budget: Number(source.budget) > 0 ? Number(source.budget) : null,
    daily_budget: Number(source.daily_budget) > 0 ? Number(source.daily_budget) : null,
    spent_fast: Boolean(source.spent_fast),
    agency_percent: Number(source.agency_percent) || 0,
    target_days: structuredClone(source.target_days),
    players: [...source.players],
    geo_plans: [...(source.geo_plans ?? [])],
    player_settings: structuredClone(source.player_settings ?? []),
  };
}

// ——— the agency percent and the user's role ———

/**
 * Who may set the agency percent: an agency edits it, an advertiser has none; while the role is
 * being asked (undefined) nothing shows yet, and with the role unknown (null: get_me and the
 * organization did not tell it) nobody may, and the form says so instead.
 */
export type AgencyPercentAccess = 'editable' | 'none' | 'pending' | 'unknown';

export function agencyPercentAccess(role: UserRole | null | undefined): AgencyPercentAccess {
  if (role === undefined) return 'pending';
  if (role === null) return 'unknown';
  return role === UserRole.AGENCY ? 'editable' : 'none';
}

/**
 * The agency percent a save sends. A missing role never changes data: the campaign's own percent
 * goes back unchanged, and a new campaign gets the spec's default, since there is nothing to keep.
 */
export function agencyPercentToSend(
  role: UserRole | null | undefined,
  typed: number,
  saved: Pick<Campaign, 'agency_percent'> | null,
): number {
  switch (agencyPercentAccess(role)) {
    case 'editable':
      return typed;
    case 'none':
      return 0;
    case 'pending':
    case 'unknown':
      return saved ? saved.agency_percent : createDefaultCampaignPayload().agency_percent;
  }
}

/** The payload of create / edit from the checked form; `agencyPercent` from agencyPercentToSend. */
export function toPayload(values: ValidParameters, agencyPercent: number): CampaignPayload {
  return {
    ...values,
    name: values.name.trim(),
    agency_percent: agencyPercent,
  };
}

// ——— after a save ———

export const CREATED_WITHOUT_ID =
  'Кампания создана. Она в списке кампаний — откройте её там, чтобы продолжить.';

/** Where a save that got a 2xx leads (null: stay), and what its toast says. */
export type AfterSave = { message: string; href: string | null; replace: boolean };

/**
 * `savedId`: the campaign's id, the edited one's or the one a create's answer named; null when a
 * create's answer named none. Then the new campaign is only in the list, and the wizard goes there
 * rather than stay on a form that would create it a second time.
 */
export function afterSave(edited: boolean, savedId: number | null, next: boolean): AfterSave {
  if (savedId === null) return { message: CREATED_WITHOUT_ID, href: '/campaigns', replace: true };
  if (edited)
    return {
      message: 'Изменения сохранены',
      href: next ? stepHref(1, savedId) : null,
      replace: false,
    };
  return { message: 'Кампания создана', href: stepHref(next ? 1 : 0, savedId), replace: !next };
}

// ——— steps' validity and the checklist ———

export type ChecklistItem = {
  id: string;
  label: string;
  /** null: the server did not say (a figure it left out), so the wizard cannot tell. */
  ok: boolean | null;
  step: WizardStepIndex;
};

/**
 * What the server campaign still lacks before it can go to moderation, each item pointing at the
 * step that fixes it. The same list decides which steps may open.
 */
export function campaignChecklist(
  campaign: Campaign | null | undefined,
  videos: readonly Video[] | null | undefined,
  today: string = todayIso(),
): ChecklistItem[] {
  const c = campaign;
  // A saved campaign whose budgets the server left out is not one without budgets: the item is
  // unknown, locks no step, and run_moderation's own answer decides.
  const budget = c && c.budget === null ? null : Number(c?.budget ?? 0);
  const daily = c && c.daily_budget === null ? null : Number(c?.daily_budget ?? 0);
  const datesSet = Boolean(c?.start_date && c?.end_date);
  const datesOrdered = datesSet && (c?.end_date ?? '') >= (c?.start_date ?? '');
  return [
    { id: 'name', label: 'Название кампании', ok: Boolean(c?.name?.trim()), step: 0 },
    { id: 'dates', label: 'Даты начала и окончания', ok: datesSet && datesOrdered, step: 0 },
    {
      id: 'future',
      label: 'Кампания ещё не закончилась',
      ok: datesSet && (c?.end_date ?? '').slice(0, 10) >= today,
      step: 0,
    },
    { id: 'budget', label: 'Бюджет больше нуля', ok: budget === null ? null : budget > 0, step: 0 },
    {
      id: 'daily',
      label: 'Дневной бюджет не больше общего',
      ok: daily === null || budget === null ? null : daily > 0 && daily <= budget,
      step: 0,
    },
    {
      id: 'hours',
      label: 'Хотя бы один час показа',
      ok: countActiveHours(c?.target_days) > 0,
      step: 0,
    },
    {
      id: 'players',
      label: 'Хотя бы один экран',
      ok: (c?.players.length ?? 0) > 0,
      step: 0,
    },
    // Any video counts, whatever its moderation status: an unknown one (null, «Неизвестно») is
    // neither approved nor declined, so it neither unlocks nor blocks a step; moderation decides.
    { id: 'videos', label: 'Хотя бы один ролик', ok: (videos?.length ?? 0) > 0, step: 1 },
  ];
}

/** Index of the first step that is not yet valid (4 when every step is); unknown items lock nothing. */
export function firstIncompleteStep(items: readonly ChecklistItem[]): number {
  const failing = items.filter((item) => item.ok === false).map((item) => item.step);
  return failing.length > 0 ? Math.min(...failing) : 4;
}

/** The server refuses edits in these statuses; the wizard then shows the data read-only. */
export function isLocked(campaign: Campaign | null | undefined): boolean {
  return campaign != null && !canEditCampaign(campaign);
}
