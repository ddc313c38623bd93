export { Stat, type StatProps, type StatTrend } from './stat';
