import type { ErrorNotification } from '@ekran/api';
import { toast, type ToastPosition } from '@ekran/ui';

/**
 * Where the app shows every toast: the bottom centre, where spec §8 puts «Нет подключение к
 * интернету». One place for all of them, so a success and the error after it never appear in two
 * corners; a screen's toast names no position of its own.
 */
export const TOAST_POSITION: ToastPosition = 'bottom-center';

/** The api package says what went wrong; the app shows it as an error toast at its one place. */
export function showApiError({ message, duration, id }: ErrorNotification): void {
  toast.error(message, { id, duration });
}
