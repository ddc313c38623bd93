import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, parseColor } from './color';
import { colorTokens, textContrastPairs, uiContrastPairs } from './tokens';

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
