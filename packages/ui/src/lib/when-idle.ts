/** What is left of an idle period: `requestIdleCallback`'s deadline, or a stand-in for it. */
export interface IdleTime {
  timeRemaining(): number;
}

/** Where the browser has no idle callback (Safari): the stand-in's wait and its length (ms). */
const FALLBACK_DELAY_MS = 50;
const FALLBACK_IDLE_MS = 10;

/**
 * Runs `task` when the browser is next idle, at the latest after `timeout` ms if given, or after a
 * short timer where the browser has no idle callback. Work that runs in an idle period should end
 * with it (`timeRemaining()`): a tap that comes meanwhile waits for the task. Returns a function
 * that cancels the call.
 */
export function whenIdle(task: (idle: IdleTime) => void, timeout?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(() => {
    const end = performance.now() + FALLBACK_IDLE_MS;
    task({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
