/**
 * Where a page's start spends the main thread: one cold load of a page of the production build
 * (served as `pnpm bench` serves it: nginx over HTTPS + HTTP/2, /api → the Node fake), the CPU
 * throttled to a phone by the host's calibrated slowdown, sampled by V8's profiler until the
 * network is quiet. It prints the long tasks, then the self time by script and by function,
 * scaled back to the host (the phone's figures are these × the slowdown).
 *
 *   node scripts/bench-profile.ts [PATH] [--tier mid|low] [--runs N] [--top N]
 *
 * PATH is /dashboard by default (signed in as the agency account; /login and /register are
 * opened signed out). The figures are the median of N loads (3).
 */
import { chromium, type CDPSession } from 'playwright';
import { mintTokens, TOKEN_KEYS } from '../apps/web/e2e/fixtures.ts';
import { cpuSlowdown, PHONES, spreadText, type PhoneTier } from './bench-calibration.ts';
import { measureBenchmarkIndex } from './bench-cpu.ts';
import { CHROME_FLAGS, CHROME_PATH, log, median, msText } from './bench-lib.ts';
import { serveProduction } from './bench-serve.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pagePath =
  args.find((arg, i) => arg.startsWith('/') && !args[i - 1]?.startsWith('--')) ?? '/dashboard';
const tier = (option('--tier') ?? 'low') as PhoneTier;
if (!(tier in PHONES)) throw new Error('--tier is mid or low');
const runs = Number(option('--runs') ?? 3);
const top = Number(option('--top') ?? 25);
const signedIn = !['/login', '/register'].some((open) => pagePath.startsWith(open));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
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

/** A script's path; V8's own entries keep their names: (program), (garbage collector), (idle). */
const scriptOf = ({ callFrame: { url, functionName } }: ProfileNode) =>
  url
    ? new URL(url).pathname
    : functionName.startsWith('(')
      ? functionName
      : `(${functionName || 'native'})`;
const functionOf = (node: ProfileNode) =>
  node.callFrame.url
    ? `${node.callFrame.functionName || '(anonymous)'}  ${new URL(node.callFrame.url).pathname}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`
    : scriptOf(node);
/** The one entry that is not main-thread work: (program) is the engine's work outside JavaScript. */
const IDLE = '(idle)';

async function oneLoad(origin: string, slowdown: number) {
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
  } finally {
    await browser.close();
  }
}

log(`page ${pagePath}, ${tier}-tier phone, ${runs} loads`);
const host = await measureBenchmarkIndex(5);
const slowdown = cpuSlowdown(host.median, PHONES[tier].index);
log(`host CPU benchmark index ${spreadText(host)} → slowdown ×${slowdown}`);
const served = await serveProduction('h2');
try {
  const loads: Awaited<ReturnType<typeof oneLoad>>[] = [];
  for (let i = 0; i < runs; i++) loads.push(await oneLoad(served.origin, slowdown));
  const medianOf = (maps: Map<string, number>[]) => {
    const keys = new Set(maps.flatMap((map) => [...map.keys()]));
    return new Map([...keys].map((k) => [k, median(maps.map((map) => map.get(k) ?? 0))]));
  };
  const blocking = loads.map(({ tasks }) => tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
  const busy = loads.map(({ profile }) =>
    [...selfTime(profile, scriptOf)].filter(([k]) => k !== IDLE).reduce((s, [, v]) => s + v, 0),
  );
  console.log(
    `\n${pagePath}, ${tier}-tier phone (host index ${host.median}, ×${slowdown}), median of ${runs} cold loads`,
  );
  console.log(
    `  long tasks: ${median(loads.map((l) => l.tasks.length))}, blocking ${msText(median(blocking))} (TBT-like, until quiet); main thread busy ${msText(median(busy))}`,
  );
  const print = (title: string, key: (node: ProfileNode) => string) => {
    const rows = [...medianOf(loads.map(({ profile }) => selfTime(profile, key)))]
      .filter(([k]) => k !== IDLE)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    console.log(`\n  ${title} (throttled ms; ÷ ${slowdown} for this host)`);
    for (const [k, ms] of rows) console.log(`  ${msText(ms).padStart(9)}  ${k}`);
  };
  print('self time by script', scriptOf);
  print('self time by function', functionOf);
} finally {
  await served.close();
}
