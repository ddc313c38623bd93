import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  readCachedTenant,
  TENANT_REDIRECT_MARK,
  tenantQueries,
  tenantRedirectUrl,
  withoutRedirectMark,
  writeCachedTenant,
  type Tenant,
} from '@ekran/api';
import { useApi } from '../lib/api-context';
import { FALLBACK_TENANT, TenantContext, toAppTenant } from '../lib/tenant-context';
import { applyColorScheme, followSystemScheme, readColorScheme } from './color-scheme';

/** Themes of the ui package's tenants.css (packages/ui/src/theme/tenants.css); `ekran` is the default. */
const TENANT_THEMES = ['ekran', 'gorod-ekran', 'mediafasad'] as const;

export type TenantThemeName = (typeof TENANT_THEMES)[number];

/**
 * The theme of a tenant: the one whose key, without hyphens, is a label of the tenant's domain
 * (`gorodekran.demo` and `ads.gorodekran.ru` → `gorod-ekran`). Unknown domains get the default.
 */
export function tenantThemeName(tenant: Pick<Tenant, 'domain'>): TenantThemeName {
  const labels = String(tenant.domain ?? '')
    .toLowerCase()
    .split('.');
  for (const theme of TENANT_THEMES) {
    if (labels.includes(theme.replaceAll('-', ''))) return theme;
  }
  return 'ekran';
}

export type TenantProviderProps = {
  children: ReactNode;
  /**
   * Show the tenant of this host instead of the page's own (Storybook's tenant toolbar). A page
   * showing another host's tenant never redirects to it.
   */
  host?: string;
};

/**
 * Spec §1: fetch the tenant of this host, show its name, logo and favicon, cache it per host so the
 * next start paints at once, and move to the tenant's own domain unless on localhost.
 */
export function TenantProvider({ children, host: hostOverride }: TenantProviderProps) {
  const api = useApi();
  const host = hostOverride ?? window.location.hostname;
  const query = useQuery({
    // Silent: without a tenant the app still works under its own name.
    ...tenantQueries.byDomain(api, host, { silent: true }),
    initialData: () => readCachedTenant(window.localStorage, host) ?? undefined,
    // The cached copy paints at once; the server's answer still replaces it on every start
    // (staleTime Infinity alone would keep the cached copy and never ask).
    initialDataUpdatedAt: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  // Read before the mark is cleaned from the address bar below: a page reached by a tenant redirect
  // never redirects again, whatever the tenant says (no ping-pong between two tenants).
  const [arrivedByRedirect] = useState(() =>
    new URL(window.location.href).searchParams.has(TENANT_REDIRECT_MARK),
  );
  const data = query.data;
  const tenant = useMemo(
    () => toAppTenant(data ?? FALLBACK_TENANT, window.location.origin),
    [data],
  );

  useEffect(() => {
    if (!data || !query.isFetchedAfterMount) return;
    writeCachedTenant(window.localStorage, host, data);
    if (arrivedByRedirect || hostOverride) return;
    const target = tenantRedirectUrl(data, new URL(window.location.href));
    if (target) window.location.replace(target);
  }, [data, query.isFetchedAfterMount, host, arrivedByRedirect, hostOverride]);

  useEffect(() => {
    const clean = withoutRedirectMark(new URL(window.location.href));
    if (clean) window.history.replaceState(window.history.state, '', clean);
  }, []);

  // The page's own tenant gets its runtime theme (response, /tenants/<domain>.json, built-in
  // or default) from a chunk loaded on demand; a story showing another host keeps the built-in one.
  const builtIn = tenantThemeName(tenant);
  const themeJson = data?.theme ? JSON.stringify(data.theme) : '';
  const themeDomain = data?.domain ?? '';
  const hasData = data !== undefined;
  useEffect(() => {
    if (hostOverride) {
      document.documentElement.dataset.tenant = builtIn;
      return;
    }
    if (!hasData) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const theme = themeJson ? (JSON.parse(themeJson) as Tenant['theme']) : undefined;
    import('./tenant-theme-runtime')
      .then(({ startTenantTheme }) => {
        if (!cancelled)
          stop = startTenantTheme({ host, tenant: { domain: themeDomain, theme }, builtIn });
      })
      .catch(() => {
        // Without the chunk (a stale deployment) the built-in theme still applies.
        if (!cancelled) document.documentElement.dataset.tenant = builtIn;
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hostOverride, hasData, host, themeDomain, themeJson, builtIn]);

  useEffect(() => {
    if (hostOverride) return;
    applyColorScheme(readColorScheme());
    return followSystemScheme();
  }, [hostOverride]);

  useEffect(() => {
    document.title = tenant.name;
    if (!tenant.faviconUrl) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = tenant.faviconUrl;
  }, [tenant]);

  return <TenantContext value={tenant}>{children}</TenantContext>;
}
