import type { DateRange } from '@ekran/ui';

/** Local `YYYY-MM-DD` of a picked day (the date picker hands back local midnights). */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The statistics calls' `date_from`/`date_to` for a picked range; nothing until both ends are set. */
export const periodOf = (range: DateRange | undefined): { date_from?: string; date_to?: string } =>
  range?.from && range.to ? { date_from: isoDay(range.from), date_to: isoDay(range.to) } : {};
