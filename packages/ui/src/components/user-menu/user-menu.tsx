import type { ReactNode } from 'react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';

export type UserMenuProps = {
  /** Full name or, when there is none, the e-mail. */
  name: string;
  email?: string;
  /** Link to the profile (/profile/account), rendered through `renderLink`. */
  profileHref?: string;
  /** Called instead of following a link when there is no `profileHref`. */
  onProfile?: () => void;
  onLogout: () => void;
  /**
   * Renders the profile link; Radix puts menu-item props on the element it returns, so the
   * component must spread unknown props onto its anchor (React Router's Link does).
   */
  renderLink?: RenderLink;
  /** More items placed before «Выйти» (DropdownMenuItem). */
  children?: ReactNode;
  className?: string;
};

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

/** The signed-in user's menu in the top bar: who is signed in, «Профиль», «Выйти». */
export function UserMenu({
  name,
  email,
  profileHref,
  onProfile,
  onLogout,
  renderLink = defaultRenderLink,
  children,
  className,
}: UserMenuProps) {
  const profileContent = (
    <>
      <UserRound aria-hidden />
      Профиль
    </>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-11 max-w-56 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-1.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-muted md:h-10 md:min-w-0',
          className,
        )}
      >
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initialsOf(name)}
        </span>
        {/* Below md the avatar alone (a 44 px target); the name from lg, beside the sidebar. */}
        <span className="sr-only truncate lg:not-sr-only">{name}</span>
        <ChevronDown
          aria-hidden
          className="hidden size-4 shrink-0 text-muted-foreground md:block"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={6} className="min-w-56">
        <DropdownMenuLabel className="text-sm text-popover-foreground">
          <span className="block truncate text-sm font-medium">{name}</span>
          {email && email !== name ? (
            <span className="block truncate text-xs text-muted-foreground">{email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {profileHref ? (
          <DropdownMenuItem asChild>
            {renderLink({ href: profileHref, children: profileContent })}
          </DropdownMenuItem>
        ) : onProfile ? (
          <DropdownMenuItem onSelect={onProfile}>{profileContent}</DropdownMenuItem>
        ) : null}
        {children}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden />
          Выйти
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
