import fs from 'node:fs';

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell` where it is installed (CI
 * installs it), else `CHROME_PATH` or Debian's Chromium. The shell is the same engine without the
 * desktop browser around it, so each page costs less CPU (the suite's limit on 2 cores; README,
 * «Test time»). The story
 * tests keep the full Chromium: their reference screenshots are drawn by it, and the shell's text
 * rendering differs from it by a few pixels. E2E_CHROME_PATH picks another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const e2eBrowserPath =
  process.env.E2E_CHROME_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));
