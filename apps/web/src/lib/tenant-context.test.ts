import { describe, expect, it } from 'vitest';
import { FALLBACK_TENANT, toAppTenant } from './tenant-context';

// Every place that shows the tenant's logo (the three layouts) or favicon (TenantProvider) reads
// logoUrl/faviconUrl, never the server's raw logo/favicon: these are the values they get.
describe('toAppTenant', () => {
  const origin = 'https://ads.gorodekran.ru';
  const tenant = (logo: string | null, favicon: string | null) =>
    toAppTenant({ ...FALLBACK_TENANT, logo, favicon }, origin);

  it('keeps http(s) URLs and same-origin paths', () => {
    expect(tenant('https://cdn.example.ru/logo.svg', '/tenants/favicon.svg')).toMatchObject({
      logoUrl: 'https://cdn.example.ru/logo.svg',
      faviconUrl: 'https://ads.gorodekran.ru/tenants/favicon.svg',
    });
  });

  it('drops script, data and protocol-relative URLs, keeping the raw values out of the page', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/x.png',
    ]) {
      const app = tenant(value, value);
      expect(app.logoUrl).toBeNull();
      expect(app.faviconUrl).toBeNull();
    }
  });

  it('has no logo or favicon without values', () => {
    expect(tenant(null, null)).toMatchObject({ logoUrl: null, faviconUrl: null });
  });
});
