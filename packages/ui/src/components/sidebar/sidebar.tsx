import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import { lazyPart, useLazyPart } from '../../lib/lazy-part';
import { defaultRenderLink } from '../../lib/render-link';
import { NavList } from './nav-list';
import type { SidebarProps } from './sidebar.types';

/** The drawer (sidebar-drawer.tsx: Radix's dialog), not on the way to the first screen. */
const sidebarDrawer = lazyPart(async () => (await import('./sidebar-drawer')).SidebarDrawer);

/**
 * The main navigation: a fixed column on wide screens, a drawer (Radix Dialog, sidebar-drawer.tsx)
 * on narrow ones.
 * Router-agnostic: links come from `renderLink`.
 */
export function Sidebar({
  items,
  header,
  footer,
  renderLink = defaultRenderLink,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  'aria-label': ariaLabel = 'Основное меню',
  panelLabel = 'Боковая панель',
  className,
}: SidebarProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [Drawer, load] = useLazyPart(sidebarDrawer);
  // The drawer's code runs on first opening (an app may fetch it ahead), at once when
  // the sidebar has its own trigger. Offline, the drawer cannot open: said in a toast.
  const cannotOpen = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (Drawer || (!open && !trigger)) return;
    void load(open).then((loaded) => {
      if (!loaded && open) cannotOpen();
    });
  }, [Drawer, load, open, trigger]);

  return (
    <>
      <aside
        data-slot="sidebar"
        aria-label={panelLabel}
        className={cn(
          'hidden w-64 shrink-0 flex-col border-r bg-card text-card-foreground md:flex',
          className,
        )}
      >
        {header ? (
          <div data-slot="sidebar-header" className="flex h-16 items-center border-b px-4">
            {header}
          </div>
        ) : null}
        <NavList items={items} renderLink={renderLink} label={ariaLabel} />
        {footer ? (
          <div data-slot="sidebar-footer" className="border-t px-4 py-3">
            {footer}
          </div>
        ) : null}
      </aside>
      {Drawer ? (
        <Drawer
          items={items}
          header={header}
          footer={footer}
          trigger={trigger}
          renderLink={renderLink}
          label={ariaLabel}
          open={open}
          setOpen={setOpen}
        />
      ) : trigger ? (
        // The burger waits, as it looks, for the drawer's code (loaded at once when there is one).
        <span data-slot="sidebar-trigger" className="md:hidden">
          {trigger}
        </span>
      ) : null}
    </>
  );
}
