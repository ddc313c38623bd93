import { Menu, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { DeferredMenu, lazyPart } from '../../lib/lazy-part';
import { useBothViewports, useNarrow } from '../../lib/use-narrow';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { BalanceChipButton, BalanceSkeleton, money } from './balance-parts';
import type { BalanceChipProps, TopBarProps } from './top-bar.types';

/**
 * The phone's balance menu (balance-chip.tsx), run on first use (hover, focus, a tap): Radix's menu
 * and popper are not on the way to the first screen. An app may fetch its chunk ahead (the web
 * app's idle prefetch does).
 */
const balanceMenu = lazyPart(async () => (await import('./balance-chip')).BalanceChip);

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
  // Ahead of time (no viewport known) the chip renders too: it is hidden from md by its class.
  const both = useBothViewports();
  const narrow = useNarrow() || both;
  return (
    <header
      data-slot="top-bar"
      className={cn(
        'flex h-16 items-center gap-3 border-b bg-card px-3 text-card-foreground sm:px-4',
        className,
      )}
    >
      {onMenuClick ? (
        <IconButton
          data-slot="top-bar-menu-button"
          aria-label="Открыть меню"
          aria-expanded={menuOpen}
          className="md:hidden"
          onClick={onMenuClick}
        >
          <Menu aria-hidden />
        </IconButton>
      ) : null}
      {logo || tenantName ? (
        <div data-slot="top-bar-brand" className="flex min-w-0 items-center gap-2">
          {logo ? (
            <div data-slot="top-bar-logo" className="flex h-8 shrink-0 items-center [&_img]:h-8">
              {logo}
            </div>
          ) : null}
          {tenantName ? (
            <span
              data-slot="top-bar-tenant"
              className="hidden truncate text-base font-semibold sm:inline"
            >
              {tenantName}
            </span>
          ) : null}
        </div>
      ) : null}
      <div data-slot="top-bar-actions" className="ml-auto flex min-w-0 items-center gap-2 md:gap-4">
        {showBalance ? (
          <>
            {/* Below md there is no room for two figures and a button: a chip opens them. */}
            {narrow ? (
              <DeferredMenu<BalanceChipProps>
                part={balanceMenu}
                props={{
                  className: 'md:hidden',
                  balance,
                  availableBalance,
                  balanceLoading,
                  onTopUp,
                  topUpPending,
                }}
                placeholder={(trigger) => (
                  <BalanceChipButton
                    className="md:hidden"
                    balance={balance}
                    balanceLoading={balanceLoading}
                    {...trigger}
                  />
                )}
              />
            ) : null}
            <dl
              data-slot="top-bar-balance"
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
            data-slot="top-bar-top-up"
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
