import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button';

const alertVariants = cva('flex items-start gap-3 border text-sm text-foreground', {
  variants: {
    variant: {
      info: 'border-info/40 bg-info/10 [&_[data-slot=alert-icon]]:text-info',
      success: 'border-success/40 bg-success/10 [&_[data-slot=alert-icon]]:text-success',
      warning: 'border-warning/50 bg-warning/10 [&_[data-slot=alert-icon]]:text-warning',
      error: 'border-destructive/40 bg-destructive/10 [&_[data-slot=alert-icon]]:text-destructive',
    },
    layout: {
      /** A box inside content. */
      inline: 'rounded-lg px-4 py-3',
      /** A full-width strip at the top of a page or layout. */
      banner: 'border-x-0 border-t-0 px-4 py-3 sm:px-6',
    },
  },
  defaultVariants: { variant: 'info', layout: 'inline' },
});

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

export type AlertProps = VariantProps<typeof alertVariants> & {
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link placed after the text, e.g. «Заполнить данные». */
  action?: ReactNode;
  /** Shows a close button; the owner hides the alert in this callback. */
  onDismiss?: () => void;
  /** Announces the message as it appears; on by default for errors only. */
  live?: boolean;
  className?: string;
  /** The root's slot when the alert is a part of another component (`load-error`). */
  'data-slot'?: string;
};

/** A message about the state of things: info, success, warning or error; inline or as a banner. */
export function Alert({
  variant,
  layout,
  title,
  children,
  action,
  onDismiss,
  live,
  className,
  'data-slot': slot = 'alert',
}: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  const announce = live ?? tone === 'error';
  return (
    <div
      role={announce ? 'alert' : undefined}
      data-slot={slot}
      data-variant={tone}
      className={cn(alertVariants({ variant: tone, layout }), className)}
    >
      <Icon data-slot="alert-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div
        data-slot="alert-content"
        className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      >
        <div data-slot="alert-text" className="min-w-0 space-y-0.5">
          {title ? (
            <p data-slot="alert-title" className="font-semibold">
              {title}
            </p>
          ) : null}
          {children ? <div data-slot="alert-description">{children}</div> : null}
        </div>
        {action ? (
          <div data-slot="alert-action" className="shrink-0">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          data-slot="alert-dismiss"
          aria-label="Скрыть"
          size="sm"
          className="-my-1 -mr-2"
          onClick={onDismiss}
        >
          <X aria-hidden />
        </IconButton>
      ) : null}
    </div>
  );
}

export { alertVariants };
