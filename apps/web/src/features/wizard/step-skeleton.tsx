import { Skeleton } from '@ekran/ui';

/** A step's placeholder while its data or its first render is on the way. */
export function StepSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
