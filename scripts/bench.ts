/**
 * `pnpm bench`: the performance figures of issue 11 in one table — bundle sizes, Lighthouse scores,
 * the map picker benchmark and build times — each beside its target. It prints figures and asserts
 * nothing (exit code 1 only when a step could not run); it is not part of `pnpm test`.
 *
 *   node scripts/bench.ts                          every section (several minutes)
 *   node scripts/bench.ts --only lighthouse        one section: bundle | lighthouse | lighthouse-demo | map | build
 *   node scripts/bench.ts --only bundle,map        several (also: --only bundle --only map)
 *   CHROME_PATH=/path/to/chrome node scripts/bench.ts
 *
 * Sections:
 * - Bundle: a production build of apps/web, then `scripts/check-bundle.mjs --json` (gzipped entry and
 *   route chunks against their budgets). When the Build section runs too, its cold build is reused.
 * - Lighthouse (issue 17): the production build (apps/web/dist) served by nginx with deploy/nginx's
 *   config (gzip, immutable asset caching; e2e/nginx/serve-nginx.ts) and /api proxied to the Node fake
 *   upstream over real HTTP (packages/api/src/mocks/upstream.ts) — the way users load the app.
 *   Lighthouse's default mobile profile (simulated slow 4G and 4× CPU) on /login, /dashboard,
 *   /campaigns and /create-company, the median of 3 runs (`--runs N`), with issue 17's targets
 *   beside each figure: performance ≥ 95 (≥ 90 on /create-company), LCP ≤ 2.5 s, TBT ≤ 200 ms,
 *   CLS ≤ 0.05. The signed-in pages get a token pair in localStorage, as the e2e helpers do.
 * - Lighthouse, demo: the same on the demo build (`build:demo`, the fake backend in the browser)
 *   under `vite preview`, as a second table. Before each audit a warm-up visit registers the fake's
 *   service worker and lets it save its database, so the audit measures a returning visit.
 * - Map: `scripts/bench-map.ts --json` (50,000 players in headless Chromium).
 * - Build: cold production build of apps/web (dist and Vite caches removed) and `pnpm build:storybook`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { preview } from 'vite';
import { chromium, type Page } from 'playwright';
import { mintTokens, TOKEN_KEYS } from '../apps/web/e2e/fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SECTIONS = ['bundle', 'lighthouse', 'lighthouse-demo', 'map', 'build'] as const;
type Section = (typeof SECTIONS)[number];
const TITLES: Record<Section, string> = {
  bundle: 'Bundle (gzip)',
  lighthouse:
    'Lighthouse (mobile, production build behind nginx, /api → the Node fake over HTTP; median of 3)',
  'lighthouse-demo':
    'Lighthouse (mobile, demo build: the fake backend in the browser; median of 3)',
  map: 'Map picker',
  build: 'Build',
};

/** One line of the table. `ok` is null where the issue sets no target. */
type Row = { name: string; value: string; target: string; ok: boolean | null };

// ---------------------------------------------------------------------------------------------
// Helpers

function parseSections(argv: string[]): Section[] {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(
      'usage: node scripts/bench.ts [--only bundle|lighthouse|lighthouse-demo|map|build[,…]] [--runs N] (default: all, 3 runs)',
    );
    process.exit(0);
  }
  const picked: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--only') picked.push(...(argv[i + 1] ?? '').split(','));
    else if (arg.startsWith('--only=')) picked.push(...arg.slice('--only='.length).split(','));
  });
  const names = picked.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length) {
    console.error(`Unknown section: ${unknown.join(', ')} (one of ${SECTIONS.join(', ')})`);
    process.exit(2);
  }
  return names.length ? SECTIONS.filter((s) => names.includes(s)) : [...SECTIONS];
}

const log = (message: string) => console.error(`[bench] ${message}`);

/** Runs a command, collecting its output; resolves with the output and the time it took. */
function run(
  command: string,
  args: string[],
  options: { cwd?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        stdout,
        stderr,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** Like `run`, but a non-zero exit is an error carrying the tail of the output. */
async function mustRun(command: string, args: string[], options: { cwd?: string } = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`\`${command} ${args.join(' ')}\` exited with ${result.code}:\n${tail}`);
  }
  return result;
}

