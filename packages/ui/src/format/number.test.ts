import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, toNumber } from './number';

const NBSP = '\u00a0';

describe('toNumber', () => {
  it.each([
    [42, 42],
    ['42', 42],
    ['-3.5', -3.5],
    ['3,5', 3.5],
    [`1${NBSP}234,5`, 1234.5],
    ['1e3', 1000],
    ['.5', 0.5],
  ])('reads %j as %d', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });

  it.each([null, undefined, '', ' ', 'abc', '1,2,3', '1.2.3', NaN, -Infinity, {}, false])(
    'gives null for %j',
    (input) => {
      expect(toNumber(input)).toBeNull();
    },
  );
});

describe('formatNumber', () => {
  it('uses Russian grouping and a decimal comma', () => {
    expect(formatNumber(1234567.5)).toBe(`1${NBSP}234${NBSP}567,5`);
    expect(formatNumber('2500')).toBe(`2${NBSP}500`);
    expect(formatNumber(1.005, { fractionDigits: 1 })).toBe('1,0');
    expect(formatNumber(7, { fractionDigits: 2 })).toBe('7,00');
  });

  it('shows an em dash for missing or invalid input', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber('n/a')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('takes percent points by default', () => {
    expect(formatPercent(12.5)).toBe(`12,5${NBSP}%`);
    expect(formatPercent('10')).toBe(`10${NBSP}%`);
  });

  it('takes fractions with ratio', () => {
    expect(formatPercent(0.1234, { ratio: true })).toBe(`12,3${NBSP}%`);
    expect(formatPercent(0.5, { ratio: true, fractionDigits: 2 })).toBe(`50,00${NBSP}%`);
  });

  it('shows an em dash for missing or invalid input', () => {
    expect(formatPercent(undefined)).toBe('—');
    expect(formatPercent('—')).toBe('—');
  });
});
