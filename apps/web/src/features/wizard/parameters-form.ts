import type { FieldErrors } from 'react-hook-form';
import { CampaignType, type Geoplan, type MediaPlanRequest } from '@ekran/api';
import { INCOME_LETTERS, type ParametersValues } from './wizard-rules';

/** How many fields of the form carry a message (nested ones too), for the save bar. */
export function countErrors(errors: FieldErrors<ParametersValues>): number {
  let count = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as { message?: unknown }).message === 'string') {
      count += 1;
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return count;
}

export function typeHint(type: number | null): string {
  if (type === null) return 'Тип не указан: выберите RTB или фиксированную цену.';
  return type === CampaignType.FIX
    ? 'Фиксированная: показы по заранее оговорённой цене.'
    : 'RTB: цена показа определяется на аукционе.';
}

/**
 * The forecast's request from the form as typed so far: an empty field counts as nothing yet
 * (no players, zero budget), so the forecast follows the user while the form is still incomplete.
 */
export function mediaPlanRequestOf(
  values: Partial<ParametersValues>,
  fallbackAudience: ParametersValues['audience'],
): MediaPlanRequest {
  return {
    players: values.players ?? [],
    start_date: values.start_date ?? null,
    end_date: values.end_date ?? null,
    budget: values.budget ?? 0,
    daily_budget: values.daily_budget ?? 0,
    target_days: values.target_days ?? [],
    // The forecast only: a type not chosen yet is priced as the spec's default; nothing is saved.
    type: values.type ?? CampaignType.RTB,
    audience: values.audience ?? fallbackAudience,
  };
}

/** The geo plans the choice uses: a plan counts while every one of its players is chosen. */
export function usedGeoPlans(
  plans: readonly Pick<Geoplan, 'id' | 'players'>[],
  chosen: readonly number[],
): number[] {
  const ids = new Set(chosen);
  return plans
    .filter((plan) => plan.players.length > 0 && plan.players.every((pid) => ids.has(pid)))
    .map((plan) => plan.id);
}

/** The income letters with one letter checked or not, always in the form's order (`abc`). */
export function toggleIncome(income: string, letter: string, checked: boolean): string {
  const set = new Set(income.split(''));
  if (checked) set.add(letter);
  else set.delete(letter);
  return INCOME_LETTERS.filter((l) => set.has(l)).join('');
}

/** The first day the period may start: today, or a saved start that is already past. */
export function firstAllowedDay(today: string, savedStart: string | null): string {
  return savedStart && savedStart < today ? savedStart : today;
}
