import { describe, expect, it } from 'vitest';
import {
  slowSavedAudit,
  cpuSlowdown,
  givenIndex,
  inpRow,
  interactionLatencies,
  lighthouseGoals,
  metricRow,
  PHONES,
  scoreRow,
  spread,
  spreadText,
  worstLatency,
} from './bench-calibration.ts';

describe('phone calibration', () => {
  it('slows the host down by the ratio of the benchmark indices, never below 1', () => {
    expect(cpuSlowdown(2000, PHONES.mid.index)).toBe(2);
    expect(cpuSlowdown(2000, PHONES.low.index)).toBe(7.58);
    expect(cpuSlowdown(3900, PHONES.low.index)).toBe(14.77);
    expect(cpuSlowdown(800, PHONES.mid.index)).toBe(1);
    expect(() => cpuSlowdown(Number.NaN, 1000)).toThrow(/no slowdown/);
    expect(() => cpuSlowdown(0, 1000)).toThrow(/no slowdown/);
  });

  it('summarises repeated measurements as their median and range', () => {
    const s = spread([2100, 1700.4, 1990, Number.NaN, 2400, 1985]);
    expect(s).toEqual({ median: 1990, min: 1700.4, max: 2400, count: 5 });
    expect(spreadText(s)).toBe('1990 (1700–2400 over 5)');
    expect(() => spread([Number.NaN])).toThrow(/no measurement/);
    expect(spreadText(givenIndex(2500))).toBe('2500 (given with --host-index, not measured)');
  });
});

describe('an audit at its own index (--per-audit)', () => {
  it('gives the saved settings the slowdown of the index read at the audit’s start', () => {
    const saved = {
      BenchmarkIndex: 2299.4,
      settings: { throttling: { cpuSlowdownMultiplier: 1, rttMs: 150 } },
    };
    expect(slowSavedAudit(saved, 1000)).toBe(2.3);
    expect(saved.settings.throttling).toEqual({ cpuSlowdownMultiplier: 2.3, rttMs: 150 });
    expect(slowSavedAudit(saved, 264)).toBe(8.71);
    // A host slower than the phone runs unthrottled; no reading is no slowdown at all.
    expect(slowSavedAudit({ ...saved, BenchmarkIndex: 800 }, 1000)).toBe(1);
    expect(() => slowSavedAudit({ ...saved, BenchmarkIndex: Number.NaN }, 1000)).toThrow();
  });
});

describe('Event Timing interactions', () => {
  it('takes the slowest event of each interaction, and leaves out events of none', () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, duration: 24 },
      { name: 'pointerup', interactionId: 7, duration: 40 },
      { name: 'click', interactionId: 7, duration: 40 },
      { name: 'pointermove', interactionId: 0, duration: 300 },
      { name: 'keydown', interactionId: 9, duration: 104 },
      { name: 'keyup', interactionId: 9, duration: 16 },
    ];
    expect(interactionLatencies(entries).sort((a, b) => a - b)).toEqual([40, 104]);
    expect(worstLatency(entries)).toBe(104);
    expect(worstLatency([])).toBe(0);
  });

  it('reports the worst try against the phone’s INP target', () => {
    expect(inpRow('user menu', [48, 200, 96], 'mid')).toEqual({
      name: 'user menu (worst of 3)',
      value: '200 ms',
      target: '≤ 200 ms',
      ok: true,
    });
    expect(inpRow('map pan', [520, 0], 'low')).toMatchObject({ value: '520 ms', ok: false });
    expect(inpRow('typing', [0, 0], 'low')).toMatchObject({ value: '< 16 ms', target: '≤ 500 ms' });
    const own = {
      before: spread([2610, 2702.6, 2480]),
      after: spread([1990, 2051]),
      slowdown: 10.24,
    };
    expect(inpRow('user menu', [180, 420], 'low', own)).toEqual({
      name: 'user menu (worst of 2; ×10.24 from index 2610, 2021 after)',
      value: '420 ms',
      target: '≤ 500 ms',
      ok: true,
    });
  });
});

describe('Lighthouse targets', () => {
  it('holds the mid-tier phone to the web-vitals budget and the low-tier one to a usable page', () => {
    expect(lighthouseGoals('mid', 'wizard')).toEqual({
      performance: 95,
      lcp: 2500,
      tbt: 200,
      cls: 0.05,
    });
    expect(lighthouseGoals('low', 'login')).toEqual({
      performance: 80,
      lcp: null,
      tbt: 600,
      cls: null,
    });
    expect(lighthouseGoals('fixed', 'wizard').performance).toBe(90);
    expect(lighthouseGoals('fixed', 'login').performance).toBe(95);
  });

  it('writes score and metric rows beside their targets', () => {
    expect(scoreRow('login performance', 81, 80)).toEqual({
      name: 'login performance',
      value: '81',
      target: '≥ 80',
      ok: true,
    });
    expect(scoreRow('login accessibility', 96, 100)).toMatchObject({ target: '100', ok: false });
    expect(scoreRow('login performance', Number.NaN, 80)).toMatchObject({
      value: 'n/a',
      ok: false,
    });
    expect(metricRow('login TBT', 612.4, 600, 'ms')).toEqual({
      name: 'login TBT',
      value: '612 ms',
      target: '≤ 600 ms',
      ok: false,
    });
    expect(metricRow('login CLS', 0.0123, 0.05, 'cls')).toMatchObject({
      value: '0.012',
      target: '≤ 0.05',
      ok: true,
    });
    expect(metricRow('login LCP', 3100, null, 'ms')).toMatchObject({ target: '—', ok: null });
  });
});
