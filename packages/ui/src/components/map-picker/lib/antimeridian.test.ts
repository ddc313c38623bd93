import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TileCoverage,
  boundsIntersect,
  boundsToBbox,
  mergeTiles,
  rectToBounds,
  splitAtAntimeridian,
  tilesForBounds,
} from './bbox-cache';
import { ClusterCore } from './cluster-core';
import { packPoints } from './cluster-index';
import { inBounds, lngInRange, wrapLngNear } from './filters';

// Chukotka as Leaflet reports a view centred on the 180° meridian: east runs past 180.
const chukotka = { south: 64, west: 165, north: 68, east: 195 };
const anadyr = { latitude: 64.73, longitude: 177.5 };
const uelen = { latitude: 66.16, longitude: -169.81 };
const moscow = { latitude: 55.75, longitude: 37.62 };

describe('bounding boxes across the 180° meridian', () => {
  it('splits a view across 180° into two boxes inside −180…180', () => {
    expect(splitAtAntimeridian(chukotka)).toEqual([
      { south: 64, north: 68, west: 165, east: 180 },
      { south: 64, north: 68, west: -180, east: -165 },
    ]);
    // Panned the other way: west below −180.
    expect(splitAtAntimeridian({ south: 64, north: 68, west: -190, east: -170 })).toEqual([
      { south: 64, north: 68, west: 170, east: 180 },
      { south: 64, north: 68, west: -180, east: -170 },
    ]);
    // A view one world copy over is brought back.
    expect(splitAtAntimeridian({ south: 0, north: 1, west: 397, east: 398 })).toEqual([
      { south: 0, north: 1, west: 37, east: 38 },
    ]);
    expect(splitAtAntimeridian({ south: 0, north: 1, west: -400, east: 400 })).toEqual([
      { south: 0, north: 1, west: -180, east: 180 },
    ]);
  });

  it('never sends a box that wraps, and the boxes cover both sides', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -540, max: 540, noNaN: true }),
        fc.double({ min: 0.01, max: 359, noNaN: true }),
        (west, width) => {
          const parts = splitAtAntimeridian({ south: 10, north: 20, west, east: west + width });
          const total = parts.reduce((n, p) => n + (p.east - p.west), 0);
          expect(total).toBeCloseTo(width, 6);
          for (const p of parts) {
            expect(p.west).toBeGreaterThanOrEqual(-180);
            expect(p.east).toBeLessThanOrEqual(180);
            expect(p.west).toBeLessThanOrEqual(p.east);
          }
        },
      ),
    );
  });

  it('requests tiles on both sides of 180° for Chukotka', () => {
    const z = 6;
    const rects = mergeTiles(tilesForBounds(chukotka, z));
    expect(rects.length).toBeGreaterThanOrEqual(2);
    const boxes = rects.map(rectToBounds).map(boundsToBbox);
    for (const box of boxes) {
      expect(box.left_bottom.longitude).toBeLessThan(box.right_top.longitude);
      expect(box.left_bottom.longitude).toBeGreaterThanOrEqual(-180);
      expect(box.right_top.longitude).toBeLessThanOrEqual(180);
    }
    const inAny = (p: { latitude: number; longitude: number }) =>
      boxes.some(
        (b) =>
          p.latitude >= b.left_bottom.latitude &&
          p.latitude <= b.right_top.latitude &&
          p.longitude >= b.left_bottom.longitude &&
          p.longitude <= b.right_top.longitude,
      );
    expect(inAny(anadyr)).toBe(true);
    expect(inAny(uelen)).toBe(true);
    expect(inAny(moscow)).toBe(false);
    // Once loaded, the same view asks for nothing more, from either side.
    const coverage = new TileCoverage();
    coverage.markLoaded(tilesForBounds(chukotka, z));
    expect(coverage.missing(chukotka, z)).toEqual([]);
    expect(coverage.missing({ ...chukotka, west: -195, east: -165 }, z)).toEqual([]);
  });

  it('counts a player east of 180° as inside the view', () => {
    expect(inBounds(anadyr, chukotka)).toBe(true);
    expect(inBounds(uelen, chukotka)).toBe(true);
    expect(inBounds(moscow, chukotka)).toBe(false);
    expect(lngInRange(-169.81, -190, -170)).toBe(false);
    expect(lngInRange(175, -190, -170)).toBe(true);
    expect(lngInRange(0, -400, 400)).toBe(true);
    // The ordinary case is unchanged.
    expect(inBounds(moscow, { south: 55, west: 37, north: 56, east: 38 })).toBe(true);
  });

  it('tells whether loading boxes overlap a view across 180°', () => {
    const eastSide = { south: 64, north: 68, west: -180, east: -174 };
    expect(boundsIntersect(eastSide, chukotka)).toBe(true);
    expect(boundsIntersect({ south: 55, north: 56, west: 37, east: 38 }, chukotka)).toBe(false);
  });

  it('draws each player at the copy nearest the view', () => {
    expect(wrapLngNear(-169.81, 180)).toBeCloseTo(190.19, 6);
    expect(wrapLngNear(177.5, -180)).toBeCloseTo(-182.5, 6);
    expect(wrapLngNear(177.5, 180)).toBe(177.5);
    expect(wrapLngNear(37.62, 40)).toBe(37.62);
    expect(wrapLngNear(37.62, 400)).toBeCloseTo(397.62, 6);
  });

  it('clusters players on both sides of 180°', () => {
    const players = [
      { id: 1, ...anadyr },
      { id: 2, ...uelen },
      { id: 3, ...moscow },
    ];
    const core = new ClusterCore();
    core.load(packPoints(players));
    const ids = core
      .query(chukotka, 12)
      .map((i) => i.id)
      .sort();
    expect(ids).toEqual([1, 2]);
  });
});
