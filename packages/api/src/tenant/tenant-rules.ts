/**
 * Pure tenant rules (spec §1): redirect to the tenant's own domain, per-host cache, safe asset URLs.
 * Kept free of React so each rule is unit-tested on its own.
 */

/** Query parameter that marks a page reached by a tenant redirect, so two tenants can never ping-pong. */
export const TENANT_REDIRECT_MARK = 'tenant_redirect';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

// A DNS name: labels of letters, digits and inner hyphens (punycode included), at least one dot.
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * Returns the tenant's domain as a bare lower-case host name, or null when the value is anything else
 * (a scheme, a path, credentials, a port, spaces, an IP literal trick): such values are ignored.
 */
export function parseTenantDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim().toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(candidate)) return null;
  let parsed: URL;
  try {
    parsed = new URL(`https://${candidate}`);
  } catch {
    return null;
  }
  // new URL normalises; anything it changed (IDN, numeric hosts) was not the plain name we accept.
  if (parsed.hostname !== candidate || parsed.port || parsed.username || parsed.password)
    return null;
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) return null;
  return candidate;
}

/**
 * Where to send the browser so the tenant is served from its own domain, or null to stay.
 * Never on localhost, never for an unparseable domain, never twice in a row.
 */
export function tenantRedirectUrl(
  tenant: { domain?: unknown } | null,
  current: URL,
): string | null {
  const tenantDomain = tenant?.domain;
  if (isLocalHost(current.hostname)) return null;
  if (current.searchParams.has(TENANT_REDIRECT_MARK)) return null;
  const domain = parseTenantDomain(tenantDomain);
  if (!domain || domain === current.hostname.toLowerCase()) return null;
  const target = new URL(current.href);
  target.hostname = domain;
  target.port = '';
  target.searchParams.set(TENANT_REDIRECT_MARK, '1');
  return target.href;
}

/** Removes the redirect mark from the address bar once the page has loaded on the right domain. */
export function withoutRedirectMark(current: URL): string | null {
  if (!current.searchParams.has(TENANT_REDIRECT_MARK)) return null;
  const clean = new URL(current.href);
  clean.searchParams.delete(TENANT_REDIRECT_MARK);
  return clean.pathname + clean.search + clean.hash;
}

/**
 * Tenant logo and favicon: only http(s) URLs or same-origin paths are used; `javascript:`, `data:`
 * and protocol-relative values are dropped.
 */
export function safeAssetUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const raw = value.trim();
  // Browsers read a backslash as a slash in http(s) URLs: `\\host` and `/\host` are `//host`.
  if (/^[/\\]{2}/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/^[/\\]/.test(raw) && url.origin !== new URL(origin).origin) return null;
  return url.href;
}
