/**
 * The arithmetic behind `pnpm bench`'s phone-calibrated tables, apart from any browser: the CPU
 * slowdown that turns this host into a given phone, the spread of repeated measurements, the
 * interactions Event Timing reports, and the rows with their targets.
 */
import { median, msText } from './bench-lib.ts';
import type { Row } from './bench-table.ts';

/**
 * The phones the tables stand for, by Lighthouse's CPU benchmark index: the presets Chrome DevTools
 * calibrates its CPU throttling to.
 */
export const PHONES = {
  mid: { label: 'mid-tier phone', example: 'Pixel 5 class', index: 1000 },
  low: { label: 'low-tier phone', example: 'Moto G Power class', index: 264 },
} as const;
export type PhoneTier = keyof typeof PHONES;

/**
 * How many times slower the host must run to be the phone: the ratio of the benchmark indices, as
 * DevTools calibrates. Never below 1: a host slower than the phone cannot be sped up.
 */
export function cpuSlowdown(hostIndex: number, phoneIndex: number): number {
  if (!(hostIndex > 0) || !(phoneIndex > 0))
    throw new Error(`no slowdown for benchmark indices ${hostIndex} and ${phoneIndex}`);
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);
}

/** Repeated measurements of one figure: their median and range. */
/** What an audit's saved artifacts (Lighthouse's `gatherMode`) hold that its slowdown needs. */
export type SavedAudit = {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier?: number } };
};

/**
 * Gives an audit's saved settings the slowdown of the index Lighthouse read at its start, and
 * returns it: Lighthouse audits saved artifacts only under the settings they hold.
 */
export function slowSavedAudit(saved: SavedAudit, phoneIndex: number): number {
  const slowdown = cpuSlowdown(saved.BenchmarkIndex, phoneIndex);
  saved.settings.throttling.cpuSlowdownMultiplier = slowdown;
  return slowdown;
}

export type Spread = { median: number; min: number; max: number; count: number };

export function spread(values: number[]): Spread {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) throw new Error('no measurement to summarise');
  return {
    median: median(finite),
    min: Math.min(...finite),
    max: Math.max(...finite),
    count: finite.length,
  };
}

/** An index given rather than measured (`--host-index`): no range, as there were no readings. */
export const givenIndex = (index: number): Spread => ({
  median: index,
  min: index,
  max: index,
  count: 0,
});

/** The median, then the range and how many measurements, rounded as Lighthouse shows the index. */
export const spreadText = ({ median: mid, min, max, count }: Spread) =>
  count === 0
    ? `${Math.round(mid)} (given with --host-index, not measured)`
    : `${Math.round(mid)} (${Math.round(min)}–${Math.round(max)} over ${count})`;

/** The fields of a PerformanceEventTiming entry that INP is computed from. */
export type EventEntry = { name: string; interactionId: number; duration: number };

/**
 * The latency of each interaction among the entries: Event Timing gives every event of one user
 * action (pointerdown, pointerup and click; or keydown and keyup) the same interactionId, and the
 * interaction's latency is its slowest event. Entries without an id (pointermove, input, …) belong
 * to no interaction.
 */
export function interactionLatencies(entries: readonly EventEntry[]): number[] {
  const byId = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    byId.set(interactionId, Math.max(byId.get(interactionId) ?? 0, duration));
  }
  return [...byId.values()];
}

/**
 * The slowest interaction of a try. Event Timing reports no event under its 16 ms threshold, so a
 * try whose interactions were all quicker reads 0 (shown as «< 16 ms»).
 */
export const worstLatency = (entries: readonly EventEntry[]) =>
  Math.max(0, ...interactionLatencies(entries));

export const INP_TARGET_MS: Record<PhoneTier, number> = { mid: 200, low: 500 };

export const latencyText = (ms: number) => (ms < 16 ? '< 16 ms' : msText(ms));

/**
 * The host's speed around one interaction's tries (`--per-audit`): the index read in its page just
 * before them, which set their slowdown, and again just after, which shows whether it held.
 */
export type OwnIndex = { before: Spread; after: Spread; slowdown: number };

/**
 * One interaction's row: the worst of its tries beside the phone's INP target; with `own`, the
 * slowdown and the indices it was read at.
 */
export function inpRow(
  name: string,
  tries: readonly number[],
  tier: PhoneTier,
  own?: OwnIndex,
): Row {
  const worst = Math.max(...tries);
  const target = INP_TARGET_MS[tier];
  const host = own
    ? `; ×${own.slowdown} from index ${Math.round(own.before.median)}, ${Math.round(own.after.median)} after`
    : '';
  return {
    name: `${name} (worst of ${tries.length}${host})`,
    value: latencyText(worst),
    target: `≤ ${target} ms`,
    ok: worst <= target,
  };
}

/** The CPU a Lighthouse table is run at: one of the phones, or Lighthouse's own fixed 4×. */
export type CpuProfile = PhoneTier | 'fixed';

/** What a Lighthouse table holds a page to; null where the profile sets no target. */
export type LighthouseGoals = {
  performance: number;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
};

/**
 * The targets per CPU profile. The mid-tier phone must meet the app's web-vitals budget on every
 * page; the low-tier phone must stay usable (a score and a blocking time it can live with). The
 * fixed 4× table keeps the targets it was first given, the wizard a little lower.
 */
export function lighthouseGoals(profile: CpuProfile, page: string): LighthouseGoals {
  if (profile === 'low') return { performance: 80, lcp: null, tbt: 600, cls: null };
  const performance = profile === 'fixed' && page === 'wizard' ? 90 : 95;
  return { performance, lcp: 2500, tbt: 200, cls: 0.05 };
}

/** A Lighthouse metric's row: a time in ms, or CLS (unitless); NaN when no run measured it. */
export function metricRow(
  name: string,
  value: number,
  goal: number | null,
  unit: 'ms' | 'cls',
): Row {
  const text = (n: number) => (unit === 'cls' ? n.toFixed(3) : msText(n));
  const bound = (n: number) => (unit === 'cls' ? String(n) : msText(n));
  return {
    name,
    value: Number.isNaN(value) ? 'n/a' : text(value),
    target: goal === null ? '—' : `≤ ${bound(goal)}`,
    ok: goal === null ? null : value <= goal,
  };
}

/** A Lighthouse category's row: the score out of 100 (NaN when no run scored it). */
export function scoreRow(name: string, value: number, goal: number): Row {
  return {
    name,
    value: Number.isNaN(value) ? 'n/a' : String(value),
    target: goal === 100 ? '100' : `≥ ${goal}`,
    ok: value >= goal,
  };
}
