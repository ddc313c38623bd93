import { createContext, use } from 'react';
import { safeAssetUrl, type Tenant } from '@ekran/api';

/** What the app shows before the tenant is known and when the call fails. */
export const FALLBACK_TENANT: Tenant = {
  name: 'Экран',
  company_name: 'Экран',
  domain: '',
  logo: null,
  favicon: null,
  email_tg: null,
};

export type AppTenant = Tenant & {
  /** Logo and favicon that passed the URL check (http(s) or same-origin), else null. */
  logoUrl: string | null;
  faviconUrl: string | null;
};

export function toAppTenant(tenant: Tenant, origin: string): AppTenant {
  return {
    ...tenant,
    logoUrl: safeAssetUrl(tenant.logo, origin),
    faviconUrl: safeAssetUrl(tenant.favicon, origin),
  };
}

export const TenantContext = createContext<AppTenant | null>(null);

/** The current tenant (name, company, logo) for any screen. */
export function useAppTenant(): AppTenant {
  return use(TenantContext) ?? toAppTenant(FALLBACK_TENANT, 'http://localhost');
}
