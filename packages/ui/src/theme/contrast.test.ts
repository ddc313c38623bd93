import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, parseColor, type Rgba } from './color';
import fc from 'fast-check';
import { resolveTenantTheme, type TenantThemeSpec } from './runtime-theme';
import { colorTokens, defaultPalette, textContrastPairs, uiContrastPairs } from './tokens';

// Read from disk: Vitest replaces CSS imports (even ?raw) with empty modules.
const tokensCss = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const tenantsCss = readFileSync(path.join(import.meta.dirname, 'tenants.css'), 'utf8');

type Rule = { selectors: string[]; declarations: Map<string, string>; order: number };

/** Top-level rules of a stylesheet; @media blocks are skipped (they only touch motion). */
function parseRules(css: string, startOrder: number): Rule[] {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Drop @-blocks with one level of nesting.
  text = text.replace(/@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const rules: Rule[] = [];
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const name = declaration.slice(0, colon).trim();
      if (name.startsWith('--'))
        declarations.set(name.slice(2), declaration.slice(colon + 1).trim());
    }
    const selectors = (match[1] ?? '').split(',').map((selector) => selector.trim());
    rules.push({ selectors, declarations, order: startOrder + rules.length });
  }
  return rules;
}

/**
 * Specificity of a compound selector if it matches <html data-tenant data-theme>, else null.
 * Only the selector shapes the theme files use are understood; anything else fails the test.
 */
function matchRoot(selector: string, tenant: string, theme: string): number | null {
  if (/\s/.test(selector)) return null; // descendant selectors style nested regions, not <html>
  const parts = selector.match(/:root|\[[^\]]+\]/g) ?? [];
  expect(parts.join(''), `unsupported selector ${selector}`).toBe(selector);
  for (const part of parts) {
    if (part === ':root') continue;
    const attr = /^\[(data-tenant|data-theme)='([^']+)'\]$/.exec(part);
    expect(attr, `unsupported attribute selector ${part}`).not.toBeNull();
    const expected = attr?.[1] === 'data-tenant' ? tenant : theme;
    if (attr?.[2] !== expected) return null;
  }
  return parts.length;
}

const rules = [...parseRules(tokensCss, 0), ...parseRules(tenantsCss, 1000)];

function resolveTheme(tenant: string, theme: string): Map<string, string> {
  const matched = rules
    .map((rule) => {
      const specificities = rule.selectors
        .map((selector) => matchRoot(selector, tenant, theme))
        .filter((value): value is number => value !== null);
      return { rule, specificity: specificities.length ? Math.max(...specificities) : null };
    })
    .filter((entry) => entry.specificity !== null)
    .sort((a, b) => (a.specificity ?? 0) - (b.specificity ?? 0) || a.rule.order - b.rule.order);
  const vars = new Map<string, string>();
  for (const { rule } of matched)
    for (const [name, value] of rule.declarations) vars.set(name, value);
  return vars;
}

const tenants = [
  ...new Set(
    [...`${tokensCss}\n${tenantsCss}`.matchAll(/\[data-tenant='([^']+)'\]/g)].map(
      (m) => m[1] ?? '',
    ),
  ),
];
const themes = ['light', 'dark'];
const cases = tenants.flatMap((tenant) => themes.map((theme) => ({ tenant, theme })));

