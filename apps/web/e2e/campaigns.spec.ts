import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { modalWarmedUp, toast, signInWithTokens, watchApiRequests } from './fixtures';

/**
 * The campaign list and the campaign view against the demo build's fake backend. Every test has a
 * fresh browser context, hence a freshly seeded database (the agency has 20 campaigns).
 */

// Screens arrive as lazy chunks and several suites share two cores: give them room.
const expect = baseExpect.configure({ timeout: 20_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Кампании' });
const rows = (page: Page) => table(page).locator('tbody tr');

// Whole journeys on a machine shared with other suites: each test gets more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await signInWithTokens(context, 'agency');
});

test('search, sort and page live in the URL and survive reload and back/forward', async ({
  page,
}) => {
  await page.goto('/campaigns');
  await expect(table(page).getByRole('link', { name: 'Неделя здоровья' })).toBeVisible();
  await expect(page.getByText('Показано 1–10 из 20')).toBeVisible();

  // Paging
  await page.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table(page).getByRole('link', { name: 'Зимняя распродажа' })).toBeVisible();

  // Sorting by budget, descending on the second click; sorting starts again from page 1.
  const budget = table(page).getByRole('button', { name: /Бюджет/ });
  await budget.click();
  await budget.click();
  await expect(page).toHaveURL(/ordering=-budget/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page).first()).toContainText('Тест-драйв нового кроссовера');

  // Debounced search
  await page.getByRole('searchbox', { name: 'Поиск кампаний' }).fill('распродаж');
  await expect(page).toHaveURL(/search=/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Зимняя распродажа');
  await expect(rows(page).nth(1)).toContainText('Сезон распродаж обуви');

  // Reload restores the same view
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Поиск кампаний' })).toHaveValue('распродаж');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Зимняя распродажа');
  await expect(table(page).getByRole('columnheader', { name: /Бюджет/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Status tab, then back to the search
  await page.getByRole('button', { name: 'Черновики' }).click();
  await expect(page).toHaveURL(/status=4/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Сезон распродаж обуви');
  await page.goBack();
  await expect(rows(page)).toHaveCount(2);
  await page.goForward();
  await expect(rows(page)).toHaveCount(1);
});

test('a shared list link opens the same view', async ({ page }) => {
  await page.goto('/campaigns?status=2&ordering=-budget&page_size=20');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Тест-драйв нового кроссовера');
  await expect(page.getByRole('button', { name: 'На паузе' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Строк на странице')).toHaveValue('20');
});

test('pause and activate a campaign from its page', async ({ page }) => {
  await page.goto('/campaigns/1');
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(page.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();
  await expect(header.getByText('Активна')).toBeVisible();

  await page.getByRole('button', { name: 'Приостановить' }).click();
  const pause = page.getByRole('alertdialog', { name: 'Приостановить кампанию?' });
  await pause.getByRole('button', { name: 'Приостановить' }).click();
  await expect(pause).toBeHidden();
  await expect(toast(page, 'Кампания приостановлена', 'success')).toBeVisible();
  await expect(header.getByText('На паузе')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Приостановить' })).toBeHidden();

  await page.getByRole('button', { name: 'Запустить' }).click();
  const activate = page.getByRole('alertdialog', { name: 'Запустить кампанию?' });
  await activate.getByRole('button', { name: 'Запустить' }).click();
  await expect(activate).toBeHidden();
  await expect(header.getByText('Активна')).toBeVisible();

  // The list agrees after a reload.
  await page.goto('/campaigns?page=2');
  const row = rows(page).filter({ hasText: 'Зимняя распродажа' });
  await expect(row).toContainText('Активна');
});

test('add budget: the campaign budget grows and the available balance shrinks', async ({
  page,
}) => {
  await page.goto('/campaigns/1');
  await expect(page.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Пополнить бюджет' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнить бюджет' });
  await expect(dialog.getByTestId('available-balance')).toHaveText('250 000,00 ₽');

  // A refused amount is explained and kept.
  const amount = dialog.getByRole('textbox', { name: /Сумма пополнения/ });
  await amount.fill('300000');
  await dialog.getByRole('button', { name: 'Пополнить' }).click();
  await expect(dialog.getByText(/Недостаточно средств/)).toBeVisible();

  const api = await watchApiRequests(page);
  const request = api.next((r) => r.path === '/api/v2/adv/1/add_budget/' && r.method === 'POST');
  await amount.fill('15000');
  await dialog.getByRole('button', { name: 'Пополнить' }).click();
  expect(JSON.parse((await request).body)).toEqual({ budget: '15000.00' });
  await expect(dialog).toBeHidden();
  await expect(toast(page, /Бюджет пополнен/, 'success')).toBeVisible();
  await expect(page.getByText('898 000,00 ₽')).toBeVisible();

  await page.getByRole('button', { name: 'Пополнить бюджет' }).click();
  await expect(dialog.getByTestId('available-balance')).toHaveText('235 000,00 ₽');
});

test('once the page has been idle, the frame warms a dialog off the page, and the first one opens as ever', async ({
  page,
}) => {
  await page.goto('/campaigns/1');
  const open = page.getByRole('button', { name: 'Пополнить бюджет' });
  await expect(open).toBeVisible();
  await open.focus();
  // What a modal's effects would do to the page, even for a moment: a portal in <body>, the scroll
  // lock's style and attribute, aria-hidden on the page, a focus move.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        // The idle prefetch's <link>s in <head> are not the modal's.
        const added = [...record.addedNodes].filter((node) => node.nodeName !== 'LINK');
        if (record.type === 'attributes' || added.length > 0)
          seen.push(`${record.attributeName ?? added.map((node) => node.nodeName).join(' ')}`);
      }
    });
    observer.observe(document.head, { childList: true });
    observer.observe(document.body, { childList: true, attributes: true });
    for (const child of document.body.children) observer.observe(child, { attributes: true });
    document.addEventListener('focusout', () => seen.push('focusout'));
  });
  await modalWarmedUp(page);
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Пополнить бюджет' });
  await expect(dialog).toBeVisible();
  // The focus moves into it: the modal's effects run for the real one.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('opening a dialog restyles the dialog, not the page under it, and the page stays locked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/campaigns/1');
  await expect(page.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();
  const pageElements = await page.evaluate(() => document.querySelectorAll('#root *').length);
  expect(pageElements).toBeGreaterThan(300);
  // Where the page's link back to the list is (under the dialog it leaves the accessibility tree).
  const box = (await page.getByRole('link', { name: '← Все кампании' }).boundingBox())!;

  // The style recalculations of the opening, as the browser's trace counts their elements.
  const cdp = await page.context().newCDPSession(page);
  const restyled: number[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    // The protocol types a trace event's fields as strings; its args are an object.
    for (const event of value as unknown[]) {
      const { name, args } = event as { name?: string; args?: { elementCount?: number } };
      if (name === 'UpdateLayoutTree') restyled.push(args?.elementCount ?? 0);
    }
  });
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await page.getByRole('button', { name: 'Пополнить бюджет' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнить бюджет' });
  await expect(dialog.getByTestId('available-balance')).toHaveText('250 000,00 ₽');
  await cdp.send('Tracing.end');
  await traced;
  expect(restyled.length).toBeGreaterThan(0);
  expect(Math.max(...restyled)).toBeLessThan(pageElements / 4);

  // Locked all the same: the wheel does not scroll the page, and a click on a link of the page
  // lands on the overlay, which closes the dialog without following the link.
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-slot'),
      [x, y],
    ),
  ).toBe('modal-overlay');
  await page.mouse.click(x, y);
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/campaigns\/1$/);
});

