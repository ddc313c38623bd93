import { Toaster as UiToaster } from '@ekran/ui';
import { TOAST_POSITION } from './toast-placement';

/**
 * The app's toast viewport, at the one place the app shows toasts. A module of its own so that
 * providers.tsx can load it lazily.
 */
export function Toaster() {
  return <UiToaster defaultPosition={TOAST_POSITION} />;
}
