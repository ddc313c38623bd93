/**
 * The tenant's logo in a fixed square box, with its size given up front: the name beside it does
 * not move when the image arrives (CLS, issue 17). Tenant logos are square marks. Decorative: the
 * tenant's name always stands next to it. Nothing when the tenant has no logo.
 */
export function TenantLogo({ src, size = 32 }: { src: string | null | undefined; size?: 32 | 40 }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className={size === 40 ? 'size-10 shrink-0 object-contain' : 'size-8 shrink-0 object-contain'}
    />
  );
}
