/**
 * `pnpm bench`: the app's performance figures in one table — bundle sizes, Lighthouse scores,
 * the map picker benchmark and build times — each beside its target. It prints figures and asserts
 * nothing (exit code 1 only when a step could not run); it is not part of `pnpm test`.
 *
 *   node scripts/bench.ts                          every section (several minutes)
 *   node scripts/bench.ts --only lighthouse        one section: bundle | lighthouse | lighthouse-http1 |
 *                                                  lighthouse-demo | map | build
 *   node scripts/bench.ts --only bundle,map        several (also: --only bundle --only map)
 *   CHROME_PATH=/path/to/chrome node scripts/bench.ts
 *
 * Sections:
 * - Bundle: a production build of apps/web, then `scripts/check-bundle.mjs --json` (gzipped entry and
 *   route chunks against their budgets). When the Build section runs too, its cold build is reused.
 * - Lighthouse: the production build (apps/web/dist) served by nginx with deploy/nginx's
 *   config (gzip, immutable asset caching; e2e/nginx/serve-nginx.ts) over HTTPS with HTTP/2, as a
 *   deployment terminates TLS (a self-signed certificate; openssl makes it), and /api proxied to
 *   the Node fake upstream over real HTTP (packages/api/src/mocks/upstream.ts) — the way users load
 *   the app: browsers speak HTTP/2 only over TLS, and no deployment serves sign-ins in clear text.
 *   Lighthouse's default mobile profile (simulated slow 4G and 4× CPU) on /login, /dashboard,
 *   /campaigns and /create-company, the median of 3 runs (`--runs N`), with the targets beside
 *   each figure: performance ≥ 95 (≥ 90 on /create-company), LCP ≤ 2.5 s, TBT ≤ 200 ms,
 *   CLS ≤ 0.05. The signed-in pages get a token pair in localStorage, as the e2e helpers do.
 * - Lighthouse, HTTP/1.1: the same over plain HTTP, as a second table. Lighthouse's simulation
 *   then opens six cold connections (TCP slow start on each) for the files HTTP/2 sends over one,
 *   which delays LCP on the signed-in pages.
 * - Lighthouse, demo: the same on the demo build (`build:demo`, the fake backend in the browser)
 *   under `vite preview`, as a second table. Before each audit a warm-up visit lets the fake (in the
 *   page) save its database, so the audit measures a returning visit.
 * - Map: `scripts/bench-map.ts --json` (50,000 players in headless Chromium).
 * - Build: cold production build of apps/web (dist and Vite caches removed) and `pnpm build:storybook`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  kb,
  lastJson,
  log,
  msText,
  mustRun,
  root,
  run,
  secondsText,
  web,
  webBuild,
} from './bench-lib.ts';
import { benchLighthouse, type Finding } from './bench-lighthouse.ts';
import { formatTable, type Row } from './bench-table.ts';

const SECTIONS = [
  'bundle',
  'lighthouse',
  'lighthouse-http1',
  'lighthouse-demo',
  'map',
  'build',
] as const;
type Section = (typeof SECTIONS)[number];
const titles = (runs: number): Record<Section, string> => ({
  bundle: 'Bundle (gzip)',
  lighthouse: `Lighthouse (mobile, production build behind nginx over HTTPS + HTTP/2, /api → the Node fake; median of ${runs})`,
  'lighthouse-http1': `Lighthouse (mobile, the same over plain HTTP/1.1, as the nginx e2e serves it; median of ${runs})`,
  'lighthouse-demo': `Lighthouse (mobile, demo build: the fake backend in the browser; median of ${runs})`,
  map: 'Map picker',
  build: 'Build',
});

function parseSections(argv: string[]): Section[] {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(
      'usage: node scripts/bench.ts [--only bundle|lighthouse|lighthouse-http1|lighthouse-demo|map|build[,…]] [--runs N] (default: all, 3 runs)',
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

// ---------------------------------------------------------------------------------------------
// Build

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
  rows: { chunk: string; gzip: number; budget: number; requests?: number; requestLimit?: number }[];
  failures: string[];
};

async function benchBundle(built: boolean): Promise<Row[]> {
  if (!built) {
    log('production build of apps/web for the bundle figures…');
    await webBuild();
  }
  const result = await run('node', ['scripts/check-bundle.mjs', '--json']);
  const report = lastJson<BundleReport>(result.stdout);
  const rows: Row[] = report.rows.flatMap(({ chunk, gzip, budget, requests, requestLimit }) => {
    // check-bundle strips 8-character hashes without «-»; rolldown's may contain one.
    const name = chunk.replace(/-[\w-]{8}\.js$/, '');
    const size: Row = {
      name,
      value: kb(gzip),
      target: `≤ ${Math.round(budget / 1024)} KB${budget > 80 * 1024 && !chunk.startsWith('entry') ? ' (map)' : ''}`,
      ok: gzip <= budget,
    };
    if (requests === undefined || requestLimit === undefined) return [size];
    // The JavaScript files the route needs beyond the entry's.
    const files = `${name}, JS requests`;
    return [
      size,
      {
        name: files,
        value: String(requests),
        target: `≤ ${requestLimit}`,
        ok: requests <= requestLimit,
      },
    ];
  });
  for (const failure of report.failures)
    rows.push({ name: `check failed: ${failure}`, value: '', target: '', ok: false });
  return rows;
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
  const lighthouseTargets = {
    lighthouse: 'production',
    'lighthouse-http1': 'production-http1',
    'lighthouse-demo': 'demo',
  } as const;
  for (const section of ['lighthouse', 'lighthouse-http1', 'lighthouse-demo'] as const) {
    if (!sections.includes(section)) continue;
    await attempt(section, async () => {
      const lh = await benchLighthouse(lighthouseTargets[section], runs);
      notes = [...notes, ...lh.notes];
      reportDirs.push(lh.reports);
      return lh.rows;
    });
  }
  reports = reportDirs.join(', ');
  if (sections.includes('map')) await attempt('map', benchMap);

  console.log(formatTable(results, SECTIONS, titles(runs)));
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
