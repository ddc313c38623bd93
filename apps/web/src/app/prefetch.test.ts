import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { IdleTime } from '@ekran/ui';
import { listedScreenChunks, prefetchScreens, preloadPath } from './prefetch';
import { routes } from './router';

/** An idle period with time to spare. */
const IDLE: IdleTime = { timeRemaining: () => 50 };

/** Every route below `route` that renders a screen (has a path, or is an index). */
const screens = (route: RouteObject): RouteObject[] =>
  (route.children ?? []).flatMap((child) => [
    ...(child.path !== undefined || child.index ? [child] : []),
    ...screens(child),
  ]);

/** The route of `path` below the signed-in frame's error-element route. */
const screenRoute = (path: string): RouteObject | undefined => {
  const guard = routes.find((route) => route.path === '/')?.children?.[0]?.children?.[0];
  const find = (list: RouteObject[]): RouteObject | undefined =>
    list.map((route) => (route.path === path ? route : find(route.children ?? []))).find(Boolean);
  return find(guard?.children ?? []);
};

describe('route table', () => {
  it('renders the wizard before its first step has loaded: the step suspends inside the wizard', async () => {
    const wizard = screenRoute('create-company');
    const step = wizard?.children?.find((route) => route.index);
    expect(step?.lazy).toBeTypeOf('function');
    // The route resolves at once with a component that suspends (React.lazy), so the router renders
    // the wizard's frame without waiting for the step's code; the same component each time, and the
    // same one for an existing campaign's first step.
    const first = await (step!.lazy as () => Promise<RouteObject>)();
    const again = await (step!.lazy as () => Promise<RouteObject>)();
    const edit = wizard?.children?.find((route) => route.path === ':id');
    const forEdit = await (edit!.lazy as () => Promise<RouteObject>)();
    expect((first.Component as unknown as { $$typeof: symbol }).$$typeof).toBe(
      Symbol.for('react.lazy'),
    );
    expect(again.Component).toBe(first.Component);
    expect(forEdit.Component).toBe(first.Component);
  });

  it('puts every screen of the signed-in frame under an error element inside the frame', async () => {
    const main = routes.find((route) => route.path === '/');
    const frame = main?.children?.[0];
    expect(frame?.lazy).toBeTypeOf('function');
    // The frame's own children: one pathless route with the error element, holding every screen.
    expect(frame?.children).toHaveLength(1);
    const guard = frame!.children![0]!;
    expect(guard.path).toBeUndefined();
    expect(guard.lazy).toBeTypeOf('function');
    const { ErrorBoundary } = await (guard.lazy as () => Promise<RouteObject>)();
    expect(ErrorBoundary?.name).toBe('ScreenError');
    const names = screens(guard).map((route) => route.path ?? '(index)');
    expect(names).toEqual(
      expect.arrayContaining([
        'dashboard',
        'campaigns',
        'campaigns/:id',
        'organization',
        'billings',
        'documents',
        'create-company',
        ':id/verify',
      ]),
    );
  });
});

