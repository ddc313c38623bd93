import { describe, expect, it } from 'vitest';
import { servedPages } from './served-pages.ts';
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

const pages = servedPages({ 'iframe.html': PREVIEW, 'index.html': MANAGER });

describe('storyShown', () => {
  it('times the frame in which the labelled button shows in the preview alone', async () => {
    const page = await pages.browser.newPage();
    await page.goto(`${pages.origin}/iframe.html`, { waitUntil: 'commit' });
    const { ms, navigationStart } = await storyShown(page, 'Кнопка', 30_000);
    const shownAt = await page.evaluate(() => (window as { shownAt?: number }).shownAt ?? 0);
    expect(shownAt - navigationStart).toBeGreaterThan(500);
    expect(navigationStart + ms).toBeGreaterThanOrEqual(shownAt);
    expect(navigationStart + ms - shownAt).toBeLessThan(WITHIN_MS);
    await page.close();
  });

  it("looks into the manager's preview iframe, timed from the manager's navigation", async () => {
    const page = await pages.browser.newPage();
    await page.goto(`${pages.origin}/`, { waitUntil: 'commit' });
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
