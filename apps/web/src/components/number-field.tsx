import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, NumberInput, type NumberInputProps } from '@ekran/ui';

export type NumberFieldProps<TValues extends FieldValues> = Pick<
  NumberInputProps,
  'min' | 'max' | 'fractionDigits' | 'suffix' | 'disabled'
> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** What a cleared field holds: null (the form's schema then says it is required) or 0. */
  empty?: 'null' | 'zero';
};

/**
 * A number of a react-hook-form form: the ui Field (label, hint, the field's own error) around a
 * NumberInput wired to the form through a Controller. One component instead of the same Controller
 * and Field written out for every amount of a form.
 */
export function NumberField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  empty = 'null',
  ...input
}: NumberFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} error={fieldState.error?.message}>
          <NumberInput
            ref={field.ref}
            value={field.value as number | null}
            onValueChange={(next) => field.onChange(next ?? (empty === 'zero' ? 0 : null))}
            onBlur={field.onBlur}
            {...input}
          />
        </Field>
      )}
    />
  );
}
