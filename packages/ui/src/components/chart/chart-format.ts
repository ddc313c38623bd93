import { formatDate } from '../../format/date';
import { formatMoney } from '../../format/money';
import { formatNumber, toNumber } from '../../format/number';
import type { ChartSeries } from './chart-types';

/** `dd.mm` for axis ticks, where the year only crowds the labels. */
export function formatDayMonth(value: unknown): string {
  return formatDate(value as string).slice(0, 5);
}

export function formatSeriesValue(series: Pick<ChartSeries, 'format'>, value: unknown): string {
  return series.format === 'money' ? formatMoney(value) : formatNumber(value);
}

/** Shorter values for axis ticks: whole roubles. */
export function formatAxisValue(format: ChartSeries['format'], value: unknown): string {
  return format === 'money' ? formatMoney(value, { fractionDigits: 0 }) : formatNumber(value);
}

/**
 * Sum of a series over the period; null («—») when a day's figure is unknown, since a total that
 * skipped it would be too small, or when there are no days.
 */
export function seriesTotal(
  data: ReadonlyArray<Record<string, unknown>>,
  key: string,
): number | null {
  let total: number | null = null;
  for (const datum of data) {
    const value = toNumber(datum[key]);
    if (value === null) return null;
    total = (total ?? 0) + value;
  }
  return total;
}
