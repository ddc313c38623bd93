import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Skeleton } from '../skeleton';

const trendVariants = cva('inline-flex items-center gap-1 text-xs font-medium [&_svg]:size-3.5', {
  variants: {
    tone: {
      positive: 'text-success',
      negative: 'text-destructive',
      neutral: 'text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const trendWords = { up: 'рост', down: 'снижение', flat: 'без изменений' } as const;

export type StatTrend = {
  direction: 'up' | 'down' | 'flat';
  /** Text beside the arrow, e.g. «+12 % за неделю». */
  label: ReactNode;
  /** Whether the change is good news; more spend going up is not, so it is set apart from direction. */
  tone?: 'positive' | 'negative' | 'neutral';
};

export type StatProps = {
  label: ReactNode;
  /** The figure, already formatted (formatMoney, formatNumber). */
  value?: ReactNode;
  /** Small text under the value. */
  hint?: ReactNode;
  trend?: StatTrend;
  /** Shows placeholders instead of the value, hint and trend. */
  loading?: boolean;
  className?: string;
};

/** One key figure on a card: label, value, optional hint and trend. */
export function Stat({ label, value, hint, trend, loading = false, className }: StatProps) {
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  return (
    <dl
      data-slot="stat"
      aria-busy={loading || undefined}
      className={cn(
        '@container flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
    >
      <dt data-slot="stat-label" className="text-sm text-muted-foreground">
        {label}
      </dt>
      {/*
        The figure scales with its card (a container query unit): a long sum in a narrow card (a
        phone, the wizard's side column) gets smaller instead of running out of the card; at the
        last resort it breaks rather than widening the page.
      */}
      <dd
        data-slot="stat-value"
        className="text-[length:clamp(0.875rem,12cqi,1.5rem)] leading-tight font-semibold [overflow-wrap:anywhere] tabular-nums"
      >
        {loading ? (
          <>
            <span className="sr-only">Загрузка…</span>
            <Skeleton className="my-1 h-7 w-32" />
          </>
        ) : (
          (value ?? '—')
        )}
      </dd>
      {loading && (hint || trend) ? (
        <dd data-slot="stat-hint">
          <Skeleton className="h-3 w-24" />
        </dd>
      ) : null}
      {!loading && hint ? (
        <dd data-slot="stat-hint" className="text-xs text-muted-foreground">
          {hint}
        </dd>
      ) : null}
      {!loading && trend && TrendIcon ? (
        <dd data-slot="stat-trend" className={trendVariants({ tone: trend.tone })}>
          <TrendIcon aria-hidden />
          <span className="sr-only">{trendWords[trend.direction]}: </span>
          {trend.label}
        </dd>
      ) : null}
    </dl>
  );
}
