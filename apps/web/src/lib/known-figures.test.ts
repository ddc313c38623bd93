import { describe, expect, it } from 'vitest';
import { formatMoney } from '@ekran/ui';
import { remainingBudget, totalOf } from './known-figures';

describe('remainingBudget', () => {
  it('is the budget less what was spent, never below zero', () => {
    expect(remainingBudget(1000, 250.5)).toBe(749.5);
    expect(remainingBudget(1000, 0)).toBe(1000);
    expect(remainingBudget(100, 180)).toBe(0);
  });

  it('is unknown («—», not «0 ₽») when the budget or the spent sum is unknown', () => {
    expect(remainingBudget(null, 250)).toBeNull();
    expect(remainingBudget(1000, null)).toBeNull();
    expect(remainingBudget(null, null)).toBeNull();
    expect(formatMoney(remainingBudget(1000, null))).toBe('—');
  });
});

describe('totalOf', () => {
  it('sums known figures', () => {
    expect(totalOf([1, 2.5, 0])).toBe(3.5);
    expect(totalOf([])).toBe(0);
  });

  it('is unknown when any figure is', () => {
    expect(totalOf([1, null, 2])).toBeNull();
    expect(totalOf([null])).toBeNull();
  });
});
