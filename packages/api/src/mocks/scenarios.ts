import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { routesByDomain } from './handlers/index.ts';
import { MOCK_DOMAINS, detail, type MockDomain, type MockRoute } from './handlers/utils.ts';

/**
 * Named states a story, a test or the running app can put a domain in:
 * - `default`: the stateful fake;
 * - `empty`: lists come back empty (other calls work as usual);
 * - `error`: every call answers 500 with a Russian `detail`;
 * - `badRequest`: every call answers 400 with a Russian `detail`;
 * - `offline`: a network error (no response at all);
 * - `slow`: the usual answer after MOCK_SLOW_MS;
 * - `loading`: never answers (for loading states);
 * - `malformed`: 200 with a body that is not valid JSON;
 * - `shape`: 200 with valid JSON of the wrong shape (`{"unexpected": true}`), for contract errors;
 * - `badGateway`: 502 with the HTML page a proxy sends when the backend is down.
 */
export const SCENARIO_NAMES = [
  'default',
  'empty',
  'error',
  'badRequest',
  'offline',
  'slow',
  'loading',
  'malformed',
  'shape',
  'badGateway',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
export type ScenarioSelection = Partial<Record<MockDomain, ScenarioName>>;

/** Delay of the `slow` scenario. */
export const MOCK_SLOW_MS = 1500;

export const SCENARIO_DETAILS = {
  error: 'Внутренняя ошибка сервера. Попробуйте позже.',
  badRequest: 'Некорректный запрос: проверьте введённые данные.',
} as const;

/** Matches the call on any origin and under any base: a star, then /api/ and the path. */
export const mockUrl = (path: string): string => `*/api/${path}`;

function toHandler(route: MockRoute, scenario: ScenarioName): HttpHandler {
  const run = async (
    request: Request,
    params: Record<string, string | readonly string[] | undefined>,
  ) => {
    try {
      return await route.resolve({ request, params, url: new URL(request.url) });
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
  return http[route.method](mockUrl(route.path), async ({ request, params }) => {
    switch (scenario) {
      case 'error':
        return detail(500, SCENARIO_DETAILS.error);
      case 'badRequest':
        return detail(400, SCENARIO_DETAILS.badRequest);
      case 'offline':
        return HttpResponse.error();
      case 'loading':
        await delay('infinite');
        return undefined;
      case 'malformed':
        return new HttpResponse('{"broken": ', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'shape':
        return HttpResponse.json({ unexpected: true });
      case 'badGateway':
        return new HttpResponse(
          '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
          { status: 502, headers: { 'Content-Type': 'text/html' } },
        );
      case 'slow':
        await delay(MOCK_SLOW_MS);
        return run(request, params);
      case 'empty':
        return route.empty ? HttpResponse.json(route.empty()) : run(request, params);
      default:
        return run(request, params);
    }
  });
}

const build = (scenario: ScenarioName): Record<MockDomain, HttpHandler[]> =>
  Object.fromEntries(
    MOCK_DOMAINS.map((domain) => [
      domain,
      routesByDomain[domain].map((route) => toHandler(route, scenario)),
    ]),
  ) as Record<MockDomain, HttpHandler[]>;

/** The default handlers, by domain: Storybook's `parameters.msw.handlers` and its per-story overrides. */
export const handlersByDomain: Record<MockDomain, HttpHandler[]> = build('default');

/** Every domain's handlers in every scenario: `scenarios.campaigns.empty`. */
export const scenarios: Record<MockDomain, Record<ScenarioName, HttpHandler[]>> = (() => {
  const built = Object.fromEntries(
    SCENARIO_NAMES.map((name) => [name, name === 'default' ? handlersByDomain : build(name)]),
  );
  return Object.fromEntries(
    MOCK_DOMAINS.map((domain) => [
      domain,
      Object.fromEntries(SCENARIO_NAMES.map((name) => [name, built[name]?.[domain] ?? []])),
    ]),
  ) as Record<MockDomain, Record<ScenarioName, HttpHandler[]>>;
})();

/** The handlers by domain with some domains switched to a scenario: `handlersByDomainFor({ campaigns: 'empty' })`. */
export function handlersByDomainFor(
  selection: ScenarioSelection = {},
): Record<MockDomain, HttpHandler[]> {
  return Object.fromEntries(
    MOCK_DOMAINS.map((domain) => [domain, scenarios[domain][selection[domain] ?? 'default']]),
  ) as Record<MockDomain, HttpHandler[]>;
}

/** A flat handler list for setupServer/setupWorker: `handlersFor({ campaigns: 'empty' })`. */
export function handlersFor(selection: ScenarioSelection = {}): HttpHandler[] {
  return Object.values(handlersByDomainFor(selection)).flat();
}

/** All default handlers as one list. */
export const handlers: HttpHandler[] = handlersFor();

const isDomain = (value: string): value is MockDomain =>
  (MOCK_DOMAINS as readonly string[]).includes(value);
const isScenario = (value: string): value is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(value);

/**
 * Reads `campaigns:empty,players:slow` (the app's `?mock=` flag); unknown parts are ignored.
 * `*:error` puts every domain in a scenario.
 */
export function parseScenarioSelection(value: string | null | undefined): ScenarioSelection {
  const selection: ScenarioSelection = {};
  for (const part of (value ?? '').split(',')) {
    const [domain = '', scenario = ''] = part.split(':').map((text) => text.trim());
    if (!isScenario(scenario)) continue;
    if (domain === '*') for (const each of MOCK_DOMAINS) selection[each] = scenario;
    else if (isDomain(domain)) selection[domain] = scenario;
  }
  return selection;
}

export function formatScenarioSelection(selection: ScenarioSelection): string {
  return Object.entries(selection)
    .filter(([, scenario]) => scenario && scenario !== 'default')
    .map(([domain, scenario]) => `${domain}:${scenario}`)
    .join(',');
}

/** sessionStorage key of the scenarios chosen with `?mock=…`, so they survive navigation in the tab. */
export const MOCK_SCENARIOS_KEY = 'ekran:mock-scenarios';

/**
 * The scenarios of this tab from the app's query: `?mock=campaigns:empty,players:slow` sets them,
 * `?mock=` or `?mock=off` clears them, `?mock=reset` also puts the database back to the seed.
 * Without the flag, the ones remembered in `store` apply.
 */
export function readScenarioFlag(
  search: string,
  store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  reset: () => void,
): ScenarioSelection {
  const params = new URLSearchParams(search);
  if (!params.has('mock')) return parseScenarioSelection(store?.getItem(MOCK_SCENARIOS_KEY));
  const value = params.get('mock') ?? '';
  if (value === 'reset') reset();
  const selection = parseScenarioSelection(value);
  const text = formatScenarioSelection(selection);
  if (text) store?.setItem(MOCK_SCENARIOS_KEY, text);
  else store?.removeItem(MOCK_SCENARIOS_KEY);
  return selection;
}
