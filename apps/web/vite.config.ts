import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { cspInlineScriptsPlugin } from './csp-inline-scripts.ts';
import { prerenderPages } from './prerender-pages.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** The deployment's security headers: the Content-Security-Policy every build must satisfy. */
const CSP_FILE = path.join(
  dirname,
  '../../deploy/nginx/templates/ekran/security-headers.conf.template',
);

/**
 * MSW's worker script sits in public/ for Storybook (its static folder). The app's own fake runs in
 * the page (@ekran/api/mocks/in-page), so no build of the app ships it.
 */
const dropMockWorker = (): Plugin => ({
  name: 'ekran:drop-mock-worker',
  apply: 'build',
  writeBundle(options) {
    if (options.dir) fs.rmSync(path.join(options.dir, 'mockServiceWorker.js'), { force: true });
  },
});

/**
 * Every screen's first paint needs one font file, Inter's core subset
 * (packages/ui/src/fonts.css, scripts/subset-font.ts: Latin, Russian, «₽»), so index.html preloads
 * it: found only when its stylesheet is parsed it would arrive late, on the LCP's critical chain.
 * fontsource's subsets load only for rarer glyphs. `font-display: swap` shows the text at once in
 * the fallback font.
 */
const preloadCoreFont = (): Plugin => ({
  name: 'ekran:preload-core-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /inter-core-wght-[\w-]+\.woff2$/.test(file),
      );
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${font}`,
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },
  },
});

type Bundle = Record<string, { type: string; imports?: readonly string[] }>;

/** The chunk files `starts` load with them: themselves and their static imports, transitively. */
function importClosure(bundle: Bundle, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop()!;
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * index.html asks for the entry's whole static import chain at once. With common chunks
 * inlined (below), the entry script is a small facade over the entry chunk and rolldown's runtime,
 * which Vite does not preload; without this they would arrive one round trip later.
 */
const preloadEntryChain = (): Plugin => ({
  name: 'ekran:preload-entry-chain',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!context.chunk || !context.bundle) return [];
      return [...importClosure(context.bundle, [context.chunk.fileName])]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  },
});

/**
 * The frame's parts in @ekran/ui that load on first use (the sidebar's drawer, the phone's balance
 * menu): listed with the screens, so the idle prefetch fetches them too.
 */
const FRAME_PARTS =
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](sidebar[\\/]sidebar-drawer|top-bar[\\/]balance-chip)\.tsx$/;

/**
 * The chunks of every screen and frame (lazy routes) with their imports, beyond what index.html
 * loads, listed in a meta tag. The signed-in frame preloads them when the browser is idle
 * (app/prefetch.ts, prefetchScreens): fetched and parsed for offline navigation, but not run, so
 * the idle prefetch does not evaluate every screen's modules during the first seconds.
 */
const listScreenChunks = (): Plugin => ({
  name: 'ekran:list-screen-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      if (!context.chunk || !context.bundle) return [];
      const entry = importClosure(context.bundle, [context.chunk.fileName]);
      const screens = Object.values(context.bundle).flatMap((chunk) =>
        chunk.type === 'chunk' &&
        chunk.isDynamicEntry &&
        (/[\\/]src[\\/](features|app[\\/]layouts)[\\/]/.test(chunk.facadeModuleId ?? '') ||
          FRAME_PARTS.test(chunk.facadeModuleId ?? ''))
          ? [chunk.fileName]
          : [],
      );
      const files = [...importClosure(context.bundle, screens)].filter(
        (file) => !entry.has(file) && file.endsWith('.js'),
      );
      if (files.length === 0) return [];
      return [
        {
          tag: 'meta',
          attrs: {
            name: 'ekran:screen-chunks',
            content: files.map((file) => `/${file}`).join(' '),
          },
          injectTo: 'head' as const,
        },
      ];
    },
  },
});

/*
 * Three chunks by hand, beside the entry (rolldown's codeSplitting groups below). Without them the
 * copies made by experimentalInlineCommonChunks would make a signed-in load fetch Radix's and
 * lucide's core several times (in the frame's, the dialog's and the toaster's chunks), in more
 * JavaScript files:
 * - ui-base: what nearly every screen, public or signed in, renders with: Radix's primitives
 *   (slot, context, presence, layers, portal, collection, roving focus), the class merger and
 *   lucide's icon core. The icons themselves stay with the screens that draw them.
 * - ui-overlay: what the signed-in frame's menus and drawer add (popper and floating-ui, dialog,
 *   menu, focus scope, scroll lock); the sign-in pages do not load it.
 * - app-start: what the entry loads on every start whatever the route: the API client (API_CLIENT
 *   below), the first screen's data requests (first-screen.ts), the toaster, the tenant theme
 *   runtime, the response check's dispatcher. One request, fetched with the frame.
 * The groups stay narrow: one UI chunk for all would put the frame's overlays on the registration
 * and recovery pages.
 */
const UI_BASE = new RegExp(
  [
    String.raw`node_modules[\\/]@radix-ui[\\/](react-(compose-refs|slot|primitive|context|use-layout-effect|use-effect-event|use-controllable-state|use-callback-ref|id|use-escape-keydown|presence|dismissable-layer|portal|collection|visually-hidden|use-size|use-previous|roving-focus|direction|use-is-hydrated)|primitive)[\\/]`,
    String.raw`node_modules[\\/](tailwind-merge|clsx|class-variance-authority)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|context|Icon|createLucideIcon)`,
    String.raw`packages[\\/]ui[\\/]src[\\/]lib[\\/]cn\.ts$`,
  ].join('|'),
);
const UI_OVERLAY = new RegExp(
  [
    String.raw`node_modules[\\/]@radix-ui[\\/]react-(focus-scope|focus-guards|popper|dialog|menu|dropdown-menu|arrow)[\\/]`,
    String.raw`node_modules[\\/]@floating-ui[\\/]`,
    String.raw`node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]`,
  ].join('|'),
);
/*
 * The API client: ky's core, the client's hooks, every domain's fetchers. The app's Api
 * loads them with the first call (src/app/create-app-api.ts), into app-start, so the entry holds
 * only the session, the error texts and ky's error classes. The barrel (@ekran/api) makes them
 * statically reachable from the entry, so the entry's group leaves them out by name.
 */
const API_CLIENT = new RegExp(
  [
    String.raw`node_modules[\\/]ky[\\/]distribution[\\/](index\.js|core[\\/]|utils[\\/](body|merge|normalize|timeout|delay|options)\.js)`,
    String.raw`packages[\\/]api[\\/]src[\\/](create-api|client[\\/]http|[a-z]+[\\/][a-z]+\.api)\.ts$`,
    String.raw`src[\\/]app[\\/]app-api\.ts$`,
  ].join('|'),
);
const APP_START = new RegExp(
  String.raw`src[\\/]app[\\/](first-screen|toaster|tenant-theme-runtime)\.tsx?$|packages[\\/]api[\\/]src[\\/]client[\\/]contract-(check|worker)\.ts$`,
);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, dirname, 'VITE_');
  const mocks = env.VITE_MOCKS === 'true';
  return {
    plugins: [
      react(),
      tailwindcss(),
      cspInlineScriptsPlugin(CSP_FILE),
      preloadCoreFont(),
      preloadEntryChain(),
      listScreenChunks(),
      prerenderPages(CSP_FILE),
      dropMockWorker(),
    ],
    resolve: {
      // @ekran/ui's source, not its dist: the app builds with the design system as it is in this
      // commit, with no package build first (packages/ui/package.json, "@ekran/source").
      conditions: ['@ekran/source', ...defaultClientConditions],
      // Outside demo and dev builds the fake backend is replaced by an empty module, so no byte of
      // it can reach the production bundle (scripts/check-bundle.mjs proves it after the build).
      alias: mocks
        ? []
        : [
            {
              find: /^@ekran\/api\/mocks(\/.*)?$/,
              replacement: path.join(dirname, 'src/app/mocks-disabled.ts'),
            },
          ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      sourcemap: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Everything index.html loads up front goes into one chunk: it compresses better than a
          // dozen small ones, which keeps the entry within its budget (scripts/check-bundle.mjs).
          // main.tsx must stay free of top-level await: lazy chunks import from this one.
          codeSplitting: {
            groups: [
              { name: 'entry', tags: ['$initial'], test: (id) => !API_CLIENT.test(id) },
              { name: 'ui-base', test: (id) => UI_BASE.test(id) },
              { name: 'ui-overlay', test: (id) => UI_OVERLAY.test(id) },
              {
                name: 'app-start',
                test: (id) => APP_START.test(id) || API_CLIENT.test(id),
              },
            ],
            // Automatic splitting alone makes a tiny common chunk for each set of screens sharing
            // a module, and a screen would need dozens of JavaScript requests. Common chunks under
            // 32 KB of source are copied into the chunks that use them instead (one shared registry
            // keeps one module state). A higher limit saves no further request and duplicates more
            // code; grouping by hand alone (vendor groups, entriesAware) leaves many more requests
            // or loads more on the sign-in page. The option turns on rolldown's
            // strictExecutionOrder, whose module wrappers add a little to the entry.
            experimentalInlineCommonChunks: {
              maxSize: 32 * 1024,
              // As Vite does: a chunk holding styles stays a file, or its CSS would be emitted twice.
              exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
            },
          },
        },
      },
    },
  };
});
