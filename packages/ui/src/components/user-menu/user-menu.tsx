import type { ReactNode } from 'react';
import { LogOut, UserRound } from 'lucide-react';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { UserMenuButton } from './user-menu-button';

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
  /** Opens the menu on mount (a DeferredMenu clicked while the menu's code was loading). */
  defaultOpen?: boolean;
};

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
  defaultOpen,
}: UserMenuProps) {
  const profileContent = (
    <>
      <UserRound aria-hidden />
      Профиль
    </>
  );
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        {/* Its own name rather than the trigger's: the same part as the stand-in before the
            menu's code has loaded. */}
        <UserMenuButton data-slot="user-menu-trigger" name={name} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="user-menu-content"
        align="end"
        sideOffset={6}
        className="min-w-56"
      >
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
