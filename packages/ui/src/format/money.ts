import { formatDecimal, GROUP } from './decimal';
import { EMPTY_VALUE, toNumber } from './number';

export type FormatMoneyOptions = {
  /** Kopecks shown: 2 by default; 0 for round figures in charts and cards. */
  fractionDigits?: 0 | 2;
};

/**
 * Roubles in the Russian locale, `12 345,50 ₽` (spec §1). Accepts numbers and numeric strings
 * (the API sends budgets as strings); anything else, null included, becomes «—».
 */
export function formatMoney(
  value: unknown,
  { fractionDigits = 2 }: FormatMoneyOptions = {},
): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const text = formatDecimal(n, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return `${text}${GROUP}₽`;
}
