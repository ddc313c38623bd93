/**
 * A tenant's colours at run time, loaded on demand (off the entry chunk). First match wins:
 * 1. `theme` in the tenant response;
 * 2. the deployment's static file `/tenants/<domain>.json` (a 404 means none, silently);
 * 3. the built-in theme of tenants.css picked by a label of the domain (data-tenant);
 * 4. the default.
 * The result is checked and made readable (resolveTenantTheme), applied through applyTenantTheme,
 * and cached per host, so the pre-paint script in index.html shows it before the next first paint.
 */
import {
  applyTenantTheme,
  colorTokens,
  parseTenantThemeSpec,
  resolveTenantTheme,
  type ResolvedTenantTheme,
  type TenantThemeVars,
} from '@ekran/ui';
import { parseTenantDomain, type Tenant } from '@ekran/api';

/** localStorage key of a host's resolved theme; the pre-paint script in index.html reads it too. */
export const tenantThemeCacheKey = (host: string): string => `ekran:tenant-theme:${host}`;

/** What is cached per host: the data-tenant name and the checked overrides of each mode. */
export type CachedTenantTheme = {
  tenant: string;
  light: TenantThemeVars;
  dark: TenantThemeVars;
};

/** The tenant whose colours `:root` holds in tokens.css, with no data-tenant set. */
const DEFAULT_TENANT = 'ekran';

export type ThemeSource = 'response' | 'file' | 'built-in' | 'default';

/** The static theme file of a domain, or null when there is none or it is not JSON. */
export async function loadThemeFile(domain: string, signal?: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(`/tenants/${encodeURIComponent(domain)}.json`, {
      signal,
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
    // A dev or preview server answers a missing file with the app's page: not a theme either.
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export async function resolveTheme(
  tenant: Pick<Tenant, 'domain' | 'theme'> | null,
  host: string,
  builtIn: string,
  signal?: AbortSignal,
): Promise<{ theme: CachedTenantTheme; source: ThemeSource; report?: ResolvedTenantTheme }> {
  let source: ThemeSource = 'response';
  let spec = parseTenantThemeSpec(tenant?.theme);
  if (!spec) {
    source = 'file';
    const domain = parseTenantDomain(tenant?.domain) ?? parseTenantDomain(host) ?? host;
    spec = parseTenantThemeSpec(await loadThemeFile(domain, signal));
  }
  if (!spec) {
    return {
      theme: { tenant: builtIn, light: {}, dark: {} },
      source: builtIn === DEFAULT_TENANT ? 'default' : 'built-in',
    };
  }
  const report = resolveTenantTheme(spec);
  // A runtime theme replaces the built-in ones: it sits on the default palette.
  return {
    theme: { tenant: DEFAULT_TENANT, light: report.light, dark: report.dark },
    source,
    report,
  };
}

const modeOf = (root: HTMLElement) => (root.dataset.theme === 'dark' ? 'dark' : 'light');

function clearOverrides(root: HTMLElement) {
  for (const token of [...colorTokens, 'radius']) root.style.removeProperty(`--${token}`);
}

/**
 * Applies a theme in one repaint: transitions are off while the tokens change (the
 * data-theme-switching rule in tokens.css), and come back only after the new colours are computed.
 */
export function applyTheme(theme: CachedTenantTheme, root = document.documentElement): void {
  root.setAttribute('data-theme-switching', '');
  root.dataset.tenant = theme.tenant;
  clearOverrides(root);
  applyTenantTheme(theme[modeOf(root)], { root });
  // Forces the style of the whole page now, while transitions are off.
  void document.body?.offsetHeight;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.removeAttribute('data-theme-switching')),
  );
}

/**
 * Whether the root already shows this theme's colours: as the pre-paint script leaves it when the
 * cache held the same theme (the usual case), or, for the default theme, as `:root` shows it before
 * anything names a tenant (a first visit). Applying it again would force a style recalculation of
 * the whole page, a long task on a phone, to change nothing. Inline styles only: reading them does
 * not force a style or layout pass.
 */
export function isThemeApplied(theme: CachedTenantTheme, root = document.documentElement): boolean {
  if ((root.dataset.tenant ?? DEFAULT_TENANT) !== theme.tenant) return false;
  const vars: Partial<Record<string, string>> = theme[modeOf(root)];
  return [...colorTokens, 'radius'].every(
    (token) => root.style.getPropertyValue(`--${token}`) === (vars[token] ?? ''),
  );
}

export function writeCachedTheme(host: string, theme: CachedTenantTheme): void {
  try {
    window.localStorage.setItem(tenantThemeCacheKey(host), JSON.stringify(theme));
  } catch {
    // A full or blocked storage only costs the pre-paint.
  }
}

function reportToConsole(source: ThemeSource, report: ResolvedTenantTheme | undefined) {
  if (!import.meta.env.DEV || !report) return;
  const { rejected, adjustments, warnings } = report;
  if (!rejected.length && !adjustments.length && !warnings.length) return;
  console.groupCollapsed(`Тема тенанта (${source}): исправления`);
  for (const entry of rejected)
    console.warn(`${entry.mode}: --${entry.name} отброшен (${entry.reason})`, entry.value);
  for (const entry of adjustments)
    console.info(
      `${entry.mode}: --${entry.token} ${entry.from} → ${entry.to} для контраста (${entry.failed.join(', ')})`,
    );
  for (const warning of warnings) console.warn(warning);
  console.groupEnd();
}

/**
 * Resolves, caches and applies the tenant's theme, then keeps it in step with the light/dark switch
 * (data-theme on <html>). Returns the cleanup.
 */
export function startTenantTheme(options: {
  host: string;
  tenant: Pick<Tenant, 'domain' | 'theme'> | null;
  builtIn: string;
}): () => void {
  const root = document.documentElement;
  const controller = new AbortController();
  let current: CachedTenantTheme | null = null;
  const observer = new MutationObserver(() => {
    if (!current) return;
    clearOverrides(root);
    applyTenantTheme(current[modeOf(root)], { root });
  });
  void resolveTheme(options.tenant, options.host, options.builtIn, controller.signal).then(
    ({ theme, source, report }) => {
      if (controller.signal.aborted) return;
      current = theme;
      writeCachedTheme(options.host, theme);
      if (!isThemeApplied(theme, root)) applyTheme(theme, root);
      // Names what the root shows already: only the root's own style is computed again.
      else if (root.dataset.tenant !== theme.tenant) root.dataset.tenant = theme.tenant;
      observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
      reportToConsole(source, report);
    },
  );
  return () => {
    controller.abort();
    observer.disconnect();
  };
}
