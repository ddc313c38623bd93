import { wrapLngNear } from './filters';

/** A point in screen pixels (container coordinates of the map). */
export type Pt = { x: number; y: number };

/** Even–odd ray casting; points on an edge may fall either way, which a hand-drawn lasso never notices. */
export function pointInPolygon(pt: Pt, polygon: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

export function polygonBounds(polygon: readonly Pt[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of polygon) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** Keeps a point only when it is at least `minDistance` px from the last kept one. */
export function simplifyPath(path: readonly Pt[], minDistance = 3): Pt[] {
  const out: Pt[] = [];
  for (const p of path) {
    const last = out.at(-1);
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) >= minDistance) out.push(p);
  }
  return out;
}

/** Ids of the items whose projected point lies inside the polygon; a bounding-box test goes first. */
export function idsInPolygon<T extends { id: number }>(
  items: Iterable<T>,
  project: (item: T) => Pt,
  polygon: readonly Pt[],
): number[] {
  if (polygon.length < 3) return [];
  const b = polygonBounds(polygon);
  const ids: number[] = [];
  for (const item of items) {
    const p = project(item);
    if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
    if (pointInPolygon(p, polygon)) ids.push(item.id);
  }
  return ids;
}

/** How the map turns overlay pixels into coordinates and back. */
export type LassoProjection = {
  toLatLng: (pt: Pt) => { lat: number; lng: number };
  toPoint: (latitude: number, longitude: number) => Pt;
};

/**
 * The players inside a lasso drawn over the map, in their given order. Longitudes are taken near
 * `refLng` (the map's centre), as the map draws them in a view across 180°; only the players
 * inside the polygon's coordinate box are projected, a cheap first cut.
 */
export function playersInLasso<T extends { id: number; latitude: number; longitude: number }>(
  players: readonly T[],
  polygon: readonly Pt[],
  projection: LassoProjection,
  refLng: number,
): T[] {
  if (polygon.length < 3) return [];
  const corners = polygon.map(projection.toLatLng);
  const lats = corners.map((c) => c.lat);
  const lngs = corners.map((c) => c.lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const lngOf = (p: T) => wrapLngNear(p.longitude, refLng);
  const candidates = players.filter((p) => {
    const lng = lngOf(p);
    return p.latitude >= south && p.latitude <= north && lng >= west && lng <= east;
  });
  const ids = new Set(
    idsInPolygon(candidates, (p) => projection.toPoint(p.latitude, lngOf(p)), polygon),
  );
  return candidates.filter((p) => ids.has(p.id));
}
