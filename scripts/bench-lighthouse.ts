/**
 * The Lighthouse sections of `pnpm bench`: each page warmed up like a returning visit,
 * audited `runs` times, the median of each score and metric beside its target, and the audits
 * that pull a category below its target.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright';
import { mintTokens, TOKEN_KEYS } from '../apps/web/e2e/fixtures.ts';
import {
  cpuSlowdown,
  lighthouseGoals,
  metricRow,
  scoreRow,
  slowSavedAudit,
  spread,
  type CpuProfile,
  type SavedAudit,
} from './bench-calibration.ts';
import { CHROME_FLAGS, CHROME_PATH, log, median, msText } from './bench-lib.ts';
import { serveDemo, serveFloor, serveProduction } from './bench-serve.ts';
import type { Row } from './bench-table.ts';

/** The pages; their targets depend on the CPU profile (bench-calibration.ts). */
export const LIGHTHOUSE_PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'campaigns', path: '/campaigns', signedIn: true },
  { name: 'wizard', path: '/create-company', signedIn: true },
] as const;
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', goal: null, unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', goal: 'lcp', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', goal: 'tbt', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', goal: 'cls', unit: 'cls' },
] as const;

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
 * localStorage is shared), then disconnects, so Playwright is not attached
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
async function warmUp(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}
export type Finding = { page: string; lines: string[] };

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

/**
 * One Lighthouse table: what serves the app (the production build over HTTPS + HTTP/2 or over
 * HTTP/1.1, or the demo build), the CPU profile its targets belong to and the CPU slowdown
 * Lighthouse's simulation applies; `name` names its reports' folder and its notes.
 */
export type LighthouseTable = {
  name: string;
  serve: 'h2' | 'http1' | 'demo' | 'floor';
  profile: CpuProfile;
  /**
   * The CPU slowdown of every audit, or `{ phoneIndex }`: each audit's own, the index Lighthouse
   * read at the start of that audit ÷ the phone's (auditAtOwnIndex).
   */
  cpuSlowdown: number | { phoneIndex: number };
};

/**
 * One audit at the slowdown of the index Lighthouse reads at the start of its own gathering.
 * Lighthouse's simulation scales the tasks of the load it recorded unthrottled, and they took as
 * long as the host was slow at that moment, so the slowdown that makes that load a phone's follows
 * the host's speed then, not at another time. Lighthouse gathers first (`gatherMode`: the load, its
 * trace and its index, saved in `folder`), the saved settings take the slowdown of that index, and
 * Lighthouse audits the saved load (`auditMode`) at it.
 */
async function auditAtOwnIndex(url: string, flags: Flags, phoneIndex: number, folder: string) {
  rmSync(folder, { recursive: true, force: true });
  await lighthouse(url, { ...flags, gatherMode: folder });
  const saved = path.join(folder, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(saved, 'utf8')) as SavedAudit;
  const slowdown = slowSavedAudit(artifacts, phoneIndex);
  writeFileSync(saved, JSON.stringify(artifacts));
  return lighthouse(url, {
    ...flags,
    auditMode: folder,
    throttling: { ...flags.throttling, cpuSlowdownMultiplier: slowdown },
  });
}

