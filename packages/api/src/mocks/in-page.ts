import { enableMockPersistence, resetMockDb } from './db/db.ts';
import { minimalCounters, resetMinimalCounters, restoreMinimalCounters } from './minimal.ts';
import { routeGroupsFor } from './handlers/index.ts';
import { answerRequest, readScenarioFlag, type RouteGroups } from './scenario-routing.ts';

/**
 * The fake backend in the page, for the dev and demo builds: the app's `fetch` hands each call
 * under /api/ to `answerWithFake` instead of the network (apps/web/src/app/enable-mocks.ts).
 * There is no service worker to install before the app may start, and none of msw's interception
 * code in the demo's first load: the demo starts as the production build does. The state is kept in
 * localStorage across reloads; the scenarios come from `?mock=` of the page the app
 * opened on (see readScenarioFlag), or from the tab's sessionStorage.
 */
let groups: RouteGroups | undefined;
/** Whether some domain is in the `minimal` scenario, whose turns are kept for the tab. */
let keepsTurns = false;

/** sessionStorage key of the `minimal` scenario's counters (minimal.ts), kept across reloads. */
export const MINIMAL_TURNS_KEY = 'ekran:mock-minimal-turns';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Starts the fake once: the stored state, and the scenarios of `search` (the page's first query). */
export function startInPageBackend(search: string): RouteGroups {
  if (!groups) {
    enableMockPersistence();
    groups = routeGroupsFor(readScenarioFlag(search, tabStorage(), resetBackend));
    keepsTurns = groups.some((group) => group.scenario === 'minimal');
    if (keepsTurns) restoreMinimalCounters(readTurns());
  }
  return groups;
}

/** `?mock=reset`: the seeded database, and the `minimal` sequence from its beginning. */
function resetBackend(): void {
  resetMockDb();
  resetMinimalCounters();
  try {
    tabStorage()?.removeItem(MINIMAL_TURNS_KEY);
  } catch {
    // Without storage there is nothing kept to forget.
  }
}

function readTurns(): unknown {
  try {
    return JSON.parse(tabStorage()?.getItem(MINIMAL_TURNS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

function saveTurns(): void {
  try {
    tabStorage()?.setItem(MINIMAL_TURNS_KEY, JSON.stringify(minimalCounters()));
  } catch {
    // A full or closed storage: the next page load starts the sequence again, nothing worse.
  }
}

const notFound = () => Response.json({ detail: 'Не найдено.' }, { status: 404 });

/** Settles with `answer`, or rejects with the signal's reason once the caller aborts, as fetch does. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The fake's answer to a call under /api/ (the app's fetch sends only those here, and everything
 * else to the network): a JSON 404 like the server's when no route matches, so a typo in a path
 * shows as an API error. A `Response.error()` (the `offline` scenario) rejects as a failed fetch
 * does.
 */
export async function answerWithFake(request: Request, search: string): Promise<Response> {
  const routes = startInPageBackend(search);
  const response = await untilAborted(
    answerRequest(routes, request).then((answer) => answer ?? notFound()),
    request.signal,
  );
  if (keepsTurns) saveTurns();
  if (response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
}
