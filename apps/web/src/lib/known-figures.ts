/**
 * Arithmetic on figures the server may leave unknown (null): a result that depends on an unknown
 * figure is unknown too, and shows «—» rather than a figure that looks exact but is not.
 */

/** What is left of a campaign's budget: never below zero; unknown when budget or spent is. */
export function remainingBudget(budget: number | null, spent: number | null): number | null {
  if (budget === null || spent === null) return null;
  return Math.max(0, budget - spent);
}

/** The sum of the figures; unknown when any of them is (no figures at all sum to 0). */
export function totalOf(values: Iterable<number | null>): number | null {
  let total = 0;
  for (const value of values) {
    if (value === null) return null;
    total += value;
  }
  return total;
}
