#!/usr/bin/env node
// Checks the production build of apps/web (run `pnpm --filter @ekran/web build` first):
// 1. none of the fake backend reached it (the demo's fake never ships to production);
// 2. gzipped size budgets of the entry, of each route chunk and of the map route, and the number
//    of JavaScript files each route needs;
// 3. Leaflet loads only on demand, from the routes that use it. Charts are plain SVG
//    (packages/ui/src/components/chart/chart-canvas.tsx), so no chart library is checked.
// Prints a table and exits non-zero on any violation. `--report-only` prints the table and the
// budget overruns without failing on them (the fake-backend and library checks still fail).
// `--json` (for scripts/bench.ts) prints one JSON line {rows, failures, budgetFailures} instead of the
// table, and like --report-only fails only on the fake-backend and library checks.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.BUNDLE_DIST ?? 'apps/web/dist');
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`No build at ${dist}: run \`pnpm --filter @ekran/web build\` first.`);
  process.exit(2);
}

const KB = 1024;
/*
 * Budgets, gzipped:
 * - entry: everything index.html loads up front (its scripts, their static imports, modulepreloads);
 * - a route chunk: a lazily loaded screen or frame with its static imports, beyond the entry and
 *   beyond the frames it always renders inside (FRAMES below), so no byte is counted twice;
 * - the map route (wizard parameters step): everything needed to show it beyond the entry — its
 *   frames, the step, and the map picker with Leaflet that the step loads on demand.
 * The entry holds React DOM, React Router's data router, TanStack Query, React, the session, the
 * app's own shell and its class table (src/app/class-table.ts, about 4 KB: with it the first
 * render merges its classes without building tailwind-merge's table). ky and the API client's
 * fetchers load with the first call, in the start chunk (src/app/create-app-api.ts), which is why
 * that chunk has its own budget: both load on every start, so what moved counts once. The map
 * route's budget holds beyond the entry only: it carries the signed-in frame, the form libraries,
 * the date picker and Leaflet.
 */
const BUDGET = {
  entry: 124 * KB,
  start: 50 * KB,
  overlay: 25 * KB,
  route: 80 * KB,
  mapRoute: 250 * KB,
  contract: 35 * KB,
};
/*
 * No route should need more than about six requests of JavaScript beyond the entry's (index.html
 * loads those in parallel): its frames, its screen and what they import, the start chunk, the
 * shared UI chunks, all fetched at once. Fewer, larger files are faster on a phone network
 * (HTTP/1.1 queues past six connections). Hence the limits: one more for a form screen
 * (react-hook-form and zod, which the dashboard does not load), one more again for the wizard's
 * map step (its wizard frame).
 */
const ROUTE_REQUESTS = 7;
const MAP_ROUTE_REQUESTS = 8;
/*
 * The chunk the entry imports on every start, whatever the route (apps/web/vite.config.ts, group
 * «app-start»: the API client, the first screen's data, the toaster, the tenant theme runtime, the
 * contract check).
 */
const START_CHUNK = 'app-start';
/*
 * Radix's menu, dialog and popper (apps/web/vite.config.ts, group «ui-overlay»), shared by the
 * screens that open a menu or a dialog; the frame loads its own (user menu, drawer, top-up) on
 * first use, so the dashboard does without it. Counted once, in its own row, not in
 * each screen's size; its request still counts in each route that needs it.
 */
const OVERLAY_CHUNK = 'ui-overlay';
/*
 * The response contract (zod and every schema) loads with the first API call, beside its
 * answer, never in the entry, in its worker or (fallback) as chunks; found by a call name only its
 * table contains.
 */
const CONTRACT_MARKER = 'Upload the signed agreement';
/*
 * ky's core and the API client load with the first call, in the start chunk
 * (apps/web/src/app/create-app-api.ts); found by an error text of ky's request class.
 */
const HTTP_CLIENT_MARKER = 'option must be a function';
// Strings only the fake backend contains: its demo password, its service worker, its seed names.
const MOCK_MARKERS = ['demo12345', 'mockServiceWorker', 'ekran.demo', 'setupWorker', 'MOCK_SEED'];
/*
 * Large libraries that only some routes need, each found by a string its code always contains
 * (Leaflet's attribution link). They must sit in chunks that are
 * loaded on demand (dynamic import), imported only from the closure of the routes listed.
 */
