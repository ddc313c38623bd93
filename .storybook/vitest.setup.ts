import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Local visual baseline (issue 5): after each story's test (render, play function, accessibility
 * check) the page is compared with the reference screenshot committed under __screenshots__ beside
 * the stories. Update the references with `pnpm test:stories -u` after an intended visual change.
 *
 * Toasts close on a timer, so whether one is still on screen depends on how fast the machine ran the
 * play function. Outside the Toast stories (which hold their toasts open) they are hidden from the
 * screenshot; the screen stories assert their text instead.
 */
const TIMED = '[data-position] { visibility: hidden !important; }';

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const file = context.task.file?.name ?? '';
  let style: HTMLStyleElement | null = null;
  if (!file.includes('/toast/')) {
    style = document.createElement('style');
    style.textContent = TIMED;
    document.head.append(style);
  }
  try {
    await document.fonts.ready;
    const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();
    await expect(page.elementLocator(document.body)).toMatchScreenshot(name, {
      // A loaded 2-core machine needs longer than the default 5 s for two equal captures in a row.
      timeout: 20_000,
    });
  } finally {
    style?.remove();
  }
});
