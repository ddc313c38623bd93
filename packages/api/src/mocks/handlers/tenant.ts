import { paths } from '../../paths.ts';
import type { Tenant, TenantRequest } from '../../tenant/tenant.types.ts';
import { toTenant } from '../serialize.ts';
import { tenantForHost } from './accounts.ts';
import { ok, readJson, route, type MockRoute } from './utils.ts';

/**
 * Demo tenants themed at run time, reached by the first label of the host (e.g.
 * vitrina.localhost:5173): «Витрина» brings its colours in the response (`theme`); «Неон» has none,
 * so the app takes /tenants/neon.demo.json (apps/web/public/tenants). Both answer with their own
 * domain, which a local host never redirects to.
 */
export const THEMED_DEMO_TENANTS: Record<string, Tenant> = {
  vitrina: {
    name: 'Витрина',
    company_name: 'ООО «Витрина»',
    email_tg: 'hello@vitrina.demo',
    domain: 'vitrina.demo',
    logo: '/favicon.svg',
    favicon: '/favicon.svg',
    theme: {
      light: {
        primary: '#7c3aed',
        'primary-foreground': '#ffffff',
        accent: '#ede9fe',
        'accent-foreground': '#4c1d95',
        ring: '#7c3aed',
        radius: '0.75rem',
      },
    },
  },
  neon: {
    name: 'Неон',
    company_name: 'ООО «Неон»',
    email_tg: 'hello@neon.demo',
    domain: 'neon.demo',
    logo: '/favicon.svg',
    favicon: '/favicon.svg',
  },
};

export const tenantRoutes: MockRoute[] = [
  route('post', paths.tenant.get, async ({ request }) => {
    const body = await readJson<TenantRequest>(request);
    const domain = typeof body.domain === 'string' ? body.domain.trim().toLowerCase() : '';
    const themed = THEMED_DEMO_TENANTS[domain.split('.')[0] ?? ''];
    if (themed) return ok([structuredClone(themed)]);
    const tenant = tenantForHost(domain);
    // The fake answers with the asked domain, so the app never redirects away from wherever it runs.
    return ok([toTenant(tenant, domain || tenant.domain)]);
  }),
];
