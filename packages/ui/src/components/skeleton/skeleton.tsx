import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type SkeletonProps = ComponentProps<'div'>;

/** A grey placeholder block; hidden from assistive technology, which reads the owner's busy state. */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
