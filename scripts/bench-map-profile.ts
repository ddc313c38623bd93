/**
 * Optional diagnostics of scripts/bench-map.ts: BENCH_TRACE=1 prints what runs inside each long
 * task (a Chrome trace), BENCH_PROFILE=1 the functions with the most self time (a CPU profile).
 */
import type { Page } from 'playwright';

/** Starts what the environment asks for; `finish` stops it and prints the findings. */
export async function startDiagnostics(page: Page): Promise<{ finish(): Promise<void> }> {
  const tracer = process.env.BENCH_TRACE ? await page.context().newCDPSession(page) : null;
  const traceEvents: {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    tid: number;
    args?: { data?: { functionName?: string; url?: string; type?: string } };
  }[] = [];
  if (tracer) {
    tracer.on('Tracing.dataCollected', (e) => {
      traceEvents.push(...(e.value as unknown as typeof traceEvents));
    });
    await tracer.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
      transferMode: 'ReportEvents',
    } as never);
  }
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  return {
    async finish() {
      if (tracer) {
        const done = new Promise<void>((resolve) =>
          tracer.once('Tracing.tracingComplete', () => resolve()),
        );
        await tracer.send('Tracing.end');
        await done;
        const long = traceEvents.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
        for (const task of long) {
          const inside = traceEvents.filter(
            (e) =>
              e.tid === task.tid &&
              e.ts >= task.ts &&
              e.ts < task.ts + (task.dur ?? 0) &&
              e.ph === 'X' &&
              e !== task &&
              (e.dur ?? 0) > 5000,
          );
          console.log(
            `task ${((task.dur ?? 0) / 1000).toFixed(0)}ms:`,
            inside
              .slice(0, 12)
              .map(
                (e) =>
                  `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}${e.args?.data?.type ? `[${e.args.data.type}]` : ''}${e.args?.data?.url ? `@${e.args.data.url.split('/').pop()}` : ''}=${((e.dur ?? 0) / 1000).toFixed(0)}`,
              )
              .join(' | '),
          );
        }
      }
      if (cdp) {
        const { profile } = (await cdp.send('Profiler.stop')) as {
          profile: {
            nodes: {
              id: number;
              callFrame: { functionName: string; url: string; lineNumber: number };
            }[];
            samples: number[];
            timeDeltas: number[];
          };
        };
        const self = new Map<number, number>();
        profile.samples.forEach((id, i) =>
          self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
        );
        const byName = new Map<string, number>();
        for (const node of profile.nodes) {
          const f = node.callFrame;
          const name = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-1)[0]}:${f.lineNumber}`;
          byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0) / 1000);
        }
        console.log(
          [...byName]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 25)
            .map(([n, t]) => `${t.toFixed(0)}ms ${n}`)
            .join('\n'),
        );
      }
    },
  };
}
