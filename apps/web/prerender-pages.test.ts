import { describe, expect, it } from 'vitest';
import { tenantCacheKey } from '@ekran/api';
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

/** Runs the page's inline script on `html` in this test's document. */
function runSlotsScript(html: string) {
  document.body.innerHTML = `<div id="root"><div data-prerendered>${html}</div></div>`;
  new Function(TENANT_SLOTS_SCRIPT)();
  return document.querySelector('[data-prerendered]')!;
}

describe('prerendered pages (issue 17)', () => {
  it('put the page in #root instead of the boot shell, with the slot style and script', () => {
    const html = withPrerenderedRoot(INDEX, LOGIN);
    expect(html).not.toContain('boot-status');
    expect(html).toContain(`<div id="root"><div data-prerendered>${LOGIN}</div></div>`);
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

  it('leave the slots hidden without a cached tenant or with a broken one', () => {
    expect(runSlotsScript(LOGIN).hasAttribute('data-tenant-known')).toBe(false);
    localStorage.setItem(tenantCacheKey(location.hostname), '{broken');
    expect(runSlotsScript(LOGIN).hasAttribute('data-tenant-known')).toBe(false);
    localStorage.clear();
  });
});
