import type { ReactNode } from 'react';
import { Menu, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useNarrow } from '../../lib/use-narrow';
import { formatMoney } from '../../format/money';
import { toNumber } from '../../format/number';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { IconButton } from '../icon-button';
import { Skeleton } from '../skeleton';

export type TopBarProps = {
  /** Tenant logo (an img with alt text, or a link wrapping it). */
  logo?: ReactNode;
  /** Tenant name beside the logo. */
  tenantName?: ReactNode;
  /** Balance in roubles, a number or numeric string (formatted here), or a ready node. */
  balance?: number | ReactNode;
  /** Available balance: what is not reserved by running campaigns. */
  availableBalance?: number | ReactNode;
  /** The balance is loading: placeholders instead of the figures. */
  balanceLoading?: boolean;
  /** Shows «Пополнить»; the app opens the deposit bill flow here. */
  onTopUp?: () => void;
  /** The top-up is being prepared: the button shows a spinner and blocks clicks. */
  topUpPending?: boolean;
  /** The user menu (UserMenu). */
  userMenu?: ReactNode;
  /** Shows a burger on narrow screens that opens the sidebar drawer. */
  onMenuClick?: () => void;
  /** Whether the drawer is open, for the burger's aria-expanded. */
  menuOpen?: boolean;
  className?: string;
};

/** Numbers and numeric strings (as the API may send them) are formatted; other nodes pass through. */
function money(value: number | ReactNode): ReactNode {
  if (typeof value === 'number') return formatMoney(value);
  if (typeof value === 'string' && toNumber(value) !== null) return formatMoney(value);
  return value;
}

/** The bar above every page of the main layout: tenant, balance, «Пополнить», user menu. */
export function TopBar({
  logo,
  tenantName,
  balance,
  availableBalance,
  balanceLoading = false,
  onTopUp,
  topUpPending = false,
  userMenu,
  onMenuClick,
  menuOpen,
  className,
}: TopBarProps) {
  const showBalance = balanceLoading || balance !== undefined || availableBalance !== undefined;
  const narrow = useNarrow();
  return (
    <header
      className={cn(
        'flex h-16 items-center gap-3 border-b bg-card px-3 text-card-foreground sm:px-4',
        className,
      )}
    >
      {onMenuClick ? (
        <IconButton
          aria-label="Открыть меню"
          aria-expanded={menuOpen}
          className="md:hidden"
          onClick={onMenuClick}
        >
          <Menu aria-hidden />
        </IconButton>
      ) : null}
      {logo || tenantName ? (
        <div className="flex min-w-0 items-center gap-2">
          {logo ? <div className="flex h-8 shrink-0 items-center [&_img]:h-8">{logo}</div> : null}
          {tenantName ? (
            <span className="hidden truncate text-base font-semibold sm:inline">{tenantName}</span>
          ) : null}
        </div>
      ) : null}
      <div className="ml-auto flex min-w-0 items-center gap-2 md:gap-4">
        {showBalance ? (
          <>
            {/* Below md there is no room for two figures and a button: a chip opens them. */}
            {narrow ? (
              <BalanceChip
                className="md:hidden"
                balance={balance}
                availableBalance={availableBalance}
                balanceLoading={balanceLoading}
                onTopUp={onTopUp}
                topUpPending={topUpPending}
              />
            ) : null}
            <dl
              aria-busy={balanceLoading || undefined}
              className="hidden items-center gap-4 text-sm md:flex"
            >
              <div className="flex flex-col items-end">
                <dt className="text-xs text-muted-foreground">Баланс</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">
                  {balanceLoading ? <BalanceSkeleton /> : (money(balance) ?? '—')}
                </dd>
              </div>
              <div className="flex flex-col items-end">
                <dt className="text-xs text-muted-foreground">Доступно</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">
                  {balanceLoading ? <BalanceSkeleton /> : (money(availableBalance) ?? '—')}
                </dd>
              </div>
            </dl>
          </>
        ) : null}
        {onTopUp ? (
          <Button
            size="sm"
            onClick={onTopUp}
            loading={topUpPending}
            className={showBalance ? 'hidden md:inline-flex' : undefined}
          >
            {topUpPending ? null : <Plus aria-hidden />}
            Пополнить
          </Button>
        ) : null}
        {userMenu}
      </div>
    </header>
  );
}

type BalanceChipProps = Pick<
  TopBarProps,
  'balance' | 'availableBalance' | 'balanceLoading' | 'onTopUp' | 'topUpPending'
> & { className?: string };

/**
 * The balance on a phone: a chip with the balance that opens Баланс, Доступно and «Пополнить».
 * Rendered below md only. It is a dropdown menu, as the user menu beside it: no new chunk for the signed-in frame (every
 * lazily loaded chunk adds to the entry's preload map, which is at its budget).
 */
function BalanceChip({
  balance,
  availableBalance,
  balanceLoading,
  onTopUp,
  topUpPending,
  className,
}: BalanceChipProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-busy={balanceLoading || undefined}
        className={cn(
          'inline-flex h-11 min-w-0 cursor-pointer items-center rounded-full border bg-background px-3 text-sm font-semibold whitespace-nowrap tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-muted',
          className,
        )}
      >
        <span className="sr-only">Баланс: </span>
        {balanceLoading ? <BalanceSkeleton /> : (money(balance) ?? '—')}
      </DropdownMenuTrigger>
      <DropdownMenuContent
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

function BalanceSkeleton() {
  return (
    <>
      <span className="sr-only">Загрузка…</span>
      <Skeleton className="mt-0.5 h-4 w-20" />
    </>
  );
}
