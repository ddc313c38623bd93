import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './color';
import {
  deriveDarkVars,
  parseTenantThemeSpec,
  resolveTenantTheme,
  themeFromBrand,
} from './runtime-theme';
import { defaultPalette } from './tokens';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

describe('parseTenantThemeSpec', () => {
  it('takes light and dark objects and nothing else', () => {
    expect(parseTenantThemeSpec({ light: { primary: '#7c3aed' }, extra: 1 })).toEqual({
      light: { primary: '#7c3aed' },
    });
    expect(parseTenantThemeSpec(null)).toBeNull();
    expect(parseTenantThemeSpec('#7c3aed')).toBeNull();
    expect(parseTenantThemeSpec({ light: [] })).toBeNull();
    expect(parseTenantThemeSpec({})).toBeNull();
  });
});

describe('resolveTenantTheme', () => {
  it('drops unknown tokens and invalid values, per mode', () => {
    const resolved = resolveTenantTheme({
      light: { primary: '#7c3aed', 'brand-pink': '#f0f', radius: 'huge' },
      dark: { primary: 'url(x)', 'primary-foreground': '#0b1120' },
    });
    expect(resolved.light.primary).toBe('#7c3aed');
    expect(resolved.rejected.map(({ mode, name }) => `${mode}:${name}`)).toEqual([
      'light:brand-pink',
      'light:radius',
      'dark:primary',
    ]);
    expect(resolved.dark).not.toHaveProperty('primary');
  });

  it('keeps a passing theme as it is', () => {
    const resolved = resolveTenantTheme({
      light: { primary: '#7c3aed', 'primary-foreground': '#ffffff' },
    });
    expect(resolved.light).toEqual({ primary: '#7c3aed', 'primary-foreground': '#ffffff' });
    expect(resolved.adjustments.filter((entry) => entry.mode === 'light')).toEqual([]);
  });

  it('replaces a failing text colour, keeping the background', () => {
    const resolved = resolveTenantTheme({
      light: { primary: '#fde047', 'primary-foreground': '#ffffff', foreground: '#1c1030' },
    });
    expect(resolved.light.primary).toBe('#fde047');
    // The tenant's own page text passes on yellow: it is used.
    expect(resolved.light['primary-foreground']).toBe('#1c1030');
    expect(resolved.adjustments).toContainEqual(
      expect.objectContaining({ mode: 'light', token: 'primary-foreground', from: '#ffffff' }),
    );
  });

  it('falls back to the nearer passing of near-black and white', () => {
    const onYellow = resolveTenantTheme({
      light: { primary: '#fde047', 'primary-foreground': '#fef9c3' },
    });
    expect(onYellow.light['primary-foreground']).toBe(defaultPalette.light.foreground);
    const onNavy = resolveTenantTheme({
      light: { primary: '#1e1b4b', 'primary-foreground': '#312e81' },
    });
    expect(onNavy.light['primary-foreground']).toBe('#ffffff');
  });

  it('warns, without changing it, about a brand colour that is too light as link text', () => {
    const resolved = resolveTenantTheme({ light: { primary: '#fde047' } });
    expect(resolved.light.primary).toBe('#fde047');
    expect(resolved.warnings.join('\n')).toContain('--primary as text');
  });
});

describe('deriveDarkVars', () => {
  it('lightens the primary until it reads on the dark page, and keeps the radius', () => {
    const dark = deriveDarkVars({ primary: '#7c3aed', accent: '#ede9fe', radius: '1rem' });
    expect(dark.radius).toBe('1rem');
    expect(ratio(dark.primary!, defaultPalette.dark.background)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.primary!, defaultPalette.dark.card)).toBeGreaterThanOrEqual(4.5);
    expect(dark['primary-foreground']).toBe(defaultPalette.dark.background);
    expect(dark.ring).toBe(dark.primary);
    expect(dark.accent).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('derives nothing from colours it cannot read', () => {
    expect(deriveDarkVars({ primary: 'oklch(0.5 0.2 300)' })).toEqual({});
  });
});

describe('themeFromBrand', () => {
  it('spreads four brand colours and a radius over the surfaces, texts and greys', () => {
    const spec = themeFromBrand({
      primary: '#0f766e',
      accent: '#ccfbf1',
      background: '#fafaf9',
      foreground: '#1c1917',
      radius: '1rem',
    });
    expect(spec.light).toMatchObject({
      primary: '#0f766e',
      ring: '#0f766e',
      card: '#fafaf9',
      'card-foreground': '#1c1917',
      radius: '1rem',
    });
    expect(spec.light?.muted).toMatch(/^#[0-9a-f]{6}$/);
    const resolved = resolveTenantTheme(spec);
    expect(resolved.rejected).toEqual([]);
    expect(ratio(resolved.light['muted-foreground']!, '#fafaf9')).toBeGreaterThanOrEqual(4.5);
  });
});
