/**
 * `pnpm bench`: the app's performance figures in one table — bundle sizes, Lighthouse scores on a
 * mid-tier and a low-tier phone's CPU, interaction latencies, the map picker benchmark and build
 * times — each beside its target. It prints figures and asserts nothing (exit code 1 only when a
 * step could not run); it is not part of `pnpm test`.
 *
 *   node scripts/bench.ts                          every section but the fixed-4× ones (a long run)
 *   node scripts/bench.ts --only lighthouse-mid    one section: bundle | lighthouse-mid |
 *                                                  lighthouse-mid-http1 | lighthouse-low |
 *                                                  lighthouse-low-http1 | lighthouse-floor-mid |
 *                                                  lighthouse-floor-low | lighthouse-demo |
 *                                                  lighthouse-4x | lighthouse-4x-http1 | inp | map | build
 *   node scripts/bench.ts --only lighthouse        the four calibrated production tables and the
 *                                                  floor's two
 *   node scripts/bench.ts --only bundle,map        several (also: --only bundle --only map)
 *   node scripts/bench.ts --only inp --runs 1      --runs N: Lighthouse audits per page (median; 3)
 *   node scripts/bench.ts --only lighthouse-mid --pages dashboard,wizard --host-index 2500 --no-build
 *                                                  an A/B copy: some pages, a given host index, the
 *                                                  dist already built in this tree
 *   node scripts/bench.ts --only lighthouse,inp --per-audit
 *                                                  each audit at the slowdown of the index
 *                                                  Lighthouse read at its own start, each
 *                                                  interaction at the index read just before it
 *   CHROME_PATH=/path/to/chrome node scripts/bench.ts
 *
 * The host's speed: a figure measured under a CPU slowdown means something only for a known host.
 * Before each calibrated Lighthouse table and the interaction section, the host's CPU benchmark
 * index is read five times with Lighthouse's own function (bench-cpu.ts; median and range in the
 * section's title), and the slowdown that makes the host a phone is host index ÷ phone index, as
 * Chrome DevTools calibrates: a mid-tier phone (Pixel 5 class) is index 1000, a low-tier one
 * (Moto G Power class) 264. A host slower than the phone runs unthrottled, and its title says so.
 * With --per-audit, each audit instead takes the slowdown of the index Lighthouse reads at its own
 * start (bench-lighthouse.ts, auditAtOwnIndex): on a host whose load moves during a table, an
 * audit that runs while the host is busy is throttled for the speed it ran at. The interactions
 * then read the index in each interaction's own page, ready and idle, just before its tries, and
 * again after them (bench-inp.ts); each row shows both.
 *
 * Sections:
 * - Bundle: a production build of apps/web, then `scripts/check-bundle.mjs --json` (gzipped entry and
 *   route chunks against their budgets). When the Build section runs too, its cold build is reused.
 * - Lighthouse, mid-tier and low-tier phone: the production build (apps/web/dist) served by nginx
 *   with deploy/nginx's config (gzip, immutable asset caching; e2e/nginx/serve-nginx.ts) over HTTPS
 *   with HTTP/2, as a deployment terminates TLS (a self-signed certificate; openssl makes it), and
 *   /api proxied to the Node fake upstream over real HTTP (packages/api/src/mocks/upstream.ts) —
 *   the way users load the app: browsers speak HTTP/2 only over TLS, and no deployment serves
 *   sign-ins in clear text. Lighthouse's mobile profile (simulated slow 4G) with the phone's
 *   calibrated CPU slowdown (`throttling.cpuSlowdownMultiplier`) on /login, /dashboard, /campaigns
 *   and /create-company, the median of 3 runs (`--runs N`). Targets: mid-tier performance ≥ 95 on
 *   every page, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05; low-tier performance ≥ 80, TBT ≤ 600 ms
 *   (bench-calibration.ts). The signed-in pages get a token pair in localStorage, as the e2e
 *   helpers do. Each page also shows the index Lighthouse itself read during its audits, so a host
 *   whose load changed during the run shows it.
 * - The same over plain HTTP/1.1 (`-http1`), as a second table per phone. Lighthouse's simulation
 *   then opens six cold connections (TCP slow start on each) for the files HTTP/2 sends over one,
 *   which delays LCP on the signed-in pages.
 * - The floor (`lighthouse-floor-mid`, `lighthouse-floor-low`): the same audit of a page made of
 *   the app's stack alone (apps/web/bench-floor: React, React DOM and React Router rendering one
 *   small form), built and served as the app is. What the stack itself costs a start at each
 *   phone's CPU on this host, beside what the app costs.
 * - Lighthouse, demo: the mid-tier table on the demo build (`build:demo`, the fake backend in the
 *   browser) under `vite preview`. Before each audit a warm-up visit lets the fake (in the page)
 *   save its database, so the audit measures a returning visit.
 * - Lighthouse, fixed 4× (`lighthouse-4x`, `lighthouse-4x-http1`; only on request): Lighthouse's
 *   default CPU slowdown whatever the host, the tables this bench printed before it calibrated.
 * - Interactions (`inp`, bench-inp.ts): typing in the wizard, a day of the schedule grid, the
 *   add-budget dialog, the campaign tabs, the user menu and a pan of the map with 50,000 players,
 *   in a phone-sized page whose CPU DevTools throttles by each phone's slowdown; Event Timing's
 *   latency of each, the worst of 5 tries. Targets: INP ≤ 200 ms (mid-tier), ≤ 500 ms (low-tier).
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
  webBuildOnce,
} from './bench-lib.ts';
import {
  cpuSlowdown,
  givenIndex,
  PHONES,
  spreadText,
  type CpuProfile,
  type PhoneTier,
  type Spread,
} from './bench-calibration.ts';
import { measureBenchmarkIndex } from './bench-cpu.ts';
import { benchInp, INTERACTIONS } from './bench-inp.ts';
import { benchLighthouse, LIGHTHOUSE_PAGES, type Finding } from './bench-lighthouse.ts';
import { formatTable, type Row } from './bench-table.ts';

const SECTIONS = [
  'bundle',
  'lighthouse-mid',
  'lighthouse-mid-http1',
  'lighthouse-low',
  'lighthouse-low-http1',
  'lighthouse-floor-mid',
  'lighthouse-floor-low',
  'lighthouse-demo',
  'lighthouse-4x',
  'lighthouse-4x-http1',
  'inp',
  'map',
  'build',
] as const;
type Section = (typeof SECTIONS)[number];

/** Names that stand for several sections. */
const GROUPS: Record<string, readonly Section[]> = {
  // The calibrated production tables and the floor's.
  lighthouse: SECTIONS.filter((section) => /^lighthouse-(mid|low|floor)/.test(section)),
};

