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
