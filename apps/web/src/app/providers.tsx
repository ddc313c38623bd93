import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { focusManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { clearQueriesOnLogout, type Api } from '@ekran/api';
import { ApiProvider } from '../lib/api-context';
import { PrefetchProvider, type ScreenPrefetch } from '../lib/prefetch-context';
import { TenantProvider } from './tenant';

// The toast viewport (Radix Toast) loads just after the first paint, off the entry chunk (its size
// budget, scripts/check-bundle.mjs). Toasts shown before it arrives wait in the store and appear
// when it mounts.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Loading screens ahead of need over the route table (prefetch.ts), for the links and the
 * signed-in frame below, which cannot import the table: it imports them. prefetch.ts is a chunk of
 * its own, fetched on the first hover or idle period, so none of it weighs on the entry.
 */
export const appPrefetch: ScreenPrefetch = {
  path: (pathname) => void import('./prefetch').then(({ preloadPath }) => preloadPath(pathname)),
  all: () => void import('./prefetch').then(({ prefetchScreens }) => prefetchScreens()),
};

export type AppProvidersProps = {
  api: Api;
  queryClient: QueryClient;
  children: ReactNode;
  /** The host whose tenant is shown; the page's own by default (stories pick one). */
  tenantHost?: string;
  /** The toast viewport; the lazily loaded Toaster by default (stories pass theirs, loaded). */
  toaster?: ReactNode;
};

/**
 * Everything a screen needs around it: the API, the query cache, loading screens ahead, the tenant
 * and the toasts.
 */
export function AppProviders({
  api,
  queryClient,
  children,
  tenantHost,
  toaster,
}: AppProvidersProps) {
  useEffect(() => clearQueriesOnLogout(api.session, queryClient), [api, queryClient]);
  useEffect(followWindowFocus, []);
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <PrefetchProvider prefetch={appPrefetch}>
          <TenantProvider host={tenantHost}>{children}</TenantProvider>
        </PrefetchProvider>
        {toaster ?? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </ApiProvider>
  );
}

/**
 * Spec §7: the balance is polled only while the window is focused. TanStack Query's default notion
 * of focus is the tab being visible; this adds the window's own blur and focus, so a visible window
 * behind another one stops polling too (a `refetchInterval` skips its ticks while unfocused).
 */
function followWindowFocus(): () => void {
  focusManager.setEventListener((handleFocus) => {
    const onFocus = () => handleFocus(true);
    const onBlur = () => handleFocus(false);
    // Undefined falls back to document visibility: a hidden tab never counts as focused.
    const onVisibility = () =>
      handleFocus(document.visibilityState === 'hidden' ? false : undefined);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });
  return () => focusManager.setEventListener(defaultFocusListener);
}

/** TanStack Query's own listener (tab visibility), restored when the providers unmount. */
const defaultFocusListener = (handleFocus: (focused?: boolean) => void) => {
  const onVisibility = () => handleFocus();
  document.addEventListener('visibilitychange', onVisibility, false);
  return () => document.removeEventListener('visibilitychange', onVisibility);
};
