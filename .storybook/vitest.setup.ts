import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import {
  activeModes,
  checkMatrix,
  layerOf,
  VIEWPORTS,
  type ChromaticParameters,
  type VisualParameters,
} from './visual';
import { chartsDrawn, paintSettled } from './visual-wait';

/**
 * The local visual baseline: after each story's test (render, play function, accessibility check)
 * the story is shot in every mode of its matrix (visual.ts) and each shot is compared with its
 * reference, committed under `__screenshots__/<file>/<story>--<mode>-chromium-linux.png` beside the
 * stories. A failed comparison leaves the new shot and the diff under `.vitest-attachments/`
 * (README, «Visual regression»). Update the references with `pnpm test:stories -u`.
 *
 * One page per story: the modes are applied to the story as it stands after its play function
 * (tenant and theme on <html>, the window's width), not by running the story again, so a mode costs
 * a screenshot, not a story. What to hide, skip or wait for is declared per story in
 * `parameters.chromatic`, which Chromatic reads too.
 */

type StoryLike = {
  parameters: { chromatic?: ChromaticParameters; visual?: VisualParameters };
  globals: { viewport?: { value?: string } };
};

const holder = globalThis as { __ekranCanvas__?: HTMLElement };

/**
 * What the shot shows: the story's own root, so a small component is compared as itself. A story
 * with something shown outside its root is shot as the page, since that is what the user sees: a
 * dialog, a popover or a menu (portals into <body>), or, for a component, a toast fixed to a corner
 * of the window. (A screen's own fixed parts lie over its root; its toasts are left out.)
 */
function shotTarget(root: HTMLElement | undefined, layer: 'screen' | 'component'): HTMLElement {
  if (!root?.isConnected) return document.body;
  const painted = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // What a portal shows: a dialog, a menu, a list of options or a tip, open and visible. Asked by
  // role, not by "anything else in <body>": Storybook's wrappers, focus guards and live regions
  // sit there too, some of them only for a moment, and the shot must not change with them.
  const portal = [...document.querySelectorAll(POPUP_ROLES)].some(
    (element) => !root.contains(element) && painted(element),
  );
  const box = root.getBoundingClientRect();
  if (portal || box.height === 0 || box.width === 0) return document.body;
  if (layer === 'screen') return root;
  const outside = (element: Element) => {
    const own = element.getBoundingClientRect();
    return (
      own.left < box.left || own.top < box.top || own.right > box.right || own.bottom > box.bottom
    );
  };
  const fixed = [...root.querySelectorAll('*')].some(
    (element) =>
      getComputedStyle(element).position === 'fixed' && painted(element) && outside(element),
  );
  return fixed ? document.body : root;
}

const POPUP_ROLES = ['dialog', 'alertdialog', 'menu', 'listbox', 'tooltip']
  .map((role) => `[role="${role}"]`)
  .join(', ');

const sizeOf = (name: string | undefined) =>
  VIEWPORTS[(name ?? 'desktop') as keyof typeof VIEWPORTS] ?? VIEWPORTS.desktop;

/** The tallest window a shot grows to, well above the longest story (the wizard's step 1 on a phone). */
const MAX_HEIGHT = 10_000;

const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  const root = holder.__ekranCanvas__;
  holder.__ekranCanvas__ = undefined;
  if (!story || context.task.result?.state === 'fail') return;
  const file = context.task.file?.filepath ?? context.task.file?.name ?? '';
  const chromatic = story.parameters.chromatic ?? {};
  // A matrix or a rule that does not fit the story's layer fails the story, not the review.
  checkMatrix(file, chromatic, story.parameters.visual);
  if (chromatic.disableSnapshot) return;

  const html = document.documentElement;
  const initial = { tenant: html.dataset.tenant, theme: html.dataset.theme };
  const own = sizeOf(story.globals.viewport?.value);
  let size: { width: number; height: number } = own;
  // Modes at the story's own width first: fewer resizes.
  const modes = activeModes(chromatic.modes).sort(
    ([, a], [, b]) =>
      Number((a.viewport ?? own.width) !== own.width) -
      Number((b.viewport ?? own.width) !== own.width),
  );
  const style = document.createElement('style');
  // The native resize grip of a textarea is left out of the shots: it is the browser's drawing, not
  // the design's, and Chromium anti-aliases it differently from machine to machine.
  style.textContent = '::-webkit-resizer { background: transparent; }';
  if (chromatic.ignoreSelectors?.length)
    style.textContent += `${chromatic.ignoreSelectors.join(', ')} { visibility: hidden !important; }`;
  document.head.append(style);
  try {
    await document.fonts.ready;
    if (chromatic.delay) await new Promise((resolve) => setTimeout(resolve, chromatic.delay));
    // The whole page is painted afresh before the first shot, in the other theme, as it is before
    // each later one. Otherwise the first shot shows whatever the play function and the stories run
    // before it in this page left painted: the browser repaints only what changed, and an edge
    // repainted in part (the avatar's circle beside the balance chip) is smoothed a shade
    // differently from one painted whole.
    const first = modes[0]?.[1];
    if (first) {
      html.dataset.theme = first.theme === 'dark' ? 'light' : 'dark';
      await paintSettled();
    }
    for (const [modeName, mode] of modes) {
      html.dataset.tenant = mode.tenant;
      html.dataset.theme = mode.theme;
      const wanted =
        mode.viewport === undefined
          ? own
          : (Object.values(VIEWPORTS).find((v) => v.width === mode.viewport) ?? {
              width: mode.viewport,
              height: own.height,
            });
      if (wanted.width !== size.width || wanted.height !== size.height) {
        await page.viewport(wanted.width, wanted.height);
        size = wanted;
      }
      await paintSettled();
      await chartsDrawn();
      // The window grows to the content, as Chromatic's capture does: what lies below the fold is
      // painted. Content sized by the window's height (a map at 60svh, capped) grows once more.
      for (let step = 0; step < 3; step += 1) {
        const tall = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight);
        if (tall <= size.height) break;
        size = { width: size.width, height: tall };
        await page.viewport(size.width, size.height);
        await paintSettled();
        await chartsDrawn();
      }
      await expect(page.elementLocator(shotTarget(root, layerOf(file)))).toMatchScreenshot(
        `${slug(context.task.name)}--${slug(modeName)}`,
        // A loaded 2-core machine needs longer than the default 5 s for two equal captures in a row.
        { timeout: 20_000 },
      );
    }
    const retry = context.task.result?.retryCount ?? 0;
    if (retry > 0) {
      console.warn(
        `[visual] ${context.task.name} (${file}) passed on retry ${retry}: its first run failed.`,
      );
    }
  } finally {
    style.remove();
    // The next story, maybe of another file in the same page, starts at its own size, not at the
    // height this one grew to.
    if (size.width !== own.width || size.height !== own.height) {
      await page.viewport(own.width, own.height);
    }
    if (initial.tenant === undefined) delete html.dataset.tenant;
    else html.dataset.tenant = initial.tenant;
    if (initial.theme === undefined) delete html.dataset.theme;
    else html.dataset.theme = initial.theme;
  }
});
