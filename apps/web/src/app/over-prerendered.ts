import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import {
  afterPrerenderedPaint,
  captureTypedBeforeStart,
  routerReady,
} from '../lib/typed-before-start';
import type { AppRouter } from './router';

/**
 * The app's start on a prerendered page (dist/login.html, dist/dashboard.html…), in its own chunk
 * (only those pages need it; the entry stays within its budget). The page stays until it has been
 * painted and the app can show the same screen (its code loaded: no spinner in between); the first
 * screen's data leaves as soon as the page has been painted, beside that code. Then the app renders
 * over it as on any page (a transition, in slices); the screen's form takes what was typed into the
 * page until its commit (lib/typed-before-start.ts), so no keystroke is lost.
 */
export async function renderOverPrerendered({
  container,
  root,
  app,
  router,
  afterPaint,
}: {
  container: HTMLElement;
  root: Root;
  app: ReactNode;
  router: AppRouter;
  /** Runs once the page has been painted, before the screen's code is in (its data requests). */
  afterPaint: () => void;
}): Promise<void> {
  await afterPrerenderedPaint(container);
  afterPaint();
  await routerReady(router);
  // A signed-in page is inert (prerender-pages.ts): nothing can have been typed into it.
  if (!container.querySelector('[data-prerendered="app"]')) captureTypedBeforeStart(container);
  startTransition(() => root.render(app));
}
