import { cn } from '../lib/cn';
import { runInTasks } from '../lib/next-task';

/**
 * Builds what the first screen's render would otherwise build inside it: the class merger behind
 * `cn`, which makes its table of Tailwind's classes on its first call, long enough on a phone to
 * delay the first render. Call it while the first screen waits for its data; it runs in a task of
 * its own, so it does not block input.
 */
export function warmFirstRender(): Promise<void> {
  return runInTasks([() => cn('p-0', 'p-1')]);
}