const LIBRARIES = [
  {
    name: 'Leaflet',
    marker: 'leafletjs.com',
    routes: ['parameters-step', 'campaign-view-screen'],
  },
];
// Which lazily loaded frame (layout route) each route renders inside (apps/web/src/app/router.tsx).
const FRAMES = {
  'main-layout': [
    'dashboard-screen',
    'campaigns-screen',
    'campaign-view-screen',
    'account-screen',
    'organization-screen',
    'billings-screen',
    'documents-screen',
    'wizard-layout',
  ],
  'wizard-layout': ['parameters-step', 'content-step', 'select-content-step', 'verify-step'],
  'public-layout': ['terms-screen', 'shared-campaign-screen'],
};
const MAP_ROUTE = 'parameters-step';

const json = process.argv.includes('--json');
const reportOnly = json || process.argv.includes('--report-only');
const jsFiles = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const read = (file) => fs.readFileSync(path.join(assets, file), 'utf8');
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(read(file), { level: 9 }).length);
  return gzCache.get(file);
};
const failures = [];
const budgetFailures = [];

for (const file of [...jsFiles, '../index.html']) {
  const text = read(file);
  for (const marker of MOCK_MARKERS) {
    if (text.includes(marker)) failures.push(`${file} contains fake-backend code («${marker}»)`);
  }
}
if (fs.existsSync(path.join(dist, 'mockServiceWorker.js'))) {
  // The worker script is copied from public/; it is inert without the fake backend, but has no
  // business in a production deployment.
  failures.push('dist/mockServiceWorker.js is present');
}

// The import graph of the chunks, from the import statements rolldown emits.
const staticImports = new Map();
const dynamicImports = new Map();
for (const file of jsFiles) {
  const text = read(file);
  staticImports.set(
    file,
    [...text.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]),
  );
  dynamicImports.set(
    file,
    [...text.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((m) => m[1]),
  );
}
/** A chunk and everything it imports statically: what loads together with it. */
const closure = (...starts) => {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of staticImports.get(file) ?? []) stack.push(dep);
  }
  return seen;
};
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const minus = (files, ...excluded) =>
  new Set([...files].filter((file) => !excluded.some((set) => set.has(file))));
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [
  ...html.matchAll(
    /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g,
  ),
].map((m) => m[1]);
if (entryFiles.length === 0) {
  console.error('No entry script in dist/index.html');
  process.exit(2);
}
const entrySet = closure(...entryFiles);

// Route chunks: lazily loaded screens and frames, named after their files.
const routeName = (file) => file.replace(/-[\w-]{8}\.js$/, '');
const routeChunks = new Map(
  jsFiles
    .filter((file) => /(screen|step|layout)-[\w-]{8}\.js$/.test(file))
    .map((file) => [routeName(file), file]),
);
const framesOf = (name) => {
  const frame = Object.keys(FRAMES).find((key) => FRAMES[key].includes(name));
  return frame ? [...framesOf(frame), frame] : [];
};
const frameClosure = (name) =>
  closure(...framesOf(name).flatMap((frame) => routeChunks.get(frame) ?? []));

const rows = [['chunk', 'gzip KB', 'budget KB', 'JS requests']];
const entrySize = sum(entrySet);
rows.push(['entry (shell + login)', entrySize, BUDGET.entry]);
if (entrySize > BUDGET.entry) budgetFailures.push(`the entry is ${kb(entrySize)} gzipped`);

const requestLimit = (name) => (name === MAP_ROUTE ? MAP_ROUTE_REQUESTS : ROUTE_REQUESTS);
const startFile = jsFiles.find((file) => file.startsWith(`${START_CHUNK}-`));
if (!startFile) failures.push(`no ${START_CHUNK} chunk (apps/web/vite.config.ts codeSplitting)`);
else if (![...entrySet].some((file) => dynamicImports.get(file)?.includes(startFile)))
  failures.push(`the entry does not load ${startFile}`);
// Loaded on every start like the entry: counted once here, not again in each route.
const startSet = startFile ? minus(closure(startFile), entrySet) : new Set();
const startSize = sum(startSet);
rows.push(['app start (every route, beyond entry)', startSize, BUDGET.start, startSet.size]);
if (startSize > BUDGET.start) budgetFailures.push(`the app start is ${kb(startSize)} gzipped`);

