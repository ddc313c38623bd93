import { describe, expect, it } from 'vitest';
import { depositAmountProblem, MAX_DEPOSIT, MIN_DEPOSIT } from './top-up-modal';

describe('depositAmountProblem', () => {
  it('accepts amounts within the limits', () => {
    expect(depositAmountProblem(MIN_DEPOSIT)).toBeNull();
    expect(depositAmountProblem(15_000.5)).toBeNull();
    expect(depositAmountProblem(MAX_DEPOSIT)).toBeNull();
  });
  it('explains empty, too small and too large amounts', () => {
    expect(depositAmountProblem(null)).toBe('Укажите сумму пополнения.');
    expect(depositAmountProblem(99.99)).toMatch(/^Минимальная сумма пополнения — 100/);
    expect(depositAmountProblem(MAX_DEPOSIT + 0.01)).toMatch(/не может превышать 10\s000\s000/);
  });
});
