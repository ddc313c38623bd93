import { DropdownMenuItem } from '@ekran/ui';
import { LifeBuoy } from 'lucide-react';
import { useAppTenant } from '../../lib/tenant-context';

/** The tenant's support address (`email_tg`, spec §1: fetched and shown); null when it has none. */
export function useSupportEmail(): string | null {
  const email = useAppTenant().email_tg?.trim();
  return email ? email : null;
}

/** «Поддержка: address» for the footer of the sign-in pages. */
export function SupportFooterLink() {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <>
      {' · '}
      Поддержка:{' '}
      <a href={`mailto:${email}`} className="underline underline-offset-2">
        {email}
      </a>
    </>
  );
}

/** «Написать в поддержку» in the user menu, with the address it writes to. */
export function SupportMenuItem() {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <DropdownMenuItem asChild>
      <a href={`mailto:${email}`}>
        <LifeBuoy aria-hidden />
        <span className="flex flex-col">
          <span>Написать в поддержку</span>
          <span className="text-xs text-muted-foreground">{email}</span>
        </span>
      </a>
    </DropdownMenuItem>
  );
}