/** What every section runs but Lighthouse's fixed 4×, kept for comparison with older figures. */
const DEFAULT_SECTIONS = SECTIONS.filter((s) => !s.startsWith('lighthouse-4x'));

/** The Lighthouse tables: what serves the app, and the CPU they stand for. */
const LIGHTHOUSE: Partial<
  Record<Section, { serve: 'h2' | 'http1' | 'demo' | 'floor'; profile: CpuProfile }>
> = {
  'lighthouse-mid': { serve: 'h2', profile: 'mid' },
  'lighthouse-mid-http1': { serve: 'http1', profile: 'mid' },
  'lighthouse-low': { serve: 'h2', profile: 'low' },
  'lighthouse-low-http1': { serve: 'http1', profile: 'low' },
  'lighthouse-floor-mid': { serve: 'floor', profile: 'mid' },
  'lighthouse-floor-low': { serve: 'floor', profile: 'low' },
  'lighthouse-demo': { serve: 'demo', profile: 'mid' },
  'lighthouse-4x': { serve: 'h2', profile: 'fixed' },
  'lighthouse-4x-http1': { serve: 'http1', profile: 'fixed' },
};

/** The CPU slowdown of a profile on this host: the phone's calibrated one, or Lighthouse's 4×. */
const slowdownFor = (profile: CpuProfile, hostIndex: number) =>
  profile === 'fixed' ? 4 : cpuSlowdown(hostIndex, PHONES[profile].index);

