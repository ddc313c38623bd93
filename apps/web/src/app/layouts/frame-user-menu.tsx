import { UserMenu } from '@ekran/ui';
import { renderRouterLink } from '../../lib/render-router-link';
import { ColorSchemeMenu } from './color-scheme-menu';
import { SupportMenuItem } from './support-menu-item';

export type FrameUserMenuProps = {
  name: string;
  email: string;
  onLogout: () => void;
  defaultOpen?: boolean;
};

/**
 * The signed-in user's menu in the frame's top bar, with the colour scheme and the support
 * contact: loaded on first use or when the browser is idle after the first screen (main-layout.tsx,
 * DeferredMenu), so Radix's menu and popper are not on the way to the first screen.
 */
export function FrameUserMenu({ name, email, onLogout, defaultOpen }: FrameUserMenuProps) {
  return (
    <UserMenu
      name={name}
      email={email}
      profileHref="/profile/account"
      renderLink={renderRouterLink}
      onLogout={onLogout}
      defaultOpen={defaultOpen}
    >
      <ColorSchemeMenu />
      <SupportMenuItem />
    </UserMenu>
  );
}
