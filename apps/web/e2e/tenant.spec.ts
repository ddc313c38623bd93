import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect as baseExpect, test, type Browser } from '@playwright/test';
import { e2eBrowserPath } from './browser-path';
import { answerInPage, toast, watchApiRequests } from './fixtures';

/**
 * The tenant (spec §1): fetched on start, cached per host, shown in the frame, and the
 * redirect to the tenant's own domain off localhost, against the demo build. The rest of the app
 * shell is in shell.spec.ts.
 */

// Screens arrive as lazy chunks and several suites share two cores: give navigations room.
const expect = baseExpect.configure({ timeout: 20_000 });

const TENANT_PATH = '/api/v2/user/tenant/';

test.describe.configure({ timeout: 60_000 });

test.describe('tenant', () => {
  test('is fetched on start: name, title, favicon and theme', async ({ page }) => {
    // Every attribute <html> takes, to tell the default theme was named, not switched to.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { htmlAttributes: string[] }).htmlAttributes = seen;
      // The script runs before <html> exists: the document is what can be observed.
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) seen.push(record.attributeName ?? '');
      }).observe(document, { attributes: true, subtree: true });
    });
    const api = await watchApiRequests(page);
    const request = api.next((r) => r.path === TENANT_PATH && r.method === 'POST');
    await page.goto('/login');
    expect(JSON.parse((await request).body)).toEqual({ domain: '127.0.0.1' });
    await expect(page.getByRole('link', { name: 'Экран' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Экран');
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'ekran');
    // A first visit to the default tenant: `:root` shows its colours already, so the page is not
    // restyled as a whole (the switch forces that).
    const attributes = await page.evaluate(
      () => (window as unknown as { htmlAttributes: string[] }).htmlAttributes,
    );
    expect(attributes).toContain('data-tenant');
    expect(attributes).not.toContain('data-theme-switching');
    expect(attributes).not.toContain('style');
  });

  test('shows another tenant’s name, logo, favicon and colours', async ({ page }) => {
    await answerInPage(page, [
      {
        method: 'POST',
        path: TENANT_PATH,
        body: [
          {
            name: 'Город-Экран',
            company_name: 'ООО «Город-Экран»',
            domain: 'gorodekran.demo',
            logo: '/favicon.svg',
            favicon: '/favicon.svg',
            email_tg: null,
          },
        ],
      },
    ]);
    await page.goto('/login');
    await expect(page).toHaveTitle('Город-Экран');
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'gorod-ekran');
    await expect(page.getByText('© ООО «Город-Экран»')).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/favicon\.svg$/);
    // On 127.0.0.1 (local) the other domain does not move the page.
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  });

  test('is cached per host, so the next start paints it before the server answers', async ({
    context,
  }) => {
    const first = await context.newPage();
    await answerInPage(first, [
      {
        method: 'POST',
        path: TENANT_PATH,
        body: [
          {
            name: 'Кэш-Экран',
            company_name: 'ООО Кэш',
            domain: '127.0.0.1',
            logo: null,
            favicon: null,
            email_tg: null,
          },
        ],
      },
    ]);
    await first.goto('/login');
    await expect(first).toHaveTitle('Кэш-Экран');
    const cached = await first.evaluate(() => localStorage.getItem('ekran:tenant:127.0.0.1'));
    expect(JSON.parse(cached ?? 'null')).toMatchObject({ name: 'Кэш-Экран' });
    await first.close();

    // The tenant call never answers now: only the cache can paint the name.
    const second = await context.newPage();
    await second.goto('/login?mock=tenant:loading');
    await expect(second).toHaveTitle('Кэш-Экран');
    await expect(second.getByText('© ООО Кэш')).toBeVisible();
  });

  test('a failing tenant call leaves the app usable under its own name', async ({ page }) => {
    await page.goto('/login?mock=tenant:error');
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(page).toHaveTitle('Экран');
    // Silent: the tenant is not the user's business.
    await expect(toast(page, 'Внутренняя ошибка сервера')).toHaveCount(0);
  });
});

/**
 * The redirect rule only acts off localhost, and the preview runs on 127.0.0.1. So these tests serve
 * the same build from a plain Node server (vite preview refuses unknown Host headers) and open it as
 * http://ekran.test:<port> in a Chromium whose resolver maps ekran.test to 127.0.0.1. The origin is
 * marked secure, as a deployed one is.
 */
test.describe('tenant redirect on a non-local host', () => {
  const distDir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    process.env.E2E_DIST ?? 'dist-demo',
  );
  let server: http.Server;
  let browser: Browser;
  let origin = '';

  test.beforeAll(async () => {
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
      '.woff2': 'font/woff2',
      '.json': 'application/json',
      '.png': 'image/png',
    };
    server = http.createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = path.join(distDir, pathname);
      if (!file.startsWith(distDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
        file = path.join(distDir, 'index.html');
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      fs.createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    origin = `http://ekran.test:${port}`;
    browser = await chromium.launch({
      executablePath: e2eBrowserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--host-resolver-rules=MAP ekran.test 127.0.0.1',
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const openWithTenantDomain = async (domain: string, route = '/login?from=mail') => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const foreign: string[] = [];
    // The tenant's own domain is not served here: answer its navigation with a stub page.
    await context.route(
      (url) => url.hostname !== 'ekran.test',
      async (route) => {
        foreign.push(route.request().url());
        await route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<h1>Другой домен</h1>',
        });
      },
    );
    await answerInPage(page, [
      {
        method: 'POST',
        path: TENANT_PATH,
        body: [
          {
            name: 'Экран',
            company_name: 'Экран',
            domain,
            logo: null,
            favicon: null,
            email_tg: null,
          },
        ],
      },
    ]);
    await page.goto(`${origin}${route}`);
    return { context, page, foreign };
  };

  test('moves to the same path on the tenant’s own domain', async () => {
    const { context, page, foreign } = await openWithTenantDomain('gorodekran.demo');
    await expect(page).toHaveURL('http://gorodekran.demo/login?from=mail&tenant_redirect=1');
    await expect(page.getByRole('heading', { name: 'Другой домен' })).toBeVisible();
    expect(foreign).toEqual(['http://gorodekran.demo/login?from=mail&tenant_redirect=1']);
    await context.close();
  });

  test('stays when the host already is the tenant’s domain', async () => {
    const { context, page, foreign } = await openWithTenantDomain('ekran.test');
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).host).toBe(new URL(origin).host);
    expect(foreign).toEqual([]);
    await context.close();
  });

  for (const hostile of [
    'https://evil.example.com/phish',
    'evil.example.com/path',
    'evil.example.com@ekran.test',
    'javascript:alert(1)',
    '//evil.example.com',
    'evil.example.com:8080',
  ]) {
    test(`ignores the hostile domain value ${JSON.stringify(hostile)}`, async () => {
      const { context, page, foreign } = await openWithTenantDomain(hostile);
      await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
      // Long enough for the tenant answer and any redirect it would cause.
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).host).toBe(new URL(origin).host);
      expect(foreign).toEqual([]);
      await context.close();
    });
  }

  test('never redirects twice in a row and cleans the mark from the address bar', async () => {
    const { context, page, foreign } = await openWithTenantDomain(
      'mediafasad.demo',
      '/login?tenant_redirect=1',
    );
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/login`);
    await page.waitForTimeout(1000);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