describe('preloadPath', () => {
  it('loads the lazy routes a path matches, and only those', async () => {
    const frame = vi.fn(async () => ({}));
    const list = vi.fn(async () => ({}));
    const detail = vi.fn(async () => ({}));
    const other = vi.fn(async () => ({}));
    const table: RouteObject[] = [
      {
        path: '/',
        lazy: frame,
        children: [
          { path: 'campaigns', lazy: list },
          { path: 'campaigns/:id', lazy: detail },
          { path: 'billings', lazy: other },
        ],
      },
    ];
    preloadPath('/campaigns/7', table);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    preloadPath('/nowhere/at/all', table);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('a failing chunk load is swallowed (the navigation reports it, not the hover)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => preloadPath('/x', [{ path: '/x', lazy: failing }])).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalled();
  });

  it('the real table: /billings loads the frame, the screens’ error element and the screen', async () => {
    const main = routes.find((route) => route.path === '/')!;
    const frame = main.children![0]!;
    const guard = frame.children![0]!;
    const billings = guard.children!.find((route) => route.path === 'billings')!;
    const originals = [frame, guard, billings].map((route) => route.lazy);
    const spies = [frame, guard, billings].map((route) => {
      const spy = vi.fn(async () => ({}));
      route.lazy = spy;
      return spy;
    });
    try {
      preloadPath('/billings');
      for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      [frame, guard, billings].forEach((route, i) => {
        route.lazy = originals[i];
      });
    }
  });
});

describe('prefetchScreens', () => {
  it('loads one lazy route per idle period, frames before their screens, each once', async () => {
    const loaded: string[] = [];
    const lazy = (name: string) => () => {
      loaded.push(name);
      return Promise.resolve({});
    };
    const table: RouteObject[] = [
      {
        path: '/',
        lazy: lazy('frame'),
        children: [
          { path: 'a', lazy: lazy('a') },
          { path: 'b', lazy: () => (loaded.push('b'), Promise.reject(new Error('offline'))) },
          { path: 'c', lazy: lazy('c') },
        ],
      },
    ];
    const tasks: ((idle: IdleTime) => void)[] = [];
    prefetchScreens(table, (task) => tasks.push(task), null);
    expect(loaded).toEqual([]);
    // Each idle period starts one import; the next is scheduled once it settles, failed or not.
    for (const expected of [
      ['frame'],
      ['frame', 'a'],
      ['frame', 'a', 'b'],
      ['frame', 'a', 'b', 'c'],
    ]) {
      tasks.shift()!(IDLE);
      expect(loaded).toEqual(expected);
      await vi.waitFor(() => expect(tasks).toHaveLength(1));
    }
    tasks.shift()!(IDLE);
    expect(tasks).toHaveLength(0);
  });
});

describe('prefetchScreens in a build', () => {
  it('prefetches the listed chunk files, a batch per idle period, without running any route', () => {
    const lazy = vi.fn(() => Promise.resolve({}));
    const files = Array.from({ length: 10 }, (_, index) => `/assets/screen-${index}.js`);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="modulepreload" href="/assets/screen-3.js">',
    );
    const tasks: ((idle: IdleTime) => void)[] = [];
    prefetchScreens([{ path: '/', lazy }], (task) => tasks.push(task), files);
    // index.html's own modulepreload links count as loaded; the prefetch adds rel="prefetch" links.
    const preloaded = () =>
      [
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel="modulepreload"], link[rel="prefetch"]',
        ),
      ].map((link) => link.getAttribute('href'));
    expect(preloaded()).toEqual(['/assets/screen-3.js']);
    tasks.shift()!(IDLE);
    // Eight files in the first idle period; one was already there and is not added twice.
    expect(preloaded()).toHaveLength(8);
    expect(tasks).toHaveLength(1);
    tasks.shift()!(IDLE);
    expect(new Set(preloaded())).toEqual(new Set(files));
    expect(preloaded()).toHaveLength(10);
    expect(tasks).toHaveLength(0);
    expect(lazy).not.toHaveBeenCalled();
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(9);
    for (const link of document.querySelectorAll('link[rel="modulepreload"], link[rel="prefetch"]'))
      link.remove();
  });

  it('ends a batch where its idle period ends, one file at least', () => {
    const files = Array.from({ length: 4 }, (_, index) => `/assets/screen-${index}.js`);
    const tasks: ((idle: IdleTime) => void)[] = [];
    prefetchScreens([], (task) => tasks.push(task), files);
    const prefetched = () =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((link) =>
        link.getAttribute('href'),
      );
    // An idle period already spent (a callback run by its timeout) still adds one file.
    tasks.shift()!({ timeRemaining: () => 0 });
    expect(prefetched()).toEqual(['/assets/screen-0.js']);
    // One that runs out after two files.
    let left = 2;
    tasks.shift()!({ timeRemaining: () => (left -= 1) });
    expect(prefetched()).toEqual(files.slice(0, 3));
    tasks.shift()!(IDLE);
    expect(prefetched()).toEqual(files);
    expect(tasks).toHaveLength(0);
    for (const link of document.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  it('reads the list the build writes into index.html, and has none in dev', () => {
    expect(listedScreenChunks()).toBeNull();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="ekran:screen-chunks" content="/assets/a.js /assets/b.js">',
    );
    expect(listedScreenChunks()).toEqual(['/assets/a.js', '/assets/b.js']);
    document.querySelector('meta[name="ekran:screen-chunks"]')?.remove();
  });
});
