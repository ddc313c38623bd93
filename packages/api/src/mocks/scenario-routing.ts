import { MOCK_DOMAINS, pathPattern, type MockDomain } from './domains.ts';
import { detail, type MockRoute } from './handlers/utils.ts';
import { minimalBody } from './minimal.ts';

/**
 * The fake's routing without msw's request handlers: scenarios, route matching and answers. The
 * msw handlers (scenarios.ts) and the demo's in-page backend (in-page.ts) both answer through it.
 */

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
 * - `badGateway`: 502 with the HTML page a proxy sends when the backend is down;
 * - `minimal`: the stateful fake, its 2xx JSON answers cut down to what the spec promises (only
 *   the fields it names, lists bare or paged, money as strings or null, one unknown enum value per
 *   list; see minimal.ts), for an app that must work with any backend that follows the spec.
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
  'minimal',
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

/** A route's path compiled once: `v2/adv/campaign/:id/` → a pattern over the URL's pathname. */
interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
}

const compiled = new WeakMap<MockRoute, CompiledRoute>();

function compileRoute(route: MockRoute): CompiledRoute {
  const known = compiled.get(route);
  if (known) return known;
  const entry = { method: route.method.toUpperCase(), ...pathPattern(route.path) };
  compiled.set(route, entry);
  return entry;
}

/** The route's path parameters when it answers this method and pathname, else null. */
export function matchRoute(
  route: MockRoute,
  method: string,
  pathname: string,
): Record<string, string> | null {
  const { method: wanted, pattern, names } = compileRoute(route);
  if (method.toUpperCase() !== wanted) return null;
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const raw = found[index + 1] ?? '';
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw;
    }
  });
  return params;
}

const BAD_GATEWAY_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

/** The `minimal` scenario: a 2xx JSON answer reshaped as minimal.ts says, any other as it is. */
async function minimalAnswer(
  route: MockRoute,
  response: Response | undefined,
): Promise<Response | undefined> {
  const type = response?.headers.get('content-type') ?? '';
  if (!response?.ok || response.status === 204 || !type.includes('json')) return response;
  const body: unknown = await response.json();
  // The new body has its own length.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json(minimalBody(route, body), { status: response.status, headers });
}

/** One route's answer in a scenario; undefined lets the request go on to the next route. */
async function answer(
  route: MockRoute,
  scenario: ScenarioName,
  request: Request,
  params: Record<string, string>,
): Promise<Response | undefined> {
  const run = async () => {
    try {
      return await route.resolve({ request, params, url: new URL(request.url) });
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
  switch (scenario) {
    case 'error':
      return detail(500, SCENARIO_DETAILS.error);
    case 'badRequest':
      return detail(400, SCENARIO_DETAILS.badRequest);
    case 'offline':
      return Response.error();
    case 'loading':
      // Never answers.
      return new Promise<undefined>(() => undefined);
    case 'malformed':
      return new Response('{"broken": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'shape':
      return Response.json({ unexpected: true });
    case 'badGateway':
      return new Response(BAD_GATEWAY_PAGE, {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, MOCK_SLOW_MS));
      return run();
    case 'empty':
      return route.empty ? Response.json(route.empty()) : run();
    case 'minimal':
      return minimalAnswer(route, await run());
    default:
      return run();
  }
}

/** Route groups, each in its scenario, tried in order. */
export type RouteGroups = { routes: MockRoute[]; scenario: ScenarioName }[];

/**
 * The fake's answer to a request: the first route of the groups that matches the method and the
 * path and answers in its group's scenario; undefined when none does.
 */
export async function answerRequest(
  groups: RouteGroups,
  request: Request,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  for (const { routes, scenario } of groups) {
    for (const route of routes) {
      const params = matchRoute(route, request.method, pathname);
      if (!params) continue;
      // A route that passes reads a copy, so the next one still has the body.
      const response = await answer(route, scenario, request.clone(), params);
      if (response !== undefined) return response;
    }
  }
  return undefined;
}

const isDomain = (value: string): value is MockDomain =>
  (MOCK_DOMAINS as readonly string[]).includes(value);
const isScenario = (value: string): value is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(value);

/**
 * Reads `campaigns:empty,players:slow` (the app's `?mock=` flag); unknown parts are ignored.
 * `*:error` puts every domain in a scenario. A bare `minimal` is `*:minimal`: it describes the
 * whole backend (one that follows the spec and no more), not a fault of one area.
 */
export function parseScenarioSelection(value: string | null | undefined): ScenarioSelection {
  const selection: ScenarioSelection = {};
  for (const part of (value ?? '').split(',')) {
    const [first = '', second] = part.split(':').map((text) => text.trim());
    const [domain, scenario] =
      second === undefined && first === 'minimal' ? ['*', first] : [first, second ?? ''];
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
