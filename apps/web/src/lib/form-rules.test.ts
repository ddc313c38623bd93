import { describe, expect, it } from 'vitest';
import { firstNameSchema, lastNameSchema, PASSWORD_MISMATCH, repeatsPassword } from './form-rules';
import { z } from './zod';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('name rules', () => {
  it('asks for a first name and trims it', () => {
    expect(message(firstNameSchema.safeParse('   '))).toBe('Введите имя.');
    expect(firstNameSchema.parse('  Анна ')).toBe('Анна');
  });

  it('lets the last name stay empty', () => {
    expect(lastNameSchema.parse('')).toBe('');
  });

  it('refuses names longer than the server keeps', () => {
    expect(message(firstNameSchema.safeParse('я'.repeat(151)))).toBe('Слишком длинное имя.');
    expect(message(lastNameSchema.safeParse('я'.repeat(151)))).toBe('Слишком длинная фамилия.');
  });
});

describe('repeatsPassword', () => {
  const schema = repeatsPassword(
    z.object({ name: z.string().min(1, 'Введите имя.'), password: z.string(), repeat: z.string() }),
    'password',
    'repeat',
  );
  const issues = (values: Record<string, string>) =>
    schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('says the passwords differ on the repeat field, even while another field is wrong', () => {
    expect(issues({ name: '', password: 'abc12345', repeat: 'abc12346' })).toEqual([
      ['name', 'Введите имя.'],
      ['repeat', PASSWORD_MISMATCH],
    ]);
  });

  it('waits until both are typed, and passes equal ones', () => {
    expect(issues({ name: '', password: 'abc12345', repeat: '' })).toEqual([
      ['name', 'Введите имя.'],
    ]);
    expect(issues({ name: 'Анна', password: 'abc12345', repeat: 'abc12345' })).toBeUndefined();
  });
});
