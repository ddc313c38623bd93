import { http, type HttpHandler } from 'msw';
import { routeGroupsFor, routesByDomain } from './handlers/index.ts';
import { MOCK_DOMAINS, type MockDomain } from './domains.ts';
import {
  answerRequest,
  mockUrl,
  SCENARIO_NAMES,
  type RouteGroups,
  type ScenarioName,
  type ScenarioSelection,
} from './scenario-routing.ts';

export * from './scenario-routing.ts';

/**
 * One msw handler for a list of routes, each group in its scenario: it finds the route itself
 * (method and compiled path) and tries the matching ones in order until one answers. msw parses
 * cookies and the URL once per handler for every request, so a handler per route would cost the
 * demo's first screen a long stretch of main thread; one handler per domain, or one for all, costs
 * that once.
 */
export function dispatcher(groups: RouteGroups): HttpHandler {
  return http.all(mockUrl('*'), ({ request }) => answerRequest(groups, request));
}

const build = (scenario: ScenarioName): Record<MockDomain, HttpHandler[]> =>
  Object.fromEntries(
    MOCK_DOMAINS.map((domain) => [
      domain,
      [dispatcher([{ routes: routesByDomain[domain], scenario }])],
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
  return [dispatcher(routeGroupsFor(selection))];
}

/** All default handlers as one list. */
export const handlers: HttpHandler[] = handlersFor();
