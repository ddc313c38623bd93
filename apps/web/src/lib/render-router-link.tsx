import { Link } from 'react-router-dom';
import type { RenderLink } from '@ekran/ui';

/** Lets router-agnostic ui components (sidebar, user menu, stepper) render React Router links. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
