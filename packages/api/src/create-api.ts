import { createAuthApi } from './auth/auth.api.ts';
import { createBillingApi } from './billing/billing.api.ts';
import { createCampaignsApi } from './campaigns/campaigns.api.ts';
import type { ApiClient } from './client/http.ts';
import { createDocumentsApi } from './documents/documents.api.ts';
import { createOrganizationApi } from './organization/organization.api.ts';
import { createPlayersApi } from './players/players.api.ts';
import { createSharedApi } from './shared/shared.api.ts';
import { createTenantApi } from './tenant/tenant.api.ts';
import { createUserApi } from './user/user.api.ts';
import { createVideosApi } from './videos/videos.api.ts';

/** Every fetcher of spec §7, bound to one injected client. Queries and hooks take this object. */
export const createApi = (client: ApiClient) => ({
  session: client.session,
  auth: createAuthApi(client.http, client.session),
  user: createUserApi(client.http),
  tenant: createTenantApi(client.http),
  organization: createOrganizationApi(client.http),
  billing: createBillingApi(client.http),
  documents: createDocumentsApi(client.http),
  players: createPlayersApi(client.http),
  campaigns: createCampaignsApi(client.http),
  videos: createVideosApi(client.http),
  shared: createSharedApi(client.http),
});

export type Api = ReturnType<typeof createApi>;
