import type { ChartSeries } from './chart-types';

/**
 * The series of the campaign statistics calls (`impressions`, `spent` per day): shows as bars on
 * the left axis, spend in roubles as a line on the right. Shared by every screen that plots them.
 */
export const dailyStatsSeries: ChartSeries[] = [
  { key: 'impressions', label: 'Показы', kind: 'bar', format: 'number', color: 'info' },
  { key: 'spent', label: 'Расход', kind: 'line', format: 'money', axis: 'right', color: 'primary' },
];
