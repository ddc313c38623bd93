import { expect as baseExpect, test } from '@playwright/test';
import { signInWithTokens, watchApiRequests } from './fixtures';

/**
 * The public campaign view. The owner copies the share link; a fresh browser context
 * without any session opens it and sees the same numbers, with no login-only call.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

// Whole journeys on a machine shared with other suites: each test gets more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the share link shows the same numbers to someone who is not logged in', async ({
  browser,
}) => {
  const owner = await browser.newContext();
  await signInWithTokens(owner, 'agency');
  const page = await owner.newPage();
  await page.goto('/campaigns/1');
  await expect(page.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();
  const figures = async (target: typeof page) =>
    Promise.all(
      ['Бюджет', 'Потрачено', 'Показы'].map((label) =>
        target
          .locator('dl')
          .filter({ has: target.getByText(label, { exact: true }) })
          .locator('dd')
          .innerText(),
      ),
    );
  const ownerFigures = await figures(page);

  await page.getByRole('button', { name: 'Поделиться' }).click();
  const link = await page.getByRole('textbox', { name: 'Ссылка' }).inputValue();
  expect(link).toMatch(/\/shared-campaign\/1\/[a-z0-9]+$/);
  await owner.close();

  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  const api = await watchApiRequests(shared);
  const headers = () =>
    api.calls.filter((call) => call.path.startsWith('/api/v2/adv/')).map((call) => call.headers);
  await shared.goto(new URL(link).pathname);
  await expect(shared).toHaveURL(/\/shared-campaign\/1\//);
  await expect(shared.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();
  await expect.poll(() => figures(shared)).toEqual(ownerFigures);
  await expect(shared.getByText('Показано 1–10 из 30')).toBeVisible();
  await expect(shared.getByRole('list', { name: 'Ролики' })).toBeVisible();
  // No sidebar, no account.
  await expect(shared.getByRole('link', { name: 'Кампании' })).toHaveCount(0);

  // Every campaign call went with the link's headers, none with a bearer.
  expect(headers().length).toBeGreaterThan(0);
  for (const sent of headers()) {
    expect(sent['authorization']).toMatch(/^Token /);
    expect(sent['adv']).toBe('1');
  }

  // Report by e-mail, advertiser report as a file.
  await shared.getByRole('button', { name: 'Отчёт на e-mail' }).click();
  const dialog = shared.getByRole('dialog', { name: 'Отчёт на e-mail' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('client@example.ru');
  const mailed = api.next((r) => r.path.endsWith('/export_report/'));
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  expect(new URL((await mailed).url).searchParams.get('email')).toBe('client@example.ru');
  await expect(dialog).toBeHidden();

  const download = shared.waitForEvent('download');
  await shared.getByRole('button', { name: 'Отчёт рекламодателя' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await stranger.close();
});

test('a wrong or expired link explains itself', async ({ page }) => {
  await page.goto('/shared-campaign/1/expired-token');
  await expect(page.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();
  await expect(page.getByText(/неверна или устарела/)).toBeVisible();
});
