/** Statistics totals: the sums the seed stores and the splits the statistics calls answer with. */

export interface Totals {
  impressions: number;
  ots: number;
  spent_kop: number;
}

export function sumStats(rows: readonly Totals[]): Totals {
  return rows.reduce(
    (sum, row) => ({
      impressions: sum.impressions + row.impressions,
      ots: sum.ots + row.ots,
      spent_kop: sum.spent_kop + row.spent_kop,
    }),
    { impressions: 0, ots: 0, spent_kop: 0 },
  );
}

/** Splits integer totals by weights with the largest-remainder method, so parts add up exactly. */
export function splitTotals(totals: Totals, weights: readonly number[]): Totals[] {
  const split = (total: number): number[] => {
    const sum = weights.reduce((a, b) => a + b, 0) || 1;
    const raw = weights.map((weight) => (total * weight) / sum);
    const parts = raw.map(Math.floor);
    let rest = total - parts.reduce((a, b) => a + b, 0);
    const order = raw
      .map((value, index) => [value - Math.floor(value), index] as const)
      .sort((a, b) => b[0] - a[0]);
    for (const [, index] of order) {
      if (rest <= 0) break;
      parts[index] = (parts[index] ?? 0) + 1;
      rest -= 1;
    }
    return parts;
  };
  const impressions = split(totals.impressions);
  const ots = split(totals.ots);
  const spent = split(totals.spent_kop);
  return weights.map((_, index) => ({
    impressions: impressions[index] ?? 0,
    ots: ots[index] ?? 0,
    spent_kop: spent[index] ?? 0,
  }));
}

/** `value` rounded up to a whole number of `step`s (money in round amounts). */
export function roundUp(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}
