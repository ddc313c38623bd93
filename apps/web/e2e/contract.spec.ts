import { expect as baseExpect, test } from '@playwright/test';
import { answerInPage, signInWithTokens } from './fixtures';

/**
 * Answers of another shape than the fake's. A list may come as a bare array or as a {count, results}
 * page and the screen works either way; a bad row hides itself and is counted under the list; an
 * answer missing a field a screen acts on (the campaign's status) shows «Сервер вернул неожиданный
 * ответ» where its data would be, and the frame around it stays.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

test('a list served as a bare array and another as a {count, results} page both show their rows', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await answerInPage(page, [{ method: 'GET', path: '/api/v2/adv/', reshape: { bareArray: true } }]);
  await page.goto('/campaigns');
  const campaigns = page.getByRole('table', { name: 'Кампании' });
  await expect(campaigns.getByRole('row').nth(1)).toBeVisible();
  expect(await campaigns.getByRole('row').count()).toBeGreaterThan(2);
  await expect(page.getByText('Сервер вернул неожиданный ответ')).toHaveCount(0);

  await page.goto('/documents');
  const documents = page.getByRole('table', { name: 'Документы' });
  await expect(documents.getByRole('row').nth(1)).toBeVisible();
  expect(await documents.getByRole('row').count()).toBeGreaterThan(2);
});

test('a row without its id hides itself, not the list; the rest shows and the note says so', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await answerInPage(page, [
    { method: 'GET', path: '/api/v2/adv/', reshape: { drop: 'results.0.id' } },
    {
      method: 'GET',
      path: '/api/v2/user/organization/get_my_organization/',
      reshape: { drop: 'doc_status' },
    },
  ]);
  await page.goto('/campaigns');
  const main = page.getByRole('main');
  const campaigns = page.getByRole('table', { name: 'Кампании' });
  await expect(campaigns.getByRole('row').nth(1)).toBeVisible();
  await expect(
    main.getByText('Не показано записей: 1 — сервер прислал их в неожиданном виде'),
  ).toBeVisible();
  await expect(page.getByText(/Сервер вернул неожиданный ответ/)).toHaveCount(0);

  // A field the spec names but no screen acts on: the organization still opens.
  await page.goto('/organization');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Сервер вернул неожиданный ответ/)).toHaveCount(0);
});

test('a campaign without the status its actions depend on says so in place; the frame stays', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await answerInPage(page, [
    { method: 'GET', path: '/api/v2/adv/1/', reshape: { drop: 'status' } },
  ]);
  await page.goto('/campaigns/1');
  const main = page.getByRole('main');
  await expect(main.getByText(/Сервер вернул неожиданный ответ/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The frame: navigation and the top bar are still there.
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
