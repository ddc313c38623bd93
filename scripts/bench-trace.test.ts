import { describe, expect, it } from 'vitest';
import {
  blockingTime,
  mainThreadSamples,
  sampledWithin,
  significantTasks,
  type TraceEvent,
} from './bench-trace.ts';

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

describe('mainThreadSamples and sampledWithin', () => {
  const frame = (functionName: string, url = '') => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber: 0,
  });
  /** The sampler writes the chunks from a thread of its own; the id ties them to the profile. */
  const sampler = { pid: 1, tid: 8 };
  const chunk = (samples: number[], timeDeltas: number[], nodes = [] as object[]): TraceEvent => ({
    name: 'ProfileChunk',
    ph: 'P',
    ...sampler,
    ts: 0,
    id: '0x1',
    args: { data: { cpuProfile: { nodes: nodes as never, samples }, timeDeltas } },
  });
  const trace = thread([
    event('RunTask', 10_000, 20_000),
    { name: 'Profile', ph: 'P', ...main, ts: 0, id: '0x1', args: { data: { startTime: 9_000 } } },
    chunk(
      [1, 2, 2],
      [2_000, 2_000, 5_000],
      [
        { id: 1, callFrame: frame('(program)') },
        { id: 2, callFrame: frame('render', 'https://host/assets/web-1.js') },
      ],
    ),
    chunk([1, 2], [5_000, 9_000]),
    // Another profile (a worker's) with the same node ids is not the page's.
    { ...chunk([2, 2], [1_000, 1_000]), id: '0x2' },
  ]);

  it("reads the main thread's samples across chunks, each counting until the next", () => {
    expect(
      mainThreadSamples(trace).map(({ ts, frame: { functionName }, ms }) => [ts, functionName, ms]),
    ).toEqual([
      [11_000, '(program)', 2],
      [13_000, 'render', 5],
      [18_000, 'render', 5],
      [23_000, '(program)', 9],
      [32_000, 'render', 0],
    ]);
  });

  it("sums a task's samples by a key of their frames, largest first", () => {
    const [task] = significantTasks(trace);
    expect(sampledWithin(task!, mainThreadSamples(trace), (f) => f.url || f.functionName)).toEqual([
      ['https://host/assets/web-1.js', 10],
      // The last sample's 9 ms count until the task's end at 30 ms: 7.
      ['(program)', 9],
    ]);
  });

  it('gives nothing for a trace recorded without the sampler', () => {
    expect(mainThreadSamples(thread([event('RunTask', 0, 20_000)]))).toEqual([]);
  });
});
