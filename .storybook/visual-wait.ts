/**
 * Waits a story's picture needs before it is final, shared by the preview's afterEach (so
 * Chromatic's snapshot waits too) and the local screenshot hook.
 */

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Two frames: a change to the DOM or to <html>'s attributes is laid out and painted. */
export async function paintSettled(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

/**
 * Waits until every chart on the page is drawn: the plot's SVG appears once its box has been
 * measured, and on a loaded machine two equal captures of the empty box would pass as "stable" and
 * be compared with a reference that has the chart. Charts do not animate, so once the SVG is there
 * it is final.
 */
export async function chartsDrawn(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const undrawn = () =>
    [...document.querySelectorAll('[data-slot="chart-plot"]')].some(
      (plot) => !plot.querySelector('[data-slot="chart-svg"]'),
    );
  while (undrawn() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await nextFrame();
}
