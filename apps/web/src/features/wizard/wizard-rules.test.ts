import { describe, expect, it } from 'vitest';
import {
  CampaignType,
  createDefaultCampaignPayload,
  UserRole,
  type Campaign,
  type Video,
} from '@ekran/api';
import {
  afterSave,
  agencyPercentAccess,
  agencyPercentToSend,
  campaignChecklist,
  CAMPAIGN_TYPE_REQUIRED,
  CREATED_WITHOUT_ID,
  firstIncompleteStep,
  parametersSchema,
  stepFromPath,
  stepHref,
  toParametersValues,
  toPayload,
  validParameters,
  type ParametersValues,
} from './wizard-rules';
import { VIDEO_EXTENSIONS, VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from '@ekran/api';
import { durationProblem, VIDEO_ACCEPT, VIDEO_MAX_MB } from './video-rules';

const TODAY = '2026-11-21';

function validValues(): ParametersValues {
  const values = toParametersValues(createDefaultCampaignPayload());
  values.name = 'Распродажа';
  values.start_date = '2026-11-22';
  values.end_date = '2026-12-01';
  values.budget = 30000;
  values.daily_budget = 3000;
  values.players = [1, 2];
  const monday = values.target_days[0];
  if (monday?.hours[9]) monday.hours[9].is_active = true;
  return values;
}

const messages = (values: ParametersValues, savedStart: string | null = null) => {
  const result = parametersSchema({ today: TODAY, savedStart }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('parameters rules', () => {
  it('accepts a complete campaign', () => {
    expect(messages(validValues())).toEqual({});
    const spaced = validValues();
    spaced.name = '  Распродажа  ';
    expect(messages(spaced)).toEqual({});
  });

  it('starts from the spec defaults with empty budgets', () => {
    const values = toParametersValues(createDefaultCampaignPayload());
    expect(values.audience).toEqual({ age_from: 18, age_to: 100, gender: 'all', income: 'abc' });
    expect(values.delay).toBe(50);
    expect(values.budget).toBeNull();
    expect(values.target_days).toHaveLength(7);
  });

  it('says in Russian what is missing', () => {
    const values = toParametersValues(createDefaultCampaignPayload());
    expect(messages(values)).toMatchObject({
      name: 'Укажите название кампании',
      start_date: 'Укажите даты начала и окончания',
      budget: 'Укажите бюджет',
      target_days: 'Отметьте хотя бы один час показа',
      players: 'Выберите хотя бы один экран',
    });
  });

  it('wants dates in order and not in the past, unless the start is the saved one', () => {
    const values = validValues();
    values.end_date = '2026-11-21';
    values.start_date = '2026-11-25';
    expect(messages(values).start_date).toBe('Дата окончания раньше даты начала');
    values.start_date = '2026-11-01';
    values.end_date = '2026-12-01';
    expect(messages(values).start_date).toBe('Дата начала не может быть в прошлом');
    expect(messages(values, '2026-11-01').start_date).toBeUndefined();
    values.start_date = '2026-11-01';
    values.end_date = '2026-11-10';
    expect(messages(values, '2026-11-01').start_date).toBe(
      'Дата окончания не может быть в прошлом',
    );
  });

  it('speaks Russian for every broken field', () => {
    const values = validValues();
    values.name = '   ';
    values.audience.age_from = 17.5;
    values.audience.age_to = 140;
    values.audience.income = '';
    values.delay = -1;
    values.today_extra_limit = -5;
    values.agency_percent = 120;
    values.budget = 0;
    values.daily_budget = null;
    values.target_days = values.target_days.map((day) => ({
      ...day,
      hours: day.hours.map((hour) => ({ ...hour, is_active: false })),
    }));
    values.players = [];
    const found = messages(values);
    expect(Object.keys(found).sort()).toEqual(
      [
        'name',
        'audience.age_from',
        'audience.age_to',
        'audience.income',
        'delay',
        'today_extra_limit',
        'agency_percent',
        'budget',
        'daily_budget',
        'target_days',
        'players',
      ].sort(),
    );
    for (const message of Object.values(found)) {
      expect(message).toMatch(/[А-Яа-яЁё]/);
      expect(message).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(found['audience.age_from']).toBe('Возраст — целое число лет');
  });

  it('keeps the daily budget within the budget and the age range sane', () => {
    const values = validValues();
    values.daily_budget = 40000;
    values.audience.age_from = 60;
    values.audience.age_to = 30;
    expect(messages(values)).toMatchObject({
      daily_budget: 'Дневной бюджет не может быть больше общего бюджета',
      'audience.age_to': 'Возраст «до» не может быть меньше возраста «от»',
    });
  });
});

describe('a campaign the server told only part of', () => {
  /** A saved campaign whose answer lacked the budgets and carried a type the app does not know. */
  const partial = (): Campaign =>
    ({
      ...createDefaultCampaignPayload(),
      id: 7,
      status: 4,
      moderation_status: null,
      budget: null,
      daily_budget: null,
      type: null,
      spent: null,
      impressions: null,
      created_at: null,
      moderation_comment: null,
      api_token: null,
    }) as Campaign;

  it('leaves the budgets empty and required, never 0', () => {
    const values = toParametersValues(partial());
    expect(values.budget).toBeNull();
    expect(values.daily_budget).toBeNull();
    expect(messages(values)).toMatchObject({
      budget: 'Укажите бюджет',
      daily_budget: 'Укажите дневной бюджет',
    });
  });

  it('preselects no type and asks the user to choose one, in Russian', () => {
    const values = toParametersValues(partial());
    expect(values.type).toBeNull();
    expect(messages(values).type).toBe(CAMPAIGN_TYPE_REQUIRED);
    expect(CAMPAIGN_TYPE_REQUIRED).toBe('Выберите тип кампании');
    expect(validParameters(values)).toBeNull();
    const chosen = validValues();
    chosen.type = CampaignType.FIX;
    expect(messages(chosen).type).toBeUndefined();
    expect(validParameters(chosen)?.type).toBe(CampaignType.FIX);
  });

  it('keeps the spec’s defaults for a new campaign: RTB preselected', () => {
    expect(toParametersValues(createDefaultCampaignPayload()).type).toBe(CampaignType.RTB);
  });
});

describe('the agency percent when the role is unknown', () => {
  const saved = { agency_percent: 15 };

  it('lets an agency set it and gives an advertiser none', () => {
    expect(agencyPercentAccess(UserRole.AGENCY)).toBe('editable');
    expect(agencyPercentAccess(UserRole.ADVERTISER)).toBe('none');
    expect(agencyPercentToSend(UserRole.AGENCY, 20, saved)).toBe(20);
    expect(agencyPercentToSend(UserRole.ADVERTISER, 20, saved)).toBe(0);
  });

  it('sends a saved campaign’s own percent back unchanged: a missing role changes no data', () => {
    expect(agencyPercentAccess(null)).toBe('unknown');
    expect(agencyPercentToSend(null, 0, saved)).toBe(15);
    expect(agencyPercentToSend(null, 40, saved)).toBe(15);
  });

  it('changes nothing while the role is still being asked, and shows nothing yet', () => {
    expect(agencyPercentAccess(undefined)).toBe('pending');
    expect(agencyPercentToSend(undefined, 40, saved)).toBe(15);
    expect(agencyPercentToSend(undefined, 40, null)).toBe(0);
  });

  it('gives a new campaign the spec’s default 0, as it cannot tell', () => {
    expect(agencyPercentToSend(null, 40, null)).toBe(createDefaultCampaignPayload().agency_percent);
    expect(agencyPercentToSend(null, 40, null)).toBe(0);
  });

  it('puts the percent it is given into the payload', () => {
    const checked = validParameters(validValues());
    expect(checked).not.toBeNull();
    if (!checked) return;
    const payload = toPayload(checked, agencyPercentToSend(null, checked.agency_percent, saved));
    expect(payload.agency_percent).toBe(15);
    expect(payload.budget).toBe(30000);
  });
});

describe('after a save', () => {
  it('takes a create whose answer named no id to the list, never back to the empty form', () => {
    for (const next of [false, true]) {
      expect(afterSave(false, null, next)).toEqual({
        message: CREATED_WITHOUT_ID,
        href: '/campaigns',
        replace: true,
      });
    }
    expect(CREATED_WITHOUT_ID).toMatch(/^Кампания создана\. Она в списке кампаний/);
  });

  it('opens the new campaign when the answer named its id', () => {
    expect(afterSave(false, 41, false)).toEqual({
      message: 'Кампания создана',
      href: '/create-company/41',
      replace: true,
    });
    expect(afterSave(false, 41, true).href).toBe('/create-company/41/content');
  });

  it('counts an edit as saved whatever came back, and stays unless asked to go on', () => {
    expect(afterSave(true, 7, false)).toEqual({
      message: 'Изменения сохранены',
      href: null,
      replace: false,
    });
    expect(afterSave(true, 7, true).href).toBe('/create-company/7/content');
  });
});

describe('steps', () => {
  it('maps URLs to steps and back', () => {
    expect(stepFromPath('/create-company')).toBe(0);
    expect(stepFromPath('/create-company/7')).toBe(0);
    expect(stepFromPath('/create-company/7/content')).toBe(1);
    expect(stepFromPath('/create-company/7/select-content')).toBe(2);
    expect(stepFromPath('/create-company/7/verify')).toBe(3);
    expect(stepHref(0, null)).toBe('/create-company');
    expect(stepHref(2, 7)).toBe('/create-company/7/select-content');
  });

  it('opens a later step only when the earlier ones are complete', () => {
    const values = validValues();
    const campaign = { ...values, id: 7, status: 4, moderation_status: 1, spent: 0 } as Campaign;
    const video = { id: 1 } as Video;
    expect(firstIncompleteStep(campaignChecklist(campaign, [], TODAY))).toBe(1);
    expect(firstIncompleteStep(campaignChecklist(campaign, [video], TODAY))).toBe(4);
    expect(firstIncompleteStep(campaignChecklist({ ...campaign, budget: 0 }, [video], TODAY))).toBe(
      0,
    );
  });

  it('a budget the server left out is unknown: it locks no step and says so', () => {
    const values = validValues();
    const campaign = { ...values, id: 7, status: 4, moderation_status: 1, spent: null } as Campaign;
    const unknown = { ...campaign, budget: null, daily_budget: null };
    const items = campaignChecklist(unknown, [{ id: 1 } as Video], TODAY);
    expect(items.find((item) => item.id === 'budget')?.ok).toBeNull();
    expect(items.find((item) => item.id === 'daily')?.ok).toBeNull();
    expect(firstIncompleteStep(items)).toBe(4);
  });
});

describe('video length', () => {
  it('refuses too short and too long videos, and lets unknown lengths through', () => {
    expect(durationProblem(3)).toMatch(/короче 5 секунд/);
    expect(durationProblem(90)).toMatch(/длиннее 60 секунд/);
    expect(durationProblem(15)).toBeNull();
    expect(durationProblem(Number.NaN)).toBeNull();
  });
});

describe('video rules', () => {
  it('accepts in the browser exactly what @ekran/api says the server takes', () => {
    expect(VIDEO_ACCEPT).toEqual([...VIDEO_EXTENSIONS, ...VIDEO_MIME_TYPES]);
    expect(VIDEO_MAX_MB * 1024 * 1024).toBe(VIDEO_MAX_BYTES);
    expect(VIDEO_MAX_MB).toBe(100);
  });
});
