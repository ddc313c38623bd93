import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import { COMPARISON, VIEWPORTS } from './.storybook/visual.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The unit tests run beside two Chromium instances of the story layer on 2 cores. A property test
 * (200 generated cases) that takes a second on a quiet machine can exceed Vitest's 5 s default
 * there: the limit is for a hung test, not a slow machine.
 */
const UNIT_TIMEOUT = 30_000;

/**
 * The unit projects run their files one after another in a shared worker instead of a fresh worker
 * (and a fresh happy-dom) per file: the run takes a quarter of the time. What a file leaves in the
 * worker's globals is reset after it (vitest.worker-reset.ts); `pnpm test:unit:shuffled` runs the
 * files in a random order, to show no test leans on what an earlier file left.
 */
const unitWorker = {
  isolate: false,
  setupFiles: [path.join(dirname, 'vitest.worker-reset.ts')],
};

/** Debian's Chromium: Playwright's own browser download is not available on these machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
  ],
};

/** @ekran/ui resolves to its source in every test: no package build first (packages/ui/package.json). */
const uiSource = { conditions: ['@ekran/source', ...defaultClientConditions] };

/** Dependencies of lazily loaded components, pre-bundled so no test run discovers them late. */
const heavyDeps = ['leaflet', 'react-leaflet', 'react-day-picker', 'react-day-picker/locale'].map(
  (dep) => `@ekran/ui > ${dep}`,
);

const browserProvider = playwright({
  launchOptions: chromiumLaunchOptions,
  contextOptions: { reducedMotion: 'reduce', locale: 'ru-RU', timezoneId: 'Europe/Moscow' },
});

/**
 * Compares two PNG shots (base64) the way `toMatchScreenshot` does: pngjs decodes them and
 * @blazediff/core counts the pixels that differ. The `visual-settings` test drives it.
 */
const compareShots: BrowserCommand<[string, string, Record<string, unknown>]> = (
  _context,
  reference,
  actual,
  options,
) => {
  const a = PNG.sync.read(Buffer.from(reference, 'base64'));
  const b = PNG.sync.read(Buffer.from(actual, 'base64'));
  if (a.width !== b.width || a.height !== b.height)
    return { mismatched: Infinity, sameSize: false };
  return {
    mismatched: diff(a.data, b.data, undefined, a.width, a.height, options),
    sameSize: true,
  };
};

/**
 * The stories run as two projects, the components (packages/ui, apps/web/src/components) and the
 * screens (apps/web/src/app, apps/web/src/features): each is one Chromium instance and Vitest runs
 * two at once on two cores, where one project left the second core to the unit tests only.
 */
function storybookProject(name: string, exclude: string[]) {
  return {
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), tailwindcss()],
    resolve: uiSource,
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test page.
    optimizeDeps: { include: heavyDeps },
    test: {
      name,
      exclude,
      // All story files in one page, one after another: a fresh page per file loaded the preview,
      // React and the fake backend again each time, about a third of the layer's time. Every story
      // starts from its own state all the same (preview.tsx: the fake's database, the theme).
      isolate: false,
      // The first story of a file waits for its cold transform on a 2-core machine.
      testTimeout: 30_000,
      // The screenshots of a story's matrix are taken in an afterEach hook.
      hookTimeout: 90_000,
      // In CI a failed story runs once more, so that one late paint does not fail the whole run;
      // a changed picture fails both times. A story that passed on its retry says so in the output
      // (vitest.setup.ts): it is a race to find, not to live with.
      retry: process.env.CI ? 1 : 0,
      // Every story is shot in its matrix and compared with the committed references
      // (.storybook/vitest.setup.ts, .storybook/visual.ts).
      // The render counter first: React finds the DevTools' hook only if it is there before it.
      setupFiles: [
        path.join(dirname, '.storybook/render-counts.ts'),
        path.join(dirname, '.storybook/vitest.setup.ts'),
      ],
      browser: {
        enabled: true,
        headless: true,
        provider: browserProvider,
        instances: [{ browser: 'chromium' as const }],
        // The add-on sets each story's window from its viewport global (desktop by default).
        viewport: { width: VIEWPORTS.desktop.width, height: VIEWPORTS.desktop.height },
        // Failure screenshots would land beside the committed references; the diff is enough.
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // Each number and its reason: .storybook/visual.ts, COMPARISON.
            comparatorOptions: { ...COMPARISON },
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit-ui',
          root: path.join(dirname, 'packages/ui'),
          environment: 'happy-dom',
          testTimeout: UNIT_TIMEOUT,
          include: ['src/**/*.test.{ts,tsx}'],
          ...unitWorker,
          setupFiles: [...unitWorker.setupFiles, path.join(dirname, 'vitest.setup.ts')],
        },
      },
      {
        test: {
          name: 'unit-api',
          root: path.join(dirname, 'packages/api'),
          environment: 'node',
          testTimeout: UNIT_TIMEOUT,
          include: ['src/**/*.test.ts'],
          ...unitWorker,
        },
      },
      {
        test: {
          name: 'unit-scripts',
          root: path.join(dirname, 'scripts'),
          environment: 'node',
          testTimeout: UNIT_TIMEOUT,
          include: ['*.test.ts'],
          ...unitWorker,
        },
      },
      {
        plugins: [react()],
        resolve: uiSource,
        test: {
          name: 'unit-web',
          root: path.join(dirname, 'apps/web'),
          environment: 'happy-dom',
          testTimeout: UNIT_TIMEOUT,
          // Beside the code, and the build's own helpers at the app's root (csp-inline-scripts).
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
          ...unitWorker,
          setupFiles: [...unitWorker.setupFiles, path.join(dirname, 'vitest.setup.ts')],
        },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve: uiSource,
        optimizeDeps: { include: heavyDeps },
        test: {
          name: 'visual-settings',
          include: ['.storybook/*.browser.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: { compareShots },
          },
        },
      },
      storybookProject('storybook-components', ['apps/web/src/app/**', 'apps/web/src/features/**']),
      storybookProject('storybook-screens', ['packages/**', 'apps/web/src/components/**']),
    ],
  },
});