const overlayFile = jsFiles.find((file) => file.startsWith(`${OVERLAY_CHUNK}-`));
const overlaySet = new Set(overlayFile ? [overlayFile] : []);
if (overlayFile) {
  const overlaySize = sum(overlaySet);
  rows.push(['menus and dialogs (screens that open them)', overlaySize, BUDGET.overlay, 1]);
  if (overlaySize > BUDGET.overlay)
    budgetFailures.push(`the menus and dialogs chunk is ${kb(overlaySize)} gzipped`);
}

for (const [name, file] of [...routeChunks].sort(([a], [b]) => a.localeCompare(b))) {
  const size = sum(minus(closure(file), entrySet, startSet, overlaySet, frameClosure(name)));
  // What opening the route from a fresh load fetches beyond the entry: frames, screen, start.
  const requests = minus(
    closure(file, ...framesOf(name).flatMap((frame) => routeChunks.get(frame) ?? []), startFile),
    entrySet,
  ).size;
  rows.push([name, size, BUDGET.route, requests]);
  if (size > BUDGET.route)
    budgetFailures.push(`${name} loads ${kb(size)} gzipped beyond the entry and its frames`);
  if (requests > requestLimit(name))
    budgetFailures.push(`${name} needs ${requests} JavaScript requests beyond the entry`);
}

/*
 * The dashboard, the first screen after signing in, and its frame paint without the
 * menus' and dialogs' code (the frame loads its own on first use or when idle).
 */
for (const name of ['dashboard-screen']) {
  const file = routeChunks.get(name);
  const all = file
    ? closure(file, ...framesOf(name).flatMap((f) => routeChunks.get(f) ?? []))
    : null;
  if (!all) failures.push(`no ${name} chunk`);
  else if (overlayFile && all.has(overlayFile))
    failures.push(`${name} or its frame imports ${overlayFile} statically: load it on first use`);
}

/*
 * ... and the parts it loads on first use are fetched (not run) with the screens' idle prefetch:
 * listed in index.html's ekran:screen-chunks (apps/web/vite.config.ts, listScreenChunks).
 */
const prefetched = /name="ekran:screen-chunks" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
for (const part of [
  'frame-user-menu',
  'top-up-modal',
  'sidebar-drawer',
  'balance-chip',
  OVERLAY_CHUNK,
]) {
  if (!prefetched.some((file) => file.startsWith(`/assets/${part}-`)))
    failures.push(`the idle prefetch (ekran:screen-chunks) does not list ${part}`);
}

/*
 * The sign-in page, the first screen of most visits on a phone, checks its form without
 * zod (lib/email-rule.ts): its route and its frame must not load the schema library (found by
 * zod's internal property name).
 */
const ZOD_MARKER = '_zod';
for (const name of ['login-screen']) {
  const file = routeChunks.get(name);
  if (!file) failures.push(`no ${name} chunk to check for zod`);
  else if ([...closure(file), ...frameClosure(name)].some((dep) => read(dep).includes(ZOD_MARKER)))
    failures.push(`${name} loads zod; its form checks without it (apps/web/src/lib/email-rule.ts)`);
}

// Chunks holding each library, and what some chunks load on demand (beyond the entry).
const libraryChunks = (library) => jsFiles.filter((file) => read(file).includes(library.marker));
const onDemand = (files) =>
  new Set(
    [...files].flatMap((file) =>
      (dynamicImports.get(file) ?? []).flatMap((dep) => [...minus(closure(dep), entrySet)]),
    ),
  );

const mapFile = routeChunks.get(MAP_ROUTE);
if (!mapFile) failures.push(`no ${MAP_ROUTE} chunk: the map route cannot be measured`);
else {
  const shown = closure(...entryFiles, mapFile, ...[...frameClosure(MAP_ROUTE)]);
  const leaflet = libraryChunks(LIBRARIES[0]);
  // The map picker and Leaflet, loaded on demand from the step; nothing else lazy counts here.
  const lazyMap = [...onDemand(shown)].filter((file) =>
    [...closure(file)].some((dep) => leaflet.includes(dep)),
  );
  const total = sum(
    minus(new Set([...shown, ...lazyMap.flatMap((file) => [...closure(file)])]), entrySet),
  );
  rows.push([`map route (${MAP_ROUTE}, beyond entry)`, total, BUDGET.mapRoute]);
  if (total > BUDGET.mapRoute)
    budgetFailures.push(`the map route needs ${kb(total)} gzipped beyond the entry`);
  if (lazyMap.length === 0) failures.push(`${MAP_ROUTE} does not load Leaflet`);
}

