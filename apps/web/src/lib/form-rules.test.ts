import { describe, expect, it } from 'vitest';
import { firstNameSchema, lastNameSchema } from './form-rules';

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
