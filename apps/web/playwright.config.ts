import { defineConfig } from '@playwright/test';
import { e2eBrowserPath } from './e2e/browser-path';

// Parallel work can point at its own build and port: E2E_DIST=/tmp/x E2E_PORT=4300 playwright test.
const port = Number(process.env.E2E_PORT ?? 4174);
const outDir = process.env.E2E_DIST ?? 'dist-demo';

/**
 * End-to-end tests run against the production-like demo build (`build:demo`, fake backend in the
 * browser) served by `vite preview`. Debian's Chromium (see above) stands in for Playwright's own download.
 */
export default defineConfig({
  testDir: './e2e',
  // The production build behind nginx has its own config (playwright.nginx.config.ts).
  testIgnore: ['nginx/**'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace for every test doubled the suite's time on 2 cores: a failing test is
    // recorded when it is run again (CI retries once), which is when the trace is needed.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      // Chromium names downloads in the locale's encoding: under a bare C/POSIX locale (CI's `env -i`)
      // a Cyrillic file name («Отчёт … .csv») becomes «download». Users' browsers run in UTF-8.
      env: {
        ...process.env,
        LANG: process.env.LANG?.match(/utf-?8/i) ? process.env.LANG : 'C.UTF-8',
      },
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `pnpm exec vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
