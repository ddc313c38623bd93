/**
 * The page scripts/bench-map.ts measures: the real MapPicker fed by the fixture generator, built
 * for production with Vite and served from a temporary folder.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { root } from './bench-lib.ts';

// Plain JS (no JSX) so the virtual module needs no transform of its own. Every list call waits
// for `__bench.release()`, so the moment the data «arrives» is known exactly.
const entry = (players: number) => `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '/packages/ui/src/styles.css';
import { MapPicker } from '/packages/ui/src/components/map-picker/index.ts';
import { createFixtureBackend, generateFixturePlayers } from '/packages/ui/src/components/map-picker/map-picker.fixtures.ts';

const players = generateFixturePlayers(${players}, 2024);
const backend = createFixtureBackend({ players, pageSize: ${players} });
let open;
const gate = new Promise((resolve) => (open = resolve));
const bench = (window.__bench = {
  total: players.length,
  arrival: 0,
  firstFull: 0,
  lastDraw: null,
  frames: [],
  recording: false,
  longTasks: [],
  release() { bench.arrival = performance.now(); open(); },
});
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });
let last = 0;
const tick = (t) => {
  if (bench.recording && last) bench.frames.push(t - last);
  last = t;
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);

const loadPlayers = async (bbox, filters, page, signal) => {
  await gate;
  return backend.loadPlayers(bbox, filters, page, signal);
};
const onDrawStats = (s) => {
  bench.lastDraw = s;
  if (!bench.firstFull && bench.arrival && s.represented >= bench.total) bench.firstFull = performance.now();
};
document.documentElement.dataset.theme = 'light';
createRoot(document.getElementById('root')).render(
  createElement(MapPicker, {
    loadPlayers,
    tileUrl: null,
    center: [57.5, 45],
    zoom: 4,
    height: '760px',
    debounceMs: 150,
    onDrawStats,
  }),
);
`;

const benchEntry = (players: number): Plugin => ({
  name: 'bench-map-entry',
  resolveId: (id) => (id === 'virtual:bench-map' ? '\0virtual:bench-map' : undefined),
  load: (id) => (id === '\0virtual:bench-map' ? entry(players) : undefined),
});

/** A production build of the page with `players` points: what users run, not React's development build. */
export async function buildPage(outDir: string, players: number) {
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), tailwindcss(), benchEntry(players)],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: 'virtual:bench-map',
        output: { entryFileNames: 'bench.js', assetFileNames: 'assets/[name]-[hash][extname]' },
      },
    },
  });
  const assets = await readdir(path.join(outDir, 'assets')).catch(() => [] as string[]);
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => `<link rel="stylesheet" href="/assets/${f}">`);
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title>${css.join('')}</head>` +
      '<body><div id="root" style="padding:8px"></div><script type="module" src="/bench.js"></script></body></html>',
  );
}

/**
 * Lets the page's held list calls answer (`__bench.release()`), then waits until every point is
 * drawn (`__bench.firstFull`), once the map is on screen and its first requests have gone out.
 */
export async function releaseData(page: Page, settleMs: number, timeout: number): Promise<void> {
  await page.locator('.leaflet-container').waitFor();
  await page.waitForTimeout(settleMs);
  await page.evaluate(() =>
    (window as unknown as { __bench: { release(): void } }).__bench.release(),
  );
  await page.waitForFunction(
    () => (window as unknown as { __bench: { firstFull: number } }).__bench.firstFull > 0,
    null,
    { timeout },
  );
}
