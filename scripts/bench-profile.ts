/**
 * Where a page's start spends the main thread: one cold load of a page of the production build
 * (served as `pnpm bench` serves it: nginx over HTTPS + HTTP/2, /api → the Node fake), the CPU
 * throttled to a phone by the host's calibrated slowdown, sampled by V8's profiler until the
 * network is quiet. It prints the long tasks, then the self time by script and by function,
 * scaled back to the host (the phone's figures are these × the slowdown).
 *
 *   node scripts/bench-profile.ts [PATH] [--tier mid|low] [--runs N] [--top N] [--tasks [--sources]] [--host-index N] [--no-build]
 *
 * PATH is /dashboard by default (signed in as the agency account; /login and /register are
 * opened signed out). The figures are the median of N loads (3). With --no-build it loads
 * apps/web/dist as it is instead of building it first.
 *
 * With --tasks it records a trace of unthrottled loads instead, the kind Lighthouse's simulation
 * reads: it keeps the main thread's tasks of 10 ms or more (shorter ones it drops) and multiplies
 * each by the phone's slowdown. It lists those tasks with what they spent their time on, and the
 * blocking time they make at each tier (Σ max(0, task × slowdown − 50 ms), the whole load).
 * With --sources as well, V8's sampler runs in those traces and each task of the median load also
 * lists its sampled time by source module (through the build's source maps): which of the app's
 * modules or which package the time went to. Then the whole loads' sampled time by source module,
 * the median of the N loads per module: what one module or package costs a load, the figure an A/B
 * of a change inside it compares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { mintTokens, TOKEN_KEYS } from '../apps/web/e2e/fixtures.ts';
import {
  cpuSlowdown,
  givenIndex,
  PHONES,
  spreadText,
  type PhoneTier,
} from './bench-calibration.ts';
import { measureBenchmarkIndex } from './bench-cpu.ts';
import { CHROME_FLAGS, CHROME_PATH, log, median, msText, web } from './bench-lib.ts';
import { serveProduction } from './bench-serve.ts';
import {
  blockingTime,
  mainThreadSamples,
  sampledWithin,
  significantTasks,
  type ProfileFrame,
  type Sample,
  type TraceEvent,
} from './bench-trace.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** The options that take a value: the argument after one is not the path. */
const VALUED = new Set(['--tier', '--runs', '--top', '--host-index']);
const pagePath =
  args.find((arg, i) => arg.startsWith('/') && !VALUED.has(args[i - 1] ?? '')) ?? '/dashboard';
const tier = (option('--tier') ?? 'low') as PhoneTier;
if (!(tier in PHONES)) throw new Error('--tier is mid or low');
const runs = Number(option('--runs') ?? 3);
const tasksMode = args.includes('--tasks');
const sourcesMode = args.includes('--sources');
const top = Number(option('--top') ?? 25);
const signedIn = !['/login', '/register'].some((open) => pagePath.startsWith(open));

interface ProfileNode {
  id: number;
  callFrame: ProfileFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Per key, the median of its figure over the loads (0 in a load without it). */
function medianByKey(maps: Map<string, number>[]): Map<string, number> {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  return new Map([...keys].map((k) => [k, median(maps.map((map) => map.get(k) ?? 0))]));
}

/** Self time (ms, throttled) by a key of each sampled node. */
function selfTime(profile: Profile, key: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const name = key(node);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return totals;
}

/** A URL's path; an engine-internal script's name (`v8/LoadTimes`) as it is. */
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);
/** A script's path; V8's own entries keep their names: (program), (garbage collector), (idle). */
const scriptOf = ({ callFrame: { url, functionName } }: Pick<ProfileNode, 'callFrame'>) =>
  url ? pathOf(url) : functionName.startsWith('(') ? functionName : `(${functionName || 'native'})`;
const functionOf = (node: ProfileNode) =>
  node.callFrame.url
    ? `${node.callFrame.functionName || '(anonymous)'}  ${pathOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`
    : scriptOf(node);
/** The one entry that is not main-thread work: (program) is the engine's work outside JavaScript. */
const IDLE = '(idle)';

/**
 * A fresh phone-sized browser, signed in unless the page is a signed-out one, on a blank page with
 * the cache empty: the next `goto` is a cold load. `load` gets it and its browser is closed after.
 */
async function coldPage<T>(
  origin: string,
  load: (page: Page, cdp: CDPSession, browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.evaluate(
      ({ keys, pair }) => {
        if (!pair) return;
        localStorage.setItem(keys.access, pair.access_token);
        localStorage.setItem(keys.refresh, pair.refresh_token);
      },
      { keys: TOKEN_KEYS, pair: signedIn ? mintTokens('agency') : null },
    );
    await page.goto('about:blank');
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    return await load(page, cdp, browser);
  } finally {
    await browser.close();
  }
}

async function oneLoad(origin: string, slowdown: number) {
  return coldPage(origin, async (page, cdp) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        (globalThis as { __longTasks__?: number[] }).__longTasks__ ??= [];
        for (const entry of list.getEntries())
          (globalThis as { __longTasks__?: number[] }).__longTasks__!.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.waitForTimeout(2000 * Math.max(1, slowdown / 4));
    const tasks = await page.evaluate(
      () => (globalThis as { __longTasks__?: number[] }).__longTasks__ ?? [],
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    return { profile, tasks };
  });
}

