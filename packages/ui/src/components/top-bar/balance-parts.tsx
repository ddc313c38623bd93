import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../format/money';
import { toNumber } from '../../format/number';
import { Skeleton } from '../skeleton';
import type { BalanceChipProps } from './top-bar.types';

/** Numbers and numeric strings (as the API may send them) are formatted; other nodes pass through. */
export function money(value: number | ReactNode): ReactNode {
  if (typeof value === 'number') return formatMoney(value);
  if (typeof value === 'string' && toNumber(value) !== null) return formatMoney(value);
  return value;
}

export function BalanceSkeleton() {
  return (
    <>
      <span className="sr-only">Загрузка…</span>
      <Skeleton className="mt-0.5 h-4 w-20" />
    </>
  );
}

/**
 * The phone's balance chip: the menu's own trigger (balance-chip.tsx), and its stand-in while the
 * menu's code loads (DeferredMenu in top-bar.tsx): no Radix here.
 */
export function BalanceChipButton({
  balance,
  balanceLoading,
  className,
  ...props
}: Pick<BalanceChipProps, 'balance' | 'balanceLoading'> & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot="top-bar-balance-chip"
      aria-busy={balanceLoading || undefined}
      className={cn(
        'inline-flex h-11 min-w-0 cursor-pointer items-center rounded-full border bg-background px-3 text-sm font-semibold whitespace-nowrap tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-muted',
        className,
      )}
      {...props}
    >
      <span className="sr-only">Баланс: </span>
      {balanceLoading ? <BalanceSkeleton /> : (money(balance) ?? '—')}
    </button>
  );
}
