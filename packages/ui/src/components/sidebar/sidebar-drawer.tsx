import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { RenderLink } from '../../lib/render-link';
import { useReturnFocus } from '../../lib/use-return-focus';
import { IconButton } from '../icon-button';
import { NavList } from './nav-list';
import type { SidebarProps } from './sidebar.types';

export type SidebarDrawerProps = Pick<SidebarProps, 'items' | 'header' | 'footer' | 'trigger'> & {
  renderLink: RenderLink;
  label: string;
  open: boolean;
  setOpen: (open: boolean) => void;
};

/**
 * The sidebar as a drawer (a Radix Dialog) on narrow screens, loaded on first opening
 * (sidebar.tsx, sidebarDrawer).
 */
export function SidebarDrawer({
  items,
  header,
  footer,
  trigger,
  renderLink,
  label: ariaLabel,
  open,
  setOpen,
}: SidebarDrawerProps) {
  // The burger usually lives in the top bar, not in a Radix Trigger.
  const returnFocus = useReturnFocus(Boolean(trigger));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? (
        <Dialog.Trigger data-slot="sidebar-trigger" asChild className="md:hidden">
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="sidebar-overlay"
          className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in md:hidden"
        />
        <Dialog.Content
          data-slot="sidebar-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          // Following any link in the drawer (an item, the logo in the header) closes it.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-card text-card-foreground shadow-lg focus:outline-none md:hidden"
        >
          <div
            data-slot="sidebar-drawer-header"
            className="flex h-16 items-center justify-between gap-2 border-b px-4"
          >
            <Dialog.Title
              data-slot="sidebar-drawer-title"
              className="min-w-0 truncate text-base font-semibold"
            >
              {header ?? 'Меню'}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton data-slot="sidebar-drawer-close" aria-label="Закрыть меню" size="sm">
                <X aria-hidden />
              </IconButton>
            </Dialog.Close>
          </div>
          <NavList items={items} renderLink={renderLink} label={ariaLabel} />
          {footer ? (
            <div data-slot="sidebar-footer" className="border-t px-4 py-3">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
