import { describe, expect, it } from 'vitest';
import {
  parseTenantDomain,
  safeAssetUrl,
  tenantRedirectUrl,
  withoutRedirectMark,
} from './tenant-rules.ts';

describe('parseTenantDomain', () => {
  it.each([
    ['ads.gorodekran.ru', 'ads.gorodekran.ru'],
    ['Ekran.Example.COM', 'ekran.example.com'],
    ['xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
    ['media.example.ru.', 'media.example.ru'],
  ])('accepts the plain host %s', (value, expected) => {
    expect(parseTenantDomain(value)).toBe(expected);
  });

  it.each([
    'https://evil.example.com',
    'evil.example.com/path',
    'evil.example.com:8080',
    'user@evil.example.com',
    'evil.example.com?x=1',
    'evil.example.com#x',
    'javascript:alert(1)',
    '//evil.example.com',
    'evil .example.com',
    'localhost',
    '127.0.0.1',
    '',
    null,
    42,
    'a'.repeat(300) + '.com',
  ])('refuses %s', (value) => {
    expect(parseTenantDomain(value)).toBeNull();
  });
});

describe('tenantRedirectUrl', () => {
  it('moves to the same path on the tenant domain and marks the hop', () => {
    const target = tenantRedirectUrl(
      { domain: 'ads.gorodekran.ru' },
      new URL('https://ekran.app/campaigns?page=2#top'),
    );
    expect(target).toBe('https://ads.gorodekran.ru/campaigns?page=2&tenant_redirect=1#top');
  });

  it('stays on localhost', () => {
    expect(
      tenantRedirectUrl({ domain: 'ads.gorodekran.ru' }, new URL('http://localhost:5173/')),
    ).toBeNull();
    expect(
      tenantRedirectUrl({ domain: 'ads.gorodekran.ru' }, new URL('http://127.0.0.1:4173/')),
    ).toBeNull();
  });

  it('stays when already on the tenant domain', () => {
    expect(
      tenantRedirectUrl({ domain: 'ADS.gorodekran.ru' }, new URL('https://ads.gorodekran.ru/')),
    ).toBeNull();
  });

  it('never redirects twice in a row', () => {
    expect(
      tenantRedirectUrl(
        { domain: 'b.example.ru' },
        new URL('https://a.example.ru/?tenant_redirect=1'),
      ),
    ).toBeNull();
  });

  it('ignores a hostile value', () => {
    expect(
      tenantRedirectUrl(
        { domain: 'https://evil.example.com/phish' },
        new URL('https://ekran.app/'),
      ),
    ).toBeNull();
    expect(
      tenantRedirectUrl({ domain: 'evil.com@ekran.app' }, new URL('https://ekran.app/')),
    ).toBeNull();
  });
});

describe('withoutRedirectMark', () => {
  it('strips only the mark', () => {
    expect(withoutRedirectMark(new URL('https://a.ru/x?page=2&tenant_redirect=1#h'))).toBe(
      '/x?page=2#h',
    );
    expect(withoutRedirectMark(new URL('https://a.ru/x'))).toBeNull();
  });
});

describe('safeAssetUrl', () => {
  const origin = 'https://ekran.app';
  it.each([
    ['https://cdn.example.ru/logo.svg', 'https://cdn.example.ru/logo.svg'],
    ['/media/logo.png', 'https://ekran.app/media/logo.png'],
    ['http://cdn.example.ru/f.ico', 'http://cdn.example.ru/f.ico'],
    ['tenants/logo.svg', 'https://ekran.app/tenants/logo.svg'],
    ['  /tenants/logo.svg  ', 'https://ekran.app/tenants/logo.svg'],
  ])('keeps %s', (value, expected) => {
    expect(safeAssetUrl(value, origin)).toBe(expected);
  });
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '//evil.example.com/x.png',
    '\\\\evil.example.com/x.png',
    '/\\evil.example.com/x.png',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    ' vbscript:x',
    'blob:https://ekran.app/1',
    'file:///etc/passwd',
    'ftp://cdn.example.ru/x.png',
    'https://',
    '',
    '   ',
    null,
    42,
    { href: 'https://cdn.example.ru/x.png' },
  ])('drops %s', (value) => {
    expect(safeAssetUrl(value, origin)).toBeNull();
  });
});

describe('tenantRedirectUrl without a tenant', () => {
  it('stays when there is no tenant or no domain', () => {
    expect(tenantRedirectUrl(null, new URL('https://x.ru/'))).toBeNull();
    expect(tenantRedirectUrl({ domain: '' }, new URL('https://x.ru/'))).toBeNull();
  });
});
