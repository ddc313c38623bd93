import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';

/**
 * Tenant themes applied at run time, behind nginx with the deployment's strict CSP: the static
 * theme file of a tenant is served (and a missing one is a real 404), applied, and painted from the
 * cache on the next load by the pre-paint script, whose hash the policy lists.
 */

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
test.skip(!fs.existsSync(nginx), `nginx is not installed (${nginx})`);

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const TENANT_PATH = '/api/v2/user/tenant/';
const NEON = 'rgb(190, 24, 93)';

/** CSP violations reported by the page and by Chromium's console. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test('/tenants/<domain>.json is served as JSON, and a missing one is a 404, not the app', async ({
  request,
}) => {
  const theme = await request.get('/tenants/neon.demo.json');
  expect(theme.status()).toBe(200);
  expect(theme.headers()['content-type']).toContain('application/json');
  expect(theme.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(((await theme.json()) as { light: { primary: string } }).light.primary).toBe('#be185d');

  const missing = await request.get('/tenants/nobody.example.json');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('the theme file applies under the strict CSP, and the next load paints it before the app', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  // No service worker in this build: Playwright can answer the tenant call itself.
  await page.route(`**${TENANT_PATH}`, (route) =>
    route.fulfill({
      json: [
        {
          name: 'Неон',
          company_name: 'ООО «Неон»',
          domain: 'neon.demo',
          logo: null,
          favicon: null,
          email_tg: null,
        },
      ],
    }),
  );
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Войти' });
  await expect(signIn).toHaveCSS('background-color', NEON);

  // Next load: the tenant call hangs, so only the inline pre-paint script can colour the page.
  await page.unroute(`**${TENANT_PATH}`);
  await page.route(`**${TENANT_PATH}`, () => {});
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __primary: string }).__primary = getComputedStyle(
        document.documentElement,
      )
        .getPropertyValue('--primary')
        .trim();
    });
  });
  await page.reload();
  await expect(signIn).toHaveCSS('background-color', NEON);
  expect(await page.evaluate(() => (window as unknown as { __primary: string }).__primary)).toBe(
    '#be185d',
  );
  expect(await violations()).toEqual([]);
});
