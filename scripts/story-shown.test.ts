import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH, originOf, serve } from './bench-lib.ts';
import { storyShown } from './story-shown.ts';

/*
 * A preview whose button is added hidden, then shown a moment later (as Storybook's preview shows
 * its root once the story has rendered); beside it, a button with another label. The page notes
 * when the button became visible, in ms since the epoch.
 */
const PREVIEW = `<!doctype html><meta charset="utf-8"><div id="storybook-root"></div>
<script>
  setTimeout(() => {
    const root = document.getElementById('storybook-root');
    const other = document.createElement('button');
    other.textContent = 'Другая';
    const button = document.createElement('button');
    button.textContent = 'Кнопка';
    button.hidden = true;
    root.append(other, button);
    setTimeout(() => {
      button.hidden = false;
      window.shownAt = performance.timeOrigin + performance.now();
    }, 300);
  }, 300);
</script>`;
const MANAGER = `<!doctype html><meta charset="utf-8">
<iframe id="storybook-preview-iframe" src="iframe.html"></iframe>`;

/** One animation frame, with room for a busy machine. */
const WITHIN_MS = 200;

let dir: string;
let server: http.Server;
let browser: Browser;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekran-story-shown-'));
  fs.writeFileSync(path.join(dir, 'iframe.html'), PREVIEW);
  fs.writeFileSync(path.join(dir, 'index.html'), MANAGER);
  server = await serve(dir);
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('storyShown', () => {
  it('times the frame in which the labelled button shows in the preview alone', async () => {
    const page = await browser.newPage();
    await page.goto(`${originOf(server)}/iframe.html`, { waitUntil: 'commit' });
    const { ms, navigationStart } = await storyShown(page, 'Кнопка', 30_000);
    const shownAt = await page.evaluate(() => (window as { shownAt?: number }).shownAt ?? 0);
    expect(shownAt - navigationStart).toBeGreaterThan(500);
    expect(navigationStart + ms).toBeGreaterThanOrEqual(shownAt);
    expect(navigationStart + ms - shownAt).toBeLessThan(WITHIN_MS);
    await page.close();
  });

  it("looks into the manager's preview iframe, timed from the manager's navigation", async () => {
    const page = await browser.newPage();
    await page.goto(`${originOf(server)}/`, { waitUntil: 'commit' });
    const { ms, navigationStart } = await storyShown(page, 'Кнопка', 30_000);
    expect(navigationStart).toBe(await page.evaluate(() => performance.timeOrigin));
    const preview = page.frame({ url: /iframe\.html$/ });
    const shownAt = await preview!.evaluate(() => (window as { shownAt?: number }).shownAt ?? 0);
    expect(shownAt).toBeGreaterThan(0);
    expect(navigationStart + ms).toBeGreaterThanOrEqual(shownAt);
    expect(navigationStart + ms - shownAt).toBeLessThan(WITHIN_MS);
    await page.close();
  });
});
