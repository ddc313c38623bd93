import { Link, Outlet } from 'react-router-dom';
import { useAppTenant } from '../../lib/tenant-context';
import { TenantLogo } from './tenant-logo';

/** Frame of the public pages (terms, shared campaign): tenant branding, no sidebar. */
export function PublicLayout() {
  const tenant = useAppTenant();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex h-16 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <TenantLogo src={tenant.logoUrl} />
          <span>{tenant.name}</span>
        </Link>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <footer className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {tenant.company_name}
      </footer>
    </div>
  );
}
