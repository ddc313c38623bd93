import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** Nine places on the screen (spec §2): row × column. */
export const toastPositions = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'middle-center',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

export type ToastPosition = (typeof toastPositions)[number];

export type ToastOptions = {
  /** Reusing an id replaces that toast instead of stacking a copy (the offline error, say). */
  id?: string;
  kind?: ToastKind;
  title?: ReactNode;
  description?: ReactNode;
  /** Where it shows; the Toaster's default position when omitted. */
  position?: ToastPosition;
  /** Milliseconds before it closes by itself; the Toaster's default (4000 ms) when omitted. */
  duration?: number;
  /** One optional action button; the label is also what screen readers are told to look for. */
  action?: { label: string; onClick: () => void };
};

export type ToastRecord = Omit<ToastOptions, 'id' | 'kind'> & {
  id: string;
  kind: ToastKind;
  /** Changes when a toast is replaced so its timer starts again. */
  version: number;
  /** False while it plays its exit, before removal. */
  open: boolean;
};

export type ToastStore = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
  /** Removes everything at once, without exit (tests and story set-up). */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastRecord[];
};

export type CreateToastStoreOptions = {
  /** How long a closed toast stays mounted for its exit animation. */
  removeDelay?: number;
};

/**
 * A tiny external store so `toast()` works from anywhere (the API client's error notifier,
 * plain event handlers) and React reads it through useSyncExternalStore.
 */
export function createToastStore({ removeDelay = 1000 }: CreateToastStoreOptions = {}): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const remove = (id: string) => emit(toasts.filter((item) => item.id !== id || item.open));

  return {
    show: ({ id: wantedId, kind = 'info', ...options }) => {
      counter += 1;
      const id = wantedId ?? `toast-${counter}`;
      const existing = toasts.find((item) => item.id === id);
      const record: ToastRecord = { ...options, id, kind, version: counter, open: true };
      emit(existing ? toasts.map((item) => (item.id === id ? record : item)) : [...toasts, record]);
      return id;
    },
    dismiss: (id) => {
      const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
      if (closing.length === 0) return;
      emit(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
      for (const item of closing) setTimeout(() => remove(item.id), removeDelay);
    },
    clear: () => emit([]),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The application's toast store; `<Toaster />` renders it by default. */
export const toastStore = createToastStore();

type ToastShortcut = (title: ReactNode, options?: Omit<ToastOptions, 'title' | 'kind'>) => string;

type ToastFunction = ((titleOrOptions: ReactNode | ToastOptions) => string) & {
  success: ToastShortcut;
  error: ToastShortcut;
  info: ToastShortcut;
  dismiss: (id?: string) => void;
};

function isOptions(value: unknown): value is ToastOptions {
  return (
    typeof value === 'object' && value !== null && !('$$typeof' in value) && !Array.isArray(value)
  );
}

const shortcut =
  (kind: ToastKind): ToastShortcut =>
  (title, options) =>
    toastStore.show({ ...options, title, kind });

/**
 * Shows a toast from anywhere, React or not: `toast('Сохранено')`,
 * `toast.error('Нет подключение к интернету', { position: 'bottom-center' })`.
 */
export const toast: ToastFunction = Object.assign(
  (titleOrOptions: ReactNode | ToastOptions) =>
    toastStore.show(isOptions(titleOrOptions) ? titleOrOptions : { title: titleOrOptions }),
  {
    success: shortcut('success'),
    error: shortcut('error'),
    info: shortcut('info'),
    dismiss: (id?: string) => toastStore.dismiss(id),
  },
);
