import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idsInPolygon, pointInPolygon, simplifyPath } from './lasso';

const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];
// A «U» shape: the notch between the arms is outside.
const u = [
  { x: 0, y: 0 },
  { x: 3, y: 0 },
  { x: 3, y: 7 },
  { x: 7, y: 7 },
  { x: 7, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];

describe('lasso', () => {
  it('tells inside from outside, concave shapes included', () => {
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 15, y: 5 }, square)).toBe(false);
    expect(pointInPolygon({ x: 5, y: 3 }, u)).toBe(false);
    expect(pointInPolygon({ x: 5, y: 9 }, u)).toBe(true);
    expect(pointInPolygon({ x: 1, y: 1 }, u)).toBe(true);
  });

  it('agrees with a rectangle test for any axis-aligned rectangle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (x, y, w, h, px, py) => {
          const rect = [
            { x, y },
            { x: x + w, y },
            { x: x + w, y: y + h },
            { x, y: y + h },
          ];
          const strictlyInside = px > x && px < x + w && py > y && py < y + h;
          const onEdge = !strictlyInside && px >= x && px <= x + w && py >= y && py <= y + h;
          // Points exactly on an edge may fall either way; every other point must agree.
          const got = pointInPolygon({ x: px, y: py }, rect);
          expect(onEdge || got === strictlyInside).toBe(true);
        },
      ),
    );
  });

  it('selects the ids whose points fall inside', () => {
    const items = [
      { id: 1, x: 5, y: 9 },
      { id: 2, x: 5, y: 3 },
      { id: 3, x: 1, y: 1 },
      { id: 4, x: 20, y: 20 },
    ];
    expect(idsInPolygon(items, (i) => i, u)).toEqual([1, 3]);
    expect(idsInPolygon(items, (i) => i, u.slice(0, 2))).toEqual([]);
  });

  it('thins a dense pointer path', () => {
    const path = Array.from({ length: 100 }, (_, i) => ({ x: i * 0.5, y: 0 }));
    const thin = simplifyPath(path, 3);
    expect(thin.length).toBeLessThan(20);
    expect(thin[0]).toEqual({ x: 0, y: 0 });
  });
});
