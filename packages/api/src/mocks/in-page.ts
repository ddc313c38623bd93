import { enableMockPersistence, resetMockDb } from './db/db.ts';
import {
  answerRequest,
  readScenarioFlag,
  routeGroupsFor,
  type RouteGroups,
} from './scenario-routing.ts';

/**
 * The fake backend in the page, for the dev and demo builds (issue 17): the app's `fetch` hands each
 * call under /api/ to `answerWithFake` instead of the network (apps/web/src/app/enable-mocks.ts).
 * There is no service worker to install before the app may start, and none of msw's interception
 * code in the demo's first load: the demo starts as the production build does. The state is kept in
 * localStorage across reloads, as before; the scenarios come from `?mock=` of the page the app
 * opened on (see readScenarioFlag), or from the tab's sessionStorage.
 */
let groups: RouteGroups | undefined;

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
    groups = routeGroupsFor(readScenarioFlag(search, tabStorage(), resetMockDb));
  }
  return groups;
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
  if (response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
}
