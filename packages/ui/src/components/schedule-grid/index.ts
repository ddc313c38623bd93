export { ScheduleGrid, type ScheduleGridProps } from './schedule-grid';
export {
  SCHEDULE_PRESETS,
  createEmptySchedule,
  describeSchedule,
  toMatrix as scheduleToMatrix,
  fromMatrix as scheduleFromMatrix,
  countActive as countActiveHours,
  type ScheduleDay,
  type ScheduleHour,
  type ScheduleHourCode,
  type ScheduleMatrix,
  type SchedulePresetId,
} from './schedule-grid-ops';
