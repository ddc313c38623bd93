import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Local visual baseline: after each story's test (render, play function, accessibility check) the
 * page is compared with the reference screenshot committed under __screenshots__ beside the stories.
 * Update references with `pnpm test:stories -u` after an intended visual change.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name);
});
