import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The platform's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_DELAY = 2 ** 31 - 1;

type Timer = { due: number; callback: TimeoutCallback };

/**
 * TanStack Query's timers on one platform timer. Every query sets one when it is built (its garbage
 * collection) and every observer one when it subscribes (its stale time), and clears them again on
 * the next change: the render that shows the dashboard's data would set and clear many platform
 * timers, each a measurable cost on a phone's main thread. Here a timer is an entry in a map, and
 * one platform timer waits for the earliest of them. Intervals (polling) stay the platform's: there
 * are few.
 *
 * The platform's functions are looked up at each call, so tests' fake timers drive this as well.
 */
export function createCoalescedTimers(): TimeoutProvider {
  const timers = new Map<number, Timer>();
  let lastId = 0;
  let platformTimer: ReturnType<typeof setTimeout> | undefined;
  let platformDue = Infinity;

  const waitUntil = (due: number) => {
    if (due >= platformDue) return;
    if (platformTimer !== undefined) clearTimeout(platformTimer);
    platformDue = due;
    platformTimer = setTimeout(fire, Math.min(MAX_DELAY, Math.max(0, due - Date.now())));
  };
  // A cleared timer stays the platform's deadline: it then fires for nothing and waits again.
  const fire = () => {
    platformTimer = undefined;
    platformDue = Infinity;
    const now = Date.now();
    const due: TimeoutCallback[] = [];
    let next = Infinity;
    for (const [id, timer] of timers) {
      if (timer.due <= now) {
        timers.delete(id);
        due.push(timer.callback);
      } else next = Math.min(next, timer.due);
    }
    waitUntil(next);
    for (const callback of due) {
      // As with the platform's timers, one callback that throws stops no other: its error is
      // thrown again in a task of its own, where the page's error handling sees it.
      try {
        callback();
      } catch (error) {
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  };

  return {
    setTimeout(callback, delay) {
      lastId += 1;
      const due = Date.now() + Math.max(0, delay);
      timers.set(lastId, { due, callback });
      waitUntil(due);
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) timers.delete(Number(id));
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id === undefined ? undefined : Number(id)),
  };
}
