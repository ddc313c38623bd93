import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getPageCount, getPageItems, getShownRange } from './page-items';

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(getPageItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(getPageItems(19, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(getPageItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPageItems(0, 3)).toEqual([1, 2, 3]);
  });

  it('always holds the first, last and current page in ascending order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const count = Math.max(a, b);
        const page = Math.min(a, b);
        const items = getPageItems(page, count);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(page);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBeLessThanOrEqual(7);
        // An ellipsis never hides a single page: that page would fit in its place.
        items.forEach((item, index) => {
          if (typeof item === 'number') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe('getPageCount and getShownRange', () => {
  it('counts pages and rows shown', () => {
    expect(getPageCount(312, 20)).toBe(16);
    expect(getPageCount(0, 20)).toBe(1);
    expect(getShownRange(2, 20, 312)).toEqual({ from: 21, to: 40 });
    expect(getShownRange(16, 20, 312)).toEqual({ from: 301, to: 312 });
    expect(getShownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
