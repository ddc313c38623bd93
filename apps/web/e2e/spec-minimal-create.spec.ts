import { expect as baseExpect, test } from '@playwright/test';
import {
  answerInPage,
  dragSchedule,
  pickTenDaysFromTomorrow,
  signInWithTokens,
  toast,
} from './fixtures';
import { campaignCount, openMinimal, saveAndContinue, screenIsWhole } from './minimal-kit';

/**
 * A create the server made but answered without the new campaign's id (the spec shows no answer
 * shape): the user lands on the list, where the campaign is, with no error and no form inviting a
 * second create.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 1440, height: 1000 } });

test('a create whose answer names no id lands on the list, with one campaign made', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await answerInPage(page, [{ method: 'POST', path: '/api/v2/adv/', reshape: { drop: 'id' } }]);
  await openMinimal(page, '/dashboard');
  const before = await campaignCount(page);
  await page.goto('/create-company');
  await page.getByLabel(/^Название/).fill(`Без номера в ответе ${Date.now()}`);
  await page.getByRole('combobox', { name: /Период показа/ }).click();
  await pickTenDaysFromTomorrow(page);
  await page.getByLabel(/^Бюджет/).fill('30000');
  await page.getByLabel(/^Дневной бюджет/).fill('3000');
  await dragSchedule(page);
  const chooseAll = page.getByRole('button', { name: 'Выбрать все в области' });
  await chooseAll.scrollIntoViewIfNeeded();
  await expect(chooseAll).toBeEnabled();
  await chooseAll.click();
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(toast(page, /Кампания создана/, 'success')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить и продолжить' })).toHaveCount(0);
  expect(await campaignCount(page)).toBe(before + 1);
  await screenIsWhole(page, 'the list after a create without an id');
});
