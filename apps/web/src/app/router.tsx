import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth, RequireNumericId } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { RouteError } from './layouts/route-error';
import { PageLoading } from './layouts/page-loading';

/**
 * A route's component from its own lazily loaded module: `lazy: lazyComponent(() => import(…), 'X')`.
 * The import stays written out at the call, so the bundler still sees each screen's chunk.
 */
function lazyComponent<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async (): Promise<Pick<RouteObject, 'Component'>> => ({ Component: (await load())[name] });
}

/**
 * A screen that renders inside its frame as soon as the frame's code is in, suspending
 * there (React.lazy, the frame's Suspense shows its skeleton) until its own code arrives. As a lazy
 * route, the router would wait for the screen's code before rendering the frame at all. Calling the
 * route's `lazy` (a navigation, or prefetch.ts on a link's hover) starts the download.
 */
function suspendingScreen(load: () => Promise<ComponentType>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load().then((Screen) => ({ default: Screen })));
  const Screen = lazy(start);
  return async (): Promise<Pick<RouteObject, 'Component'>> => {
    // A failed download is the screen's error when it renders (ScreenError offers a reload).
    start().catch(() => undefined);
    return { Component: Screen };
  };
}

/**
 * The wizard's first step, its heaviest screen (the form, zod's schemas and the map picker): the
 * wizard's frame, with its title (the page's largest text) and stepper, paints before the step's
 * code has arrived.
 */
const parametersStep = suspendingScreen(
  async () => (await import('../features/wizard/parameters-step')).ParametersStep,
);

/**
 * What the routes' loaders start: a screen's data, requested beside its code instead of after the
 * code has arrived and rendered. main.tsx supplies them (app.tsx, routeData); the table without them
 * (`routes`) serves matching and prefetching.
 */
export type RouteData = {
  /** The signed-in frame's data, on entering the frame, whichever its screen. */
  frame: () => void;
  /** The dashboard's. */
  dashboard: () => void;
};

/**
 * A loader that starts `data` and returns at once: the route renders without waiting, and its
 * screen finds the queries in flight or done (the same factories, so the same keys). Started once
 * on entering the route: a search or another child screen starts nothing again, the screens'
 * queries refresh themselves.
 */
