import fs from 'node:fs';
import {
  expect as baseExpect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { cspInlineProblems } from '../../csp-inline-scripts.ts';
import { DEMO_PASSWORD, DEMO_USERS, signInWithTokens } from '../fixtures';

/**
 * Paint before JavaScript: /login, /login/recovery-password and /register, and the
 * signed-in /campaigns and /create-company, are prerendered at build time
 * (prerender-pages.ts, src/prerender/pages.tsx) and nginx serves them for their paths. A public
 * page is the real form before any script has run; it cannot submit before the app starts; the app
 * keeps what was typed; a returning visitor sees their tenant's name at once. A signed-in page is
 * the frame and the screen while loading, inert, shown only with a session.
 */

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
test.skip(!fs.existsSync(nginx), `no nginx at ${nginx}`);

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const TENANT_CACHE = 'ekran:tenant:127.0.0.1';

/**
 * Opens `path` with every script held until `release()`: the prerendered page without the app.
 * (Such a page never reaches DOMContentLoaded, which waits for module scripts: it opens at 'commit'.)
 */
async function openWithoutApp(
  browser: Browser,
  path: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
) {
  const context = await browser.newContext();
  await prepare?.(context);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit' });
  return { context, page, release };
}

const submit = (page: Page) => page.locator('form button[type="submit"]');

test('the prerendered pages are served for their paths, with the form, the headers and an allowed script', async ({
  request,
}) => {
  const index = await (await request.get('/')).text();
  for (const [path, heading] of [
    ['/login', 'Вход'],
    ['/login/recovery-password', 'Восстановление пароля'],
    ['/register', 'Регистрация'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html, path).not.toBe(index);
    expect(html).toContain('data-prerendered');
    expect(html).toContain(`>${heading}</h1>`);
    // The submit button waits, disabled, for the app.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    // The same head as index.html: stylesheet, preloads and the pre-paint script.
    const head = (text: string) =>
      /<head>([\s\S]*)<\/head>/
        .exec(text)?.[1]
        ?.replace(/\s*<style>\[data-prerendered\][^<]*<\/style>/, '');
    expect(head(html)).toBe(head(index));
    expect(cspInlineProblems(html, response.headers()['content-security-policy'] ?? '')).toEqual(
      [],
    );
  }
  for (const [path, heading] of [
    ['/campaigns', 'Кампании'],
    ['/create-company', 'Новая кампания'],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div data-prerendered="app"><div inert aria-hidden="true">');
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain('<div class="boot">');
    expect(cspInlineProblems(html, response.headers()['content-security-policy'] ?? '')).toEqual(
      [],
    );
  }
  // Every other route is still index.html, the boot shell.
  expect(await (await request.get('/dashboard')).text()).toBe(index);
  expect(await (await request.get('/billings')).text()).toBe(index);
  expect(await (await request.get('/campaigns/1')).text()).toBe(index);
});

test('a signed-in page shows its frame and title before the app, inert, and the app takes over', async ({
  browser,
}) => {
  const { context, page, release } = await openWithoutApp(browser, '/campaigns', (context) =>
    signInWithTokens(context),
  );
  const prerendered = page.locator('[data-prerendered="app"] > [inert]');
  await expect(prerendered).toBeVisible();
  await expect(prerendered.locator('h1')).toHaveText('Кампании');
  await expect(prerendered.getByPlaceholder('Поиск по названию или номеру')).toBeVisible();
  await expect(page.locator('.boot')).toBeHidden();
  // Assistive technology hears that the page loads, not a screen it cannot use yet.
  await expect(page.getByRole('status')).toHaveText('Загрузка…');
  await expect(page.getByRole('heading', { name: 'Кампании' })).toHaveCount(0);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Кампании' })).toBeVisible();
  // The app's list, with the data: its search field takes typing.
  await expect(page.getByRole('cell').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск кампаний' }).fill('Неделя');
  await expect(page).toHaveURL(/search=/);
  await context.close();
});

test('without a session a signed-in page is not shown: the boot shell, then the login', async ({
  browser,
}) => {
  const { context, page, release } = await openWithoutApp(browser, '/campaigns');
  await expect(page.locator('[data-prerendered]')).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Загрузка…');
  release();
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await context.close();
});

test('without JavaScript the login page shows its form and cannot send it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await expect(page.getByLabel('Электронная почта')).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  // No tenant known here (no cache, no script): its name holds its place, hidden, and so does the
  // link around it (it would have no name).
  await expect(page.locator('[data-tenant-slot="name"]')).toBeHidden();
  await expect(page.locator('[data-tenant-brand]')).toBeHidden();
  await page.getByLabel('Пароль').fill('secret');
  await page.getByLabel('Пароль').press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});

test('what was typed before the app started stays, with the caret, and signs in', async ({
  browser,
}) => {
  const { context, page, release } = await openWithoutApp(browser, '/login');
  const email = page.getByLabel('Электронная почта');
  await email.fill(DEMO_USERS.agency.email.slice(0, 6));
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await email.focus();
  release();
  // The app has rendered over the page: its button is enabled.
  await expect(submit(page)).toBeEnabled();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(email).toHaveValue(DEMO_USERS.agency.email.slice(0, 6));
  await expect(email).toBeFocused();
  // The caret is at the end of what was typed: typing on continues it.
  await page.keyboard.type(DEMO_USERS.agency.email.slice(6));
  await expect(email).toHaveValue(DEMO_USERS.agency.email);
  await expect(page.getByLabel('Пароль')).toHaveValue(DEMO_PASSWORD);
  await submit(page).click();
  await page.waitForURL('**/dashboard');
  await context.close();
});

test('the registration keeps what was typed before the app started', async ({ browser }) => {
  const { context, page, release } = await openWithoutApp(browser, '/register');
  await page.getByLabel('Имя').fill('Анна');
  await page.getByLabel('Электронная почта').fill('anna@example.ru');
  await page.getByLabel('Электронная почта').focus();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Имя')).toHaveValue('Анна');
  await expect(page.getByLabel('Электронная почта')).toHaveValue('anna@example.ru');
  await expect(page.getByLabel('Электронная почта')).toBeFocused();
  await context.close();
});

test('a returning visitor sees the cached tenant on the prerendered page before the app', async ({
  browser,
}) => {
  const { context, page, release } = await openWithoutApp(browser, '/login', (context) =>
    context.addInitScript(([key, tenant]) => localStorage.setItem(key, tenant), [
      TENANT_CACHE,
      JSON.stringify({
        name: 'Реклама Плюс',
        company_name: 'ООО «Плюс»',
        domain: '127.0.0.1',
        logo: null,
        favicon: null,
        email_tg: 'help@plus.example',
      }),
    ] as const),
  );
  await expect(page.locator('[data-tenant-slot="name"]')).toHaveText('Реклама Плюс');
  await expect(page.locator('[data-tenant-slot="name"]')).toBeVisible();
  await expect(page.locator('[data-tenant-slot="company"]')).toHaveText('© ООО «Плюс»');
  await expect(page.getByRole('link', { name: 'help@plus.example' })).toHaveAttribute(
    'href',
    'mailto:help@plus.example',
  );
  release();
  await expect(submit(page)).toBeEnabled();
  await context.close();
});

test("the tenant's logo is on the prerendered page, and the brand does not move when the app takes over", async ({
  browser,
}) => {
  const { context, page, release } = await openWithoutApp(browser, '/login', async (context) => {
    // A first visit: the app caches this host's tenant (the fake's «Экран», with its logo).
    const first = await context.newPage();
    await first.goto('/login');
    await expect
      .poll(() => first.evaluate((key) => localStorage.getItem(key), TENANT_CACHE))
      .toContain('"logo":"/tenants/ekran.svg"');
    await first.close();
  });
  const name = page.locator('[data-tenant-brand] [data-tenant-slot="name"]');
  const logo = page.locator('[data-tenant-brand] img');
  await expect(name).toHaveText('Экран');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /\/tenants\/ekran\.svg$/);
  const before = await name.boundingBox();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  await expect(logo).toBeVisible();
  // The app's own brand, in the same place: no jump when the logo was missing from the page.
  expect(await name.boundingBox()).toEqual(before);
  await context.close();
});

test('a one-time login link waits for the app instead of showing the form', async ({ browser }) => {
  const { context, page, release } = await openWithoutApp(
    browser,
    '/login?token=demo-exchange-token',
  );
  await expect(page.locator('[data-prerendered]')).toBeHidden();
  // Not a blank page: the boot shell says it is loading.
  await expect(page.getByRole('status')).toHaveText('Загрузка…');
  release();
  await page.waitForURL('**/dashboard');
  await context.close();
});
