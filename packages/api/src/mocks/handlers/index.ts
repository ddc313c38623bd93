import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { campaignsRoutes } from './campaigns.ts';
import { documentsRoutes } from './documents.ts';
import { organizationRoutes } from './organization.ts';
import { playersRoutes } from './players.ts';
import { sharedRoutes } from './shared.ts';
import { tenantRoutes } from './tenant.ts';
import { userRoutes } from './user.ts';
import type { MockDomain, MockRoute } from './utils.ts';
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
