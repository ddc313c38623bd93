import type { Tenant } from './tenant.types.ts';

/*
 * Apart from the fetchers (tenant.api.ts): the entry reads the cache at once, and the fetchers load
 * with the API client on the first call.
 */

/** Spec §1: tenant data is cached locally per host. */
export const tenantCacheKey = (host: string): string => `ekran:tenant:${host}`;

export const readCachedTenant = (
  storage: Pick<Storage, 'getItem'>,
  host: string,
): Tenant | null => {
  try {
    const raw = storage.getItem(tenantCacheKey(host));
    return raw ? (JSON.parse(raw) as Tenant) : null;
  } catch {
    return null;
  }
};

export const writeCachedTenant = (
  storage: Pick<Storage, 'setItem'>,
  host: string,
  tenant: Tenant,
): void => {
  try {
    storage.setItem(tenantCacheKey(host), JSON.stringify(tenant));
  } catch {
    // A full or blocked storage only costs the cache.
  }
};
