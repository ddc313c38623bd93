import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@ekran/ui';
import { PASSWORD_RULES_TEXT } from '../../lib/form-rules';

export type NewPasswordFieldsProps = {
  /** The first field's label: «Пароль» on registration, «Новый пароль» on a reset. */
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
};

/**
 * A new password and its repeat, as every auth form that sets one asks for them: the rules as the
 * hint, and `new-password` so a password manager offers to generate and save one.
 */
export function NewPasswordFields({ label, password, confirm, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={label} hint={PASSWORD_RULES_TEXT} error={errors.password}>
        <Input type="password" autoComplete="new-password" {...password} />
      </Field>
      <Field label="Повторите пароль" error={errors.confirm}>
        <Input type="password" autoComplete="new-password" {...confirm} />
      </Field>
    </>
  );
}
