import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { emailError } from '../../lib/email-rule';

export type LoginValues = { email: string; password: string };

/**
 * The form's check, without zod: this is the first screen most phones open, and zod would add a
 * large download to it. The e-mail rule is the one of every other form (lib/email-rule.ts); the
 * e-mail is sent trimmed, as the zod schemas do.
 */
export const loginResolver: Resolver<LoginValues> = (values): ResolverResult<LoginValues> => {
  const errors: FieldErrors<LoginValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = { type: 'validate', message: email };
  if (values.password === '') errors.password = { type: 'required', message: 'Введите пароль.' };
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
  return { values: { email: values.email.trim(), password: values.password }, errors: {} };
};
