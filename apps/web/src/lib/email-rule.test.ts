import { describe, expect, it } from 'vitest';
import { emailError, EMAIL_MESSAGES, isEmail } from './email-rule';
import { emailSchema } from './form-rules';

describe('the e-mail rule', () => {
  const cases = [
    ['', EMAIL_MESSAGES.required],
    ['   ', EMAIL_MESSAGES.required],
    ['ivan', EMAIL_MESSAGES.invalid],
    ['ivan@mail', EMAIL_MESSAGES.invalid],
    ['ivan @mail.ru', EMAIL_MESSAGES.invalid],
    [`${'a'.repeat(250)}@mail.ru`, EMAIL_MESSAGES.tooLong],
    ['ivan@mail.ru', null],
    ['  ivan@mail.ru  ', null],
  ] as const;

  it.each(cases)('«%s» → %s', (value, message) => {
    expect(emailError(value)).toBe(message);
    expect(isEmail(value)).toBe(message === null || message === EMAIL_MESSAGES.tooLong);
  });

  it('says what the zod schema of the other forms says (one rule, two forms)', () => {
    for (const [value] of cases) {
      const result = emailSchema.safeParse(value);
      expect(result.success ? null : result.error.issues[0]?.message).toBe(emailError(value));
    }
  });
});
