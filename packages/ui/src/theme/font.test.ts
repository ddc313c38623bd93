import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const fonts = readFileSync(path.join(import.meta.dirname, '..', 'fonts.css'), 'utf8');
const fontCss = readFileSync(
  createRequire(path.join(import.meta.dirname, 'font.test.ts')).resolve(
    '@fontsource-variable/inter/index.css',
  ),
  'utf8',
);

describe('bundled font', () => {
  it('imports the Inter entry that declares every subset', () => {
    expect(fonts).toContain("@import '@fontsource-variable/inter/index.css';");
  });

  it('covers Cyrillic and the ruble sign', () => {
    expect(fontCss).toMatch(/inter-cyrillic-wght-normal\.woff2/);
    expect(fontCss).toMatch(/U\+0400-045F/);
    // ₽ is U+20BD, inside the latin-ext range U+20AD-20C0.
    expect(fontCss).toMatch(/U\+20AD-20C0/);
  });
});
