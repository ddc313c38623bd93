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
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH, percentile as pct, serve } from './bench-lib.ts';
import { buildPage, releaseData } from './bench-map-page.ts';
import { startDiagnostics } from './bench-map-profile.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50_000);
const VIEWPORT = { width: 1440, height: 900 };

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-map-'));
  await buildPage(outDir, PLAYERS);
  const server = await serve(outDir);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, locale: 'ru-RU' });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await releaseData(page, 1500, 30_000);
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

    const diagnostics = await startDiagnostics(page);
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
    await diagnostics.finish();

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