function titles(
  runs: number,
  hosts: ReadonlyMap<Section, Spread>,
  perAudit: boolean,
): Record<Section, string> {
  const on = (host: Spread | undefined) =>
    host ? ` on the host CPU benchmark index ${spreadText(host)}` : '';
  const times = (profile: CpuProfile, host: Spread | undefined) =>
    `×${host ? slowdownFor(profile, host.median) : '?'}`;
  // A host slower than the phone runs unthrottled and still reads slower than the phone would.
  const slower = (profile: PhoneTier, host: Spread | undefined) =>
    host && host.median < PHONES[profile].index
      ? ' (slower than the phone: figures read worse)'
      : '';
  const phone = (profile: PhoneTier) =>
    `${PHONES[profile].label} (index ${PHONES[profile].index}, ${PHONES[profile].example})`;
  const cpu = (profile: CpuProfile, host: Spread | undefined) => {
    if (profile === 'fixed') return "Lighthouse's fixed 4× CPU, whatever the host";
    if (perAudit)
      return `${phone(profile)}: each audit's CPU slowdown from the index Lighthouse read at its start (÷ ${PHONES[profile].index})`;
    return `${phone(profile)}: CPU ${times(profile, host)}${on(host)}${slower(profile, host)}`;
  };
  const served = {
    h2: 'production build behind nginx over HTTPS + HTTP/2, /api → the Node fake',
    http1: 'the same over plain HTTP/1.1, as the nginx e2e serves it',
    demo: 'demo build: the fake backend in the browser',
    floor:
      'the floor: React, React DOM and React Router alone rendering one small form (apps/web/bench-floor), served as the app is; its «login» is that form',
  } as const;
  const lighthouse = (section: Section) => {
    const { serve, profile } = LIGHTHOUSE[section]!;
    return `Lighthouse, mobile, ${served[serve]}; ${cpu(profile, hosts.get(section))}; median of ${runs}`;
  };
  return {
    bundle: 'Bundle (gzip)',
    'lighthouse-mid': lighthouse('lighthouse-mid'),
    'lighthouse-mid-http1': lighthouse('lighthouse-mid-http1'),
    'lighthouse-low': lighthouse('lighthouse-low'),
    'lighthouse-low-http1': lighthouse('lighthouse-low-http1'),
    'lighthouse-floor-mid': lighthouse('lighthouse-floor-mid'),
    'lighthouse-floor-low': lighthouse('lighthouse-floor-low'),
    'lighthouse-demo': lighthouse('lighthouse-demo'),
    'lighthouse-4x': lighthouse('lighthouse-4x'),
    'lighthouse-4x-http1': lighthouse('lighthouse-4x-http1'),
    inp: `Interactions (Event Timing, production build over HTTPS + HTTP/2, phone-sized page): ${
      perAudit
        ? `each interaction's CPU slowdown from the index read in its page before its tries (÷ ${PHONES.mid.index} mid-tier, ÷ ${PHONES.low.index} low-tier)`
        : `mid-tier CPU ${times('mid', hosts.get('inp'))}, low-tier ${times('low', hosts.get('inp'))}${on(hosts.get('inp'))}${slower('mid', hosts.get('inp'))}`
    }`,
    map: 'Map picker',
    build: 'Build',
  };
}

const USAGE = `usage: node scripts/bench.ts [--only SECTION[,…]] [--runs N] [--host-index N] [--pages NAME[,…]] [--interactions KEY[,…]] [--no-build]
  sections: ${SECTIONS.join(', ')}
  lighthouse = ${GROUPS.lighthouse!.join(', ')}
  default: every section but ${SECTIONS.filter((s) => !DEFAULT_SECTIONS.includes(s)).join(', ')}; 3 Lighthouse runs per page
  --host-index N: the phones' slowdowns from this index instead of a reading (an A/B's copies at one slowdown)
  --per-audit: each Lighthouse audit at the slowdown of the index Lighthouse read at its own start, each interaction at the index read in its page just before its tries (a busy host)
  --pages NAME[,…]: only these of the Lighthouse pages (${LIGHTHOUSE_PAGES.map((page) => page.name).join(', ')})
  --interactions KEY[,…]: only these of the interactions (${INTERACTIONS.map((i) => i.key).join(', ')})
  --no-build: the production tables on apps/web/dist as it is, without building it first`;

/** A `--flag a,b` list of names from `known`; a name not in it prints the usage and exits. */
function listArg(flag: string, what: string, known: readonly string[]): string[] | undefined {
  const at = process.argv.indexOf(flag);
  if (at < 0) return undefined;
  const names = (process.argv[at + 1] ?? '').split(',');
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    console.error(`Unknown ${what}: ${unknown}\n${USAGE}`);
    process.exit(2);
  }
  return names;
}

function parseSections(argv: string[]): Section[] {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const picked: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--only') picked.push(...(argv[i + 1] ?? '').split(','));
    else if (arg.startsWith('--only=')) picked.push(...arg.slice('--only='.length).split(','));
  });
  const names = picked
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((name): string[] => [...(GROUPS[name] ?? [name])]);
  const unknown = names.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length) {
    console.error(`Unknown section: ${unknown.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  return names.length ? SECTIONS.filter((s) => names.includes(s)) : [...DEFAULT_SECTIONS];
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

async function benchBundle(): Promise<Row[]> {
  log('production build of apps/web for the bundle figures (the Build section’s, when it ran)…');
  await webBuildOnce();
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
  const pages = listArg(
    '--pages',
    'page',
    LIGHTHOUSE_PAGES.map((page) => page.name),
  );
  const interactions = listArg(
    '--interactions',
    'interaction',
    INTERACTIONS.map((i) => i.key),
  );
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
  if (sections.includes('bundle')) await attempt('bundle', benchBundle);
  const runsArg = process.argv.findIndex((arg) => arg === '--runs');
  const runs = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : 3) || 3);
  // The phones' slowdowns follow from the host's index, read again before each table that needs
  // it: a table takes minutes, and the host's load moves meanwhile (Lighthouse's own reading during
  // each audit is in each table too).
  const hosts = new Map<Section, Spread>();
  // An A/B sitting gives every copy the same index, so that the slowdown does not differ with the
  // reading before each copy's table; the tables still show Lighthouse's readings during the audits.
  const indexArg = process.argv.findIndex((arg) => arg === '--host-index');
  const given = indexArg >= 0 ? Number(process.argv[indexArg + 1]) : undefined;
  if (given !== undefined && !(given > 0)) throw new Error('--host-index takes a positive number');
  const perAudit = process.argv.includes('--per-audit');
  if (perAudit && given !== undefined)
    throw new Error('--per-audit and --host-index exclude each other');
  const measureHost = async (section: Section) => {
    if (given !== undefined) {
      hosts.set(section, givenIndex(given));
      return given;
    }
    log(`${section}: CPU benchmark index of the host (Lighthouse's computeBenchmarkIndex)…`);
    const host = await measureBenchmarkIndex(5);
    log(`${section}: CPU benchmark index ${spreadText(host)}`);
    hosts.set(section, host);
    return host.median;
  };
  const reportDirs: string[] = [];
  for (const section of sections) {
    const table = LIGHTHOUSE[section];
    if (!table) continue;
    await attempt(section, async () => {
      const { profile } = table;
      const cpuSlowdown =
        profile === 'fixed'
          ? slowdownFor(profile, Number.NaN)
          : perAudit
            ? { phoneIndex: PHONES[profile].index }
            : slowdownFor(profile, await measureHost(section));
      // The floor has one page, on every path: the login's.
      const only = table.serve === 'floor' ? ['login'] : pages;
      const lh = await benchLighthouse({ name: section, ...table, cpuSlowdown }, runs, only);
      notes = [...notes, ...lh.notes];
      reportDirs.push(lh.reports);
      return lh.rows;
    });
  }
  reports = reportDirs.join(', ');
  if (sections.includes('inp'))
    await attempt('inp', async () =>
      benchInp(perAudit ? 'own' : await measureHost('inp'), interactions),
    );
  if (sections.includes('map')) await attempt('map', benchMap);

  console.log(formatTable(results, SECTIONS, titles(runs, hosts, perAudit)));
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
