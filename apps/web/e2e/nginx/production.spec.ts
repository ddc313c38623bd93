import fs from 'node:fs';
import { expect as baseExpect, test, type APIResponse, type Page } from '@playwright/test';
import { cspInlineProblems } from '../../csp-inline-scripts.ts';
import { appStarted, DEMO_PASSWORD, DEMO_USERS, signInWithTokens } from '../fixtures';

/**
 * The production build (no mocks, real API client) served by nginx with the deployment's config,
 * /api proxied to a fake upstream (e2e/nginx/fake-upstream.ts). Headers, caching, gzip, the SPA
 * fallback, and journeys that must run without a single Content-Security-Policy violation.
 */

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
test.skip(
  !fs.existsSync(nginx),
  `nginx is not installed (${nginx}): apt-get install nginx-light, or set NGINX_BIN`,
);

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** Headers every response of the app carries, whichever location served it. */
function expectSecurityHeaders(response: APIResponse | { headers(): Record<string, string> }) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toContain("'self'");
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  expect(directives.get('img-src')).toEqual([
    "'self'",
    'https://*.tile.openstreetmap.org',
    'https://cdn.ekran.example',
  ]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  return csp;
}

/** The font index.html preloads (vite.config.ts, preloadCoreFont). */
function preloadedFont(html: string) {
  return /<link rel="preload" as="font" type="font\/woff2" href="(\/assets\/inter-core-wght-[^"]+\.woff2)" crossorigin/.exec(
    html,
  )?.[1];
}

