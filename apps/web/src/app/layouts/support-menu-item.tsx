import { DropdownMenuItem } from '@ekran/ui';
import { LifeBuoy } from 'lucide-react';
import { useSupportEmail } from './support-contact';

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
