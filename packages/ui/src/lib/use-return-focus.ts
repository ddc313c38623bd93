import { useRef } from 'react';

/**
 * Focus back where it was when a dialog closes. Radix returns it only to the dialog's own Trigger,
 * so a dialog opened from elsewhere (a controlled `open`: a button in the page, the top bar's
 * burger) would leave it on <body>. Spread onto the Content; with a Trigger, Radix's own return
 * stays.
 */
export function useReturnFocus(hasTrigger: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current;
      returnTo.current = null;
      if (hasTrigger || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
