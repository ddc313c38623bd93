import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_KEY } from './color-scheme';
import {
  applyTheme,
  isThemeApplied,
  resolveTheme,
  startTenantTheme,
  tenantThemeCacheKey,
  writeCachedTheme,
} from './tenant-theme-runtime';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const files: string[] = [];
beforeEach(() => {
  files.length = 0;
  server.use(
    http.get('*/tenants/:file', ({ params }) => {
      files.push(String(params.file));
      return params.file === 'neon.demo.json'
        ? HttpResponse.json({ light: { primary: '#be185d', bogus: '#000' } })
        : new HttpResponse('Not found', { status: 404 });
    }),
  );
});

describe('resolveTheme: first match wins', () => {
  it('takes the theme of the tenant response without asking for a file', async () => {
    const { theme, source, report } = await resolveTheme(
      { domain: 'vitrina.demo', theme: { light: { primary: '#7c3aed' } } },
      'vitrina.demo',
      'ekran',
    );
    expect(source).toBe('response');
    expect(theme).toMatchObject({ tenant: 'ekran', light: { primary: '#7c3aed' } });
    expect(theme.dark.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(report?.rejected).toEqual([]);
    expect(files).toEqual([]);
  });

  it('then /tenants/<domain>.json of the tenant’s domain, checked', async () => {
    const { theme, source, report } = await resolveTheme(
      { domain: 'neon.demo', theme: undefined },
      '127.0.0.1',
      'ekran',
    );
    expect(source).toBe('file');
    expect(files).toEqual(['neon.demo.json']);
    expect(theme.light.primary).toBe('#be185d');
    expect(report?.rejected.map((entry) => entry.name)).toEqual(['bogus']);
  });

  it('then the built-in theme by domain label: a 404 is just «none»', async () => {
    const { theme, source } = await resolveTheme(
      { domain: 'ads.gorodekran.ru' },
      'ads.gorodekran.ru',
      'gorod-ekran',
    );
    expect(files).toEqual(['ads.gorodekran.ru.json']);
    expect(source).toBe('built-in');
    expect(theme).toEqual({ tenant: 'gorod-ekran', light: {}, dark: {} });
  });

  it('then the default; a page instead of JSON (a dev server’s fallback) is none too', async () => {
    server.use(
      http.get('*/tenants/:file', () => HttpResponse.html('<!doctype html><div id="root">')),
    );
    const { theme, source } = await resolveTheme(null, 'localhost', 'ekran');
    expect(source).toBe('default');
    expect(theme.tenant).toBe('ekran');
  });
});

describe('the pre-paint script of index.html', () => {
  const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
  const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const root = document.documentElement;
  const run = () => new Function(body)() as void;

  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute('style');
    root.removeAttribute('data-theme');
    root.removeAttribute('data-tenant');
  });

  it('applies the theme the runtime cached for this host, in the chosen mode', () => {
    writeCachedTheme(location.hostname, {
      tenant: 'ekran',
      light: { primary: '#7c3aed', radius: '1rem' },
      dark: { primary: '#c4b5fd' },
    });
    run();
    expect(root.style.getPropertyValue('--primary')).toBe('#7c3aed');
    expect(root.style.getPropertyValue('--radius')).toBe('1rem');
    expect(root.dataset.tenant).toBe('ekran');
    expect(root.dataset.theme).toBeUndefined();

    root.removeAttribute('style');
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    run();
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--primary')).toBe('#c4b5fd');
  });

  it('leaves a theme it already shows alone, and tells any difference', () => {
    const theme = { tenant: 'ekran', light: { primary: '#7c3aed' }, dark: { primary: '#c4b5fd' } };
    writeCachedTheme(location.hostname, theme);
    run();
    expect(isThemeApplied(theme)).toBe(true);
    expect(isThemeApplied({ ...theme, light: { primary: '#000000' } })).toBe(false);
    expect(isThemeApplied({ ...theme, light: { ...theme.light, radius: '1rem' } })).toBe(false);
    expect(isThemeApplied({ ...theme, tenant: 'neon' })).toBe(false);
    root.setAttribute('data-theme', 'dark');
    expect(isThemeApplied(theme)).toBe(false);
    applyTheme(theme);
    expect(isThemeApplied(theme)).toBe(true);
    // With no cache, `:root` shows the default theme, and only that.
    root.removeAttribute('style');
    root.removeAttribute('data-tenant');
    expect(isThemeApplied({ tenant: 'ekran', light: {}, dark: {} })).toBe(true);
    expect(isThemeApplied({ tenant: 'gorod-ekran', light: {}, dark: {} })).toBe(false);
    expect(isThemeApplied(theme)).toBe(false);
  });

  it('survives a broken cache entry and leaves the default', () => {
    localStorage.setItem(tenantThemeCacheKey(location.hostname), '{not json');
    expect(run).not.toThrow();
    expect(root.getAttribute('style')).toBeNull();
  });
});

describe('startTenantTheme', () => {
  const root = document.documentElement;
  let stop = () => {};
  // Every attribute the root takes while the theme starts.
  let changed: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) changed.push(record.attributeName ?? '');
  });

  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute('style');
    root.removeAttribute('data-theme');
    root.removeAttribute('data-tenant');
    // An earlier switch's frames may still be due.
    root.removeAttribute('data-theme-switching');
    changed = [];
    observer.observe(root, { attributes: true });
  });
  afterEach(() => {
    stop();
    observer.disconnect();
    root.removeAttribute('style');
    root.removeAttribute('data-tenant');
    root.removeAttribute('data-theme-switching');
  });

  it('names the default tenant on a first visit without switching the theme', async () => {
    stop = startTenantTheme({ host: 'localhost', tenant: null, builtIn: 'ekran' });
    await vi.waitFor(() => expect(root.dataset.tenant).toBe('ekran'));
    observer.takeRecords().forEach((record) => changed.push(record.attributeName ?? ''));
    expect(changed).toEqual(['data-tenant']);
    expect(JSON.parse(localStorage.getItem(tenantThemeCacheKey('localhost'))!)).toEqual({
      tenant: 'ekran',
      light: {},
      dark: {},
    });
  });

  it('switches to any other theme, and to the default over a cached one', async () => {
    stop = startTenantTheme({ host: 'gorodekran.demo', tenant: null, builtIn: 'gorod-ekran' });
    await vi.waitFor(() => expect(root.dataset.tenant).toBe('gorod-ekran'));
    expect(changed).toContain('data-theme-switching');
    stop();

    root.style.setProperty('--primary', '#7c3aed');
    changed = [];
    stop = startTenantTheme({ host: 'localhost', tenant: null, builtIn: 'ekran' });
    await vi.waitFor(() => expect(root.dataset.tenant).toBe('ekran'));
    expect(changed).toContain('data-theme-switching');
    expect(root.style.getPropertyValue('--primary')).toBe('');
  });
});
