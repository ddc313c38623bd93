/** Geometry of Chart's plot: round axis ticks and the monotone line through the days. */

export type Point = [x: number, y: number];

const ROUND = [1, 2, 2.5, 5, 10];
/** Finer steps for an axis whose tick count is fixed by another (still easy to add up). */
const FINE = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round step (a listed multiple of a power of ten) of at least `raw`. */
function niceStep(raw: number, steps = ROUND): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (steps.find((step) => fraction <= step + 1e-9) ?? 10) * power;
}

/**
 * About five round ticks covering the values and zero, lowest first; the first and the last are
 * the axis' ends. No values (or only zeros) give the axis 0–1.
 */
export function linearTicks(values: readonly number[], count = 5): number[] {
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  if (max === min) max = min + 1;
  const step = niceStep((max - min) / (count - 1));
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks: number[] = [];
  // Multiplying (not adding) keeps 0.1 + 0.2 from drifting into the labels.
  for (let index = first; index <= last; index++)
    ticks.push(Number((index * step).toPrecision(12)));
  return ticks;
}

/**
 * Ticks for a second axis that sit on the first axis' grid lines: `count` round steps from zero
 * that cover the values. Axes with negative values fall back to their own ticks.
 */
export function alignedTicks(values: readonly number[], count: number): number[] {
  const max = Math.max(0, ...values);
  if (Math.min(0, ...values) < 0 || count < 2) return linearTicks(values);
  const step = niceStep((max || 1) / (count - 1), FINE);
  return Array.from({ length: count }, (_, index) => Number((index * step).toPrecision(12)));
}

/**
 * An SVG path through the points (x increasing) as a monotone cubic (Fritsch–Carlson, as
 * recharts' and d3's `monotone`): smooth, but never overshooting above a peak or below a dip.
 */
export function monotonePath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [x0, y0] = points[0]!;
  if (points.length === 1) return `M${x0},${y0}h0`;
  const n = points.length;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const [xa, ya] = points[i]!;
    const [xb, yb] = points[i + 1]!;
    slopes.push((yb - ya) / (xb - xa || 1));
  }
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0]!;
    if (i === n - 1) return slopes[n - 2]!;
    const before = slopes[i - 1]!;
    const after = slopes[i]!;
    if (before * after <= 0) return 0;
    const [xp] = points[i - 1]!;
    const [x] = points[i]!;
    const [xn] = points[i + 1]!;
    const h0 = x - xp;
    const h1 = xn - x;
    const weighted = (before * h1 + after * h0) / (h0 + h1);
    return (
      2 * Math.sign(before) * Math.min(Math.abs(before), Math.abs(after), Math.abs(weighted) / 2)
    );
  });
  let path = `M${x0},${y0}`;
  for (let i = 0; i < n - 1; i++) {
    const [xa, ya] = points[i]!;
    const [xb, yb] = points[i + 1]!;
    const third = (xb - xa) / 3;
    path += `C${xa + third},${ya + tangents[i]! * third} ${xb - third},${yb - tangents[i + 1]! * third} ${xb},${yb}`;
  }
  return path;
}