test('export the report (with agency percent) and the advertiser report as files', async ({
  page,
}) => {
  await page.goto('/campaigns/1');
  await expect(page.getByRole('heading', { name: 'Зимняя распродажа', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Отчёт', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Отчёт по кампании' });
  await dialog.getByRole('textbox', { name: 'Агентский процент' }).fill('10');
  const api = await watchApiRequests(page);
  const reportRequest = api.next((r) => r.path.endsWith('/export_report/'));
  const reportDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Скачать' }).click();
  expect(new URL((await reportRequest).url).searchParams.get('agency_percent')).toBe('10');
  const report = await reportDownload;
  expect(report.suggestedFilename()).toMatch(/\.csv$/);
  const reportText = fs.readFileSync((await report.path())!, 'utf8');
  expect(reportText).toContain('Зимняя распродажа');

  const advDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Отчёт рекламодателя' }).click();
  const adv = await advDownload;
  expect(adv.suggestedFilename()).toMatch(/\.csv$/);
  expect(fs.statSync((await adv.path())!).size).toBeGreaterThan(0);
});

test('a campaign that is not the user’s explains itself and leads back', async ({ page }) => {
  await page.goto('/campaigns/21');
  await expect(page.getByRole('heading', { name: 'Кампания не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'К списку кампаний' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
});
