import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@ekran/ui';

type Props = {
  /** The form's registrations of the two fields (`form.register('first_name')`, …). */
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  firstError?: string;
  lastError?: string;
};

/** A person's first and last name side by side, as registration and the profile ask for them. */
export function NameFields({ first, last, firstError, lastError }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Имя" error={firstError}>
        <Input autoComplete="given-name" {...first} />
      </Field>
      <Field label="Фамилия" error={lastError}>
        <Input autoComplete="family-name" {...last} />
      </Field>
    </div>
  );
}
