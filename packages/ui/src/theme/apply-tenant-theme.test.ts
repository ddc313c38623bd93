import { afterEach, describe, expect, it } from 'vitest';
import { applyTenantTheme } from './apply-tenant-theme';

const root = document.documentElement;

afterEach(() => root.removeAttribute('style'));

describe('applyTenantTheme', () => {
  it('sets known colour tokens as custom properties on <html>', () => {
    const result = applyTenantTheme({ primary: '#047857', 'primary-foreground': '#ffffff' });
    expect(result.applied).toEqual(['primary', 'primary-foreground']);
    expect(result.rejected).toEqual([]);
    expect(root.style.getPropertyValue('--primary')).toBe('#047857');
    expect(root.style.getPropertyValue('--primary-foreground')).toBe('#ffffff');
  });

  it('accepts rgb() and hsl() colours and a radius length', () => {
    const result = applyTenantTheme({
      accent: 'rgb(255 237 213)',
      'accent-foreground': 'hsl(15 75% 28%)',
      radius: '0.75rem',
    });
    expect(result.applied).toEqual(['accent', 'accent-foreground', 'radius']);
    expect(root.style.getPropertyValue('--radius')).toBe('0.75rem');
  });

  it('rejects unknown names, invalid colours and injection attempts', () => {
    const result = applyTenantTheme({
      'brand-pink': '#ff00ff',
      primary: 'not-a-colour',
      background: 'red; --foreground: red',
      foreground: 'var(--primary)',
      ring: 42,
      radius: 'big',
    });
    expect(result.applied).toEqual([]);
    expect(result.rejected.map(({ name, reason }) => [name, reason])).toEqual([
      ['brand-pink', 'unknown token'],
      ['primary', 'not a CSS colour'],
      ['background', 'not a CSS colour'],
      ['foreground', 'not a CSS colour'],
      ['ring', 'not a CSS colour'],
      ['radius', 'not a CSS length'],
    ]);
    expect(root.getAttribute('style') ?? '').toBe('');
  });

  it('warns about text pairs below 4.5:1 but still applies them', () => {
    const result = applyTenantTheme({ primary: '#7dd3fc', 'primary-foreground': '#ffffff' });
    expect(result.applied).toHaveLength(2);
    expect(result.contrastWarnings).toEqual([
      expect.stringMatching(/^--primary-foreground on --primary: 1\.\d\d:1 < 4\.5:1$/),
    ]);
  });

  it('reset restores what was there before', () => {
    root.style.setProperty('--primary', '#111111');
    const result = applyTenantTheme({ primary: '#047857', accent: '#d1fae5' });
    result.reset();
    expect(root.style.getPropertyValue('--primary')).toBe('#111111');
    expect(root.style.getPropertyValue('--accent')).toBe('');
  });

  it('targets another element when asked', () => {
    const region = document.createElement('section');
    applyTenantTheme({ primary: '#6d28d9' }, { root: region });
    expect(region.style.getPropertyValue('--primary')).toBe('#6d28d9');
    expect(root.style.getPropertyValue('--primary')).toBe('');
  });
});
