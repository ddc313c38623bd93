import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_RE } from './email-rule';
import { z } from './zod';

/**
 * Field rules shared by the auth and account screens (two features may not import each other, and
 * a password must follow the same rules wherever it is set).
 */

export const emailSchema = z
  .string()
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .regex(EMAIL_RE, EMAIL_MESSAGES.invalid);

/** What the hint under a new-password field says; the schema below enforces the same. */
export const PASSWORD_RULES_TEXT = 'Не менее 8 символов, хотя бы одна буква и одна цифра.';

export const newPasswordSchema = z
  .string()
  .min(8, 'Пароль должен содержать не менее 8 символов.')
  .max(128, 'Пароль должен быть не длиннее 128 символов.')
  .regex(/\p{L}/u, 'Пароль должен содержать хотя бы одну букву.')
  .regex(/\d/, 'Пароль должен содержать хотя бы одну цифру.');

/** A Russian phone in any usual spelling: +7 / 8 and ten digits, or ten digits starting with 9. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Введите номер телефона.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '');
    return (
      /^[\d\s()+-]+$/.test(value) &&
      ((digits.length === 11 && /^[78]/.test(digits)) ||
        (digits.length === 10 && digits.startsWith('9')))
    );
  }, 'Введите номер телефона в формате +7 XXX XXX-XX-XX.');

/** A person's name as the profile keeps it: the first name is required, the last may stay empty. */
export const firstNameSchema = z
  .string()
  .trim()
  .min(1, 'Введите имя.')
  .max(150, 'Слишком длинное имя.');
export const lastNameSchema = z.string().trim().max(150, 'Слишком длинная фамилия.');

export const PASSWORD_MISMATCH = 'Пароли не совпадают.';

/**
 * For a cross-field refine's `when`: zod skips object refinements while any field is invalid, so a
 * password mismatch would stay hidden until every other field is fixed; this runs it once both
 * values are typed.
 */
export function bothTyped(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record[a] === 'string' &&
    record[a] !== '' &&
    typeof record[b] === 'string' &&
    record[b] !== ''
  );
}

/**
 * A form's «repeat the password» rule: a mismatch shows on the repeat field, and as soon as both
 * are typed rather than only once every other field is right.
 */
export function repeatsPassword<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  repeat: string,
): T {
  return schema.refine((values) => values[password] === values[repeat], {
    message: PASSWORD_MISMATCH,
    path: [repeat],
    when: ({ value }) => bothTyped(value, password, repeat),
  });
}
