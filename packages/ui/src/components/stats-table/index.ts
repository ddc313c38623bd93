export { StatsTable, type StatsRow, type StatsTableProps } from './stats-table';
