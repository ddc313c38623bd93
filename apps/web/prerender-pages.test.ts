import { describe, expect, it } from 'vitest';
import { safeAssetUrl, tenantCacheKey, TOKEN_KEYS } from '@ekran/api';
import { TENANT_SLOTS_SCRIPT, withPrerenderedRoot } from './prerender-pages.ts';

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <title>Экран</title>
  </head>
  <body>
    <div id="root">
      <div class="boot"><p class="boot-status">Загрузка…</p></div>
    </div>
  </body>
</html>`;

const LOGIN = `<div><a href="/login"><span data-tenant-slot="name">Экран</span></a><form></form>
<p><span data-tenant-slot="company">© Экран</span> · <a href="/terms-of-use">Соглашение</a><span data-tenant-slot="support"></span></p></div>`;

const DASHBOARD = `<div><aside><a href="/dashboard"><span data-tenant-slot="name">Экран</span></a></aside>
<header><span data-tenant-slot="name">Экран</span></header><main><h1>Дашборд</h1></main></div>`;

/** Runs the page's inline script on `html` (a public page, or a signed-in one) in this document. */
function runSlotsScript(html: string, kind: 'public' | 'app' = 'public') {
  document.body.innerHTML = `<div id="root"><div data-prerendered${kind === 'app' ? '="app"' : ''}>${html}</div></div>`;
  new Function(TENANT_SLOTS_SCRIPT)();
  return document.querySelector('[data-prerendered]')!;
}

describe('prerendered pages', () => {
  it('put the page in #root before the boot shell, which shows only if the page is hidden', () => {
    const html = withPrerenderedRoot(INDEX, LOGIN);
    expect(html).toContain(
      `<div id="root"><div data-prerendered>${LOGIN}</div><div class="boot"><p class="boot-status">Загрузка…</p></div></div>`,
    );
    expect(html).toContain('[data-prerendered]:not([hidden])+.boot{display:none}');
    expect(html).toContain('<style>[data-prerendered]:not([data-tenant-known])');
    expect(html).toContain('[data-tenant-brand]');
    expect(html).toContain(`<script>${TENANT_SLOTS_SCRIPT}</script>`);
    expect(html.indexOf('</script>')).toBeLessThan(html.indexOf('</body>'));
    expect(() => withPrerenderedRoot('<html></html>', LOGIN)).toThrow(/no <div id="root">/);
  });

  it('fill the tenant slots from the cache key the app writes', () => {
    expect(TENANT_SLOTS_SCRIPT).toContain(`'${tenantCacheKey('')}'`);
    localStorage.setItem(
      tenantCacheKey(location.hostname),
      JSON.stringify({
        name: 'Реклама Плюс',
        company_name: 'ООО «Плюс»',
        email_tg: ' help@plus.ru ',
      }),
    );
    const page = runSlotsScript(LOGIN);
    expect(page.hasAttribute('data-tenant-known')).toBe(true);
    expect(page.querySelector('[data-tenant-slot="name"]')!.textContent).toBe('Реклама Плюс');
    expect(page.querySelector('[data-tenant-slot="company"]')!.textContent).toBe('© ООО «Плюс»');
    const support = page.querySelector('[data-tenant-slot="support"]')!;
    expect(support.textContent).toBe(' · Поддержка: help@plus.ru');
    expect(support.querySelector('a')!.getAttribute('href')).toBe('mailto:help@plus.ru');
    localStorage.clear();
  });

  it('make a signed-in page inert, with the boot shell after it for when it is hidden', () => {
    const html = withPrerenderedRoot(INDEX, DASHBOARD, 'app');
    expect(html).toContain(
      `<div id="root"><div data-prerendered="app"><div inert aria-hidden="true">${DASHBOARD}</div><p class="sr-only" role="status">Загрузка…</p></div><div class="boot"><p class="boot-status">Загрузка…</p></div></div>`,
    );
    // The shell shows only while the page is hidden.
    expect(html).toContain('[data-prerendered]:not([hidden])+.boot{display:none}');
  });

  it('show a signed-in page only with a session and without a query, with the tenant everywhere', () => {
    // The script names the session's keys itself (it runs before any module).
    expect(TENANT_SLOTS_SCRIPT).toContain(`'${TOKEN_KEYS.access}'`);
    expect(TENANT_SLOTS_SCRIPT).toContain(`'${TOKEN_KEYS.refresh}'`);
    localStorage.setItem(tenantCacheKey(location.hostname), JSON.stringify({ name: 'Плюс' }));
    expect(runSlotsScript(DASHBOARD, 'app').hasAttribute('hidden')).toBe(true);
    localStorage.setItem(TOKEN_KEYS.refresh, 'token');
    const page = runSlotsScript(DASHBOARD, 'app');
    expect(page.hasAttribute('hidden')).toBe(false);
    expect(
      [...page.querySelectorAll('[data-tenant-slot="name"]')].map((slot) => slot.textContent),
    ).toEqual(['Плюс', 'Плюс']);
    history.replaceState(null, '', '?status=2');
    expect(runSlotsScript(DASHBOARD, 'app').hasAttribute('hidden')).toBe(true);
    // A public page is shown without a session.
    history.replaceState(null, '', location.pathname);
    localStorage.removeItem(TOKEN_KEYS.refresh);
    expect(runSlotsScript(LOGIN).hasAttribute('hidden')).toBe(false);
    localStorage.clear();
  });

  it("show the cached tenant's logo in its place where the app would show it, and nowhere else", () => {
    const brand = `<a href="/login"><img data-tenant-slot="logo" hidden alt="" width="40" height="40"><span data-tenant-slot="name">Экран</span></a>`;
    const cases = [
      'https://cdn.example.ru/plus.svg',
      ' /tenants/plus.svg ',
      'javascript:alert(1)',
      '//evil.example/logo.svg',
      '/\\evil.example/logo.svg',
      'http://[broken',
      '',
      null,
    ];
    for (const logo of cases) {
      localStorage.setItem(
        tenantCacheKey(location.hostname),
        JSON.stringify({ name: 'Плюс', logo }),
      );
      const page = runSlotsScript(brand);
      const image = page.querySelector<HTMLImageElement>('img[data-tenant-slot="logo"]')!;
      // The same verdict as the app's own check: a logo the app would not show is not shown.
      const expected = safeAssetUrl(logo, location.origin);
      expect({ logo, hidden: image.hidden, src: image.hidden ? null : image.src }).toEqual({
        logo,
        hidden: expected === null,
        src: expected,
      });
      // A bad logo costs only the logo: the name is filled and shown.
      expect(page.hasAttribute('data-tenant-known')).toBe(true);
      expect(page.querySelector('[data-tenant-slot="name"]')!.textContent).toBe('Плюс');
    }
    localStorage.clear();
  });

  it('leave the slots hidden without a cached tenant or with a broken one', () => {
    expect(runSlotsScript(LOGIN).hasAttribute('data-tenant-known')).toBe(false);
    localStorage.setItem(tenantCacheKey(location.hostname), '{broken');
    expect(runSlotsScript(LOGIN).hasAttribute('data-tenant-known')).toBe(false);
    localStorage.clear();
  });
});
