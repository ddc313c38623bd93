import type { ReactNode } from 'react';

/** What a router-agnostic component hands to `renderLink`; spread it onto the router's link. */
export type LinkRenderProps = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | 'step';
  /** The owner's name for the link, as on every part of a ui component. */
  'data-slot'?: string;
};

/**
 * Renders a link. The web app passes React Router's `Link`/`NavLink` here so the ui package
 * never imports a router.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The fallback when no router is given: a plain anchor. */
export const defaultRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);
