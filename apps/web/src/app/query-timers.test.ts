import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimers } from './query-timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCoalescedTimers', () => {
  it('keeps one platform timer however many timers are set, and fires each at its time', () => {
    const timers = createCoalescedTimers();
    const fired: number[] = [];
    for (const delay of [30_000, 300_000, 1_000, 30_000, 5_000])
      timers.setTimeout(() => fired.push(delay), delay);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([1_000]);
    vi.advanceTimersByTime(29_000);
    expect(fired).toEqual([1_000, 5_000, 30_000, 30_000]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(270_000);
    expect(fired).toEqual([1_000, 5_000, 30_000, 30_000, 300_000]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never calls a cleared timer, and moves the platform timer for an earlier one', () => {
    const timers = createCoalescedTimers();
    const late = vi.fn();
    const early = vi.fn();
    const cleared = vi.fn();
    timers.setTimeout(late, 10_000);
    const id = timers.setTimeout(cleared, 2_000);
    timers.setTimeout(early, 0);
    timers.clearTimeout(id);
    timers.clearTimeout(undefined);
    vi.advanceTimersByTime(0);
    expect(early).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(late).toHaveBeenCalledOnce();
    expect(cleared).not.toHaveBeenCalled();
  });

  it('runs the other callbacks when one throws, and throws its error again on its own', () => {
    const timers = createCoalescedTimers();
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('сбой');
    }, 1_000);
    timers.setTimeout(after, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(after).toHaveBeenCalledOnce();
    expect(() => vi.runOnlyPendingTimers()).toThrow('сбой');
  });

  it('lets a callback set the next timer (a retry’s delay after a failure)', () => {
    const timers = createCoalescedTimers();
    const fired: number[] = [];
    timers.setTimeout(() => {
      fired.push(Date.now());
      timers.setTimeout(() => fired.push(Date.now()), 2_000);
    }, 1_000);
    const start = Date.now();
    vi.advanceTimersByTime(3_000);
    expect(fired.map((at) => at - start)).toEqual([1_000, 3_000]);
  });

  it('waits past the platform’s longest delay without firing early', () => {
    const timers = createCoalescedTimers();
    const callback = vi.fn();
    timers.setTimeout(callback, 2 ** 31 + 1_000);
    vi.advanceTimersByTime(2 ** 31);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('leaves intervals to the platform', () => {
    const timers = createCoalescedTimers();
    const tick = vi.fn();
    const id = timers.setInterval(tick, 1_000);
    vi.advanceTimersByTime(3_000);
    timers.clearInterval(id);
    vi.advanceTimersByTime(3_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});
