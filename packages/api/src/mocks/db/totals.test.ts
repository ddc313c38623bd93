import { describe, expect, it } from 'vitest';
import { roundUp, splitTotals, sumStats } from './totals.ts';

describe('totals', () => {
  it('sums each field, and nothing to zeros', () => {
    expect(
      sumStats([
        { impressions: 1, ots: 2, spent_kop: 3 },
        { impressions: 10, ots: 20, spent_kop: 30 },
      ]),
    ).toEqual({ impressions: 11, ots: 22, spent_kop: 33 });
    expect(sumStats([])).toEqual({ impressions: 0, ots: 0, spent_kop: 0 });
  });

  it('splits by weight into whole parts that add up exactly, the largest remainders first', () => {
    const parts = splitTotals({ impressions: 10, ots: 7, spent_kop: 100 }, [1, 1, 1]);
    expect(parts.map((part) => part.impressions)).toEqual([4, 3, 3]);
    expect(sumStats(parts)).toEqual({ impressions: 10, ots: 7, spent_kop: 100 });
    expect(splitTotals({ impressions: 5, ots: 0, spent_kop: 0 }, [3, 1])[0]?.impressions).toBe(4);
  });

  it('treats all-zero weights as no weights (everything rounds to zero parts)', () => {
    expect(splitTotals({ impressions: 0, ots: 0, spent_kop: 0 }, [0, 0])).toEqual([
      { impressions: 0, ots: 0, spent_kop: 0 },
      { impressions: 0, ots: 0, spent_kop: 0 },
    ]);
  });

  it('rounds up to whole steps', () => {
    expect(roundUp(1, 100)).toBe(100);
    expect(roundUp(100, 100)).toBe(100);
    expect(roundUp(101, 100)).toBe(200);
    expect(roundUp(0, 100)).toBe(0);
  });
});
