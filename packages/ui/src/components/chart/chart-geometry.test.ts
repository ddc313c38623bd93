import { describe, expect, it } from 'vitest';
import { alignedTicks, linearTicks, monotonePath } from './chart-geometry';

describe('linearTicks', () => {
  it('covers the values from zero in about five round steps', () => {
    expect(linearTicks([11_200, 16_800, 9_000])).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
    expect(linearTicks([23_000])).toEqual([0, 10_000, 20_000, 30_000]);
    expect(linearTicks([0.3])).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('includes negative values and zero', () => {
    expect(linearTicks([-40, 100])).toEqual([-50, 0, 50, 100]);
  });

  it('gives an empty or all-zero axis the range 0–1', () => {
    expect(linearTicks([])).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(linearTicks([0, 0])).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('alignedTicks', () => {
  it('gives a second axis as many round ticks as the first, covering its values', () => {
    expect(alignedTicks([23_000], 5)).toEqual([0, 6_000, 12_000, 18_000, 24_000]);
    expect(alignedTicks([7], 5)).toEqual([0, 2, 4, 6, 8]);
  });

  it('falls back to its own ticks for negative values', () => {
    expect(alignedTicks([-40, 100], 5)).toEqual(linearTicks([-40, 100]));
  });
});

describe('monotonePath', () => {
  it('draws nothing for no points and a dot for one', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([[5, 7]])).toBe('M5,7h0');
  });

  it('runs through every point', () => {
    const path = monotonePath([
      [0, 10],
      [10, 0],
      [20, 10],
    ]);
    expect(path.startsWith('M0,10C')).toBe(true);
    expect(path).toContain(' 10,0C');
    expect(path.endsWith(' 20,10')).toBe(true);
  });

  it('never overshoots: a peak has a flat tangent, so its control points stay level', () => {
    const path = monotonePath([
      [0, 0],
      [10, 50],
      [20, 0],
    ]);
    // Control points around the peak at (10, 50) sit at its height, not above it.
    expect(path).toContain(',50 10,50C');
    const ys = [...path.matchAll(/[\d.]+,(-?[\d.]+)/g)].map((match) => Number(match[1]));
    expect(Math.max(...ys)).toBe(50);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
  });
});
