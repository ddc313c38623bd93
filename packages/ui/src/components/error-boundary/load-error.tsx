import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

export type LoadErrorProps = {
  /** What failed: «Не удалось загрузить ролики». */
  title: ReactNode;
  /** The owner's `error` prop: `true` for no details, a node for details under the title. */
  error: ReactNode;
  /** Usually a RetryButton. */
  action?: ReactNode;
  className?: string;
};

/** A list's or table's first load failed: the alert shown in place of its rows. */
export function LoadError({ title, error, action, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      data-slot="load-error"
      className={cn('flex flex-col items-center gap-2 text-center', className)}
    >
      <CircleAlert data-slot="load-error-icon" aria-hidden className="size-6 text-destructive" />
      <p data-slot="load-error-title" className="font-semibold">
        {title}
      </p>
      {error !== true ? (
        <div data-slot="load-error-description" className="text-sm text-muted-foreground">
          {error}
        </div>
      ) : null}
      {action}
    </div>
  );
}
