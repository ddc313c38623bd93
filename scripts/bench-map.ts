/**
 * Map picker benchmark: 50,000 players in headless Chromium, then a fixed pan-and-zoom path.
 * Prints time to first render of all points, frame times while panning, long tasks after load and
 * DOM marker nodes. A script that prints figures, not a timed test.
 *
 *   node scripts/bench-map.ts            (Node 24 strips the types; builds the page with Vite)
 *   CHROME_PATH=/path/to/chrome node scripts/bench-map.ts
 *   BENCH_PLAYERS=20000 BENCH_SCREENSHOT=/tmp/map.png BENCH_DEBUG=1 node scripts/bench-map.ts
 *   node scripts/bench-map.ts --json     (the figures as one JSON line, for `pnpm bench`)
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50_000);
const VIEWPORT = { width: 1440, height: 900 };

// The page: the real MapPicker fed by the fixture generator. Plain JS (no JSX) so the virtual
// module needs no transform of its own. Every list call waits for `__bench.release()`, so the
// moment the data «arrives» is known exactly.
const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '/packages/ui/src/styles.css';
import { MapPicker } from '/packages/ui/src/components/map-picker/index.ts';
import { createFixtureBackend, generateFixturePlayers } from '/packages/ui/src/components/map-picker/map-picker.fixtures.ts';

const players = generateFixturePlayers(${PLAYERS}, 2024);
const backend = createFixtureBackend({ players, pageSize: ${PLAYERS} });
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

const benchEntry: Plugin = {
  name: 'bench-map-entry',
  resolveId: (id) => (id === 'virtual:bench-map' ? '\0virtual:bench-map' : undefined),
  load: (id) => (id === '\0virtual:bench-map' ? entry : undefined),
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** A production build of the page: what users run, not React's development build. */
async function buildPage(outDir: string) {
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), tailwindcss(), benchEntry],
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

