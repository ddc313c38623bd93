import { Plus } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { BalanceChipButton, BalanceSkeleton, money } from './balance-parts';
import type { BalanceChipProps } from './top-bar.types';

/**
 * The balance on a phone: a chip with the balance that opens Баланс, Доступно and «Пополнить».
 * Rendered below md only, loaded on first use (top-bar.tsx, balanceMenu).
 */
export function BalanceChip({
  balance,
  availableBalance,
  balanceLoading,
  onTopUp,
  topUpPending,
  className,
  defaultOpen,
}: BalanceChipProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        {/* The chip keeps its own name rather than the trigger's: it is the same part before the
            menu's code has loaded. */}
        <BalanceChipButton
          data-slot="top-bar-balance-chip"
          className={className}
          balance={balance}
          balanceLoading={balanceLoading}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="top-bar-balance-menu"
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className="w-64 max-w-[calc(100vw-1rem)]"
      >
        {/* A menu may hold no list of terms (dl): each figure is a label line. */}
        {(
          [
            ['Баланс', balance],
            ['Доступно', availableBalance],
          ] as const
        ).map(([term, value]) => (
          <DropdownMenuLabel
            key={term}
            className="flex items-baseline justify-between gap-4 text-sm font-normal text-popover-foreground"
          >
            <span className="text-muted-foreground">{term}</span>
            <span className="font-semibold tabular-nums">
              {balanceLoading ? <BalanceSkeleton /> : (money(value) ?? '—')}
            </span>
          </DropdownMenuLabel>
        ))}
        {onTopUp ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="min-h-11 font-medium"
              disabled={topUpPending}
              onSelect={onTopUp}
            >
              <Plus aria-hidden />
              Пополнить
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
