import { expect as baseExpect, test } from '@playwright/test';
import { toast, signInWithTokens, watchApiRequests } from './fixtures';

/** Documents on the fake backend — filters in the URL, upload of a reconciliation act. */

// The first screen waits for the in-browser fake to start (seconds on a loaded 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });
// Whole journeys on a machine shared by several suites: more room than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await signInWithTokens(context, 'agency');
});

test('filter documents by type and signing, then upload a reconciliation act', async ({ page }) => {
  await page.goto('/documents');
  const table = page.getByRole('table', { name: 'Документы' });
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{2}\.\d{2}\.\d{2}/);

  await page.getByRole('combobox', { name: 'Тип документа' }).click();
  await page.getByRole('option', { name: 'Акт выполненных работ' }).click();
  await expect(page).toHaveURL(/type=3/);
  await page.getByRole('combobox', { name: 'Подписание' }).click();
  await page.getByRole('option', { name: 'Не подписан' }).click();
  await expect(page).toHaveURL(/signing=3/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText('Акт выполненных работ');
  await expect(row).toContainText('Не подписан');
  await expect(row).toContainText('Нет');

  const api = await watchApiRequests(page);
  const upload = api.next(
    (request) =>
      request.method === 'POST' && /\/documents\/\d+\/upload_act_revise\/$/.test(request.path),
  );
  await row.getByRole('button', { name: /^Загрузить акт сверки/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Акт сверки' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'akt-sverki.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 reconciliation act'),
  });
  const request = await upload;
  expect(request.headers['content-type']).toContain('multipart/form-data');
  await expect(dialog.getByText('Загружено', { exact: true })).toBeVisible();
  await expect(toast(page, /Акт сверки к документу .* загружен/, 'success')).toBeVisible();
  await dialog.getByRole('button', { name: 'Готово' }).click();

  // The act was accepted, so the document is no longer «не подписан»: it leaves this filter.
  await expect(page.getByText('Нет документов по этим условиям')).toBeVisible();
  await page.getByRole('combobox', { name: 'Подписание' }).click();
  await page.getByRole('option', { name: 'Отправлен' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'akt-sverki.pdf' })).toHaveCount(1);
});
