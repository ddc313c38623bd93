import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Label } from '../label';
import { FieldContext, type FieldControlProps } from './field-context';

export type FieldProps = {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked through aria-describedby. */
  hint?: ReactNode;
  /** Error text (react-hook-form's `errors.x?.message`); marks the control aria-invalid. */
  error?: ReactNode;
  /** Shows a required mark (validation itself belongs to the form). */
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Horizontal puts the control before the label (checkboxes, switches). */
  orientation?: 'vertical' | 'horizontal';
  /** One control: it receives id, aria-labelledby, aria-describedby and aria-invalid. */
  children: ReactElement;
  className?: string;
};

/**
 * Label, hint and error around one control, wired for screen readers. The control gets its
 * ARIA links as props (so `<Input {...register('name')} />` just works) and through context for
 * controls whose focusable element sits deeper (SelectTrigger inside Select).
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  id: idProp,
  orientation = 'vertical',
  children,
  className,
}: FieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true } : {}),
  };

  const labelNode = (
    <Label id={labelId} htmlFor={id} data-slot="field-label">
      {label}
      {required && (
        <>
          <span data-slot="field-required" aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
          <span className="sr-only"> (обязательное поле)</span>
        </>
      )}
    </Label>
  );

  return (
    <div
      data-slot="field"
      data-invalid={hasError || undefined}
      // content-start: beside a taller field in a form's grid row, the label and the control stay
      // at the top instead of spreading over the height, out of line with the fields beside it.
      className={cn('grid content-start gap-1.5', className)}
    >
      {orientation === 'vertical' && labelNode}
      <FieldContext.Provider value={control}>
        {orientation === 'vertical' ? (
          <Slot.Root {...control}>{children}</Slot.Root>
        ) : (
          <div data-slot="field-row" className="flex items-center gap-2">
            <Slot.Root {...control}>{children}</Slot.Root>
            {labelNode}
          </div>
        )}
      </FieldContext.Provider>
      {hint && (
        <p id={hintId} data-slot="field-description" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
