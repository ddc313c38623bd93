import type { FormEvent, ReactNode } from 'react';
import { useGuardedAction } from '../../lib/use-guarded-action';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Button } from '../button';
import { ModalHeading, modalOverlayClass, modalPanelClass } from './modal-frame';

export type ModalProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Called when the modal asks to open or close (Escape, outside click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal when clicked (rendered through Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  /** Short explanation under the title, read by screen readers as the dialog description. */
  description?: ReactNode;
  children?: ReactNode;
  /** When true, Escape, a click outside and the close button do nothing (spec §2). */
  dismissDisabled?: boolean;
  /**
   * Shows the save button when given. The modal's body is then a form: Enter in a field saves too,
   * and a save while `saving` (or before its request has started) is ignored. Children must not
   * render a `<form>` of their own.
   */
  onSave?: () => void;
  /** Save button text; «Сохранить» by default (spec §2). */
  saveText?: ReactNode;
  /** Save is in progress: the button shows a spinner and cannot be pressed again. */
  saving?: boolean;
  /** Save is not possible yet (for example, the form is invalid). */
  saveDisabled?: boolean;
  /** Text of the secondary button that closes the modal; hidden when null. */
  cancelText?: ReactNode | null;
  /** Extra footer content placed before the buttons. */
  footer?: ReactNode;
  /** Width of the panel. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Where the modal is rendered; `document.body` by default. */
  container?: HTMLElement | null;
};

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  dismissDisabled = false,
  onSave,
  saveText = 'Сохранить',
  saving = false,
  saveDisabled = false,
  cancelText = 'Отмена',
  footer,
  size = 'md',
  className,
  container,
}: ModalProps) {
  const blockDismiss = dismissDisabled || saving;
  const showFooter = Boolean(onSave || footer || cancelText);
  const save = useGuardedAction(onSave, saving);
  const returnFocus = useReturnFocus(Boolean(trigger));
  const Body = onSave ? 'form' : 'div';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <Dialog.Trigger data-slot="modal-trigger" asChild>
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal container={container}>
        <Dialog.Overlay data-slot="modal-overlay" className={modalOverlayClass} />
        <Dialog.Content
          data-slot="modal-content"
          className={cn(modalPanelClass, 'max-h-[90vh]', sizes[size], className)}
          {...returnFocus}
          onEscapeKeyDown={(event) => blockDismiss && event.preventDefault()}
          onPointerDownOutside={(event) => blockDismiss && event.preventDefault()}
          onInteractOutside={(event) => blockDismiss && event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header
            data-slot="modal-header"
            className="flex items-start justify-between gap-4 border-b px-6 py-4"
          >
            <ModalHeading
              parts={Dialog}
              slot="modal"
              title={title}
              description={description}
              className="space-y-1"
            />
            {!blockDismiss && (
              <Dialog.Close asChild>
                <Button
                  data-slot="modal-close"
                  variant="ghost"
                  size="icon"
                  className="-m-2 size-8"
                  aria-label="Закрыть"
                >
                  <X aria-hidden />
                </Button>
              </Dialog.Close>
            )}
          </header>
          <Body
            data-slot="modal-body"
            className="flex min-h-0 flex-1 flex-col"
            {...(onSave
              ? {
                  noValidate: true,
                  onSubmit: (event: FormEvent) => {
                    event.preventDefault();
                    if (!saveDisabled) save();
                  },
                }
              : {})}
          >
            <div data-slot="modal-scroll-area" className="overflow-y-auto px-6 py-4">
              {children}
            </div>
            {showFooter && (
              <footer
                data-slot="modal-footer"
                className="flex flex-wrap items-center justify-end gap-2 border-t px-6 py-4"
              >
                {footer}
                {cancelText !== null && cancelText !== undefined && (
                  <Dialog.Close asChild>
                    <Button data-slot="modal-cancel" variant="outline" disabled={blockDismiss}>
                      {cancelText}
                    </Button>
                  </Dialog.Close>
                )}
                {onSave && (
                  <Button
                    data-slot="modal-save"
                    type="submit"
                    loading={saving}
                    disabled={saveDisabled}
                  >
                    {saveText}
                  </Button>
                )}
              </footer>
            )}
          </Body>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
