import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
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

/** Values where a hand-written formatter could part from Intl: halves, carries, exponents, signs. */
function awkwardNumbers(): number[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const values = [0, -0, 0.5, 1.5, 2.5, -2.5, 0.005, 1.005, 1.045, 9.995, 99.995, -0.004, 0.049];
  values.push(999.999, 999999.5, 1e21, 1.2345678901234569e23, 1e-7, 5e-7, -5e-7, 0.1 + 0.2);
  values.push(Number.MAX_SAFE_INTEGER, 123456789.125, 1234.5678, 0.0001234, 1 / 3, 2 / 3);
  for (let i = 0; i < 400; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 14 - 4);
    const value = random() * magnitude * (random() < 0.3 ? -1 : 1);
    values.push(value, Math.round(value * 1000) / 1000 + 0.0005, Math.round(value) + 0.5);
  }
  return values;
}

describe('formatNumber, formatPercent and formatMoney read as Intl does', () => {
  const intl = (options: Intl.NumberFormatOptions, n: number) =>
    new Intl.NumberFormat('ru-RU', options).format(n);
  /** The values whose text differs from Intl's, each with both texts. */
  const differing = (ours: (n: number) => string, theirs: (n: number) => string) =>
    awkwardNumbers()
      .map((n) => [n, ours(n), theirs(n)] as const)
      .filter(([, a, b]) => a !== b);

  it.each([undefined, 0, 1, 2])('formatNumber with fractionDigits %j', (fractionDigits) => {
    const options =
      fractionDigits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    expect(
      differing(
        (n) => formatNumber(n, { fractionDigits }),
        (n) => intl(options, n),
      ),
    ).toEqual([]);
  });

  it.each([undefined, 0, 2])('formatPercent with fractionDigits %j', (fractionDigits) => {
    const options: Intl.NumberFormatOptions = {
      style: 'percent',
      minimumFractionDigits: fractionDigits ?? 0,
      maximumFractionDigits: fractionDigits ?? 1,
    };
    expect(
      differing(
        (n) => formatPercent(n, { fractionDigits, ratio: true }),
        (n) => intl(options, n),
      ),
    ).toEqual([]);
    expect(
      differing(
        (n) => formatPercent(n, { fractionDigits }),
        (n) => intl(options, n / 100),
      ),
    ).toEqual([]);
  });

  it.each([0, 2] as const)('formatMoney with fractionDigits %j', (fractionDigits) => {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    };
    expect(
      differing(
        (n) => formatMoney(n, { fractionDigits }),
        (n) => intl(options, n),
      ),
    ).toEqual([]);
  });
});
