export {
  createToastStore,
  toast,
  toastPositions,
  toastStore,
  type CreateToastStoreOptions,
  type ToastKind,
  type ToastOptions,
  type ToastPosition,
  type ToastRecord,
  type ToastStore,
} from './toast-store';
export { TOAST_DURATION, Toaster, type ToasterProps } from './toaster';
