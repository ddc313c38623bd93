import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import { IconButton } from '../icon-button';

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
  className?: string;
};

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors duration-fast hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-5 [&_svg]:shrink-0';
// Styled from aria-current, so a router's NavLink that sets it by itself looks active too.
const activeClass =
  'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground aria-[current=page]:hover:bg-accent aria-[current=page]:hover:text-accent-foreground';

function NavList({
  items,
  renderLink,
  label,
}: {
  items: SidebarItem[];
  renderLink: RenderLink;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id}>
            {renderLink({
              href: item.href,
              className: cn(linkClass, activeClass),
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  {item.icon ? <span aria-hidden>{item.icon}</span> : null}
                  <span className="truncate">{item.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The main navigation: a fixed column on wide screens, a drawer (Radix Dialog) on narrow ones.
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
  className,
}: SidebarProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  // Without a Radix Trigger (the burger lives in the top bar) Radix cannot return focus on close,
  // so remember what had focus when the drawer opened.
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <>
      <aside
        className={cn(
          'hidden w-64 shrink-0 flex-col border-r bg-card text-card-foreground md:flex',
          className,
        )}
      >
        {header ? <div className="flex h-16 items-center border-b px-4">{header}</div> : null}
        <NavList items={items} renderLink={renderLink} label={ariaLabel} />
        {footer ? <div className="border-t px-4 py-3">{footer}</div> : null}
      </aside>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        {trigger ? (
          <Dialog.Trigger asChild className="md:hidden">
            {trigger}
          </Dialog.Trigger>
        ) : null}
        <Dialog.Portal>
          <Dialog.Overlay
            data-slot="sidebar-overlay"
            className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in md:hidden"
          />
          <Dialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              returnFocus.current = active instanceof HTMLElement ? active : null;
            }}
            // Following any link in the drawer (an item, the logo in the header) closes it.
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a[href]'))
                setOpen(false);
            }}
            onCloseAutoFocus={(event) => {
              if (!trigger && returnFocus.current) {
                event.preventDefault();
                returnFocus.current.focus();
              }
            }}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-card text-card-foreground shadow-lg focus:outline-none md:hidden"
          >
            <div className="flex h-16 items-center justify-between gap-2 border-b px-4">
              <Dialog.Title className="min-w-0 truncate text-base font-semibold">
                {header ?? 'Меню'}
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton aria-label="Закрыть меню" size="sm">
                  <X aria-hidden />
                </IconButton>
              </Dialog.Close>
            </div>
            <NavList items={items} renderLink={renderLink} label={ariaLabel} />
            {footer ? <div className="border-t px-4 py-3">{footer}</div> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
