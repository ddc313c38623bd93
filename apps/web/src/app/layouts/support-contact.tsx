import { useAppTenant } from '../../lib/tenant-context';

// No ui imports here: the sign-in pages' frame is in the entry chunk (scripts/check-bundle.mjs).

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
