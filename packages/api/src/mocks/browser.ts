import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { enableMockPersistence, resetMockDb } from './db/db.ts';
import {
  MOCK_SCENARIOS_KEY,
  formatScenarioSelection,
  handlersFor,
  readScenarioFlag,
  type ScenarioSelection,
} from './scenarios.ts';

export * from './index.ts';

let worker: SetupWorker | null = null;

/**
 * The app's handlers: the fake, then a 404 like the server's for any other /api/ path, so a typo
 * in a path shows as an API error instead of reaching the dev server.
 */
function appHandlers(selection: ScenarioSelection) {
  return [
    ...handlersFor(selection),
    http.all('*/api/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  ];
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the fake backend in the browser: the service worker at /mockServiceWorker.js, state kept in
 * localStorage across reloads, scenarios from `?mock=`. Requests outside /api/ pass through untouched.
 */
export async function startMockWorker(options: { quiet?: boolean } = {}): Promise<SetupWorker> {
  if (worker) return worker;
  enableMockPersistence();
  const selection = readScenarioFlag(window.location.search, session(), resetMockDb);
  worker = setupWorker(...appHandlers(selection));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: options.quiet ?? true,
    // Assets, fonts and map tiles pass untouched (every /api/ path has a handler above).
    onUnhandledFrame: 'bypass',
  });
  return worker;
}

/** Switches scenarios in the running app (also remembered for the tab). */
export function setMockScenarios(selection: ScenarioSelection): void {
  const text = formatScenarioSelection(selection);
  if (text) session()?.setItem(MOCK_SCENARIOS_KEY, text);
  else session()?.removeItem(MOCK_SCENARIOS_KEY);
  worker?.resetHandlers(...appHandlers(selection));
}
