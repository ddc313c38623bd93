import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInWithTokens, toast } from './fixtures';

/** Bills on the fake backend — create from the top bar, delete, the balance follows. */

// The first screen waits for the in-browser fake to start (seconds on a loaded 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });
// Whole journeys on a machine shared by several suites: more room than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The top bar's balance as a number of roubles. */
async function topBarBalance(page: Page): Promise<number> {
  const value = page
    .locator('header dt', { hasText: /^Баланс$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(value).toContainText('₽');
  const text = (await value.textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test.beforeEach(async ({ context }) => {
  await signInWithTokens(context, 'agency');
});

test('a deposit bill from «Пополнить» raises the balance; deleting it takes it back', async ({
  page,
}) => {
  await page.goto('/billings');
  const table = page.getByRole('table', { name: 'Счета' });
  await expect(table.getByRole('row').nth(1)).toContainText('₽');
  const before = await topBarBalance(page);

  await page.getByRole('banner').getByRole('button', { name: 'Пополнить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнить баланс' });
  await dialog.getByRole('button', { name: 'Выставить счёт' }).click();
  await expect(dialog.getByText('Укажите сумму пополнения.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Сумма пополнения/ }).fill('15000');
  await dialog.getByRole('button', { name: 'Выставить счёт' }).click();

  const created = page.getByRole('dialog', { name: 'Счёт создан' });
  await expect(created.getByText(/на 15\s000,00\s₽/)).toBeVisible();
  await expect(created.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute(
    'download',
    /Счёт/,
  );
  await created.getByRole('button', { name: 'Готово' }).click();

  await expect.poll(() => topBarBalance(page)).toBeCloseTo(before + 15_000, 2);
  const row = table.getByRole('row').filter({ hasText: '15 000,00 ₽' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Пополнение');

  await row.getByRole('button', { name: /^Удалить счёт/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить счёт?' });
  await expect(confirm).toContainText('15 000,00 ₽');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, /удалён/, 'success')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '15 000,00 ₽' })).toHaveCount(0);
  await expect.poll(() => topBarBalance(page)).toBeCloseTo(before, 2);
});

test('filters and paging live in the URL', async ({ page }) => {
  await page.goto('/billings');
  const table = page.getByRole('table', { name: 'Счета' });
  await expect(table.getByRole('row').nth(1)).toContainText('₽');
  await page.getByRole('combobox', { name: 'Тип счёта' }).click();
  await page.getByRole('option', { name: 'Списание' }).click();
  await expect(page).toHaveURL(/type=2/);
  const rows = table.getByRole('row');
  // The previous page stays on screen while the filtered one loads (keepPreviousData): wait for
  // the filtered rows themselves, not a first row that both pages share (failed on a loaded run).
  await expect(rows.filter({ hasText: 'Пополнение' })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('Списание');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Тип счёта' })).toHaveText('Списание');
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).not.toHaveURL(/type=/);
});
