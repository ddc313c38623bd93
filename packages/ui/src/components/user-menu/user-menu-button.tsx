import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]?.slice(0, 2)];
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

export type UserMenuButtonProps = ComponentProps<'button'> & {
  /** Full name or, when there is none, the e-mail. */
  name: string;
};

/**
 * The user menu's trigger: the avatar with the initials, and the name from lg. The menu's own
 * trigger (UserMenu), and its stand-in while the menu's code loads (DeferredMenu): no Radix here.
 */
export function UserMenuButton({ name, className, ...props }: UserMenuButtonProps) {
  return (
    <button
      type="button"
      data-slot="user-menu-trigger"
      className={cn(
        'inline-flex h-11 max-w-56 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-1.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-muted md:h-10 md:min-w-0',
        className,
      )}
      {...props}
    >
      <span
        data-slot="user-menu-avatar"
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {initialsOf(name)}
      </span>
      {/* Below md the avatar alone (a 44 px target); the name from lg, beside the sidebar. */}
      <span data-slot="user-menu-name" className="sr-only truncate lg:not-sr-only">
        {name}
      </span>
      <ChevronDown aria-hidden className="hidden size-4 shrink-0 text-muted-foreground md:block" />
    </button>
  );
}
