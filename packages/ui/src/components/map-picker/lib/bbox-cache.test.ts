import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TileCoverage,
  boundsToBbox,
  cacheZoomFor,
  latToTileY,
  lngToTileX,
  mergeTiles,
  rectTiles,
  rectToBounds,
  tileKey,
  tilesForBounds,
  type Tile,
} from './bbox-cache';

const moscow = { south: 55.55, west: 37.3, north: 55.95, east: 37.9 };

describe('bbox cache', () => {
  it('maps coordinates to web-map tiles', () => {
    expect(lngToTileX(-180, 3)).toBe(0);
    expect(lngToTileX(180, 3)).toBe(7);
    expect(latToTileY(0, 1)).toBe(1);
    expect(latToTileY(85, 1)).toBe(0);
    expect(lngToTileX(37.6, 10)).toBe(618);
    expect(latToTileY(55.75, 10)).toBe(320);
  });

  it('covers bounds with tiles whose union contains the bounds', () => {
    const z = cacheZoomFor(11);
    expect(z).toBe(9);
    const rects = mergeTiles(tilesForBounds(moscow, z));
    const union = rects.map(rectToBounds);
    expect(Math.min(...union.map((b) => b.west))).toBeLessThanOrEqual(moscow.west);
    expect(Math.max(...union.map((b) => b.east))).toBeGreaterThanOrEqual(moscow.east);
    expect(Math.min(...union.map((b) => b.south))).toBeLessThanOrEqual(moscow.south);
    expect(Math.max(...union.map((b) => b.north))).toBeGreaterThanOrEqual(moscow.north);
  });

  it('merges tiles into rectangles that hold exactly the same tiles', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), {
          selector: ([x, y]) => `${x}/${y}`,
        }),
        (xy) => {
          const tiles: Tile[] = xy.map(([x, y]) => ({ x, y, z: 3 }));
          const back = mergeTiles(tiles).flatMap(rectTiles).map(tileKey).sort();
          expect(back).toEqual(tiles.map(tileKey).sort());
        },
      ),
    );
    const block = tilesForBounds(moscow, 12);
    expect(mergeTiles(block)).toHaveLength(1);
  });

  it('does not fetch what a loaded ancestor tile already holds', () => {
    const coverage = new TileCoverage();
    const wide = tilesForBounds(moscow, 6);
    coverage.markLoaded(wide);
    expect(coverage.missing(moscow, 6)).toEqual([]);
    expect(coverage.missing(moscow, 11)).toEqual([]);
    const kazan = { south: 55.7, west: 49.0, north: 55.9, east: 49.2 };
    expect(coverage.missing(kazan, 9).length).toBeGreaterThan(0);
  });

  it('leaves out tiles that are already being fetched', () => {
    const coverage = new TileCoverage();
    const tiles = tilesForBounds(moscow, 9);
    const pending = new Set(tiles.slice(0, 1).map(tileKey));
    expect(coverage.missing(moscow, 9, pending)).toHaveLength(tiles.length - 1);
    coverage.markLoaded(tiles.slice(1));
    expect(coverage.missing(moscow, 9, pending)).toEqual([]);
  });

  it('writes bounds in the player list shape', () => {
    expect(boundsToBbox(moscow)).toEqual({
      right_top: { latitude: 55.95, longitude: 37.9 },
      left_bottom: { latitude: 55.55, longitude: 37.3 },
    });
  });
});
