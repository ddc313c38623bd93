import { Link } from 'react-router-dom';
import type { RenderLink } from '@ekran/ui';

/** Starts loading the target screen's code (prefetch.ts is a small chunk over the entry's router). */
const preload = (href: string) => {
  const pathname = href.split(/[?#]/)[0] ?? href;
  void import('../app/prefetch').then(({ preloadPath }) => preloadPath(pathname));
};

/**
 * Lets router-agnostic ui components (sidebar, user menu, stepper) render React Router links. A link
 * pointed at or focused preloads its screen (issue 17: no waterfall after the click).
 */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props} onPointerEnter={() => preload(href)} onFocus={() => preload(href)}>
    {children}
  </Link>
);
