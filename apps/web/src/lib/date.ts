import type { DateRange } from '@ekran/ui';

/**
 * The local-date helpers, in one place: the server's days are `YYYY-MM-DD` without a zone, and a day
 * the user picks is a local midnight, so conversions use local time (never UTC, which may be the day
 * before).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export const toIsoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Local midnight of `YYYY-MM-DD` (a time after it is ignored), or undefined for an empty, broken or
 * impossible value (`2026-02-31`).
 */
export function fromIsoDay(value: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/**
 * Today as `YYYY-MM-DD` by the user's real clock. The fake backend lives on a fixed MOCK_TODAY, but
 * "not in the past" is about the user's calendar, so the forms ask the browser.
 */
export const todayIso = (now: Date = new Date()): string => toIsoDay(now);

/** The last `days` days up to today, as the daily statistics calls want them. */
export function lastDays(days: number, today = new Date()): { date_from: string; date_to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { date_from: toIsoDay(from), date_to: toIsoDay(today) };
}

/** The statistics calls' `date_from`/`date_to` for a picked range; nothing until both ends are set. */
export const periodOf = (range: DateRange | undefined): { date_from?: string; date_to?: string } =>
  range?.from && range.to ? { date_from: toIsoDay(range.from), date_to: toIsoDay(range.to) } : {};
