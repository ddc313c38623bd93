/**
 * The main thread's tasks in a Chrome trace as Lighthouse's simulation sees them: it keeps the
 * tasks of 10 ms or more and leaves shorter ones out of its model of the page. Each kept task comes
 * with what it spent its time on. Pure, apart from any browser: `bench-profile.ts --tasks` records
 * the trace.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The sampling profile's id, on its Profile and ProfileChunk events. */
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      /** Profile: when sampling began (µs, the trace's clock). */
      startTime?: number;
      /** ProfileChunk: new nodes and samples, and the µs from each sample to the one before. */
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** A frame of V8's sampling profile, as trace events carry it. */
export interface ProfileFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: ProfileFrame;
}

/** The blocking time of tasks (ms) run `slowdown` times slower: what of each is over 50 ms. */
export const blockingTime = (durations: readonly number[], slowdown = 1): number =>
  durations.reduce((sum, duration) => sum + Math.max(0, duration * slowdown - 50), 0);

/** Tasks shorter than this (µs, unthrottled) are left out of Lighthouse's simulated main thread. */
export const SIGNIFICANT_TASK_US = 10_000;

/** Events whose time is told apart inside a task; the time of others counts to their nearest one. */
const KINDS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.parseOnBackground',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.runMicrotasks',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'HitTest',
]);

/** What one event inside a task was: a script by its file, a call by its function, or the event. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url ? new URL(data.url, 'https://x/').pathname : '';
  if (event.name === 'EvaluateScript') return `evaluate ${file || 'inline'}`;
  if (event.name.startsWith('v8.') && file) return `${event.name} ${file}`;
  if (event.name === 'FunctionCall') return `call ${data?.functionName || '(anonymous)'} ${file}`;
  return event.name;
}

export interface Task {
  /** When it began: ms from the thread's first task, and µs on the trace's clock. */
  at: number;
  start: number;
  duration: number;
  /** Self time (ms) by the label of each event's nearest told-apart ancestor. */
  parts: Map<string, number>;
}

const onThread = (m: TraceEvent) => (e: TraceEvent) => e.pid === m.pid && e.tid === m.tid;

/** The page's main thread: the renderer main thread that ran the most. */
function busiestMain(events: TraceEvent[]): TraceEvent | undefined {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return mains
    .map((m) => ({
      m,
      total: events
        .filter(onThread(m))
        .filter((e) => e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.total - a.total)[0]?.m;
}

/** The page's main-thread tasks of 10 ms or more, each with its time by what it was spent on. */
export function significantTasks(events: TraceEvent[]): Task[] {
  const busiest = busiestMain(events);
  if (!busiest) return [];
  const thread = events
    .filter(onThread(busiest))
    .filter((e) => e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = thread.find((e) => e.name === 'RunTask')?.ts ?? 0;
  const tasks: Task[] = [];
  for (let i = 0; i < thread.length; i++) {
    const task = thread[i]!;
    if (task.name !== 'RunTask') continue;
    const end = task.ts + task.dur!;
    let j = i + 1;
    if (task.dur! >= SIGNIFICANT_TASK_US) {
      const parts = new Map<string, number>();
      // Open events, outermost first, with the label their self time counts to.
      const stack: { end: number; label: string; self: number }[] = [
        { end, label: 'other', self: task.dur! },
      ];
      const close = (until: number) => {
        while (stack.length > 1 && stack.at(-1)!.end <= until) {
          const done = stack.pop()!;
          parts.set(done.label, (parts.get(done.label) ?? 0) + done.self / 1000);
        }
      };
      for (; j < thread.length && thread[j]!.ts < end; j++) {
        const event = thread[j]!;
        close(event.ts);
        const parent = stack.at(-1)!;
        parent.self -= event.dur!;
        const label = KINDS.has(event.name) ? labelOf(event) : parent.label;
        stack.push({ end: event.ts + event.dur!, label, self: event.dur! });
      }
      close(Number.POSITIVE_INFINITY);
      const root = stack[0]!;
      parts.set(root.label, (parts.get(root.label) ?? 0) + root.self / 1000);
      tasks.push({
        at: (task.ts - start) / 1000,
        start: task.ts,
        duration: task.dur! / 1000,
        parts,
      });
    }
    // Events inside this task are not tasks of their own.
    while (j < thread.length && thread[j]!.ts < end) j++;
    i = j - 1;
  }
  return tasks;
}

/** One CPU sample of the main thread: when (µs, the trace's clock), its frame, and its ms. */
export interface Sample {
  ts: number;
  frame: ProfileFrame;
  ms: number;
}

/**
 * The main thread's CPU samples, from a trace recorded with `disabled-by-default-v8.cpu_profiler`:
 * its Profile event gives the start and an id, the ProfileChunk events with that id (written from
 * the sampler's own thread) the nodes and the samples. A sample counts the time until the next.
 */
export function mainThreadSamples(events: TraceEvent[]): Sample[] {
  const busiest = busiestMain(events);
  if (!busiest) return [];
  // The sampler may start over during a load (a new profile, with an id of its own).
  return events
    .filter((e) => e.name === 'Profile' && onThread(busiest)(e))
    .flatMap((profile) => {
      const nodes = new Map<number, ProfileFrame>();
      const ids: number[] = [];
      const deltas: number[] = [];
      for (const e of events) {
        if (e.name !== 'ProfileChunk' || e.pid !== busiest.pid || e.id !== profile.id) continue;
        for (const node of e.args?.data?.cpuProfile?.nodes ?? [])
          nodes.set(node.id, node.callFrame);
        ids.push(...(e.args?.data?.cpuProfile?.samples ?? []));
        deltas.push(...(e.args?.data?.timeDeltas ?? []));
      }
      let ts = profile.args?.data?.startTime ?? 0;
      return ids.flatMap((id, i) => {
        ts += deltas[i] ?? 0;
        const frame = nodes.get(id);
        return frame ? [{ ts, frame, ms: (deltas[i + 1] ?? 0) / 1000 }] : [];
      });
    });
}

/** A task's sampled time (ms) by `key` of each sample's frame, largest first. */
export function sampledWithin(
  task: Pick<Task, 'start' | 'duration'>,
  samples: readonly Sample[],
  key: (frame: ProfileFrame) => string,
): [string, number][] {
  const totals = new Map<string, number>();
  const end = task.start + task.duration * 1000;
  for (const sample of samples) {
    if (sample.ts < task.start || sample.ts >= end) continue;
    const name = key(sample.frame);
    // The last sample of a task counts only until the task's end, not over the idle time after.
    const ms = Math.min(sample.ms, (end - sample.ts) / 1000);
    totals.set(name, (totals.get(name) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