describe('shipped themes', () => {
  it('ship at least three tenants', () => {
    expect(tenants).toEqual(expect.arrayContaining(['ekran', 'gorod-ekran', 'mediafasad']));
  });

  it('replays the cascade: tenant dark beats tenant light beats base dark', () => {
    expect(resolveTheme('ekran', 'dark').get('primary')).toBe('#93b4fd');
    expect(resolveTheme('gorod-ekran', 'light').get('primary')).toBe('#047857');
    expect(resolveTheme('gorod-ekran', 'dark').get('primary')).toBe('#34d399');
    // Status colours a tenant leaves alone come from the base theme of the mode.
    expect(resolveTheme('mediafasad', 'dark').get('success')).toBe('#4ade80');
    expect(resolveTheme('mediafasad', 'light').get('radius')).toBe('0.25rem');
  });

  describe.each(cases)('$tenant, $theme', ({ tenant, theme }) => {
    const vars = resolveTheme(tenant, theme);
    const color = (name: string) => {
      const parsed = parseColor(vars.get(name) ?? '');
      expect(parsed, `--${name} (${vars.get(name)}) is not a parseable colour`).not.toBeNull();
      return parsed ?? { r: 0, g: 0, b: 0, a: 1 };
    };

    it('defines every colour token', () => {
      for (const name of colorTokens) expect(vars.has(name), `--${name}`).toBe(true);
    });

    it.each(textContrastPairs)('text %s on %s reaches 4.5:1', (fg, bg) => {
      expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(uiContrastPairs)('control %s on %s reaches 3:1', (fg, bg) => {
      expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('the default palette in TypeScript', () => {
  it.each(themes)('equals tokens.css in %s mode', (theme) => {
    const vars = resolveTheme('ekran', theme);
    expect(defaultPalette[theme as 'light' | 'dark']).toEqual(
      Object.fromEntries(colorTokens.map((name) => [name, vars.get(name)])),
    );
  });
});

/**
 * Themes given at run time: inline custom properties on <html> beat every rule, so the
 * cascade is the default theme of the mode with the resolved overrides on top.
 */
function runtimeCascade(spec: TenantThemeSpec, theme: 'light' | 'dark'): Map<string, string> {
  const vars = resolveTheme('ekran', theme);
  for (const [name, value] of Object.entries(resolveTenantTheme(spec)[theme]))
    vars.set(name, value);
  return vars;
}

const isText = (token: string) => token === 'foreground' || token.endsWith('-foreground');
const neonDemo = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../../../apps/web/public/tenants/neon.demo.json'),
    'utf8',
  ),
) as TenantThemeSpec;

const runtimeThemes: Record<string, TenantThemeSpec> = {
  // The fake backend's vitrina.demo (theme in the tenant response), light only: dark is derived.
  vitrina: { light: { primary: '#7c3aed', 'primary-foreground': '#ffffff', radius: '0.75rem' } },
  'neon (/tenants/neon.demo.json)': neonDemo,
  // White on a light yellow primary, a pale page text on white: both fail and get fixed.
  'failing pairs': {
    light: { primary: '#facc15', 'primary-foreground': '#ffffff', foreground: '#d1d5db' },
    dark: { primary: '#1e3a8a', 'primary-foreground': '#0f172a' },
  },
};

describe.each(Object.entries(runtimeThemes))('runtime theme %s', (_name, spec) => {
  describe.each(themes as ('light' | 'dark')[])('%s', (theme) => {
    const vars = runtimeCascade(spec, theme);
    const color = (name: string) => parseColor(vars.get(name) ?? '') ?? { r: 0, g: 0, b: 0, a: 1 };
    it.each(textContrastPairs.filter(([fg]) => isText(fg)))(
      'text %s on %s reaches 4.5:1',
      (fg, bg) => {
        expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
      },
    );
  });
});

describe('runtime themes, whatever the tenant picks', () => {
  const hex = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
    .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);
  const vars = fc.record(
    {
      primary: hex,
      'primary-foreground': hex,
      background: hex,
      foreground: hex,
      accent: hex,
      'accent-foreground': hex,
      muted: hex,
      card: hex,
    },
    { requiredKeys: [] },
  );

  it('keeps every text pair at AA in both modes, and keeps the backgrounds', () => {
    fc.assert(
      fc.property(vars, fc.option(vars, { nil: undefined }), (light, dark) => {
        const spec: TenantThemeSpec = dark ? { light, dark } : { light };
        const resolved = resolveTenantTheme(spec);
        for (const theme of ['light', 'dark'] as const) {
          const cascade = runtimeCascade(spec, theme);
          const rgb = (name: string) => parseColor(cascade.get(name) ?? '')!;
          for (const fg of new Set(textContrastPairs.map(([f]) => f).filter(isText))) {
            const bgs = textContrastPairs.filter(([f]) => f === fg).map(([, bg]) => rgb(bg));
            const worst = (color: Rgba) => Math.min(...bgs.map((bg) => contrastRatio(color, bg)));
            // Backgrounds so far apart that no text colour reads on all of them (a mid green
            // muted under a dark page) are the tenant's to fix; otherwise AA holds.
            const possible = Math.max(worst(parseColor('#000')!), worst(parseColor('#fff')!));
            expect(worst(rgb(fg)), `${theme} ${fg}`).toBeGreaterThanOrEqual(
              Math.min(4.5, possible) - 1e-9,
            );
          }
        }
        const backgrounds = (vars: Record<string, string>) =>
          Object.fromEntries(Object.entries(vars).filter(([name]) => !isText(name)));
        expect(backgrounds(resolved.light)).toEqual(backgrounds(light));
      }),
      { numRuns: 200 },
    );
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    const black = parseColor('#000')!;
    const white = parseColor('rgb(255 255 255)')!;
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777')!, white)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('hsl(0 0% 100%)')!, white)).toBe(1);
  });

  it('parses the colour syntaxes the themes may use', () => {
    expect(parseColor('#1d4ed8')).toEqual({ r: 29, g: 78, b: 216, a: 1 });
    expect(parseColor('rgba(17, 24, 39, 0.5)')).toEqual({ r: 17, g: 24, b: 39, a: 0.5 });
    expect(parseColor('rgb(17 24 39 / 55%)')).toEqual({ r: 17, g: 24, b: 39, a: 0.55 });
    expect(parseColor('hsl(120deg 100% 25%)')).toEqual({ r: 0, g: 127.5, b: 0, a: 1 });
    expect(parseColor('tomato')).toBeNull();
    expect(parseColor('rgb(1 2)')).toBeNull();
  });
});