/** `pages`: the names of the pages to audit (all when not given). */
export async function benchLighthouse(
  table: LighthouseTable,
  runs: number,
  pages?: readonly string[],
): Promise<{ rows: Row[]; notes: Finding[]; reports: string }> {
  const { origin, close } =
    table.serve === 'demo'
      ? await serveDemo()
      : table.serve === 'floor'
        ? await serveFloor()
        : await serveProduction(table.serve);
  const reports = path.join(os.tmpdir(), `ekran-bench-${table.name}`);
  mkdirSync(reports, { recursive: true });
  const launcher = await loadChromeLauncher();
  // The HTTPS origin has the bench's self-signed certificate (bench-serve.ts).
  const chromeFlags = origin.startsWith('https:')
    ? [...CHROME_FLAGS, '--ignore-certificate-errors']
    : CHROME_FLAGS;
  const chrome = await launcher.launch({ chromePath: CHROME_PATH, chromeFlags });
  const rows: Row[] = [];
  const notes: Finding[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((c) => c.id),
      // Lighthouse clears the HTTP cache before each load (a cold visit); localStorage (the
      // session, and the demo's fake backend's state) is never cleared by default.
      clearStorageTypes: ['file_systems', 'shader_cache', 'cache_storage'],
      // Only the CPU changes: the rest of the mobile profile's simulated throttling (slow 4G)
      // stays, merged in by Lighthouse.
      throttling: {
        // Each audit's own slowdown is set after its gathering, which the slowdown does not touch.
        cpuSlowdownMultiplier: typeof table.cpuSlowdown === 'number' ? table.cpuSlowdown : 1,
      },
    };
    const { cpuSlowdown: fixed } = table;
    for (const target of LIGHTHOUSE_PAGES.filter((page) => !pages || pages.includes(page.name))) {
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
          await warmUp(page, `${origin}${target.signedIn ? '/terms-of-use' : '/login'}`);
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
          await warmUp(page, url);
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
      let retried = 0;
      while (lhrs.length < runs) {
        const run = lhrs.length + 1;
        const result =
          typeof fixed === 'number'
            ? await lighthouse(url, flags)
            : await auditAtOwnIndex(url, flags, fixed.phoneIndex, path.join(reports, 'artifacts'));
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        // Chrome now and then loses a trace (NO_NAVSTART): that run is taken again, twice at most.
        if (lhr.runtimeError && retried < 2) {
          retried += 1;
          log(`${url}: ${lhr.runtimeError.code}; run ${run} once more`);
          continue;
        }
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
      const goals = lighthouseGoals(table.profile, target.name);
      for (const category of CATEGORIES) {
        const value = median(
          lhrs.map((lhr) => {
            const score = lhr.categories[category.id]?.score;
            return score == null ? Number.NaN : Math.round(score * 100);
          }),
        );
        const goal = category.id === 'performance' ? goals.performance : category.target;
        rows.push(scoreRow(`${target.name} ${category.label}${suffix}`, value, goal));
      }
      for (const metric of METRICS) {
        const value = median(lhrs.map((lhr) => lhr.audits[metric.id]?.numericValue ?? Number.NaN));
        const goal = metric.goal === null ? null : goals[metric.goal];
        rows.push(metricRow(`${target.name} ${metric.label}`, value, goal, metric.unit));
      }
      // The table's title names the slowdown; a figure under another one would belie it.
      for (const lhr of lhrs) {
        const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
        const meant =
          typeof fixed === 'number'
            ? fixed
            : cpuSlowdown(lhr.environment.benchmarkIndex, fixed.phoneIndex);
        if (applied !== meant) throw new Error(`Lighthouse ran at CPU ×${applied}, not ×${meant}`);
      }
      // The index Lighthouse measured during the audits. With one slowdown for the table, fixed
      // from the index measured before it, a reading far from that says the host's load changed
      // meanwhile; with each audit's own, it is what set the slowdowns.
      const indices = spread(lhrs.map((lhr) => lhr.environment.benchmarkIndex));
      rows.push({
        name: `${target.name} CPU benchmark index during the audits`,
        value:
          typeof fixed === 'number'
            ? String(Math.round(indices.median))
            : `${Math.round(indices.median)} (${Math.round(indices.min)}–${Math.round(indices.max)})`,
        target: '—',
        ok: null,
      });
      if (typeof fixed !== 'number') {
        const slowdowns = spread(
          lhrs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN),
        );
        rows.push({
          name: `${target.name} CPU slowdown of the audits`,
          value: `×${slowdowns.median} (×${slowdowns.min}–${slowdowns.max})`,
          target: '—',
          ok: null,
        });
      }
      // The run of the median score, as Lighthouse's own CLI picks a representative run.
      const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      const byScore = [...lhrs].sort((a, b) => performance(a) - performance(b));
      const middle = byScore[Math.floor(byScore.length / 2)]!;
      const warnings = middle.runWarnings.map((w) => `warning: ${w}`);
      notes.push({
        page: `${table.name}: ${target.name} (${target.path})`,
        lines: [...findings(middle), ...warnings],
      });
    }
  } finally {
    await chrome.kill();
    await close();
  }
  return { rows, notes, reports };
}
