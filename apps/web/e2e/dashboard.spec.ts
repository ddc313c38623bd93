import { expect as baseExpect, test } from '@playwright/test';
import { signInWithTokens } from './fixtures';

/** The first screen after login. */

const expect = baseExpect.configure({ timeout: 20_000 });
// Whole journeys on a machine shared by several suites: more room than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the agency sees money, campaigns by status, 30 days of statistics and what needs attention', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText('Баланс').locator('xpath=following-sibling::dd[1]')).toContainText(
    '₽',
  );
  const statuses = page.getByRole('region', { name: 'Кампании по статусам' });
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Активна' })).toContainText('6');
  const attention = page.getByRole('region', { name: 'На модерации и отклонённые' });
  await expect(attention.getByText(/^Причина:/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Организация' })).toContainText('Подтверждена');

  const daily = page.getByRole('region', { name: 'Расход и показы за 30 дней' });
  await daily.getByRole('button', { name: 'Таблица' }).click();
  // Thirty days plus the header and the «Итого» row (fewer if a day had no statistics).
  await expect.poll(() => daily.getByRole('table').getByRole('row').count()).toBeGreaterThan(25);

  await statuses.getByRole('link', { name: 'На паузе' }).click();
  await expect(page).toHaveURL(/\/campaigns\?status=2$/);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Создать кампанию' }).first().click();
  await expect(page).toHaveURL(/\/create-company$/);
});

test('a new user is invited to create a first campaign and to fill the organization', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'newcomer');
  await page.goto('/dashboard');
  await expect(page.getByText('Кампаний пока нет')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Организация' })).toContainText('Не проверена');
});