function serve(dir: string) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(
      dir,
      url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname),
    );
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => res.writeHead(404).end())
      .pipe(res);
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-map-'));
  await buildPage(outDir);
  const server = await serve(outDir);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, locale: 'ru-RU' });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('.leaflet-container');
    // Let the first (held) requests go out, then let the data in.
    await page.waitForTimeout(1500);
    await page.evaluate(() =>
      (window as unknown as { __bench: { release(): void } }).__bench.release(),
    );
    await page.waitForFunction(
      () => (window as unknown as { __bench: { firstFull: number } }).__bench.firstFull > 0,
      null,
      {
        timeout: 30_000,
      },
    );
    const firstRender = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { firstFull: number; arrival: number } }).__bench;
      return b.firstFull - b.arrival;
    });
    await page.waitForTimeout(1000);
    if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
    const loadEnd = await page.evaluate(() => performance.now());

    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const markerNodes = () =>
      page.evaluate(
        () =>
          document.querySelectorAll(
            '.leaflet-marker-pane *, .leaflet-shadow-pane *, .leaflet-overlay-pane svg *, .leaflet-marker-icon',
          ).length,
      );
    let maxMarkers = await markerNodes();

    const debug = async (label: string) => {
      if (!process.env.BENCH_DEBUG) return;
      const state = await page.evaluate(() => {
        const b = (
          window as unknown as {
            __bench: { lastDraw: unknown; longTasks: { start: number; duration: number }[] };
          }
        ).__bench;
        const seen = (window as unknown as { __seen?: number }).__seen ?? 0;
        (window as unknown as { __seen?: number }).__seen = b.longTasks.length;
        return {
          draw: b.lastDraw,
          tasks: b.longTasks.slice(seen).map((t) => Math.round(t.duration)),
        };
      });
      console.log(label, JSON.stringify(state));
    };
    const setRecording = (on: boolean) =>
      page.evaluate((v) => {
        (window as unknown as { __bench: { recording: boolean } }).__bench.recording = v;
      }, on);

    // The fixed path: pans at the country view, zoom into Moscow, pans there, zoom to street
    // level (single points), pans, then back out.
    const pan = async (dx: number, dy: number) => {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await setRecording(true);
      const steps = 30;
      for (let i = 1; i <= steps; i++) {
        await page.mouse.move(cx + (dx * i) / steps, cy + (dy * i) / steps);
        await page.waitForTimeout(16);
      }
      await setRecording(false);
      await page.mouse.up();
      await page.waitForTimeout(400);
      maxMarkers = Math.max(maxMarkers, await markerNodes());
      await debug(`pan ${dx},${dy}`);
    };
    const zoom = async (deltaY: number, times: number, at = { x: cx, y: cy }) => {
      for (let i = 0; i < times; i++) {
        await page.mouse.move(at.x, at.y);
        await page.mouse.wheel(0, deltaY);
        await page.waitForTimeout(450);
      }
      maxMarkers = Math.max(maxMarkers, await markerNodes());
      await debug(`zoom ${deltaY}×${times}`);
    };

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
    for (const [dx, dy] of [
      [300, 0],
      [-300, 150],
      [0, -150],
      [250, 120],
      [-250, -120],
    ] as const)
      await pan(dx, dy);
    // Zoom towards Moscow: it sits left of the centre at this view.
    await zoom(-60, 4, { x: cx - 84, y: cy + 35 });
    for (const [dx, dy] of [
      [200, 0],
      [-400, 100],
      [200, -100],
    ] as const)
      await pan(dx, dy);
    await zoom(-60, 4);
    for (const [dx, dy] of [
      [300, 200],
      [-300, -200],
      [150, -150],
    ] as const)
      await pan(dx, dy);
    await zoom(60, 6);
    await pan(200, 100);
    await page.waitForTimeout(800);
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

    const result = await page.evaluate((after) => {
      const b = (
        window as unknown as {
          __bench: {
            frames: number[];
            longTasks: { start: number; duration: number }[];
            lastDraw: unknown;
          };
        }
      ).__bench;
      return {
        frames: b.frames,
        longAfterLoad: b.longTasks.filter((t) => t.start >= after),
        lastDraw: b.lastDraw,
      };
    }, loadEnd);
    const frames = result.frames.filter((f) => f > 0);
    if (process.argv.includes('--json')) {
      // One JSON line for scripts/bench.ts (`pnpm bench`); times in milliseconds.
      const figures = {
        players: PLAYERS,
        firstRenderMs: firstRender,
        frames: frames.length,
        frameMedianMs: pct(frames, 50),
        frameP95Ms: pct(frames, 95),
        frameMaxMs: Math.max(...frames),
        longTasksAfterLoad: result.longAfterLoad.length,
        longestTaskAfterLoadMs: Math.max(0, ...result.longAfterLoad.map((t) => t.duration)),
        maxMarkerNodes: maxMarkers,
      };
      console.log(JSON.stringify(figures));
      return;
    }
    console.log(
      `Map picker benchmark — ${PLAYERS.toLocaleString('ru-RU')} players, ${VIEWPORT.width}×${VIEWPORT.height}`,
    );
    console.log(`  first render of all points after data arrival: ${ms(firstRender)}`);
    console.log(
      `  frames while panning: ${frames.length}; median ${ms(pct(frames, 50))}; p95 ${ms(pct(frames, 95))}; max ${ms(Math.max(...frames))}`,
    );
    console.log(
      `  long tasks (>50 ms) after load: ${result.longAfterLoad.length}` +
        (result.longAfterLoad.length
          ? ` (longest ${ms(Math.max(...result.longAfterLoad.map((t) => t.duration)))})`
          : ''),
    );
    console.log(`  DOM marker nodes (max over the path): ${maxMarkers}`);
    console.log(`  last draw: ${JSON.stringify(result.lastDraw)}`);
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
