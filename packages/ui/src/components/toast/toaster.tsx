import { useSyncExternalStore, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  toastPositions,
  toastStore,
  type ToastKind,
  type ToastPosition,
  type ToastRecord,
  type ToastStore,
} from './toast-store';

/** Spec §8–9: toasts close after 4000 ms unless told otherwise. */
export const TOAST_DURATION = 4000;

const viewportVariants = cva(
  'fixed z-[100] m-0 flex max-h-screen list-none flex-col gap-2 p-4 outline-none',
  {
    variants: {
      position: {
        'top-left': 'top-0 left-0',
        'top-center': 'top-0 left-1/2 -translate-x-1/2',
        'top-right': 'top-0 right-0',
        'middle-left': 'top-1/2 left-0 -translate-y-1/2',
        'middle-center': 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2',
        'middle-right': 'top-1/2 right-0 -translate-y-1/2',
        'bottom-left': 'bottom-0 left-0',
        'bottom-center': 'bottom-0 left-1/2 -translate-x-1/2',
        'bottom-right': 'right-0 bottom-0',
      },
    },
  },
);

const toastVariants = cva(
  'pointer-events-auto relative flex w-toast max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border border-l-4 bg-card p-4 pr-10 text-sm text-card-foreground shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      kind: {
        success: 'border-l-success',
        error: 'border-l-destructive',
        info: 'border-l-info',
      },
    },
  },
);

const icons = {
  success: (
    <CircleCheck data-slot="toast-icon" aria-hidden className="size-5 shrink-0 text-success" />
  ),
  error: (
    <CircleAlert data-slot="toast-icon" aria-hidden className="size-5 shrink-0 text-destructive" />
  ),
  info: <Info data-slot="toast-icon" aria-hidden className="size-5 shrink-0 text-info" />,
} satisfies Record<ToastKind, ReactNode>;

const positionLabels: Record<ToastPosition, string> = {
  'top-left': 'вверху слева',
  'top-center': 'вверху по центру',
  'top-right': 'вверху справа',
  'middle-left': 'слева',
  'middle-center': 'по центру',
  'middle-right': 'справа',
  'bottom-left': 'внизу слева',
  'bottom-center': 'внизу по центру',
  'bottom-right': 'внизу справа',
};

const swipeDirections = {
  left: 'left',
  center: 'right',
  right: 'right',
} as const;

export type ToasterProps = {
  /** Store to render; the shared `toastStore` that `toast()` writes to by default. */
  store?: ToastStore;
  /** Position of toasts that do not name one. */
  defaultPosition?: ToastPosition;
  /** Milliseconds before a toast closes by itself. */
  duration?: number;
};

function ToastItem({ item, store }: { item: ToastRecord; store: ToastStore }) {
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => !open && store.dismiss(item.id)}
      duration={item.duration}
      // Announced politely: a toast never interrupts what a screen reader is saying.
      type="background"
      data-slot="toast"
      data-kind={item.kind}
      className={toastVariants({ kind: item.kind })}
    >
      {icons[item.kind]}
      <div data-slot="toast-content" className="grid min-w-0 flex-1 gap-1">
        {item.title && (
          <Toast.Title data-slot="toast-title" className="font-medium">
            {item.title}
          </Toast.Title>
        )}
        {item.description && (
          <Toast.Description data-slot="toast-description" className="text-muted-foreground">
            {item.description}
          </Toast.Description>
        )}
        {item.action && (
          <Toast.Action
            data-slot="toast-action"
            altText={item.action.label}
            onClick={item.action.onClick}
            className="mt-1 inline-flex h-8 w-fit cursor-pointer items-center rounded-md border border-input px-3 font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {item.action.label}
          </Toast.Action>
        )}
      </div>
      <Toast.Close
        data-slot="toast-close"
        aria-label="Закрыть уведомление"
        className="absolute top-3 right-3 inline-flex size-6 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * Renders the toasts of a store: one Radix provider and viewport per position in use, since a
 * Radix provider owns exactly one viewport. Mount it once near the root of the app.
 */
export function Toaster({
  store = toastStore,
  defaultPosition = 'bottom-right',
  duration = TOAST_DURATION,
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return toastPositions.map((position) => {
    const items = toasts.filter((item) => (item.position ?? defaultPosition) === position);
    if (items.length === 0) return null;
    const column = position.split('-')[1] as keyof typeof swipeDirections;
    return (
      <Toast.Provider
        key={position}
        duration={duration}
        label="Уведомление"
        swipeDirection={swipeDirections[column]}
      >
        {items.map((item) => (
          <ToastItem key={`${item.id}:${item.version}`} item={item} store={store} />
        ))}
        <Toast.Viewport
          data-slot="toast-viewport"
          data-position={position}
          label={`Уведомления ${positionLabels[position]} ({hotkey})`}
          className={viewportVariants({ position })}
        />
      </Toast.Provider>
    );
  });
}
