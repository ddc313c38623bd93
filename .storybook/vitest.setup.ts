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
 *
 * A story whose picture depends on timing beyond its control (the map over the fake backend, where
 * pages of players arrive in any order and clusters form from what has arrived) names what to leave
 * out: `parameters.screenshot = { hide: ['.leaflet-pane'] }`, or `{ skip: true }` when its counts too
 * depend on that timing (.storybook/preview.tsx hands the parameter over).
 */
type ScreenshotParameters = { hide?: string[]; skip?: boolean };

const TIMED = ['[data-position]'];

/**
 * Waits until every chart on the page is drawn: the plot's SVG appears once its box has been
 * measured, and on a loaded machine two equal captures of the empty box would pass as "stable" and
 * be compared with a reference that has the chart (the shared-campaign flake). Charts do not
 * animate, so once the SVG is there it is final.
 */
async function chartsDrawn(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const undrawn = () =>
    [...document.querySelectorAll('[data-slot="chart-plot"]')].some(
      (plot) => !plot.querySelector('[data-slot="chart-svg"]'),
    );
  while (undrawn() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // One more frame, so the last layout is painted.
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const file = context.task.file?.name ?? '';
  const holder = globalThis as { __ekranScreenshot__?: ScreenshotParameters };
  const hide = [
    ...(file.includes('/toast/') ? [] : TIMED),
    ...(holder.__ekranScreenshot__?.hide ?? []),
  ];
  const skip = holder.__ekranScreenshot__?.skip === true;
  holder.__ekranScreenshot__ = undefined;
  if (skip) return;
  let style: HTMLStyleElement | null = null;
  if (hide.length) {
    style = document.createElement('style');
    style.textContent = `${hide.join(', ')} { visibility: hidden !important; }`;
    document.head.append(style);
  }
  try {
    await document.fonts.ready;
    await chartsDrawn();
    const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();
    await expect(page.elementLocator(document.body)).toMatchScreenshot(name, {
      // A loaded 2-core machine needs longer than the default 5 s for two equal captures in a row.
      timeout: 20_000,
    });
  } finally {
    style?.remove();
  }
});
