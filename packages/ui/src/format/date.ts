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

/**
 * Moscow has kept UTC+3 all year since this instant (26 October 2014, 02:00 local). From it on,
 * the fields are read from the shifted UTC clock: the first Intl formatter of a page loads the
 * locale's and the zone's data, which holds a low-tier phone's main thread for long. Earlier
 * instants and other zones go through Intl.
 */
const MOSCOW_UTC3_SINCE = Date.UTC(2014, 9, 25, 22);
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
/** The last instant whose year has four digits; `year: '2-digit'` beyond it is Intl's to say. */
const YEAR_9999_END = Date.UTC(9999, 11, 31, 21);

type DateParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/** The fields Intl is asked for where it formats: the same text as the Moscow path writes. */
export const DATE_TIME_FIELDS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

function parts(date: Date, timeZone: string): DateParts {
  const time = date.getTime();
  if (timeZone === DEFAULT_TIME_ZONE && time >= MOSCOW_UTC3_SINCE && time < YEAR_9999_END) {
    const moscow = new Date(time + MOSCOW_OFFSET_MS);
    return {
      day: twoDigits(moscow.getUTCDate()),
      month: twoDigits(moscow.getUTCMonth() + 1),
      year: twoDigits(moscow.getUTCFullYear()),
      hour: twoDigits(moscow.getUTCHours()),
      minute: twoDigits(moscow.getUTCMinutes()),
    };
  }
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { ...DATE_TIME_FIELDS, timeZone });
    cache.set(timeZone, format);
  }
  const fields = Object.fromEntries(
    format.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return fields as DateParts;
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
