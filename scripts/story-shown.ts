import type { Page } from 'playwright';

/**
 * When a story first shows: the ms from the navigation's start until the animation frame in which
 * the story's button is first visible in the preview, and the navigation's start (ms since the
 * epoch, the renderer's clock). The preview is the page's `#storybook-preview-iframe` (the
 * manager's, same-origin) or, without one, the page itself.
 *
 * The page looks for the button itself, once per animation frame, and the bench waits for that
 * answer. A locator's wait is no clock: Playwright checks again after growing pauses, up to 500 ms
 * apart, so it sees a story that showed just after a check that much later, and of two Storybooks
 * either can gain that by chance.
 */
export async function storyShown(
  page: Page,
  button: string,
  timeout: number,
): Promise<{ ms: number; navigationStart: number }> {
  const shown = await page.waitForFunction(
    (label) => {
      const preview =
        document.querySelector<HTMLIFrameElement>('#storybook-preview-iframe')?.contentDocument ??
        document;
      const visible = [...preview.querySelectorAll('#storybook-root button')].some(
        (element) => element.textContent?.trim() === label && element.checkVisibility(),
      );
      return visible && { ms: performance.now(), navigationStart: performance.timeOrigin };
    },
    button,
    { polling: 'raf', timeout },
  );
  return (await shown.jsonValue()) as { ms: number; navigationStart: number };
}
