import { useEffect, useRef } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useApi } from '../../lib/api-context';
import { useAppTenant } from '../../lib/tenant-context';
import { SupportFooterLink } from './support-contact';
import { TenantLogo } from './tenant-logo';

export type AuthLayoutProps = {
  /** Spec §2: opening the login view while logged in logs the user out. */
  logoutOnEnter?: boolean;
};

/** Frame of the login, recovery, reset and registration screens. */
export function AuthLayout({ logoutOnEnter = false }: AuthLayoutProps) {
  const api = useApi();
  const tenant = useAppTenant();
  const done = useRef(false);

  useEffect(() => {
    if (!logoutOnEnter || done.current) return;
    done.current = true;
    if (api.session.isLoggedIn()) api.session.logout('manual');
  }, [api, logoutOnEnter]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-10">
      {/* data-tenant-slot: the prerendered page fills these from the cached tenant, and hides
          them (the link with them: it would have no name) while no tenant is known. */}
      <Link
        to="/login"
        className="mb-8 flex items-center gap-3 text-xl font-semibold"
        data-tenant-brand=""
      >
        <TenantLogo src={tenant.logoUrl} size={40} />
        <span data-tenant-slot="name">{tenant.name}</span>
      </Link>
      <main className="w-full max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-md sm:p-8">
        <Outlet />
      </main>
      <p className="mt-6 text-center text-xs text-muted-foreground">
        <span data-tenant-slot="company">© {tenant.company_name}</span> ·{' '}
        <Link to="/terms-of-use" className="underline underline-offset-2">
          Пользовательское соглашение
        </Link>
        <span data-tenant-slot="support">
          <SupportFooterLink />
        </span>
      </p>
    </div>
  );
}
