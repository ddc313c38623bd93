import fs from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { signInWithTokens } from '../fixtures';

/**
 * The deployment's nginx config terminating TLS (README, "Deployment": EKRAN_LISTEN with
 * `ssl http2` and a tls.conf holding the certificate), as users load the app: every file and every
 * API answer of a signed-in first load comes over HTTP/2, one connection instead of HTTP/1.1's six,
 * with the same security headers and no policy violation. `pnpm bench` measures Lighthouse this way.
 */

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
test.skip(!fs.existsSync(nginx), `nginx is not installed (${nginx})`);

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const port = Number(process.env.E2E_NGINX_PORT ?? 4180);
const tlsPort = Number(process.env.E2E_NGINX_TLS_PORT ?? port + 2);
test.use({ baseURL: `https://127.0.0.1:${tlsPort}`, ignoreHTTPSErrors: true });

test('over HTTPS the app, its chunks and its API answers come over HTTP/2, under the same policy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  await signInWithTokens(page);
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'[^;]*;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: 'Дашборд', level: 1 })).toBeVisible();
  // An amount on the dashboard: the API has answered, through the same connection.
  await expect(page.locator('main dd').filter({ hasText: '₽' }).first()).toBeVisible();

  const protocols = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { path: new URL(timing.name).pathname, protocol: timing.nextHopProtocol };
    }),
  );
  const own = protocols.filter(({ path }) => /^\/(dashboard$|assets\/|api\/)/.test(path));
  expect(own.map(({ path }) => path)).toEqual(
    expect.arrayContaining(['/dashboard', expect.stringMatching(/^\/assets\/.+\.js$/)]),
  );
  expect(own.some(({ path }) => path.startsWith('/api/'))).toBe(true);
  expect(own.filter(({ protocol }) => protocol !== 'h2')).toEqual([]);
  expect(violations).toEqual([]);
});
