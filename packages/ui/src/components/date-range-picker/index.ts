export {
  DateRangePicker,
  formatLocalRange,
  type DateRange,
  type DateRangePickerProps,
} from './date-range-picker';
