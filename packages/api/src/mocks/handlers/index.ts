import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { campaignsRoutes } from './campaigns.ts';
import { documentsRoutes } from './documents.ts';
import { organizationRoutes } from './organization.ts';
import { playersRoutes } from './players.ts';
import { sharedRoutes } from './shared.ts';
import { tenantRoutes } from './tenant.ts';
import { userRoutes } from './user.ts';
import type { RouteGroups, ScenarioSelection } from '../scenario-routing.ts';
import { MOCK_DOMAINS, type MockDomain } from '../domains.ts';
import type { MockRoute } from './utils.ts';
import { videosRoutes } from './videos.ts';

/** Every call of spec §7, by domain. */
export const routesByDomain: Record<MockDomain, MockRoute[]> = {
  auth: authRoutes,
  user: userRoutes,
  tenant: tenantRoutes,
  organization: organizationRoutes,
  billing: billingRoutes,
  documents: documentsRoutes,
  players: playersRoutes,
  // Public calls before the owner's: both live under v2/adv/.
  shared: sharedRoutes,
  campaigns: campaignsRoutes,
  videos: videosRoutes,
};

/** The route groups of a selection: every domain, in its scenario (`default` when not chosen). */
export const routeGroupsFor = (selection: ScenarioSelection = {}): RouteGroups =>
  MOCK_DOMAINS.map((domain) => ({
    routes: routesByDomain[domain],
    scenario: selection[domain] ?? 'default',
  }));
