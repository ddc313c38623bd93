import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import * as coreEvents from 'storybook/internal/core-events';
import { describe, expect, it } from 'vitest';
import { root } from './bench-lib.ts';
import { servedPages } from './served-pages.ts';

/*
 * Storybook's manager head (.storybook/manager-head.html) in a page that acts as the manager: it
 * asks for its index as soon as it runs, notes when the answer came, and loads a preview that
 * posts Storybook's channel messages to it when the test says. The test notes when the server
 * was asked for the index (Playwright's request event), so it sees the hold, not just its end.
 */
const HEAD = fs.readFileSync(path.join(root, '.storybook/manager-head.html'), 'utf8');
const HOLD_MS = Number(/const HOLD_MS = (\d+);/.exec(HEAD)?.[1]);

const MANAGER = `<!doctype html><meta charset="utf-8"><head>${HEAD}</head>
<iframe id="storybook-preview-iframe" src="iframe.html"></iframe>
<script>
  window.answers = [];
  const ask = () =>
    fetch('./index.json')
      .then((response) => response.json())
      .then((index) => window.answers.push({ at: Date.now(), entries: index.entries }));
  ask();
  window.askAgain = ask;
</script>`;

/** Posts a channel event to the manager as Storybook's preview does (telejson's JSON). */
const PREVIEW = `<!doctype html><meta charset="utf-8"><script>
  window.post = (type, args = []) =>
    window.parent.postMessage(
      JSON.stringify({ key: 'storybook-channel', event: { type, args, from: 'preview' }, refId: null }),
      '*',
    );
</script>`;

const pages = servedPages({
  'index.html': MANAGER,
  'iframe.html': PREVIEW,
  'index.json': JSON.stringify({ v: 5, entries: { a: {} } }),
});

/** Opens the manager at `search`, noting when the server is asked for the index. */
async function open(search: string) {
  const page = await pages.browser.newPage();
  const asked: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/index.json') asked.push(Date.now());
  });
  await page.goto(`${pages.origin}/${search}`);
  await page.frame({ url: /iframe\.html$/ })!.waitForFunction(() => 'post' in window);
  return { page, asked };
}

const post = (page: Page, type: string, args: unknown[] = []) =>
  page
    .frame({ url: /iframe\.html$/ })!
    .evaluate(
      ([type, args]) => (window as { post?: (...a: unknown[]) => void }).post?.(type, args),
      [type, args] as const,
    );

const answers = (page: Page) =>
  page.evaluate(() => (window as { answers?: { at: number }[] }).answers ?? []);

/** Waits a moment in which the page could have asked, had it not been held. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the manager's head: a story link shows its story before the sidebar", () => {
  it('holds the index until the story has rendered, through the render phases before it', async () => {
    const { page, asked } = await open('?path=/story/components-button--default');
    for (const newPhase of ['preparing', 'loading', 'beforeEach', 'rendering']) {
      await post(page, 'storyRenderPhaseChanged', [{ newPhase, storyId: 'x' }]);
    }
    await post(page, 'storyPrepared', [{ id: 'x' }]);
    await settle();
    expect(asked).toEqual([]);
    expect(await answers(page)).toEqual([]);

    const playing = Date.now();
    await post(page, 'storyRenderPhaseChanged', [{ newPhase: 'playing', storyId: 'x' }]);
    await expect.poll(() => answers(page)).toHaveLength(1);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThanOrEqual(playing);
    expect((await answers(page))[0]).toMatchObject({ entries: { a: {} } });

    // Only the first request waits: a later one goes straight through.
    await page.evaluate(() => (window as { askAgain?: () => void }).askAgain?.());
    await expect.poll(() => answers(page)).toHaveLength(2);
    await page.close();
  });

  it.each([
    [
      'a story with no play function completing',
      '/story/x--y',
      'storyRenderPhaseChanged',
      { newPhase: 'completing' },
    ],
    ['a docs page rendered', '/docs/introduction--docs', 'docsRendered', 'introduction--docs'],
    ['a story missing', '/story/x--nope', 'storyMissing', 'x--nope'],
    ['a story that threw', '/story/x--y', 'storyThrewException', { message: 'x' }],
  ])('lets the index go once the preview reports %s', async (_case, storyPath, type, arg) => {
    const { page, asked } = await open(`?path=${storyPath}`);
    await settle();
    expect(asked).toEqual([]);
    await post(page, type, [arg]);
    await expect.poll(() => answers(page)).toHaveLength(1);
    await page.close();
  });

  it('asks at once on a page that names no story: the manager needs the index to pick one', async () => {
    for (const search of ['', '?path=/settings/about']) {
      const { page } = await open(search);
      // The preview reports nothing here, so only an unheld request is answered within the hold.
      await expect.poll(() => answers(page), { timeout: HOLD_MS / 2 }).toHaveLength(1);
      await page.close();
    }
  });

  it("waits for events Storybook's preview sends, by the names this Storybook gives them", () => {
    const names = new Set(
      Object.values(coreEvents).flatMap((value) =>
        typeof value === 'object' && value ? Object.values(value) : [value],
      ),
    );
    const list = /const SHOWN_EVENTS = new Set\(\[([^\]]*)\]/.exec(HEAD)?.[1] ?? '';
    const listened = [...list.matchAll(/'(\w+)'/g)].map((match) => match[1]);
    expect(listened).toHaveLength(6);
    for (const name of [...listened, 'storyRenderPhaseChanged']) expect(names).toContain(name);
  });

  it('lets the index go after the hold when the preview never reports', async () => {
    const started = Date.now();
    const { page, asked } = await open('?path=/story/components-button--default');
    await expect.poll(() => answers(page), { timeout: HOLD_MS * 3 }).toHaveLength(1);
    expect(asked[0]! - started).toBeGreaterThanOrEqual(HOLD_MS - 100);
    await page.close();
  });
});
