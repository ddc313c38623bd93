import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { RetryButton } from './retry-button';

/**
 * Where the error stands:
 * - `block`: centred, in place of a table's or a list's rows (or of a whole screen's content);
 * - `alert`: the error Alert, for a block or a step of a screen;
 * - `inline`: one compact line, for a side panel or a strip over a map (the caller places it).
 */
export type LoadErrorLayout = 'block' | 'alert' | 'inline';

export type LoadErrorProps = {
  /** What failed: «Не удалось загрузить ролики». */
  title: ReactNode;
  /**
   * Why, and what to do, under the title. A component's `error` prop passes straight through:
   * `true` (an error with nothing to add), `false`, `null` and `''` add no line.
   */
  details?: ReactNode;
  /** Shows «Повторить» (RetryButton), which asks for the data again. */
  onRetry?: () => void;
  /** A retry is under way: «Повторить» spins and ignores clicks. */
  retrying?: boolean;
  /** More ways out after «Повторить»: a link back to the list, say. */
  actions?: ReactNode;
  layout?: LoadErrorLayout;
  className?: string;
  /** The root's slot when the error is a part of another component (`map-picker-load-error`). */
  'data-slot'?: string;
};

const hasContent = (node: ReactNode): boolean =>
  node !== undefined && node !== null && typeof node !== 'boolean' && node !== '';

/**
 * One failed load, said one way everywhere: what failed, why, and «Повторить». The error is
 * announced once (`role="alert"` on its root, the Alert's own in the `alert` layout).
 */
export function LoadError({
  title,
  details,
  onRetry,
  retrying = false,
  actions,
  layout = 'block',
  className,
  'data-slot': slot = 'load-error',
}: LoadErrorProps) {
  const withDetails = hasContent(details);
  const buttons =
    onRetry || hasContent(actions) ? (
      <div
        data-slot="load-error-actions"
        className={cn(
          'flex flex-wrap items-center gap-2',
          layout === 'block' && 'mt-2 justify-center',
        )}
      >
        {onRetry ? (
          <RetryButton data-slot="load-error-retry" loading={retrying} onClick={onRetry} />
        ) : null}
        {actions}
      </div>
    ) : null;

  if (layout === 'alert') {
    return (
      <Alert variant="error" data-slot={slot} title={title} action={buttons} className={className}>
        {withDetails ? details : null}
      </Alert>
    );
  }

  if (layout === 'inline') {
    return (
      <div
        role="alert"
        data-slot={slot}
        className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 text-sm', className)}
      >
        <CircleAlert
          data-slot="load-error-icon"
          aria-hidden
          className="size-4 shrink-0 text-destructive"
        />
        {/* The text keeps 12rem: on a narrower line (a side panel) the buttons go under it. */}
        <p data-slot="load-error-text" className="min-w-0 grow basis-48">
          <span data-slot="load-error-title" className="font-medium">
            {title}
          </span>
          {withDetails ? (
            <>
              {' '}
              <span data-slot="load-error-description" className="text-muted-foreground">
                {details}
              </span>
            </>
          ) : null}
        </p>
        {buttons}
      </div>
    );
  }

  return (
    <div
      role="alert"
      data-slot={slot}
      className={cn('flex flex-col items-center gap-2 text-center', className)}
    >
      <CircleAlert data-slot="load-error-icon" aria-hidden className="size-6 text-destructive" />
      <p data-slot="load-error-title" className="font-semibold">
        {title}
      </p>
      {withDetails ? (
        <div data-slot="load-error-description" className="text-sm text-muted-foreground">
          {details}
        </div>
      ) : null}
      {buttons}
    </div>
  );
}
