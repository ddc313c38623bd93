import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// U+00A0 (no-break space) groups the digits and comes before the sign, as in Intl's ru-RU output;
// the expected strings spell it out.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats roubles with the ruble sign and kopecks', () => {
    expect(formatMoney(12345.5)).toBe(`12${NBSP}345,50${NBSP}₽`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}₽`);
    expect(formatMoney(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}₽`);
    expect(formatMoney(-1500)).toBe(`-1${NBSP}500,00${NBSP}₽`);
  });

  it('reads numeric strings as the API sends them', () => {
    expect(formatMoney('12345.50')).toBe(`12${NBSP}345,50${NBSP}₽`);
    expect(formatMoney('12 345,5')).toBe(`12${NBSP}345,50${NBSP}₽`);
    expect(formatMoney(' 100 ')).toBe(`100,00${NBSP}₽`);
  });

  it('drops kopecks when asked', () => {
    expect(formatMoney(12345.5, { fractionDigits: 0 })).toBe(`12${NBSP}346${NBSP}₽`);
  });

  it.each([null, undefined, '', 'abc', '12abc', Number.NaN, Infinity, {}, [], true])(
    'shows an em dash, never NaN, for %s',
    (value) => {
      expect(formatMoney(value)).toBe('—');
    },
  );
});
