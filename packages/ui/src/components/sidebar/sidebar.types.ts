import type { ReactNode } from 'react';
import type { RenderLink } from '../../lib/render-link';

/*
 * The sidebar's public types, apart from its components: the column, the drawer and the link list
 * all read them, and none of them imports another for a type.
 */

export type SidebarItem = {
  /** Stable key. */
  id: string;
  label: ReactNode;
  href: string;
  /** Decorative icon (a lucide icon); the label names the link. */
  icon?: ReactNode;
  /** Marks the current section (aria-current="page"); a NavLink may set it instead. */
  active?: boolean;
};

export type SidebarProps = {
  items: SidebarItem[];
  /** Top of the panel: tenant logo and name. */
  header?: ReactNode;
  /** Bottom of the panel: support contacts, version. */
  footer?: ReactNode;
  /** Renders each item's link; pass React Router's Link/NavLink. A plain anchor by default. */
  renderLink?: RenderLink;
  /** Drawer state on narrow screens (controlled); the top bar's burger usually sets it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A burger button that opens the drawer; rendered only on narrow screens. */
  trigger?: ReactNode;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  /**
   * Names the panel (a complementary landmark around the header, the navigation and the footer);
   * it differs from the navigation's name so a screen reader does not say one name twice.
   */
  panelLabel?: string;
  className?: string;
};