async function traceLoad(origin: string) {
  return coldPage(origin, async (page, _cdp, browser) => {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-lighthouse',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        '__metadata',
        // V8's sampler, only when asked for: it costs the page a little time of its own.
        ...(sourcesMode ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return {
      tasks: significantTasks(trace.traceEvents),
      samples: mainThreadSamples(trace.traceEvents),
    };
  });
}

/** The build's source maps, read once each: a frame of a chunk is told by its source module. */
const sourceMaps = new Map<string, SourceMapConsumer | null>();
const sourceOf = (frame: ProfileFrame): string => {
  const file = scriptOf({ callFrame: frame });
  if (!file.startsWith('/assets/')) return file;
  if (!sourceMaps.has(file)) {
    try {
      const map = readFileSync(path.join(web, 'dist', `${file}.map`), 'utf8');
      sourceMaps.set(file, new SourceMapConsumer(JSON.parse(map) as RawSourceMap));
    } catch {
      sourceMaps.set(file, null);
    }
  }
  const source = sourceMaps
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  // A package by its name and file; the app's modules from the repository's root.
  return source
    ? source
        .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
        .replace(/^(\.\.\/)+/, '')
    : file;
};

async function printTasks(origin: string, host: number) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await traceLoad(origin));
  const blockingAt = ({ tasks }: { tasks: { duration: number }[] }, slowdown: number) =>
    blockingTime(
      tasks.map((task) => task.duration),
      slowdown,
    );
  const tiers = (Object.keys(PHONES) as PhoneTier[]).map((name) => ({
    name,
    slowdown: cpuSlowdown(host, PHONES[name].index),
  }));
  console.log(`\n${pagePath}, unthrottled on this host (index ${host}), ${runs} cold loads`);
  for (const tierOf of tiers) {
    const values = loads.map((load) => blockingAt(load, tierOf.slowdown));
    console.log(
      `  ${tierOf.name}-tier (×${tierOf.slowdown}): tasks of 10 ms or more make ${msText(median(values))} of blocking time (loads: ${values.map(msText).join(', ')})`,
    );
  }
  // The load with the median blocking time at the low tier, task by task.
  const low = tiers.at(-1)!.slowdown;
  const sorted = [...loads].sort((a, b) => blockingAt(a, low) - blockingAt(b, low));
  const shown = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `\n  its median load's tasks of 10 ms or more (unthrottled; from the first task, duration: what)`,
  );
  const listed = (entries: Iterable<[string, number]>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 1)
      .slice(0, top)
      .map(([label, ms]) => `${label} ${Math.round(ms)}`)
      .join('; ');
  for (const task of shown.tasks) {
    console.log(
      `  ${msText(task.at).padStart(8)} ${msText(task.duration).padStart(7)}: ${listed(task.parts)}`,
    );
    if (sourcesMode)
      console.log(
        `  ${''.padStart(17)}  sampled: ${listed(sampledWithin(task, shown.samples, sourceOf))}`,
      );
  }
  if (!sourcesMode) return;
  const bySource = (samples: readonly Sample[]) => {
    const totals = new Map<string, number>();
    for (const sample of samples) {
      const source = sourceOf(sample.frame);
      if (source !== IDLE) totals.set(source, (totals.get(source) ?? 0) + sample.ms);
    }
    return totals;
  };
  console.log(
    `\n  the loads' sampled time by source module (unthrottled; median of ${runs} loads, each module's own)`,
  );
  const rows = [...medianByKey(loads.map(({ samples }) => bySource(samples)))]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [source, ms] of rows) console.log(`  ${ms.toFixed(1).padStart(9)} ms  ${source}`);
}

async function printProfile(origin: string, hostIndex: number, slowdown: number) {
  const loads: Awaited<ReturnType<typeof oneLoad>>[] = [];
  for (let i = 0; i < runs; i++) loads.push(await oneLoad(origin, slowdown));
  const blocking = loads.map(({ tasks }) => blockingTime(tasks));
  const busy = loads.map(({ profile }) =>
    [...selfTime(profile, scriptOf)].filter(([k]) => k !== IDLE).reduce((s, [, v]) => s + v, 0),
  );
  console.log(
    `\n${pagePath}, ${tier}-tier phone (host index ${hostIndex}, ×${slowdown}), median of ${runs} cold loads`,
  );
  console.log(
    `  long tasks: ${median(loads.map((l) => l.tasks.length))}, blocking ${msText(median(blocking))} (TBT-like, until quiet); main thread busy ${msText(median(busy))}`,
  );
  const print = (title: string, key: (node: ProfileNode) => string) => {
    const rows = [...medianByKey(loads.map(({ profile }) => selfTime(profile, key)))]
      .filter(([k]) => k !== IDLE)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    console.log(`\n  ${title} (throttled ms; ÷ ${slowdown} for this host)`);
    for (const [k, ms] of rows) console.log(`  ${msText(ms).padStart(9)}  ${k}`);
  };
  print('self time by script', scriptOf);
  print('self time by function', functionOf);
}

log(`page ${pagePath}, ${tier}-tier phone, ${runs} loads`);
const hostIndexArg = option('--host-index');
const host = hostIndexArg ? givenIndex(Number(hostIndexArg)) : await measureBenchmarkIndex(5);
const slowdown = cpuSlowdown(host.median, PHONES[tier].index);
log(`host CPU benchmark index ${spreadText(host)} → slowdown ×${slowdown}`);
const served = await serveProduction('h2');
try {
  if (tasksMode) await printTasks(served.origin, host.median);
  else await printProfile(served.origin, host.median, slowdown);
} finally {
  await served.close();
}
