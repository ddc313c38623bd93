import { expect, test } from '@playwright/test';

test('the root redirects to the dashboard, which opens a modal', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Дашборд' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать кампанию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая кампания' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown path goes to the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
});
