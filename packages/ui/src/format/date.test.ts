import { describe, expect, it } from 'vitest';
import { DATE_TIME_FIELDS, formatDate, formatDateRange, formatDateTime, toDate } from './date';

describe('formatDate', () => {
  it('shows dd.mm.yy in Moscow time for a Date, an ISO string and a timestamp', () => {
    const instant = new Date('2026-03-05T22:30:00Z'); // 06.03.2026 01:30 in Moscow
    expect(formatDate(instant)).toBe('06.03.26');
    expect(formatDate('2026-03-05T22:30:00Z')).toBe('06.03.26');
    expect(formatDate(instant.getTime())).toBe('06.03.26');
    expect(formatDate(String(instant.getTime()))).toBe('06.03.26');
  });

  it('keeps a date-only ISO string on its day', () => {
    expect(formatDate('2026-01-09')).toBe('09.01.26');
  });

  it('honours another time zone', () => {
    expect(formatDate('2026-03-05T22:30:00Z', { timeZone: 'UTC' })).toBe('05.03.26');
  });

  it.each([null, undefined, '', 'вчера', '2026-13-45', Number.NaN, new Date('nope')])(
    'shows an em dash for %j',
    (value) => {
      expect(formatDate(value)).toBe('—');
    },
  );
});

describe('formatDateTime', () => {
  it('adds a 24-hour time', () => {
    expect(formatDateTime('2026-03-05T22:30:00Z')).toBe('06.03.26 01:30');
    expect(formatDateTime('2026-07-01T09:05:00+03:00')).toBe('01.07.26 09:05');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatDateRange', () => {
  it('joins both ends with an en dash', () => {
    expect(formatDateRange('2026-03-01', '2026-03-31')).toBe('01.03.26 – 31.03.26');
    expect(formatDateRange('2026-03-01', null)).toBe('01.03.26 – …');
    expect(formatDateRange(null, undefined)).toBe('—');
  });
});

describe('toDate', () => {
  it('does not share the Date it was given', () => {
    const original = new Date('2026-03-05T00:00:00Z');
    const copy = toDate(original);
    expect(copy).not.toBe(original);
    expect(copy?.getTime()).toBe(original.getTime());
  });
});

describe('Moscow dates read as Intl does', () => {
  const intl = new Intl.DateTimeFormat('ru-RU', {
    ...DATE_TIME_FIELDS,
    timeZone: 'Europe/Moscow',
  });

  it('across the 2014 change to UTC+3 all year, midnights, year ends and random instants', () => {
    const instants = [
      Date.UTC(2014, 9, 25, 21, 59),
      Date.UTC(2014, 9, 25, 22),
      Date.UTC(2011, 2, 27),
      Date.UTC(1999, 6, 1, 12),
      Date.UTC(2026, 11, 31, 20, 59),
      Date.UTC(2026, 11, 31, 21),
      Date.UTC(2028, 1, 28, 21),
      Date.UTC(9999, 11, 31, 20, 59),
    ];
    let seed = 11;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 16807) % 2147483647;
      instants.push(Date.UTC(2010, 0, 1) + (seed / 2147483647) * 100 * 365 * 86_400_000);
    }
    const differing = instants
      .map((instant) => {
        const f = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
        const expected = `${f.day}.${f.month}.${f.year} ${f.hour}:${f.minute}`;
        return [new Date(instant).toISOString(), formatDateTime(instant), expected] as const;
      })
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(differing).toEqual([]);
  });
});
