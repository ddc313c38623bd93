export { formatMoney, type FormatMoneyOptions } from './money';
export {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateRange,
  formatDateTime,
  toDate,
  type DateInput,
  type FormatDateOptions,
} from './date';
export {
  EMPTY_VALUE,
  formatNumber,
  formatPercent,
  toNumber,
  type FormatNumberOptions,
  type FormatPercentOptions,
} from './number';
export { HOUR_FORMS, pluralRu, SCREEN_FORMS, type PluralForms } from './plural';
export { warmFirstRender } from './warm';
