import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH, originOf, serve } from './bench-lib.ts';

/**
 * For a test file of scripts that run in a browser: `files` (name → text) in a temporary folder,
 * served on 127.0.0.1, and one Chromium, both ready before the file's tests and gone after them.
 */
export function servedPages(files: Record<string, string>): { origin: string; browser: Browser } {
  const pages = { origin: '', browser: undefined as unknown as Browser };
  let dir: string | undefined;
  let server: http.Server | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekran-pages-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    server = await serve(dir);
    pages.origin = originOf(server);
    pages.browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  });

  afterAll(async () => {
    await pages.browser?.close();
    server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  return pages;
}
