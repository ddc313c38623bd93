import type { FocusEvent, PointerEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import type { LinkRenderProps, RenderLink } from '@ekran/ui';
import { usePrefetch } from './prefetch-context';

type RouterLinkProps = LinkRenderProps & Omit<LinkProps, 'to' | keyof LinkRenderProps>;

/**
 * A link pointed at or focused starts loading its screen, so that by the click the code is usually
 * there. The handlers a wrapper passes in (a menu item's, through Radix's asChild) still run.
 */
function RouterLink({ href, children, onPointerEnter, onFocus, ...props }: RouterLinkProps) {
  const prefetch = usePrefetch();
  const preload = () => prefetch.path(href.split(/[?#]/)[0] ?? href);
  return (
    <Link
      to={href}
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        preload();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload();
        onFocus?.(event);
      }}
    >
      {children}
    </Link>
  );
}

/** Lets router-agnostic ui components (sidebar, user menu, stepper) render React Router links. */
export const renderRouterLink: RenderLink = (props) => <RouterLink {...props} />;
