/**
 * Loading screens' code ahead of need: on a link's hover or focus, and when the signed-in frame is
 * idle. Apart from router.tsx so that none of it weighs on the entry chunk: the app's providers
 * import it on demand and hand it down (lib/prefetch-context.tsx) to the links and the frame, which
 * the route table imports and so cannot import it themselves.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { whenIdle, type IdleTime } from '@ekran/ui';
import { routes } from './router';

/** Every lazy route of the table, frames before their screens. */
const lazyRoutes = (table: RouteObject[]): (() => Promise<unknown>)[] =>
  table.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyRoutes(route.children ?? []),
  ]);

/** The screens' chunk files the build lists in index.html (vite.config.ts), or null in dev. */
export const listedScreenChunks = (): string[] | null => {
  const content = document
    .querySelector('meta[name="ekran:screen-chunks"]')
    ?.getAttribute('content');
  return content ? content.split(' ').filter(Boolean) : null;
};

/** A link that fetches `file` into the HTTP cache, for a later import to find. */
const prefetchLink = (file: string): HTMLLinkElement => {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.crossOrigin = '';
  link.href = file;
  return link;
};

/** How many chunk files one idle period asks for, at most. */
const PRELOAD_BATCH = 8;

/**
 * Loads every screen chunk of the route table, so that most navigation works after the connection
 * drops. The signed-in frame calls it when the browser is idle.
 *
 * In a build, the chunk files listed in index.html are prefetched, a batch per idle
 * period: fetched into the HTTP cache, where a later import finds them, but neither parsed nor run.
 * Importing the routes would run every screen's modules in the first seconds, and `modulepreload`
 * would still compile them on the page's thread (long tasks at a phone's speed), both counted in
 * Total Blocking Time. A batch ends with its idle period (one file at least): adding a link
 * costs up to a few milliseconds, ten times that on a slow phone, and a tap must not wait behind
 * it. Without the list (dev), each lazy route is imported, one per idle period.
 */
export function prefetchScreens(
  table: RouteObject[] = routes,
  schedule: (task: (idle: IdleTime) => void) => void = (task) => whenIdle(task, 5_000),
  files: string[] | null = listedScreenChunks(),
): void {
  if (files) {
    const queue = [...files];
    const next = (idle: IdleTime) => {
      for (let handled = 0; handled < PRELOAD_BATCH; handled += 1) {
        if (handled > 0 && idle.timeRemaining() <= 0) break;
        const file = queue.shift();
        if (file === undefined) return;
        if (!document.querySelector(`link[href="${file}"]`))
          document.head.append(prefetchLink(file));
      }
      if (queue.length > 0) schedule(next);
    };
    schedule(next);
    return;
  }
  const queue = lazyRoutes(table);
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    void load()
      .catch(() => undefined)
      .finally(() => schedule(next));
  };
  schedule(next);
}

/**
 * Loads the chunks of the screens a path opens (its frame, its error element, its screen), as a link
 * to it is pointed at or focused: by the click the code is usually there. Loading twice
 * costs nothing, the browser keeps each module once.
 */
export function preloadPath(pathname: string, table: RouteObject[] = routes): void {
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
