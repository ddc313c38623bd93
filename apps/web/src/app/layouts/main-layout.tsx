import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FileText, LayoutDashboard, Megaphone, Building2, Receipt } from 'lucide-react';
import { organizationQueries, OrgStatus, userQueries } from '@ekran/api';
import {
  Alert,
  Button,
  DeferredMenu,
  lazyPart,
  ProgressBar,
  Sidebar,
  Skeleton,
  TopBar,
  UserMenuButton,
  whenIdle,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { usePrefetch } from '../../lib/prefetch-context';
import { renderRouterLink } from '../../lib/render-router-link';
import { useAppTenant } from '../../lib/tenant-context';
import { StaleDataNotice } from '../../lib/query-state';
import { useTopUp } from '../../features/billing/use-top-up';
import type { FrameUserMenuProps } from './frame-user-menu';
import { TenantLogo } from './tenant-logo';

/** The screens' error boundary (router.tsx) travels in the frame's chunk: no request of its own. */
export { ScreenError } from './screen-error';

const NAV = [
  { id: 'dashboard', href: '/dashboard', label: 'Дашборд', icon: <LayoutDashboard /> },
  { id: 'campaigns', href: '/campaigns', label: 'Кампании', icon: <Megaphone /> },
  { id: 'organization', href: '/organization', label: 'Организация', icon: <Building2 /> },
  { id: 'billings', href: '/billings', label: 'Счета', icon: <Receipt /> },
  { id: 'documents', href: '/documents', label: 'Документы', icon: <FileText /> },
];

/** The menu's name while get_me loads or when it failed: «Выйти» is there all the same. */
const USER_PLACEHOLDER_NAME = 'Пользователь';

const NOT_APPROVED: ReadonlySet<number> = new Set([
  OrgStatus.NEW,
  OrgStatus.WAITING,
  OrgStatus.CANCEL,
]);

const BANNER_TEXT: Record<number, string> = {
  [OrgStatus.NEW]: 'Заполните данные организации, чтобы запускать кампании.',
  [OrgStatus.WAITING]: 'Данные организации на проверке. Запуск кампаний станет доступен после неё.',
  [OrgStatus.CANCEL]: 'Данные организации отклонены. Исправьте их и отправьте повторно.',
};

/**
 * The frame's parts that wait for first use, with Radix's menu, dialog and popper, which nothing
 * else on the dashboard needs: the user menu, the top-up dialog
 * (use-top-up.tsx), and in @ekran/ui the drawer and the phone's balance menu. Their code is fetched,
 * not run, with the screens' idle prefetch below (vite.config.ts lists them); run on first use.
 */
const frameUserMenu = lazyPart(async () => (await import('./frame-user-menu')).FrameUserMenu);

/**
 * Once the first screen is up and the browser is idle, loads the other screens' chunks, so that most
 * navigation still works if the connection drops later. Not before PREFETCH_DELAY_MS: the
 * first screen's code, data and fonts have the connection to themselves, and the prefetch's requests
 * never compete with them on a slow phone network. Then it warms a modal's code (warm-up.ts), so
 * that the first dialog the user opens is not also the first to run it.
 */
const PREFETCH_DELAY_MS = 3000;

function usePrefetchScreensWhenIdle() {
  const prefetch = usePrefetch();
  useEffect(() => {
    const run = () => {
      prefetch.all();
      // Offline, the warm-up just does not happen.
      void import('../warm-up').then(({ warmUpModal }) => warmUpModal()).catch(() => undefined);
    };
    let cancelIdle: () => void = () => undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(run, 10_000);
    }, PREFETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [prefetch]);
}

/** The signed-in frame of every screen (../shared/DESIGN.md, «Layout»). */
export function MainLayout() {
  const api = useApi();
  const tenant = useAppTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  usePrefetchScreensWhenIdle();
  const topUp = useTopUp();
  const me = useQuery(userQueries.me(api));
  const balance = useQuery(userQueries.balance(api));
  const organization = useQuery(organizationQueries.my(api));
  const docStatus = organization.data?.doc_status;

  const items = NAV.map((item) => ({
    ...item,
    active: location.pathname === item.href || location.pathname.startsWith(`${item.href}/`),
  }));
  // Sign-out never waits on get_me: while it loads, or when it failed, the menu shows a stand-in name.
  const name =
    (me.data
      ? [me.data.first_name, me.data.last_name].filter(Boolean).join(' ') || me.data.email
      : '') || USER_PLACEHOLDER_NAME;
  const logo = <TenantLogo src={tenant.logoUrl} />;

  return (
    <div className="flex min-h-dvh bg-background text-foreground">
      {/* WCAG 2.4.1: the first Tab stop jumps past the navigation and the top bar. */}
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:ring-2 focus:ring-ring focus:outline-none"
        onClick={(event) => {
          // Move focus, not just the scroll position, and keep the router's URL free of a hash.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Перейти к содержимому
      </a>
      <Sidebar
        items={items}
        renderLink={renderRouterLink}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        aria-label="Основная навигация"
        header={
          // data-tenant-slot: a prerendered page (src/prerender/) fills it from the cached tenant.
          <Link to="/dashboard" className="flex items-center gap-2 px-4 py-4 font-semibold">
            {logo}
            <span data-tenant-slot="name">{tenant.name}</span>
          </Link>
        }
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          // Below sm the bar has no room beside the balances; the drawer shows the tenant there.
          logo={<span className="hidden sm:inline md:hidden">{logo}</span>}
          tenantName={
            <span className="md:hidden" data-tenant-slot="name">
              {tenant.name}
            </span>
          }
          balance={balance.data?.balance}
          availableBalance={balance.data?.available_balance}
          balanceLoading={balance.isPending}
          onTopUp={topUp.start}
          topUpPending={topUp.pending}
          onMenuClick={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          userMenu={
            <DeferredMenu<Omit<FrameUserMenuProps, 'defaultOpen'>>
              part={frameUserMenu}
              props={{
                name,
                email: me.data?.email ?? '',
                onLogout: () => {
                  api.session.logout('manual');
                  navigate('/login', { replace: true });
                },
              }}
              placeholder={(trigger) => <UserMenuButton name={name} {...trigger} />}
            />
          }
        />
        {navigation.state === 'loading' ? (
          <ProgressBar label="Загрузка страницы" hideLabel size="sm" className="rounded-none" />
        ) : null}
        {/* An unknown status (null) asks nothing of the user: the organization screen shows it. */}
        {docStatus != null &&
        NOT_APPROVED.has(docStatus) &&
        location.pathname !== '/organization' ? (
          <Alert
            variant={docStatus === OrgStatus.CANCEL ? 'error' : 'warning'}
            layout="banner"
            action={
              <Button asChild size="sm" variant="outline">
                <Link to="/organization">К данным организации</Link>
              </Button>
            }
          >
            {BANNER_TEXT[docStatus]}
          </Alert>
        ) : null}
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <StaleDataNotice className="mb-4" />
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {topUp.dialog}
    </div>
  );
}
