import { use } from 'react';
import { PrerenderContext } from '../../lib/prerender-context';

/**
 * The tenant's logo in a fixed square box, with its size given up front: the name beside it does
 * not move when the image arrives (no layout shift). Tenant logos are square marks. Decorative: the
 * tenant's name always stands next to it. Nothing when the tenant has no logo.
 *
 * A prerendered page (src/prerender/) does not know the tenant: it holds a hidden image in the
 * logo's place, which its inline script (prerender-pages.ts) shows with the cached tenant's logo,
 * so the name does not jump aside when the app takes the page over.
 */
export function TenantLogo({ src, size = 32 }: { src: string | null | undefined; size?: 32 | 40 }) {
  const prerendering = use(PrerenderContext);
  if (!src && !prerendering) return null;
  return (
    <img
      src={prerendering ? undefined : (src ?? undefined)}
      alt=""
      width={size}
      height={size}
      hidden={prerendering || undefined}
      data-tenant-slot={prerendering ? 'logo' : undefined}
      className={size === 40 ? 'size-10 shrink-0 object-contain' : 'size-8 shrink-0 object-contain'}
    />
  );
}
