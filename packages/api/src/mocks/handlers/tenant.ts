import { paths } from '../../paths.ts';
import type { TenantRequest } from '../../tenant/tenant.types.ts';
import { toTenant } from '../serialize.ts';
import { tenantForHost } from './auth.ts';
import { ok, readJson, route, type MockRoute } from './utils.ts';

export const tenantRoutes: MockRoute[] = [
  route('post', paths.tenant.get, async ({ request }) => {
    const body = await readJson<TenantRequest>(request);
    const domain = typeof body.domain === 'string' ? body.domain.trim().toLowerCase() : '';
    const tenant = tenantForHost(domain);
    // The fake answers with the asked domain, so the app never redirects away from wherever it runs.
    return ok([toTenant(tenant, domain || tenant.domain)]);
  }),
];