/** The last line of the output that is a JSON object. */
function lastJson<T>(stdout: string): T {
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{'));
  if (!line) throw new Error(`no JSON in the output:\n${stdout.slice(-2000)}`);
  return JSON.parse(line) as T;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const msText = (ms: number) => `${Math.round(ms)} ms`;
const secondsText = (s: number) => `${s.toFixed(1)} s`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Build

const webBuild = () => mustRun('pnpm', ['--filter', '@ekran/web', 'build']);

async function benchBuild(): Promise<Row[]> {
  for (const dir of [
    path.join(web, 'dist'),
    path.join(web, 'node_modules/.vite'),
    path.join(root, 'node_modules/.vite'),
    path.join(root, 'packages/ui/node_modules/.vite'),
    path.join(root, 'packages/api/node_modules/.vite'),
  ])
    rmSync(dir, { recursive: true, force: true });
  log('cold production build of apps/web…');
  const app = await webBuild();
  rmSync(path.join(root, 'storybook-static'), { recursive: true, force: true });
  log('Storybook build…');
  const storybook = await mustRun('pnpm', ['build:storybook']);
  return [
    {
      name: 'apps/web production build (cold)',
      value: secondsText(app.seconds),
      target: '—',
      ok: null,
    },
    {
      name: 'Storybook build',
      value: secondsText(storybook.seconds),
      target: '—',
      ok: null,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Bundle

type BundleReport = {
  rows: { chunk: string; gzip: number; budget: number }[];
  failures: string[];
};

async function benchBundle(built: boolean): Promise<Row[]> {
  if (!built) {
    log('production build of apps/web for the bundle figures…');
    await webBuild();
  }
  const result = await run('node', ['scripts/check-bundle.mjs', '--json']);
  const report = lastJson<BundleReport>(result.stdout);
  const rows: Row[] = report.rows.map(({ chunk, gzip, budget }) => ({
    // check-bundle strips 8-character hashes without «-»; rolldown's may contain one.
    name: chunk.replace(/-[\w-]{8}\.js$/, ''),
    value: kb(gzip),
    target: `≤ ${Math.round(budget / 1024)} KB${budget > 80 * 1024 && !chunk.startsWith('entry') ? ' (map)' : ''}`,
    ok: gzip <= budget,
  }));
  for (const failure of report.failures)
    rows.push({ name: `check failed: ${failure}`, value: '', target: '', ok: false });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** Issue 17's targets: performance per page; LCP, TBT and CLS the same on every page. */
const PAGES = [
  { name: 'login', path: '/login', signedIn: false, performance: 95 },
  { name: 'dashboard', path: '/dashboard', signedIn: true, performance: 95 },
  { name: 'campaigns', path: '/campaigns', signedIn: true, performance: 95 },
  { name: 'wizard', path: '/create-company', signedIn: true, performance: 90 },
] as const;
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', target: null },
  { id: 'largest-contentful-paint', label: 'LCP', target: 2500 },
  { id: 'total-blocking-time', label: 'TBT', target: 200 },
  { id: 'cumulative-layout-shift', label: 'CLS', target: 0.05 },
] as const;

const median = (values: number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The production build served as deploy/nginx serves it, /api proxied to the Node fake. */
async function serveProduction(): Promise<{ origin: string; close(): Promise<void> }> {
  log('production build (apps/web/dist)…');
  await webBuild();
  const { createFakeUpstream } = await import('../packages/api/src/mocks/upstream.ts');
  const upstream = createFakeUpstream();
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const port = await freePort();
  const nginx = spawn('node', ['e2e/nginx/serve-nginx.ts'], {
    cwd: web,
    env: {
      ...process.env,
      E2E_NGINX_PORT: String(port),
      E2E_UPSTREAM_PORT: String(upstreamPort),
      E2E_NGINX_DIST: path.join(web, 'dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || nginx.exitCode !== null)
      throw new Error('nginx did not start (is it installed?)');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    close: async () => {
      nginx.kill('SIGTERM');
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    },
  };
}

const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
] as const;

type ChromeLauncher = {
  launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
  }): Promise<{ port: number; kill(): unknown }>;
};

/**
 * chrome-launcher comes with lighthouse (its own dependency, not the workspace's): resolved from
 * lighthouse's install, so the workspace needs only the one dev dependency.
 */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const entry = fromLighthouse.resolve('chrome-launcher');
  return (await import(pathToFileURL(entry).href)) as ChromeLauncher;
}

/**
 * Runs `fn` in a page of the browser's default context (the one Lighthouse opens its tab in, so
 * localStorage and the service worker are shared), then disconnects, so Playwright is not attached
 * while Lighthouse measures.
 */
async function inBrowser(port: number, fn: (page: Page) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    try {
      await fn(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** Loads a page like a user would and waits until the app and its fake backend have settled. */
async function warmUp(page: Page, url: string, serviceWorker: boolean) {
  await page.goto(url, { waitUntil: 'load' });
  if (serviceWorker)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

type Finding = { page: string; lines: string[] };

/** The audits pulling a category down: the largest savings first for performance. */
function findings(lhr: Result): string[] {
  const lines: string[] = [];
  const audit = (id: string) => lhr.audits[id];
  const m = (id: string) => audit(id)?.displayValue ?? '?';
  lines.push(
    `metrics: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, ` +
      `TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}; ` +
      `CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  // Where the main-thread time goes: the scripts that cost the most to run.
  const bootup = audit('bootup-time')?.details;
  if (bootup?.type === 'table') {
    const top = bootup.items
      .map((item) => ({ url: String(item.url), scripting: Number(item.scripting ?? 0) }))
      .sort((a, b) => b.scripting - a.scripting)
      .slice(0, 4)
      .map(({ url, scripting }) => {
        const name = url.startsWith('http') ? new URL(url).pathname : url;
        return `${name} ${msText(scripting)}`;
      });
    if (top.length) lines.push(`script evaluation (throttled): ${top.join(', ')}`);
  }
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category.id];
    if (!cat || cat.score === null || Math.round(cat.score * 100) >= category.target) continue;
    const failing = cat.auditRefs
      .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
      .map((ref) => ({ ref, result: audit(ref.id) }))
      .filter(
        ({ result }) =>
          result &&
          result.score !== null &&
          result.score < (category.id === 'performance' ? 0.9 : 1) &&
          result.scoreDisplayMode !== 'informative' &&
          result.scoreDisplayMode !== 'notApplicable' &&
          result.scoreDisplayMode !== 'manual',
      )
      .map(({ ref, result }) => {
        const savings = Object.values(result?.metricSavings ?? {}).reduce(
          (sum: number, value) => sum + (value ?? 0),
          0,
        );
        return { ref, result: result!, rank: savings * 10 + ref.weight };
      })
      .sort((a, b) => b.rank - a.rank)
      .slice(0, 6);
    for (const { result } of failing) {
      const savings = Object.entries(result.metricSavings ?? {})
        .filter(([, value]) => (value ?? 0) > 0)
        .map(([metric, value]) => `${metric} −${metric === 'CLS' ? value : msText(value ?? 0)}`)
        .join(', ');
      lines.push(
        `${category.label}: ${result.title}${result.displayValue ? ` — ${result.displayValue}` : ''}` +
          (savings ? ` (saves ${savings})` : ''),
      );
    }
  }
  return lines;
}

async function benchLighthouse(
  demo: boolean,
  runs: number,
): Promise<{ rows: Row[]; notes: Finding[]; reports: string }> {
  let origin: string;
  let close: () => Promise<void>;
  if (demo) {
    log('demo build (build:demo → apps/web/dist-demo)…');
    await mustRun('pnpm', ['--filter', '@ekran/web', 'build:demo']);
    const port = await freePort();
    const server = await preview({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      mode: 'demo',
      logLevel: 'error',
      build: { outDir: 'dist-demo' },
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    });
    origin = `http://127.0.0.1:${port}`;
    close = () => server.close();
  } else ({ origin, close } = await serveProduction());
  const reports = path.join(os.tmpdir(), `ekran-bench-lighthouse${demo ? '-demo' : ''}`);
  mkdirSync(reports, { recursive: true });
  const launcher = await loadChromeLauncher();
  const chrome = await launcher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  const notes: Finding[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((c) => c.id),
      // Lighthouse clears the HTTP cache before each load (a cold visit) but keeps the fake
      // backend's service worker; localStorage is never cleared by default.
      clearStorageTypes: ['file_systems', 'shader_cache', 'cache_storage'],
    };
    for (const target of PAGES) {
      const url = `${origin}${target.path}`;
      log(`Lighthouse ${target.path}…`);
      await inBrowser(chrome.port, async (page) => {
        const apiErrors: string[] = [];
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (pathname.startsWith('/api/') && response.status() >= 400)
            apiErrors.push(`${response.request().method()} ${pathname} → ${response.status()}`);
        });
        // Twice at most: under heavy load a first warm-up can lose the session to a timing race.
        for (let attempt = 1; ; attempt++) {
          // /login signs out on entry (asynchronously), so signed-in pages warm up elsewhere.
          await warmUp(page, `${origin}${target.signedIn ? '/terms-of-use' : '/login'}`, demo);
          const tokens = target.signedIn ? mintTokens('agency') : null;
          await page.evaluate(
            ({ keys, pair }) => {
              if (pair) {
                localStorage.setItem(keys.access, pair.access_token);
                localStorage.setItem(keys.refresh, pair.refresh_token);
              } else {
                localStorage.removeItem(keys.access);
                localStorage.removeItem(keys.refresh);
              }
            },
            { keys: TOKEN_KEYS, pair: tokens },
          );
          await warmUp(page, url, demo);
          const landed = new URL(page.url()).pathname;
          if (landed === target.path) break;
          const problem = `warm-up of ${target.path} ended on ${landed}; API errors: ${apiErrors.join(', ') || 'none'}`;
          if (attempt === 2) throw new Error(problem);
          log(`${problem}; once more`);
        }
        await page.goto('about:blank');
      });
      // The median of `runs` audits of the page (Lighthouse varies by several points run to run).
      const lhrs: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        const [html, json] = Array.isArray(result.report) ? result.report : [result.report, ''];
        writeFileSync(path.join(reports, `${target.name}-${run}.html`), String(html));
        if (json) writeFileSync(path.join(reports, `${target.name}-${run}.json`), String(json));
        lhrs.push(lhr);
      }
      const endedElsewhere = lhrs
        .map((lhr) => new URL(lhr.finalDisplayedUrl).pathname)
        .find((finalPath) => finalPath !== target.path);
      const suffix = endedElsewhere ? ` (ended on ${endedElsewhere})` : '';
      for (const category of CATEGORIES) {
        const value = median(
          lhrs.map((lhr) => {
            const score = lhr.categories[category.id]?.score;
            return score == null ? Number.NaN : Math.round(score * 100);
          }),
        );
        const goal = category.id === 'performance' ? target.performance : category.target;
        rows.push({
          name: `${target.name} ${category.label}${suffix}`,
          value: Number.isNaN(value) ? 'n/a' : String(value),
          target: goal === 100 ? '100' : `≥ ${goal}`,
          ok: value >= goal,
        });
      }
      for (const metric of METRICS) {
        const value = median(lhrs.map((lhr) => lhr.audits[metric.id]?.numericValue ?? Number.NaN));
        const isCls = metric.id === 'cumulative-layout-shift';
        rows.push({
          name: `${target.name} ${metric.label}`,
          value: Number.isNaN(value) ? 'n/a' : isCls ? value.toFixed(3) : msText(value),
          target:
            metric.target === null
              ? '—'
              : isCls
                ? `≤ ${metric.target}`
                : `≤ ${msText(metric.target)}`,
          ok: metric.target === null ? null : value <= metric.target,
        });
      }
      const middle = lhrs[Math.floor(lhrs.length / 2)]!;
      const warnings = middle.runWarnings.map((w) => `warning: ${w}`);
      notes.push({
        page: `${demo ? 'demo ' : ''}${target.name} (${target.path})`,
        lines: [...findings(middle), ...warnings],
      });
    }
  } finally {
    await chrome.kill();
    await close();
  }
  return { rows, notes, reports };
}

// ---------------------------------------------------------------------------------------------
// Map

type MapFigures = {
  players: number;
  firstRenderMs: number;
  frames: number;
  frameMedianMs: number;
  frameP95Ms: number;
  frameMaxMs: number;
  longTasksAfterLoad: number;
  longestTaskAfterLoadMs: number;
  maxMarkerNodes: number;
};

async function benchMap(): Promise<Row[]> {
  log('map picker benchmark (scripts/bench-map.ts)…');
  const result = await mustRun('node', ['scripts/bench-map.ts', '--json']);
  const f = lastJson<MapFigures>(result.stdout);
  const players = f.players.toLocaleString('en-US');
  return [
    {
      name: `all ${players} points drawn after data arrival`,
      value: msText(f.firstRenderMs),
      target: '≤ 1000 ms',
      ok: f.firstRenderMs <= 1000,
    },
    {
      name: `frame time while panning, p95 (median ${f.frameMedianMs.toFixed(1)} ms)`,
      value: `${f.frameP95Ms.toFixed(1)} ms`,
      target: '≤ 20 ms',
      ok: f.frameP95Ms <= 20,
    },
    {
      name: 'long tasks (> 50 ms) after load',
      value:
        String(f.longTasksAfterLoad) +
        (f.longTasksAfterLoad ? ` (longest ${msText(f.longestTaskAfterLoadMs)})` : ''),
      target: '0',
      ok: f.longTasksAfterLoad === 0,
    },
    {
      name: 'DOM marker nodes (max over the path)',
      value: String(f.maxMarkerNodes),
      target: 'a few hundred (≤ 500)',
      ok: f.maxMarkerNodes <= 500,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Table

function printTable(results: Map<Section, Row[] | Error>) {
  const all = [...results.values()].flatMap((r) => (r instanceof Error ? [] : r));
  const nameWidth = Math.max(28, ...all.map((r) => r.name.length));
  const valueWidth = Math.max(8, ...all.map((r) => r.value.length));
  const targetWidth = Math.max(8, ...all.map((r) => r.target.length));
  const line = (name: string, value: string, target: string, status: string) =>
    `  ${name.padEnd(nameWidth)}  ${value.padStart(valueWidth)}  ${target.padEnd(targetWidth)}  ${status}`;
  const out: string[] = [''];
  out.push(line('', 'figure', 'target', ''));
  for (const section of SECTIONS) {
    const result = results.get(section);
    if (!result) continue;
    out.push('', TITLES[section]);
    if (result instanceof Error) {
      out.push(`  could not run: ${result.message.split('\n')[0]}`);
      continue;
    }
    for (const row of result)
      out.push(
        line(row.name, row.value, row.target, row.ok === null ? '' : row.ok ? 'ok' : 'MISS'),
      );
  }
  console.log(out.join('\n'));
}

async function main() {
  const sections = parseSections(process.argv.slice(2));
  const results = new Map<Section, Row[] | Error>();
  let notes: Finding[] = [];
  let reports = '';
  const attempt = async (section: Section, fn: () => Promise<Row[]>) => {
    try {
      results.set(section, await fn());
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      log(`${section} failed: ${err.stack ?? err.message}`);
      results.set(section, err);
    }
  };
  // The cold build runs first: its dist serves the bundle figures.
  if (sections.includes('build')) await attempt('build', benchBuild);
  const built = results.has('build') && !(results.get('build') instanceof Error);
  if (sections.includes('bundle')) await attempt('bundle', () => benchBundle(built));
  const runsArg = process.argv.findIndex((arg) => arg === '--runs');
  const runs = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : 3) || 3);
  const reportDirs: string[] = [];
  for (const section of ['lighthouse', 'lighthouse-demo'] as const) {
    if (!sections.includes(section)) continue;
    await attempt(section, async () => {
      const lh = await benchLighthouse(section === 'lighthouse-demo', runs);
      notes = [...notes, ...lh.notes];
      reportDirs.push(lh.reports);
      return lh.rows;
    });
  }
  reports = reportDirs.join(', ');
  if (sections.includes('map')) await attempt('map', benchMap);

  printTable(results);
  if (notes.length) {
    console.log('\nLighthouse details (metrics; audits pulling a category below its target)');
    for (const note of notes) {
      console.log(`  ${note.page}`);
      for (const text of note.lines) console.log(`    ${text}`);
    }
    console.log(`  full reports: ${reports} (*.html and .json)`);
  }
  if ([...results.values()].some((r) => r instanceof Error)) process.exitCode = 1;
}

await main();
