import { describe, expect, it } from 'vitest';
import { fromIsoDay, lastDays, periodOf, todayIso, toIsoDay } from './date';

describe('local dates', () => {
  it('writes a local day, not the UTC one', () => {
    expect(toIsoDay(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });

  it('reads a day (with or without a time) and refuses broken or impossible ones', () => {
    expect(fromIsoDay('2026-11-24')).toEqual(new Date(2026, 10, 24));
    expect(fromIsoDay('2026-11-24T10:00:00Z')).toEqual(new Date(2026, 10, 24));
    for (const bad of [
      '',
      null,
      undefined,
      '24.11.2026',
      '2026-02-31',
      '2026-13-01',
      '2026-11-245',
    ])
      expect(fromIsoDay(bad)).toBeUndefined();
  });

  it('gives the last days up to today and a picked period', () => {
    expect(lastDays(7, new Date(2026, 2, 3))).toEqual({
      date_from: '2026-02-25',
      date_to: '2026-03-03',
    });
    expect(periodOf({ from: new Date(2026, 0, 1), to: new Date(2026, 0, 31) })).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
    expect(periodOf({ from: new Date(2026, 0, 1), to: undefined })).toEqual({});
  });
});
