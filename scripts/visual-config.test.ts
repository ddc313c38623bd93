import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getConfiguration } from 'chromatic/node';
import {
  activeModes,
  checkMatrix,
  COMPARISON,
  componentModes,
  screenModes,
  storybookViewports,
  TENANTS,
  THEMES,
  VIEWPORTS,
} from '../.storybook/visual.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the visual matrix', () => {
  it('has the tenants tenants.css themes and the two themes tokens.css defines', () => {
    const css =
      read('packages/ui/src/theme/tokens.css') + read('packages/ui/src/theme/tenants.css');
    const declared = new Set(
      [...css.matchAll(/\[data-tenant=['"]([\w-]+)['"]\]/g)].map((m) => m[1]),
    );
    expect([...declared].sort()).toEqual([...TENANTS].sort());
    expect(read('packages/ui/src/theme/tokens.css')).toMatch(/\[data-theme=['"]dark['"]\]/);
    expect(THEMES).toEqual(['light', 'dark']);
  });

  it('shoots a component in every tenant and theme, at its own width or the one it names', () => {
    for (const modes of [componentModes(), componentModes('phone')]) {
      const pairs = activeModes(modes).map(([, m]) => `${m.tenant}/${m.theme}`);
      expect(pairs.sort()).toEqual(TENANTS.flatMap((t) => THEMES.map((th) => `${t}/${th}`)).sort());
    }
    expect(activeModes(componentModes()).every(([, m]) => m.viewport === undefined)).toBe(true);
    expect(activeModes(componentModes('phone')).every(([, m]) => m.viewport === 375)).toBe(true);
  });

  it('shoots a screen at desktop and phone width and once in another tenant’s dark theme', () => {
    const shots = (modes: ReturnType<typeof screenModes>) =>
      activeModes(modes)
        .map(([name, m]) => [name, m.tenant, m.theme, m.viewport])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(shots(screenModes())).toEqual([
      ['desktop', 'ekran', 'light', VIEWPORTS.desktop.width],
      ['mediafasad dark', 'mediafasad', 'dark', VIEWPORTS.desktop.width],
      ['phone', 'ekran', 'light', VIEWPORTS.phone.width],
    ]);
    expect(shots(screenModes({ only: 'phone' }))).toEqual([
      ['mediafasad dark phone', 'mediafasad', 'dark', 375],
      ['phone', 'ekran', 'light', 375],
    ]);
    // A story's modes replace its meta's: every name of either set is declared, the rest off.
    expect(Object.keys(screenModes()).sort()).toEqual(
      Object.keys(screenModes({ only: 'phone' })).sort(),
    );
    // The preview's component modes are off in a screen, but for the one the screen reuses.
    const inherited = Object.keys(componentModes()).filter((name) => !screenModes()[name]?.disable);
    expect(inherited).toEqual(['mediafasad dark']);
  });

  it('takes Storybook’s viewport list from the same table', () => {
    expect(storybookViewports.phone.styles).toEqual({ width: '375px', height: '812px' });
    expect(Object.keys(storybookViewports)).toEqual(Object.keys(VIEWPORTS));
  });

  it('fails a story whose rules do not fit its layer or come without a reason', () => {
    const ui = 'packages/ui/src/components/badge/badge.stories.tsx';
    const screen = 'apps/web/src/features/campaigns/campaigns-screen.stories.tsx';
    expect(() => checkMatrix(ui, { modes: componentModes() })).not.toThrow();
    expect(() => checkMatrix(ui, { modes: {} })).toThrow(/missing ekran light/);
    expect(() => checkMatrix(screen, { modes: componentModes() })).toThrow(/screenModes/);
    expect(() => checkMatrix(screen, { modes: screenModes() })).not.toThrow();
    expect(() => checkMatrix(screen, { modes: screenModes({ only: 'phone' }) })).not.toThrow();
    expect(() => checkMatrix(ui, { disableSnapshot: true })).toThrow(/why/);
    expect(() => checkMatrix(ui, { disableSnapshot: true }, { why: 'timing' })).not.toThrow();
    expect(() =>
      checkMatrix(ui, { modes: componentModes(), ignoreSelectors: ['.x'] }, { why: ' ' }),
    ).toThrow(/why/);
  });
});

describe('the comparison settings', () => {
  // pixelmatch's (and @blazediff/core's) colour distance: YIQ, squared, against 35215 × threshold².
  const yiq = (hex: string): [number, number, number] => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return [
      r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
      r * 0.59597799 - g * 0.2741761 - b * 0.32180189,
      r * 0.21147017 - g * 0.52261711 + b * 0.31114694,
    ];
  };
  const counts = (a: string, b: string, threshold: number) => {
    const [y1, i1, q1] = yiq(a);
    const [y2, i2, q2] = yiq(b);
    const delta = 0.5053 * (y1 - y2) ** 2 + 0.299 * (i1 - i2) ** 2 + 0.1957 * (q1 - q2) ** 2;
    return delta > 35215 * threshold * threshold;
  };

  it('tells neighbouring shades of a palette apart, which the default 0.1 did not', () => {
    const neighbours = [
      ['#1d4ed8', '#1e40af'], // blue-700 → blue-800: the brand primary one shade darker
      ['#f8fafc', '#f1f5f9'], // slate-50 → slate-100: the lightest pair of a neutral palette
      ['#ffffff', '#f8fafc'], // white → slate-50: a card on the page
      ['#0f172a', '#1e293b'], // slate-900 → slate-800: the dark theme's surfaces
    ];
    for (const [a = '', b = ''] of neighbours)
      expect(counts(a, b, COMPARISON.threshold)).toBe(true);
    expect(counts('#1d4ed8', '#1e40af', 0.1)).toBe(false);
  });

  it('is an absolute count of pixels, smaller than a 1 px edge of the smallest component', () => {
    expect(COMPARISON).not.toHaveProperty('allowedMismatchedPixelRatio');
    // A 16 px checkbox's one edge moving by 1 px changes at least 16 pixels.
    expect(COMPARISON.allowedMismatchedPixels).toBeLessThan(16);
    expect(COMPARISON.includeAA).toBe(true);
  });
});

describe('Chromatic', () => {
  it('reads a valid config: TurboSnap on the stats the build writes, changes fail the run', async () => {
    const config = await getConfiguration(path.join(root, 'chromatic.config.json'));
    expect(config.onlyChanged).toBe(true);
    expect(config.exitZeroOnChanges).toBe(false);
    expect(config.storybookBuildDir).toBe('storybook-static');
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.chromatic).not.toMatch(/exit-zero-on-changes/);
    // The build Chromatic uploads writes preview-stats.json, which TurboSnap traces.
    expect(scripts.chromatic).toMatch(/build:storybook[^&]*--stats-json/);
  });

  it('reads the modes from the preview, so Chromatic shoots the local matrix', () => {
    const preview = read('.storybook/preview.tsx');
    expect(preview).toMatch(/modes:\s*componentModes\(\)/);
    expect(preview).toMatch(/options:\s*storybookViewports/);
  });
});
