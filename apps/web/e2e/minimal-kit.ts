import { expect as baseExpect, type Page } from '@playwright/test';

/**
 * What the spec-minimal walks share (spec-minimal.spec.ts, spec-minimal-create.spec.ts): opening
 * the app on the fake's `minimal` scenario, the checks that a screen is whole, counting what the
 * server holds, and the wizard's gestures.
 */

// The first screen waits for the in-browser fake to start (seconds on a loaded 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Opens `path` with the fake in the `minimal` scenario and waits until the fake has taken it for
 * the tab (it reads `?mock=` at its first call): the next pages of the tab keep it.
 */
export async function openMinimal(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock=minimal`);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('ekran:mock-scenarios')))
    .toContain('campaigns:minimal');
}

/** Soft checks fail in seconds: one walk reports every broken screen within its time. */
export const SOFT = { timeout: 10_000 };

/** Waits for the skeletons to go, then a moment for calls that answer after them. */
export async function settle(page: Page) {
  await expect.soft(page.locator('[aria-busy="true"]')).toHaveCount(0, SOFT);
  await page.waitForTimeout(700);
}

/** The screen shows no contract error, no block replaced by a load error and no error toast. */
export async function screenIsWhole(page: Page, where: string) {
  await settle(page);
  // What a broken block says, in the run's output: the report names the screen and the block.
  const broken = await page
    .locator('[role="alert"], li[data-kind="error"]')
    .filter({ hasText: /неожиданный ответ|Не удалось|Что-то пошло не так/ })
    .allInnerTexts();
  if (broken.length) console.log(`[${where}] ${broken.join(' | ').replace(/\s+/g, ' ')}`);
  await expect
    .soft(page.getByText(/неожиданный ответ/i), `${where}: «неожиданный ответ»`)
    .toHaveCount(0, SOFT);
  await expect
    .soft(page.getByText(/Не удалось загрузить/), `${where}: a block replaced by a load error`)
    .toHaveCount(0, SOFT);
  await expect
    .soft(page.locator('li[data-kind="error"]'), `${where}: an error toast`)
    .toHaveCount(0, SOFT);
}

/** How many rows a list call of the signed-in user has, whichever form the answer takes. */
export async function countOf(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('access_token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as unknown[] | { count: number };
    return Array.isArray(body) ? body.length : body.count;
  }, path);
}
export const campaignCount = (page: Page) => countOf(page, '/api/v2/adv/?pageSize=1');
export const billCount = (page: Page) => countOf(page, '/api/v2/user/billing/?pageSize=100');

export const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: 'Сохранить и продолжить' }).click();

/** Uploads a video in step 2; the spec names no video field but the id, so no name is looked for. */
export async function uploadVideo(page: Page) {
  await page
    .locator('input[type="file"]')
    .last()
    .setInputFiles({
      name: 'Минимальный ролик.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(2_500_000, 1),
    });
  await expect(page.getByText('Загружено', { exact: true })).toBeVisible();
  // The step stays open after the upload's refetch, with the campaign's videos listed.
  await expect.soft(page.getByRole('list', { name: 'Ролики кампании' })).toBeVisible(SOFT);
  await expect.soft(page.getByText('Этот шаг пока недоступен')).toHaveCount(0, SOFT);
}
