import { describe, expect, it } from 'vitest';
import { CampaignType, createDefaultCampaignPayload } from '@ekran/api';
import {
  countErrors,
  firstAllowedDay,
  mediaPlanRequestOf,
  toggleIncome,
  typeHint,
  usedGeoPlans,
} from './parameters-form';
import { toParametersValues } from './wizard-rules';

describe('countErrors', () => {
  it('counts every message, nested ones too, and never looks into a ref', () => {
    expect(countErrors({})).toBe(0);
    expect(
      countErrors({
        name: { type: 'required', message: 'Введите название' },
        audience: {
          age_from: { type: 'min', message: 'Не меньше 0' },
          income: { type: 'custom', message: 'Выберите доход' },
        },
        target_days: { root: { type: 'custom', message: 'Выберите часы' } },
        budget: { type: 'required', message: 'Укажите бюджет', ref: { message: 'не ошибка' } },
      } as never),
    ).toBe(5);
  });
});

describe('typeHint', () => {
  it('explains the fixed price and the auction', () => {
    expect(typeHint(CampaignType.FIX)).toMatch(/^Фиксированная/);
    expect(typeHint(CampaignType.RTB)).toMatch(/^RTB/);
    expect(typeHint(null)).toBe('Тип не указан: выберите RTB или фиксированную цену.');
  });
});

describe('mediaPlanRequestOf', () => {
  it('sends what is typed, and nothing yet for the empty fields', () => {
    const defaults = toParametersValues(createDefaultCampaignPayload());
    expect(mediaPlanRequestOf({}, defaults.audience)).toEqual({
      players: [],
      start_date: null,
      end_date: null,
      budget: 0,
      daily_budget: 0,
      target_days: [],
      type: CampaignType.RTB,
      audience: defaults.audience,
    });
    const typed = { ...defaults, players: [3], budget: 5000, type: CampaignType.FIX };
    expect(mediaPlanRequestOf(typed, defaults.audience)).toMatchObject({
      players: [3],
      budget: 5000,
      daily_budget: 0,
      type: CampaignType.FIX,
    });
  });
});

describe('usedGeoPlans', () => {
  it('keeps a plan while every one of its players is chosen, never an empty plan', () => {
    const plans = [
      { id: 1, players: [1, 2] },
      { id: 2, players: [2, 3] },
      { id: 3, players: [] },
    ];
    expect(usedGeoPlans(plans, [1, 2])).toEqual([1]);
    expect(usedGeoPlans(plans, [1, 2, 3])).toEqual([1, 2]);
    expect(usedGeoPlans(plans, [])).toEqual([]);
  });
});

describe('toggleIncome', () => {
  it('adds and removes a letter, keeping the letters in order', () => {
    expect(toggleIncome('c', 'a', true)).toBe('ac');
    expect(toggleIncome('abc', 'b', false)).toBe('ac');
    expect(toggleIncome('ab', 'b', true)).toBe('ab');
    expect(toggleIncome('a', 'a', false)).toBe('');
  });
});

describe('firstAllowedDay', () => {
  it('is today, or a saved start already in the past', () => {
    expect(firstAllowedDay('2026-03-10', null)).toBe('2026-03-10');
    expect(firstAllowedDay('2026-03-10', '2026-03-01')).toBe('2026-03-01');
    expect(firstAllowedDay('2026-03-10', '2026-04-01')).toBe('2026-03-10');
  });
});
