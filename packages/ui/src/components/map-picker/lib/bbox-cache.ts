import type { MapBoundingBox } from '../map-picker.types';
import type { Bounds } from './filters';

/**
 * Which parts of the map are already loaded, on the web-map tile grid. A viewport is covered by
 * tiles at a zoom a little below the map's; a tile counts as loaded when it or any ancestor was
 * loaded in full (all pages), so zooming in after a wide view never fetches again.
 */

export type Tile = { x: number; y: number; z: number };
export type TileRect = { z: number; x0: number; y0: number; x1: number; y1: number };

const MAX_LAT = 85.05112878;

export function lngToTileX(lng: number, z: number): number {
  const n = 2 ** z;
  return Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
}

export function latToTileY(lat: number, z: number): number {
  const n = 2 ** z;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const rad = (clamped * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  return Math.min(n - 1, Math.max(0, Math.floor(y)));
}

export function tileXToLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

export function tileYToLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
}

/** Cache tiles sit two zoom levels below the map: 4–16 tiles per screen, coarse enough to share. */
export function cacheZoomFor(mapZoom: number): number {
  return Math.max(2, Math.min(14, Math.floor(mapZoom) - 2));
}

/**
 * Bounds as one or two boxes inside −180…180: a view across the 180° meridian (west 170, east 190
 * in Leaflet's terms) becomes 170…180 and −180…−170, since the server's box cannot wrap.
 */
export function splitAtAntimeridian(bounds: Bounds): Bounds[] {
  const { south, north } = bounds;
  if (bounds.east - bounds.west >= 360) return [{ south, north, west: -180, east: 180 }];
  // Shift the west edge into −180…180 and carry the east edge along by the same amount.
  const shift = 360 * Math.floor((bounds.west + 180) / 360);
  const west = bounds.west - shift;
  const east = bounds.east - shift;
  if (east <= 180) return [{ south, north, west, east }];
  return [
    { south, north, west, east: 180 },
    { south, north, west: -180, east: east - 360 },
  ];
}

/** Whether two bounds overlap, either of them possibly across the 180° meridian. */
export function boundsIntersect(a: Bounds, b: Bounds): boolean {
  return splitAtAntimeridian(a).some((x) =>
    splitAtAntimeridian(b).some(
      (y) => x.west <= y.east && x.east >= y.west && x.south <= y.north && x.north >= y.south,
    ),
  );
}

export function tilesForBounds(bounds: Bounds, z: number): Tile[] {
  const tiles: Tile[] = [];
  const seen = new Set<string>();
  for (const part of splitAtAntimeridian(bounds)) {
    const x0 = lngToTileX(part.west, z);
    const x1 = lngToTileX(part.east, z);
    const y0 = latToTileY(part.north, z);
    const y1 = latToTileY(part.south, z);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const key = `${x}/${y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        tiles.push({ x, y, z });
      }
    }
  }
  return tiles;
}

export function tileKey(t: Tile): string {
  return `${t.z}/${t.x}/${t.y}`;
}

/** Greedy merge into rectangles: runs along each row, then equal runs stacked down the rows. */
export function mergeTiles(tiles: readonly Tile[]): TileRect[] {
  if (tiles.length === 0) return [];
  const z = tiles[0]!.z;
  const rows = new Map<number, number[]>();
  for (const t of tiles) {
    const xs = rows.get(t.y) ?? [];
    xs.push(t.x);
    rows.set(t.y, xs);
  }
  const runs: TileRect[] = [];
  for (const y of [...rows.keys()].sort((a, b) => a - b)) {
    const xs = [...new Set(rows.get(y))].sort((a, b) => a - b);
    let start = xs[0]!;
    let prev = start;
    for (const x of xs.slice(1).concat(Number.NaN)) {
      if (x === prev + 1) {
        prev = x;
        continue;
      }
      runs.push({ z, x0: start, x1: prev, y0: y, y1: y });
      start = x;
      prev = x;
    }
  }
  const merged: TileRect[] = [];
  for (const run of runs) {
    const above = merged.find((m) => m.x0 === run.x0 && m.x1 === run.x1 && m.y1 === run.y0 - 1);
    if (above) above.y1 = run.y1;
    else merged.push({ ...run });
  }
  return merged;
}

export function rectTiles(rect: TileRect): Tile[] {
  const tiles: Tile[] = [];
  for (let y = rect.y0; y <= rect.y1; y++) {
    for (let x = rect.x0; x <= rect.x1; x++) tiles.push({ x, y, z: rect.z });
  }
  return tiles;
}

export function rectToBounds(rect: TileRect): Bounds {
  return {
    west: tileXToLng(rect.x0, rect.z),
    east: tileXToLng(rect.x1 + 1, rect.z),
    north: tileYToLat(rect.y0, rect.z),
    south: tileYToLat(rect.y1 + 1, rect.z),
  };
}

export function boundsToBbox(b: Bounds): MapBoundingBox {
  return {
    right_top: { latitude: b.north, longitude: b.east },
    left_bottom: { latitude: b.south, longitude: b.west },
  };
}

export class TileCoverage {
  private loaded = new Set<string>();

  /** True when this tile or one of its ancestors was loaded in full. */
  isCovered(tile: Tile): boolean {
    let { x, y, z } = tile;
    while (z >= 0) {
      if (this.loaded.has(`${z}/${x}/${y}`)) return true;
      x = Math.floor(x / 2);
      y = Math.floor(y / 2);
      z -= 1;
    }
    return false;
  }

  markLoaded(tiles: Iterable<Tile>): void {
    for (const t of tiles) this.loaded.add(tileKey(t));
  }

  /** Tiles of the bounds not loaded yet (ignoring `pending`, tiles already being fetched). */
  missing(bounds: Bounds, z: number, pending?: ReadonlySet<string>): Tile[] {
    return tilesForBounds(bounds, z).filter((t) => !this.isCovered(t) && !pending?.has(tileKey(t)));
  }

  get size(): number {
    return this.loaded.size;
  }
}
