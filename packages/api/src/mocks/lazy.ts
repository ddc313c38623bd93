import { http, type HttpHandler } from 'msw';
import { domainOf, MOCK_DOMAINS, type MockDomain } from './domains.ts';
import type { MockRoute } from './handlers/utils.ts';
import {
  answerRequest,
  mockUrl,
  type ScenarioName,
  type ScenarioSelection,
} from './scenario-routing.ts';

/**
 * The fake backend for Storybook, one domain at a time: a domain's handler module loads with the
 * first request to one of its calls, so a story loads the handlers of the calls it makes and no
 * others. Which domain a request belongs to is read from `paths` (domains.ts); the handlers answer
 * as the eager ones of scenarios.ts do, from the same routes and the same database.
 */

/** How each domain's routes are loaded. */
type HandlerModules = Record<MockDomain, () => Promise<MockRoute[]>>;

export const HANDLER_MODULES: HandlerModules = {
  auth: async () => (await import('./handlers/auth.ts')).authRoutes,
  user: async () => (await import('./handlers/user.ts')).userRoutes,
  tenant: async () => (await import('./handlers/tenant.ts')).tenantRoutes,
  organization: async () => (await import('./handlers/organization.ts')).organizationRoutes,
  billing: async () => (await import('./handlers/billing.ts')).billingRoutes,
  documents: async () => (await import('./handlers/documents.ts')).documentsRoutes,
  players: async () => (await import('./handlers/players.ts')).playersRoutes,
  campaigns: async () => (await import('./handlers/campaigns.ts')).campaignsRoutes,
  videos: async () => (await import('./handlers/videos.ts')).videosRoutes,
  shared: async () => (await import('./handlers/shared.ts')).sharedRoutes,
};

/** The lazy fake over a set of handler modules: the page's one below, or a test's own. */
export function createLazyFake(modules: HandlerModules) {
  const loaded = new Map<MockDomain, Promise<MockRoute[]>>();
  const routesOf = (domain: MockDomain): Promise<MockRoute[]> => {
    let routes = loaded.get(domain);
    if (!routes) {
      routes = modules[domain]();
      loaded.set(domain, routes);
    }
    return routes;
  };
  /**
   * One domain in a scenario (`fakeDomain('campaigns', 'empty')`), for a story's
   * `parameters.msw.handlers`: it answers that domain's calls and lets every other request pass.
   */
  const fakeDomain = (domain: MockDomain, scenario: ScenarioName = 'default'): HttpHandler[] => [
    http.all(mockUrl('*'), async ({ request }) => {
      if (domainOf(new URL(request.url).pathname) !== domain) return undefined;
      return answerRequest([{ routes: await routesOf(domain), scenario }], request);
    }),
  ];
  return {
    fakeDomain,
    /** Every domain, each in its scenario (`default` when not chosen): `fakeDomains({ campaigns: 'error' })`. */
    fakeDomains: (selection: ScenarioSelection = {}): Record<MockDomain, HttpHandler[]> =>
      Object.fromEntries(
        MOCK_DOMAINS.map((domain) => [domain, fakeDomain(domain, selection[domain])]),
      ) as Record<MockDomain, HttpHandler[]>,
    /** The domains whose handler module was loaded so far, in the order they were asked for. */
    loadedDomains: (): MockDomain[] => [...loaded.keys()],
  };
}

export const { fakeDomain, fakeDomains } = createLazyFake(HANDLER_MODULES);

export { MOCK_DOMAINS, type MockDomain } from './domains.ts';
export { mockUrl, type ScenarioName, type ScenarioSelection } from './scenario-routing.ts';
export {
  DEMO_CREDENTIALS,
  DEMO_PASSWORD,
  DEMO_TOKENS,
  MOCK_PLAYER_COUNT,
  MOCK_TODAY,
  mockDate,
} from './db/constants.ts';
export { createMockSession, getMockDb, resetMockDb, shareLinkFor } from './db/db.ts';
export { MOCK_PLAYER_TYPES } from './db/catalogue.ts';
export { getPlayers } from './db/players.ts';