const starting = (
  data: (() => void) | undefined,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> =>
  data
    ? {
        loader: () => {
          data();
          return null;
        },
        shouldRevalidate: () => false,
      }
    : {};

/**
 * The route table of spec §2. Every screen is its own lazily loaded chunk; names follow the spec's
 * route names (handle.name) so analytics and tests can refer to them. The signed-in and public
 * frames load lazily too, so the entry holds only what the login view needs (the budgets of
 * scripts/check-bundle.mjs).
 */
export const createRoutes = (data?: RouteData): RouteObject[] => [
  {
    path: '/',
    ...starting(data?.frame),
    // The guard is in the entry; the signed-in frame below loads together with the first screen.
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    handle: { name: 'main' },
    children: [
      {
        lazy: lazyComponent(() => import('./layouts/main-layout'), 'MainLayout'),
        children: [
          {
            // A screen that throws or cannot load shows its error inside the frame: the sidebar,
            // the top bar and polling stay, and the user can go elsewhere.
            // From the frame's chunk: one request fewer on every signed-in load.
            lazy: async () => ({
              ErrorBoundary: (await import('./layouts/main-layout')).ScreenError,
            }),
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                handle: { name: 'dashboard' },
                ...starting(data?.dashboard),
                lazy: lazyComponent(
                  () => import('../features/dashboard/dashboard-screen'),
                  'DashboardScreen',
                ),
              },
              {
                path: 'campaigns',
                handle: { name: 'campaigns' },
                lazy: lazyComponent(
                  () => import('../features/campaigns/campaigns-screen'),
                  'CampaignsScreen',
                ),
              },
              {
                path: 'campaigns/:id',
                handle: { name: 'CampaignsView' },
                lazy: async () => {
                  const { CampaignViewScreen } =
                    await import('../features/campaigns/campaign-view-screen');
                  return {
                    Component: () => (
                      <RequireNumericId>
                        <CampaignViewScreen />
                      </RequireNumericId>
                    ),
                  };
                },
              },
              {
                path: 'profile/account',
                handle: { name: 'UserAccaunt' },
                lazy: lazyComponent(
                  () => import('../features/account/account-screen'),
                  'AccountScreen',
                ),
              },
              {
                path: 'organization',
                handle: { name: 'OrganizationView' },
                lazy: lazyComponent(
                  () => import('../features/organization/organization-screen'),
                  'OrganizationScreen',
                ),
              },
              {
                path: 'billings',
                handle: { name: 'BillingsList' },
                lazy: lazyComponent(
                  () => import('../features/billing/billings-screen'),
                  'BillingsScreen',
                ),
              },
              {
                path: 'documents',
                handle: { name: 'documents' },
                lazy: lazyComponent(
                  () => import('../features/documents/documents-screen'),
                  'DocumentsScreen',
                ),
              },
              {
                path: 'create-company',
                lazy: lazyComponent(
                  () => import('../features/wizard/wizard-layout'),
                  'WizardLayout',
                ),
                children: [
                  {
                    index: true,
                    handle: { name: 'createCompany', step: 1 },
                    lazy: parametersStep,
                  },
                  {
                    path: ':id',
                    handle: { name: 'editCompany', step: 1 },
                    lazy: parametersStep,
                  },
                  {
                    path: ':id/content',
                    handle: { name: 'editCompanyContent', step: 2 },
                    lazy: lazyComponent(
                      () => import('../features/wizard/content-step'),
                      'ContentStep',
                    ),
                  },
                  {
                    path: ':id/select-content',
                    handle: { name: 'selectCompanyContent', step: 3 },
                    lazy: lazyComponent(
                      () => import('../features/wizard/select-content-step'),
                      'SelectContentStep',
                    ),
                  },
                  {
                    path: ':id/verify',
                    handle: { name: 'editCompanyVerify', step: 4 },
                    lazy: lazyComponent(
                      () => import('../features/wizard/verify-step'),
                      'VerifyStep',
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/login',
    element: <AuthLayout logoutOnEnter />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    handle: { name: 'AuthView' },
    children: [
      {
        index: true,
        lazy: lazyComponent(() => import('../features/auth/login-screen'), 'LoginScreen'),
      },
      {
        path: 'recovery-password',
        handle: { name: 'RecoveryPassword' },
        lazy: lazyComponent(() => import('../features/auth/recovery-screen'), 'RecoveryScreen'),
      },
      {
        path: 'reset/:token',
        handle: { name: 'SetNewPassword' },
        lazy: lazyComponent(
          () => import('../features/auth/set-new-password-screen'),
          'SetNewPasswordScreen',
        ),
      },
    ],
  },
  {
    path: '/register',
    element: <AuthLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        index: true,
        handle: { name: 'RegistrationView' },
        lazy: lazyComponent(
          () => import('../features/auth/registration-screen'),
          'RegistrationScreen',
        ),
      },
    ],
  },
  {
    lazy: lazyComponent(() => import('./layouts/public-layout'), 'PublicLayout'),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/terms-of-use',
        handle: { name: 'TermsOfUse' },
        lazy: lazyComponent(() => import('../features/legal/terms-screen'), 'TermsScreen'),
      },
      {
        path: '/shared-campaign/:apiuid/:apitoken',
        handle: { name: 'SharedCampaignView' },
        lazy: lazyComponent(
          () => import('../features/shared-campaign/shared-campaign-screen'),
          'SharedCampaignScreen',
        ),
      },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const routes = createRoutes();

export const createAppRouter = (data?: RouteData) => createBrowserRouter(createRoutes(data));

export type AppRouter = ReturnType<typeof createAppRouter>;
