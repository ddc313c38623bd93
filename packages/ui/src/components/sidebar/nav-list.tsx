import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/render-link';
import type { SidebarItem } from './sidebar.types';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors duration-fast hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-5 [&_svg]:shrink-0';
// Styled from aria-current, so a router's NavLink that sets it by itself looks active too.
const activeClass =
  'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground aria-[current=page]:hover:bg-accent aria-[current=page]:hover:text-accent-foreground';

/** The navigation's links: in the sidebar's column, and in its drawer on a phone. */
export function NavList({
  items,
  renderLink,
  label,
}: {
  items: SidebarItem[];
  renderLink: RenderLink;
  label: string;
}) {
  return (
    <nav data-slot="sidebar-nav" aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
      <ul data-slot="sidebar-menu" className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id} data-slot="sidebar-menu-item">
            {renderLink({
              href: item.href,
              'data-slot': 'sidebar-link',
              className: cn(linkClass, activeClass),
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  {item.icon ? (
                    <span data-slot="sidebar-link-icon" aria-hidden>
                      {item.icon}
                    </span>
                  ) : null}
                  <span data-slot="sidebar-link-label" className="truncate">
                    {item.label}
                  </span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