test('index.html, deep links, assets and the API carry the headers, caching and compression', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const csp = expectSecurityHeaders(index);
  const html = await index.text();
  // The real build: no fake backend, and no inline script the served policy would block.
  expect(html).not.toContain('mockServiceWorker');
  expect(cspInlineProblems(html, csp)).toEqual([]);

  // The SPA fallback: a deep link is the app's page with the same headers.
  for (const deepLink of [
    '/campaigns/3',
    '/shared-campaign/abc123/secret-token',
    '/login/reset/x',
  ]) {
    const page = await request.get(deepLink);
    expect(page.status(), deepLink).toBe(200);
    expect(await page.text()).toBe(html);
    expect(page.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(page);
  }

  // Hashed assets: cached for a year as immutable, gzipped, with the headers too. The entry is a
  // small script over the chunks index.html preloads (vite.config.ts); nginx leaves a body under
  // gzip_min_length (1 KB) as it is, where compressing saves nothing.
  const scripts = [
    ...html.matchAll(
      /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => match[1] ?? '');
  const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(scripts.length).toBeGreaterThan(1);
  expect(stylesheet).toBeTruthy();
  let compressed = 0;
  for (const asset of [...scripts, stylesheet ?? '']) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
    if ((await response.body()).length < 1024) continue;
    expect(response.headers()['content-encoding'], asset).toBe('gzip');
    expect(response.headers()['vary']).toContain('Accept-Encoding');
    compressed += 1;
  }
  // The stylesheet and the entry chunk at least.
  expect(compressed).toBeGreaterThanOrEqual(2);
  // The Inter core subset the first paint uses is preloaded, and cached for a year.
  const font = preloadedFont(html);
  expect(font).toBeTruthy();
  const fontResponse = await request.get(font ?? '');
  expect(fontResponse.status()).toBe(200);
  expect(fontResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Root files (favicon, tenant logos) are revalidated like index.html.
  const logo = await request.get('/tenants/ekran.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
  expect(logo.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(logo);
  // A missing chunk is a 404, never the HTML page under a script's name.
  const missing = await request.get('/assets/gone-12345678.js');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);

  // /api goes to the upstream with its path; JSON is gzipped.
  const tenant = await request.post('/api/v2/user/tenant/', {
    data: { domain: '127.0.0.1' },
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(tenant.status()).toBe(200);
  expect(((await tenant.json()) as { name: string }[])[0]?.name).toBe('Экран');
  expectSecurityHeaders(tenant);
  const unknown = await request.get('/api/v2/no-such-call/');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['x-fake-upstream']).toBe('1');
});

test('the first paint of /login and /dashboard downloads one font file, the preloaded core subset', async ({
  browser,
  request,
}) => {
  const preloaded = preloadedFont(await (await request.get('/')).text());
  expect(preloaded).toBeTruthy();
  const visit = async (
    pathname: string,
    signedIn: boolean,
    ready: (page: Page) => Promise<void>,
  ) => {
    const context = await browser.newContext();
    if (signedIn) await signInWithTokens(context, 'agency');
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.woff2')) fonts.push(url.pathname);
    });
    await page.goto(pathname);
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts, pathname).toEqual([preloaded]);
    return { page, fonts, context };
  };

  const login = await visit('/login', false, (page) =>
    expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(),
  );
  await login.context.close();
  // The dashboard's figures carry «₽» (U+20BD), which before the core subset loaded Latin Extended.
  const { page, fonts, context } = await visit('/dashboard', true, async (page) => {
    await expect(page.getByRole('region', { name: 'Кампании по статусам' })).toBeVisible();
    await expect(page.getByText(/₽/).first()).toBeVisible();
  });

  // Glyphs outside the core still render in Inter. «é» needs no other file: the core draws it as
  // «e» with the combining acute (U+0301). «ß» loads fontsource's Latin face, and only it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  /** Shows `text` on the page; returns the fonts its glyphs are drawn with, as Chromium reports. */
  const show = async (text: string) => {
    await page.evaluate((content) => {
      const probe = document.createElement('p');
      probe.id = 'font-probe';
      probe.style.cssText = 'position: fixed; inset: 0 auto auto 0; z-index: 100';
      probe.textContent = content;
      document.getElementById('font-probe')?.remove();
      document.body.append(probe);
    }, text);
    return async () => {
      await page.evaluate(() => document.fonts.ready);
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '#font-probe',
      });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return used.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`).sort();
    };
  };
  expect(await (await show('Café'))()).toEqual(['Inter Variable']);
  expect(fonts).toHaveLength(1);
  // fontsource's faces are named «Inter» inside their files, the core «Inter Variable».
  await expect.poll(await show('Straße')).toEqual(['Inter', 'Inter Variable']);
  expect(fonts).toHaveLength(2);
  expect(fonts[1]).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  await context.close();
});

/** Records CSP violations (the page's events and Chromium's console reports) and page errors. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test('sign in, dashboard, campaigns and a reloaded deep link run without a policy violation', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });

  const login = await page.goto('/login');
  await appStarted(page);
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByLabel(/^Электронная почта/).fill(DEMO_USERS.agency.email);
  await page.getByLabel(/^Пароль/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Кампании по статусам' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Организация' })).toContainText('Подтверждена');
  // The calls went through nginx to the upstream: no service worker answers in this build.
  expect(apiCalls).toContain('POST /api/v2/user/auth/signin/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await violations()).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Кампании' }).first().click();
  await expect(page).toHaveURL(/\/campaigns$/);
  const table = page.getByRole('table', { name: 'Кампании' });
  await expect(table.getByRole('link', { name: 'Неделя здоровья' })).toBeVisible();

  // A campaign's page, then a reload: nginx answers the deep link with the app (SPA fallback) and
  // the session survives.
  await table.getByRole('link', { name: 'Неделя здоровья' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Неделя здоровья');
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Неделя здоровья');

  // Straight to a deep link in a fresh load.
  await page.goto('/campaigns?page=2');
  await expect(table.getByRole('link', { name: 'Зимняя распродажа' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a share link opens without a session, and its token never leaves the page in a Referer', async ({
  browser,
}) => {
  const owner = await browser.newContext();
  await signInWithTokens(owner, 'agency');
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/campaigns/1');
  await ownerPage.getByRole('button', { name: 'Поделиться' }).click();
  const link = await ownerPage.getByRole('textbox', { name: 'Ссылка' }).inputValue();
  const { pathname } = new URL(link);
  const token = pathname.split('/').at(-1) ?? '';
  expect(pathname).toMatch(/^\/shared-campaign\/1\/[a-z0-9]+$/);
  await owner.close();

  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  const violations = await watchPolicy(page);
  const referers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/') || request.url().includes('/api/'))
      referers.push(request.headers()['referer'] ?? '');
  });
  const response = await page.goto(pathname);
  expect(response?.headers()['referrer-policy']).toBe('strict-origin');
  await expect(page.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();
  await expect(page.getByText('Показано 1–10 из 30')).toBeVisible();
  expect(referers.length).toBeGreaterThan(0);
  // strict-origin: the origin alone, even to our own server (its logs keep no tokens either). The
  // contract worker's script request carries none at all, which leaks nothing either.
  const origin = `${new URL(link).origin}/`;
  expect(referers).toContain(origin);
  for (const referer of referers) {
    expect(referer).not.toContain(token);
    expect(['', origin]).toContain(referer);
  }
  // The fake backend's video previews are inline SVG data: URIs, which this policy rightly blocks;
  // a real backend serves them from its media host, listed in EKRAN_CSP_IMG_SRC. Anything else fails.
  const fakeMedia = /^console: Loading the image 'data:image\/svg\+xml|^img-src blocked data at/;
  expect((await violations()).filter((line) => !fakeMedia.test(line))).toEqual([]);
  await stranger.close();
});
