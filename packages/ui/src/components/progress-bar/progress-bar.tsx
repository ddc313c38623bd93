import { useId, type ReactNode } from 'react';
import { Progress } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { formatPercent } from '../../format/number';

const indicatorVariants = cva('h-full rounded-full transition-[width] duration-fast', {
  variants: {
    tone: {
      primary: 'bg-primary',
      success: 'bg-success',
      destructive: 'bg-destructive',
    },
  },
  defaultVariants: { tone: 'primary' },
});

const trackSizes = { sm: 'h-1.5', md: 'h-2.5' } as const;

export type ProgressBarProps = VariantProps<typeof indicatorVariants> & {
  /** Current amount; omit (or pass null) for an indeterminate bar. */
  value?: number | null;
  /** The amount that means done; 100 by default. */
  max?: number;
  /** Visible label and the bar's accessible name. */
  label: ReactNode;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
  /** Shows the percentage beside the label. */
  showValue?: boolean;
  size?: keyof typeof trackSizes;
  className?: string;
};

function percentOf(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/** A determinate or indeterminate progress bar (Radix Progress: role progressbar, aria-valuenow). */
export function ProgressBar({
  value = null,
  max = 100,
  label,
  hideLabel = false,
  showValue = true,
  size = 'md',
  tone,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const determinate = typeof value === 'number';
  const clamped = determinate ? Math.min(max, Math.max(0, value)) : null;
  const percent = clamped === null ? 0 : Math.round(percentOf(clamped, max));
  return (
    <div data-slot="progress-bar" className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div
        data-slot="progress-bar-header"
        className={cn(
          'flex items-baseline justify-between gap-2 text-sm',
          hideLabel && !showValue && 'sr-only',
        )}
      >
        <span
          id={labelId}
          data-slot="progress-bar-label"
          className={cn('min-w-0 truncate', hideLabel && 'sr-only')}
        >
          {label}
        </span>
        {determinate && showValue ? (
          <span
            data-slot="progress-bar-value"
            aria-hidden
            className="shrink-0 text-muted-foreground tabular-nums"
          >
            {formatPercent(percent, { fractionDigits: 0 })}
          </span>
        ) : null}
      </div>
      <Progress.Root
        data-slot="progress-bar-track"
        aria-labelledby={labelId}
        value={clamped}
        max={max}
        getValueLabel={(current, total) =>
          formatPercent(Math.round(percentOf(current, total)), { fractionDigits: 0 })
        }
        className={cn('relative w-full overflow-hidden rounded-full bg-muted', trackSizes[size])}
      >
        <Progress.Indicator
          data-slot="progress-bar-indicator"
          className={cn(
            indicatorVariants({ tone }),
            !determinate && 'w-2/5 animate-pulse motion-reduce:animate-none',
          )}
          style={determinate ? { width: `${percentOf(clamped ?? 0, max)}%` } : undefined}
        />
      </Progress.Root>
    </div>
  );
}
