import type { ReactNode } from 'react';

/*
 * The top bar's public types, apart from its components: the bar, its balance parts and the phone's
 * balance menu all read them, and none of them imports another for a type.
 */

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

/** What the phone's balance chip and its menu take from the bar. */
export type BalanceChipProps = Pick<
  TopBarProps,
  'balance' | 'availableBalance' | 'balanceLoading' | 'onTopUp' | 'topUpPending'
> & { className?: string };
