import { describe, expect, it } from 'vitest';
import { blockingTime, significantTasks, type TraceEvent } from './bench-trace.ts';

const main = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ...main,
  ts,
  dur,
  ...(url ? { args: { data: { url, functionName: 'render' } } } : {}),
});

/** A renderer's main thread, named as Chrome names it, and a busier thread that is not it. */
const thread = (events: TraceEvent[]): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', ...main, ts: 0, args: { name: 'CrRendererMain' } },
  ...events,
];

describe('significantTasks', () => {
  it('keeps the tasks of 10 ms or more, from the first task, with their time by what it went to', () => {
    const tasks = significantTasks(
      thread([
        event('RunTask', 1000, 4000), // 4 ms: left out, as Lighthouse's simulation leaves it out
        event('RunTask', 10_000, 30_000),
        event('ThreadControllerImpl::RunTask', 10_000, 30_000), // a wrapper: its time is the task's
        event('FunctionCall', 11_000, 20_000, 'https://host/assets/web-1.js'),
        event('Layout', 20_000, 5000), // a forced layout inside the call counts as layout
        event('UpdateLayoutTree', 32_000, 6000),
      ]),
    );
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task?.at).toBe(9);
    expect(task?.duration).toBe(30);
    expect(Object.fromEntries(task?.parts ?? [])).toEqual({
      'call render /assets/web-1.js': 15,
      Layout: 5,
      UpdateLayoutTree: 6,
      other: 4,
    });
  });

  it('reads the busiest renderer main thread and nothing on other threads', () => {
    const other = { pid: 2, tid: 3 };
    const tasks = significantTasks([
      ...thread([event('RunTask', 0, 12_000)]),
      { name: 'thread_name', ph: 'M', ...other, ts: 0, args: { name: 'CrRendererMain' } },
      { ...event('RunTask', 0, 2000), ...other },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 99, ts: 0, dur: 50_000 },
    ]);
    expect(tasks.map((task) => task.duration)).toEqual([12]);
  });

  it('gives nothing for a trace without a renderer main thread', () => {
    expect(significantTasks([event('RunTask', 0, 50_000)])).toEqual([]);
  });
});

describe('blockingTime', () => {
  it('counts what of each task is over 50 ms, after the slowdown', () => {
    expect(blockingTime([40, 60, 120])).toBe(80);
    expect(blockingTime([4, 10, 30], 10)).toBe(300);
  });
});
