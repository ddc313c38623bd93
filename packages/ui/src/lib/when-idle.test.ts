import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, type IdleTime } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to the idle callback, with its timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, 5_000);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 5_000 });
    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenLastCalledWith(task, undefined);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without an idle callback, runs after a short timer with an idle period that runs out', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const periods: IdleTime[] = [];
    whenIdle((idle) => periods.push(idle));
    expect(periods).toHaveLength(0);
    vi.advanceTimersByTime(50);
    const [period] = periods;
    expect(periods).toHaveLength(1);
    expect(period?.timeRemaining()).toBeGreaterThan(0);
    vi.advanceTimersByTime(10);
    expect(period?.timeRemaining()).toBe(0);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
