import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './http.ts';
import { toSearchParams } from './query.ts';

describe('toSearchParams', () => {
  it('drops empty values and repeats arrays', () => {
    expect(
      toSearchParams({
        page: 1,
        search: '',
        status: undefined,
        x: null,
        ids: [1, 2],
        flag: false,
      }).toString(),
    ).toBe('page=1&ids=1&ids=2&flag=false');
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    [
      `attachment; filename="fallback.xlsx"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.xlsx`,
      'отчёт.xlsx',
    ],
    ['attachment; filename="a \\"b\\".pdf"', 'a "b".pdf'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});
