import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idsInPolygon, playersInLasso, pointInPolygon, simplifyPath } from './lasso';

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

describe('playersInLasso', () => {
  // A flat projection: 10 px a degree, y grows southwards as on a screen.
  const projection = {
    toLatLng: (p: { x: number; y: number }) => ({ lat: -p.y / 10, lng: p.x / 10 }),
    toPoint: (lat: number, lng: number) => ({ x: lng * 10, y: -lat * 10 }),
  };
  const at = (id: number, latitude: number, longitude: number) => ({ id, latitude, longitude });
  // Around 50…60° N, 30…40° E.
  const box = [
    { x: 300, y: -600 },
    { x: 400, y: -600 },
    { x: 400, y: -500 },
    { x: 300, y: -500 },
  ];

  it('keeps the players inside, in their order', () => {
    const players = [at(3, 55, 35), at(1, 45, 35), at(2, 59, 31)];
    expect(playersInLasso(players, box, projection, 35).map((p) => p.id)).toEqual([3, 2]);
  });

  it('finds a player across the 180° meridian where the map draws it', () => {
    const east = [
      { x: 1750, y: -700 },
      { x: 1900, y: -700 },
      { x: 1900, y: -600 },
      { x: 1750, y: -600 },
    ];
    const players = [at(1, 65, -175), at(2, 65, 170)];
    expect(playersInLasso(players, east, projection, 180).map((p) => p.id)).toEqual([1]);
  });

  it('selects nothing with fewer than three points', () => {
    expect(playersInLasso([at(1, 55, 35)], box.slice(0, 2), projection, 35)).toEqual([]);
  });
});
