/**
 * Issue 17, paint before JavaScript: the public pages that need no data, rendered to HTML at build
 * time (prerender-pages.ts writes each into dist/<path>.html, which nginx and `vite preview` serve
 * for that path). The visitor sees the real page while the entry still downloads; main.tsx then
 * renders the app over it (createRoot, not hydration: the router, the tenant and the lazy screens
 * need not match a server render), carrying over what was typed (lib/typed-before-start.ts).
 *
 * The registration's role choice and terms checkbox are buttons that do nothing before the app:
 * only typed text needs carrying over. Not prerendered: /terms-of-use (the tenant's company is
 * named throughout the text), the password reset (its token is in the path) and the shared
 * campaign (its data). Runs in Node: render code only, no effects and no event handlers, so no api call.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Api } from '@ekran/api';
import { AuthLayout } from '../app/layouts/auth-layout';
import { LoginScreen } from '../features/auth/login-screen';
import { RecoveryScreen } from '../features/auth/recovery-screen';
import { RegistrationScreen } from '../features/auth/registration-screen';
import { ApiProvider } from '../lib/api-context';
import { PrerenderContext } from '../lib/prerender-context';
import { FALLBACK_TENANT, TenantContext, toAppTenant } from '../lib/tenant-context';

export const PRERENDERED_PATHS = ['/login', '/login/recovery-password', '/register'] as const;

export function render(path: (typeof PRERENDERED_PATHS)[number]): string {
  // Rendering reads no api: it is called only from effects and handlers, which do not run here.
  const api = {} as Api;
  return renderToStaticMarkup(
    <PrerenderContext value>
      <ApiProvider api={api}>
        <QueryClientProvider client={new QueryClient()}>
          {/* The tenant's words hold their place (data-tenant-slot); the page fills them from
              this host's cached tenant before its first paint (prerender-pages.ts). */}
          <TenantContext value={toAppTenant(FALLBACK_TENANT, 'http://localhost')}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/login" element={<AuthLayout />}>
                  <Route index element={<LoginScreen />} />
                  <Route path="recovery-password" element={<RecoveryScreen />} />
                </Route>
                <Route path="/register" element={<AuthLayout />}>
                  <Route index element={<RegistrationScreen />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </TenantContext>
        </QueryClientProvider>
      </ApiProvider>
    </PrerenderContext>,
  );
}
