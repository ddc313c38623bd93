import { EMPTY_VALUE } from './number';

/** Dates are shown in Moscow time, so the same instant reads the same on every machine. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export type DateInput = Date | string | number | null | undefined;

export type FormatDateOptions = {
  /** IANA time zone; Europe/Moscow by default. */
  timeZone?: string;
};

/** A valid Date from a Date, an ISO string or a timestamp in milliseconds; null otherwise. */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    date = /^-?\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
  }
  return date && Number.isFinite(date.getTime()) ? date : null;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string): Record<string, string> {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `dd.mm.yy` (spec §1); «—» for missing or invalid input. */
export function formatDate(
  value: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: FormatDateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const { day, month, year } = parts(date, timeZone);
  return `${day}.${month}.${year}`;
}

/** `dd.mm.yy HH:mm`, 24-hour clock; «—» for missing or invalid input. */
export function formatDateTime(
  value: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: FormatDateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const { day, month, year, hour, minute } = parts(date, timeZone);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** `dd.mm.yy – dd.mm.yy`; an open end shows as «…». «—» when both ends are missing. */
export function formatDateRange(
  from: DateInput,
  to: DateInput,
  options: FormatDateOptions = {},
): string {
  const start = toDate(from);
  const end = toDate(to);
  if (!start && !end) return EMPTY_VALUE;
  const show = (date: Date | null) => (date ? formatDate(date, options) : '…');
  return `${show(start)} – ${show(end)}`;
}
