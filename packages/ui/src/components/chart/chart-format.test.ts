import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatDayMonth, formatSeriesValue, seriesTotal } from './chart-format';

describe('chart formatting', () => {
  it('shows days as dd.mm', () => {
    expect(formatDayMonth('2026-11-03')).toBe('03.11');
  });
  it('formats money and counts the Russian way', () => {
    expect(formatSeriesValue({ format: 'money' }, 1234.5)).toBe('1\u00a0234,50\u00a0₽');
    expect(formatSeriesValue({ format: 'number' }, '15000')).toBe('15\u00a0000');
    expect(formatAxisValue('money', 1234.5)).toBe('1\u00a0235\u00a0₽');
  });
  it('sums a series; a day with an unknown figure makes the total unknown', () => {
    expect(seriesTotal([{ a: 1 }, { a: '2,5' }], 'a')).toBe(3.5);
    expect(seriesTotal([{ a: 1 }, { a: '2,5' }, { a: null }], 'a')).toBeNull();
    expect(seriesTotal([{ a: null }], 'a')).toBeNull();
    expect(seriesTotal([], 'a')).toBeNull();
  });
});
