import { cn } from '../lib/cn';
import { runInTasks } from '../lib/next-task';
import { formatDate } from './date';
import { formatMoney } from './money';
import { formatNumber } from './number';

/**
 * Builds what the first screen's render would otherwise build inside it: the class merger behind
 * `cn` (the first render needs it), then the formatters that screens use most (roubles with and
 * without kopecks, numbers, dates: the first figures need them). The merger builds its table of
 * Tailwind's classes on its first call, and the first Intl formatter of a page loads the locale's
 * data: each long enough on a phone to delay the first render. Each is built in a task of its own,
 * so none of them blocks input. Call it while the first screen waits for its data.
 */
export function warmFirstRender(): Promise<void> {
  return runInTasks([
    () => cn('p-0', 'p-1'),
    () => formatMoney(0),
    () => formatMoney(0, { fractionDigits: 0 }),
    () => formatNumber(0),
    () => formatDate(0),
  ]);
}
