export { Chart, type ChartProps } from './chart';
export type { ChartDatum, ChartSeries } from './chart-types';
export { dailyStatsSeries } from './daily-stats-series';
