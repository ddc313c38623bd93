#!/usr/bin/env node
// Checks the production build of apps/web (run `pnpm --filter @ekran/web build` first):
// 1. none of the fake backend reached it (issue 4: "a build-time check proves the production bundle
//    contains none of it");
// 2. gzipped size budgets of the entry and of each route chunk (issue 11).
// Prints a table and exits non-zero on any violation. With --json, prints the rows as one JSON line
// instead (for scripts/bench.ts); the exit code is the same.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`No build at ${dist}: run \`pnpm --filter @ekran/web build\` first.`);
  process.exit(2);
}

const KB = 1024;
const BUDGET = { entry: 120 * KB, route: 80 * KB, mapRoute: 250 * KB };
// Strings only the fake backend contains: its demo password, its service worker, its seed names.
const MOCK_MARKERS = ['demo12345', 'mockServiceWorker', 'ekran.demo', 'setupWorker', 'MOCK_SEED'];

const jsFiles = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const failures = [];
// Budgets become errors with --enforce-budgets (issue 11); until then they are printed.
const enforceBudgets = process.argv.includes('--enforce-budgets');
const budgetFailures = [];

for (const file of [...jsFiles, '../index.html']) {
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const marker of MOCK_MARKERS) {
    if (text.includes(marker)) failures.push(`${file} contains fake-backend code («${marker}»)`);
  }
}
if (fs.existsSync(path.join(dist, 'mockServiceWorker.js'))) {
  // The worker script is copied from public/; it is inert without the fake backend, but has no
  // business in a production deployment.
  failures.push('dist/mockServiceWorker.js is present');
}

// Static import graph of the chunks, from the import statements rolldown emits.
const importsOf = new Map(
  jsFiles.map((file) => {
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    const deps = [...text.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
    return [file, deps];
  }),
);
const closure = (start) => {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of importsOf.get(file) ?? []) stack.push(dep);
  }
  return seen;
};

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) {
  console.error('No entry script in dist/index.html');
  process.exit(2);
}
const entrySet = closure(entry);
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const rows = [['chunk', 'gzip KB', 'budget KB', '']];
const entrySize = sum(entrySet);
rows.push(['entry (shell + login)', entrySize, BUDGET.entry]);
if (entrySize > BUDGET.entry)
  budgetFailures.push(`entry is ${(entrySize / KB).toFixed(1)} KB gzipped`);

// A route chunk: a lazily loaded screen, named after its file (…-screen / …-step / wizard-layout).
const routeChunks = jsFiles.filter((file) => /(screen|step|layout)-[\w-]+\.js$/.test(file));
for (const file of routeChunks.sort()) {
  const own = [...closure(file)].filter((dep) => !entrySet.has(dep));
  const size = sum(own);
  const usesMap = own.some(
    (dep) =>
      /leaflet|map-picker/i.test(fs.readFileSync(path.join(assets, dep), 'utf8').slice(0, 2000)) ||
      /leaflet/i.test(dep),
  );
  const budget = usesMap ? BUDGET.mapRoute : BUDGET.route;
  rows.push([file.replace(/-[\w]{8}\.js$/, ''), size, budget]);
  if (size > budget)
    budgetFailures.push(`${file} loads ${(size / KB).toFixed(1)} KB gzipped beyond the entry`);
}

const json = process.argv.includes('--json');
if (json) {
  const list = rows.slice(1).map(([chunk, gzip, budget]) => ({ chunk, gzip, budget }));
  console.log(JSON.stringify({ rows: list, failures, budgetFailures }));
}
for (const [name, size, budget] of json ? [] : rows) {
  const fmt = (value) => (typeof value === 'number' ? (value / KB).toFixed(1) : value);
  const flag = typeof size === 'number' && size > budget ? 'OVER' : '';
  console.log(
    `${String(name).padEnd(36)} ${String(fmt(size)).padStart(8)} ${String(fmt(budget)).padStart(10)} ${flag}`,
  );
}
if (enforceBudgets) failures.push(...budgetFailures);
else if (budgetFailures.length)
  console.warn(`\nOver budget (not enforced yet):\n- ${budgetFailures.join('\n- ')}`);
if (failures.length) {
  console.error(`\nBundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
if (json) process.exit(0);
console.log(`\nBundle check passed: no fake backend${enforceBudgets ? ', every budget met' : ''}.`);
