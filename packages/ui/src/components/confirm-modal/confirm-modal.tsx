import { useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Button } from '../button';
import { ModalHeading, modalOverlayClass, modalPanelClass } from '../modal/modal-frame';

export type ConfirmModalProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal when clicked (rendered through Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  /** The question or message, read by screen readers as the dialog description. */
  description?: ReactNode;
  children?: ReactNode;
  /** OK button text; «Понятно» by default (spec §2). */
  confirmText?: ReactNode;
  /** Cancel button text; no cancel button unless given (spec §2: cancel is optional). */
  cancelText?: ReactNode;
  /**
   * Runs on OK. When it returns a promise the modal shows a pending state, blocks closing and
   * closes once the promise resolves; a rejection keeps it open so the user can retry.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the user cancels (cancel button or Escape). */
  onCancel?: () => void;
  /** Destructive action (delete): the OK button turns red. */
  variant?: 'default' | 'destructive';
  /** Pending state driven from outside, for example by a mutation's isPending. */
  pending?: boolean;
  className?: string;
};

export function ConfirmModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmText = 'Понятно',
  cancelText,
  onConfirm,
  onCancel,
  variant = 'default',
  pending: pendingProp = false,
  className,
}: ConfirmModalProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [running, setRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(Boolean(trigger));
  const isOpen = open ?? innerOpen;
  const pending = pendingProp || running;
  const hasCancel = cancelText !== undefined && cancelText !== null;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    if (pending) return;
    const result = onConfirm?.();
    if (result instanceof Promise) {
      setRunning(true);
      try {
        await result;
      } catch {
        // The caller reports the failure (a toast); staying open lets the user retry or cancel.
        return;
      } finally {
        setRunning(false);
      }
    }
    setOpen(false);
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger && (
        <AlertDialog.Trigger data-slot="confirm-modal-trigger" asChild>
          {trigger}
        </AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="confirm-modal-overlay" className={modalOverlayClass} />
        <AlertDialog.Content
          data-slot="confirm-modal-content"
          className={cn(modalPanelClass, 'max-w-md gap-4 p-6', className)}
          // The safe choice gets focus: cancel when there is one, otherwise the only button.
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            (hasCancel ? cancelRef : confirmRef).current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => pending && event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <ModalHeading
            parts={AlertDialog}
            slot="confirm-modal"
            title={title}
            description={description}
            className="space-y-2"
          />
          {children}
          <div data-slot="confirm-modal-footer" className="flex flex-wrap justify-end gap-2">
            {hasCancel && (
              <AlertDialog.Cancel asChild>
                <Button
                  ref={cancelRef}
                  data-slot="confirm-modal-cancel"
                  variant="outline"
                  disabled={pending}
                >
                  {cancelText}
                </Button>
              </AlertDialog.Cancel>
            )}
            <Button
              ref={confirmRef}
              data-slot="confirm-modal-confirm"
              variant={variant === 'destructive' ? 'destructive' : 'primary'}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmText}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
