/**
 * Paint before JavaScript: pages rendered to HTML at build time (prerender-pages.ts writes each
 * into dist/<path>.html, which nginx and `vite preview` serve for that path). The visitor sees the
 * real page while the entry still downloads; main.tsx then renders the app over it (createRoot, not
 * hydration: the router, the tenant and the lazy screens need not match a server render).
 *
 * - The public pages that need no data: the login, the password recovery and the registration,
 *   complete. The app carries over what was typed (lib/typed-before-start.ts). The registration's
 *   role choice and terms checkbox are buttons that do nothing before the app: only typed text
 *   needs carrying over. Not prerendered: /terms-of-use (the tenant's company is named throughout
 *   the text), the password reset (its token is in the path) and the shared campaign (its data).
 * - The signed-in pages measured by `pnpm bench` and opened most: the campaign list and the new
 *   campaign. Not the dashboard: its prerender showed no gain in the calibrated A/B (README, «The
 *   load machinery, A/B»), and its boot shell paints as soon. The frame (sidebar, top bar) and the screen as they are while their data
 *   loads: titles, controls, skeletons, so the page's largest text (its title, the list's search
 *   field) paints at once. Inert (prerender-pages.ts) until the app renders over it: nothing can be
 *   typed that would be lost. Rendered with both the phone and the wide variants of the parts that
 *   choose by the viewport's width (BothViewportsContext), each hidden by CSS outside its widths.
 *
 * Runs in Node: render code only, no effects and no event handlers, so no api call.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Api } from '@ekran/api';
import { BothViewportsContext } from '@ekran/ui';
import { AuthLayout } from '../app/layouts/auth-layout';
import { MainLayout } from '../app/layouts/main-layout';
import { LoginScreen } from '../features/auth/login-screen';
import { RecoveryScreen } from '../features/auth/recovery-screen';
import { RegistrationScreen } from '../features/auth/registration-screen';
import { CampaignsScreen } from '../features/campaigns/campaigns-screen';
import { StepSkeleton } from '../features/wizard/step-skeleton';
import { WizardLayout } from '../features/wizard/wizard-layout';
import { ApiProvider } from '../lib/api-context';
import { PrerenderContext } from '../lib/prerender-context';
import { FALLBACK_TENANT, TenantContext, toAppTenant } from '../lib/tenant-context';

/** Each prerendered path, and whether it is a public page or a signed-in one. */
export const PRERENDERED_PAGES = {
  '/login': 'public',
  '/login/recovery-password': 'public',
  '/register': 'public',
  '/campaigns': 'app',
  '/create-company': 'app',
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;
export const PRERENDERED_PATHS = Object.keys(PRERENDERED_PAGES) as PrerenderedPath[];

/** The part of router.tsx's table these pages need, with their components given directly. */
const ROUTES: RouteObject[] = [
  {
    path: '/login',
    element: <AuthLayout />,
    children: [
      { index: true, element: <LoginScreen /> },
      { path: 'recovery-password', element: <RecoveryScreen /> },
    ],
  },
  {
    path: '/register',
    element: <AuthLayout />,
    children: [{ index: true, element: <RegistrationScreen /> }],
  },
  {
    element: <MainLayout />,
    children: [
      { path: '/campaigns', element: <CampaignsScreen /> },
      {
        path: '/create-company',
        element: <WizardLayout />,
        // The step's code is not in yet when the app renders the wizard's frame either.
        children: [{ index: true, element: <StepSkeleton label="Загрузка шага" /> }],
      },
    ],
  },
];

export function render(path: PrerenderedPath): string {
  // Rendering reads no api (it is called only from effects and handlers, which do not run here),
  // but the signed-in queries ask whether there is a session to know whether they may run.
  const api = { session: { isLoggedIn: () => true } } as unknown as Api;
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  return renderToStaticMarkup(
    <PrerenderContext value>
      <BothViewportsContext value>
        <ApiProvider api={api}>
          <QueryClientProvider client={new QueryClient()}>
            {/* The tenant's words hold their place (data-tenant-slot); the page fills them from
                this host's cached tenant before its first paint (prerender-pages.ts). */}
            <TenantContext value={toAppTenant(FALLBACK_TENANT, 'http://localhost')}>
              <RouterProvider router={router} />
            </TenantContext>
          </QueryClientProvider>
        </ApiProvider>
      </BothViewportsContext>
    </PrerenderContext>,
  );
}