const clientFiles = jsFiles.filter((file) => read(file).includes(HTTP_CLIENT_MARKER));
if (clientFiles.length === 0)
  failures.push(`no chunk holds ky's core («${HTTP_CLIENT_MARKER}»): update the marker`);
for (const file of clientFiles) {
  if (entrySet.has(file))
    failures.push(`ky's core is in the entry (${file}): the API client loads with the first call`);
}

const contractFiles = jsFiles.filter((file) => read(file).includes(CONTRACT_MARKER));
if (contractFiles.length === 0)
  failures.push(`no chunk holds the response contract («${CONTRACT_MARKER}»): update the marker`);
for (const file of contractFiles) {
  if (entrySet.has(file)) failures.push(`the response contract is in the entry (${file})`);
}
/*
 * In a browser the contract checks answers in a worker (packages/api's check.worker.ts),
 * one self-contained file; the chunks are the page's fallback where the worker cannot run.
 */
const isWorker = (file) => /\.worker-[\w-]+\.js$/.test(file);
const contractWorkers = contractFiles.filter(isWorker);
const contractChunks = contractFiles.filter((file) => !isWorker(file));
if (contractFiles.length > 0 && contractWorkers.length !== 1)
  failures.push(
    `expected one worker holding the response contract, found ${contractWorkers.length}`,
  );
for (const [label, size] of [
  ['api contract worker (zod + schemas)', sum(contractWorkers)],
  // Beyond the start chunk too: the first call, which loads the contract, comes from there.
  [
    'api contract in the page (fallback, lazy)',
    sum(minus(closure(...contractChunks), entrySet, startSet)),
  ],
]) {
  rows.push([label, size, BUDGET.contract]);
  if (size > BUDGET.contract) budgetFailures.push(`the ${label} is ${kb(size)} gzipped`);
}

for (const library of LIBRARIES) {
  const holders = libraryChunks(library);
  if (holders.length === 0) {
    failures.push(`no chunk contains ${library.name} («${library.marker}»): update the marker`);
    continue;
  }
  for (const file of holders) {
    if (entrySet.has(file)) failures.push(`${library.name} is in the entry (${file})`);
  }
  for (const [name, file] of routeChunks) {
    // What the route adds: the entry and its frames answer for themselves.
    const own = minus(closure(file), entrySet, frameClosure(name));
    for (const holder of holders) {
      if (own.has(holder))
        failures.push(`${name} imports ${library.name} statically (${holder}): load it on demand`);
    }
    if (library.routes.includes(name)) continue;
    // A route that has no use for the library must not load it, even on demand.
    const lazy = onDemand(own);
    for (const holder of holders) {
      if (lazy.has(holder)) failures.push(`${name} loads ${library.name} (${holder})`);
    }
  }
}

if (json) {
  const list = rows.slice(1).map(([chunk, gzip, budget, requests]) => ({
    chunk,
    gzip,
    budget,
    ...(routeChunks.has(chunk) ? { requests, requestLimit: requestLimit(chunk) } : {}),
  }));
  console.log(JSON.stringify({ rows: list, failures, budgetFailures }));
  process.exit(failures.length ? 1 : 0);
}
for (const [name, size, budget, requests = ''] of rows) {
  const fmt = (value) => (typeof value === 'number' ? (value / KB).toFixed(1) : value);
  const over =
    (typeof size === 'number' && size > budget) ||
    (typeof requests === 'number' && requests > requestLimit(name));
  console.log(
    `${String(name).padEnd(44)} ${String(fmt(size)).padStart(8)} ${String(fmt(budget)).padStart(10)} ${String(requests).padStart(12)} ${over ? 'OVER' : ''}`,
  );
}
if (reportOnly) {
  if (budgetFailures.length)
    console.warn(`\nOver budget (--report-only):\n- ${budgetFailures.join('\n- ')}`);
} else failures.push(...budgetFailures);
if (failures.length) {
  console.error(`\nBundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nBundle check passed: no fake backend, Leaflet only on demand in its routes${
    reportOnly ? '' : ', every budget met'
  }.`,
);
