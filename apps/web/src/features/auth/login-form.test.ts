import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../../lib/email-rule';
import { loginResolver } from './login-form';

const resolve = (email: string, password: string) =>
  loginResolver({ email, password }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('loginResolver', () => {
  it('asks for both fields when they are empty', async () => {
    const result = await resolve('', '');
    expect(result.values).toEqual({});
    expect(result.errors.email?.message).toBe(EMAIL_MESSAGES.required);
    expect(result.errors.password?.message).toBe('Введите пароль.');
  });

  it('refuses an address that is not one, and keeps the password error apart', async () => {
    const result = await resolve('ivan@mail', 'secret');
    expect(result.errors.email?.message).toBe(EMAIL_MESSAGES.invalid);
    expect(result.errors.password).toBeUndefined();
  });

  it('sends the e-mail trimmed and the password as typed', async () => {
    const result = await resolve('  ivan@mail.ru ', ' pass word ');
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'ivan@mail.ru', password: ' pass word ' });
  });
});
