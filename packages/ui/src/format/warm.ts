import { formatDate } from './date';
import { formatMoney } from './money';
import { formatNumber } from './number';

/**
 * Builds the formatters that screens use most (roubles with and without kopecks, numbers, dates),
 * so that the first screen that shows figures does not pay for them. The first Intl formatter of a
 * page loads the locale's data: about 15 ms on a laptop and 60 ms on a phone, inside the render that
 * shows the first figures (issue 17). Call it while the first screen waits for its data.
 */
export function warmFormatters(): void {
  formatMoney(0);
  formatMoney(0, { fractionDigits: 0 });
  formatNumber(0);
  formatDate(0);
}
