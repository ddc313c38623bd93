import { useState } from 'react';
import { lazyPart, useLazyPart } from '@ekran/ui';

/**
 * The top-up dialog (top-up-modal.tsx: the form, Radix's dialog), run on first opening, so it is
 * not on the way to the first screen; its code is fetched before with the screens' idle prefetch.
 */
const topUpModal = lazyPart(async () => (await import('./top-up-modal')).TopUpModal);

/**
 * «Пополнить» and its dialog: `start` opens it (its button shows `pending` until the dialog's code
 * is in; offline, a toast says so and the button is free again), `dialog` goes into the page.
 */
export function useTopUp() {
  const [open, setOpen] = useState(false);
  const [TopUpModal, load] = useLazyPart(topUpModal);
  const start = () => {
    setOpen(true);
    void load(true).then((loaded) => {
      if (!loaded) setOpen(false);
    });
  };
  return {
    start,
    pending: open && !TopUpModal,
    dialog: TopUpModal ? <TopUpModal open={open} onOpenChange={setOpen} /> : null,
  };
}
