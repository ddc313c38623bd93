/**
 * The e-mail rule, without zod: the sign-in page, the app's first screen on a phone, checks its
 * form with it and so loads no schema library; the zod schemas of the other forms (form-rules.ts)
 * are built on the same pattern and words.
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: 'Введите e-mail.',
  tooLong: 'Слишком длинный адрес.',
  invalid: 'Введите корректный адрес электронной почты.',
} as const;

/** Whether `value`, trimmed, reads as an e-mail address. */
export const isEmail = (value: string): boolean => EMAIL_RE.test(value.trim());

/** What is wrong with an e-mail as typed (trimmed first), or null when nothing is. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_RE.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}
