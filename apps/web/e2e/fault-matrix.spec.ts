import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInWithTokens, wrapApiCalls } from './fixtures';

/**
 * Every signed-in screen under each fault a browser meets — no network, a 500 with a
 * detail, a proxy's HTML 502, a body that is not JSON, JSON of another shape, a slow answer. Each
 * case checks that the frame stays (navigation and top bar) and that a Russian message says what
 * happened; the forms are then submitted under each fault, and what was typed must stay. The
 * screen faults come from the fake backend's scenarios (`?mock=domain:scenario`,
 * packages/api/src/mocks/scenarios.ts), the submit faults from canned answers to the one call.
 */

// The first screen waits for the in-browser fake to start (seconds on a loaded 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const FAULTS = ['offline', 'error', 'badGateway', 'malformed', 'shape', 'slow'] as const;

/** Each screen and the domain of the fake whose calls fail under it. */
const SCREENS = [
  { path: '/dashboard', domain: 'campaigns', heading: 'Дашборд' },
  { path: '/campaigns', domain: 'campaigns', heading: 'Кампании' },
  { path: '/campaigns/1', domain: 'campaigns', heading: null },
  { path: '/organization', domain: 'organization', heading: 'Организация' },
  { path: '/billings', domain: 'billing', heading: 'Счета' },
  { path: '/documents', domain: 'documents', heading: 'Документы' },
  { path: '/profile/account', domain: 'user', heading: 'Профиль' },
  { path: '/create-company', domain: 'players', heading: null },
] as const;

/** What the app says about a failed call, in any of its places (inline, toast, screen error). */
const RUSSIAN_FAULT =
  /Не удалось|Нет подключени|Сервер вернул неожиданный ответ|Что-то пошло не так|Ошибка \d|временно недоступ|Внутренняя ошибка сервера|Проверьте подключение/;

/** The sidebar and the top bar are still there (behind an open dialog too). */
async function frameStays(page: Page) {
  await expect(
    page.getByRole('navigation', { name: 'Основная навигация', includeHidden: true }),
  ).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
}

for (const screen of SCREENS) {
  test(`${screen.path}: under every fault the frame stays and the user is told`, async ({
    context,
    page,
  }) => {
    await signInWithTokens(context, 'agency');
    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        await page.goto(`${screen.path}?mock=${screen.domain}:${fault}`);
        await frameStays(page);
        if (fault === 'slow') {
          // The slow answer arrives: the screen fills in, and nothing is reported as failed.
          if (screen.heading)
            await expect(
              page.getByRole('heading', { level: 1, name: screen.heading }),
            ).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.getByText(RUSSIAN_FAULT)).toHaveCount(0);
          return;
        }
        if (fault === 'shape' && screen.path === '/organization') {
          // Every organization field is tolerant (the spec makes none of them a key): an answer
          // of another shape is an organization of which nothing is known, and says so.
          await expect(page.getByText('Неизвестно').first()).toBeVisible();
          await frameStays(page);
          return;
        }
        await expect(page.getByText(RUSSIAN_FAULT).first()).toBeVisible();
        await frameStays(page);
      });
    }
    await page.goto(`${screen.path}?mock=off`);
  });
}

const SUBMIT_FAULTS = ['offline', '500', '502', 'malformed', 'shape'] as const;
type SubmitFault = (typeof SUBMIT_FAULTS)[number];

/**
 * Arms one fault for the next `method path` call of the page: the test sets it in sessionStorage
 * right before submitting, and the patched `fetch` answers that one call with it.
 */
async function faultOnSubmit(page: Page, method: string, path: string) {
  await wrapApiCalls(
    page,
    async (request, next, call) => {
      const fault = sessionStorage.getItem('e2e:fault');
      if (
        !fault ||
        request.method.toUpperCase() !== call.method ||
        new URL(request.url, location.href).pathname !== call.path
      )
        return next(request);
      sessionStorage.removeItem('e2e:fault');
      if (fault === 'offline') throw new TypeError('Failed to fetch');
      const json = { 'content-type': 'application/json' };
      if (fault === '500')
        return new Response(JSON.stringify({ detail: 'Внутренняя ошибка сервера.' }), {
          status: 500,
          headers: json,
        });
      if (fault === '502')
        return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        });
      if (fault === 'malformed') return new Response('{"not json', { headers: json });
      return new Response(JSON.stringify('unexpected'), { headers: json });
    },
    { method, path },
  );
}

const arm = (page: Page, fault: SubmitFault) =>
  page.evaluate((value) => sessionStorage.setItem('e2e:fault', value), fault);

test('the profile form: a failed save is explained and what was typed stays', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await faultOnSubmit(page, 'PATCH', '/api/v2/user/update_me/');
  for (const fault of SUBMIT_FAULTS) {
    await test.step(fault, async () => {
      await page.goto('/profile/account');
      const form = page.getByRole('form', { name: 'Профиль' });
      const firstName = form.getByRole('textbox', { name: /^Имя/ });
      const typed = `Анна ${fault}`;
      await firstName.fill(typed);
      await arm(page, fault);
      await form.getByRole('button', { name: 'Сохранить' }).click();
      if (fault === 'shape' || fault === 'malformed') {
        // A 2xx is a save whatever its body says: never reported as a failure, or the user saves twice.
        await expect(page.getByText('Профиль сохранён').first()).toBeVisible();
        await expect(page.getByText(RUSSIAN_FAULT)).toHaveCount(0);
        await frameStays(page);
        return;
      }
      await expect(page.getByText(RUSSIAN_FAULT).first()).toBeVisible();
      await expect(firstName).toHaveValue(typed);
      await frameStays(page);
    });
  }
});

test('the add-budget dialog: a failed top-up is explained, the dialog and the amount stay', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await faultOnSubmit(page, 'POST', '/api/v2/adv/1/add_budget/');
  for (const fault of SUBMIT_FAULTS) {
    await test.step(fault, async () => {
      await page.goto('/campaigns/1');
      await page.getByRole('button', { name: 'Пополнить бюджет' }).click();
      const dialog = page.getByRole('dialog', { name: 'Пополнить бюджет' });
      const amount = dialog.getByRole('textbox', { name: /Сумма пополнения/ });
      await amount.fill('1500');
      await arm(page, fault);
      await dialog.getByRole('button', { name: 'Пополнить' }).click();
      if (fault === 'shape' || fault === 'malformed') {
        // A 2xx is a top-up whatever its body says: read as an acknowledgement, the campaign is
        // fetched again.
        await expect(dialog).toBeHidden();
        await frameStays(page);
        return;
      }
      await expect(page.getByText(RUSSIAN_FAULT).first()).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(amount).toHaveValue(/1\s?500/);
      await frameStays(page);
    });
  }
});

test('the wizard keeps what was typed when the map and forecast calls fail', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await page.goto('/create-company?mock=players:error');
  const name = page.getByRole('textbox', { name: /^Название/ });
  await name.fill('Кампания под отказом сервера');
  await expect(page.getByText(RUSSIAN_FAULT).first()).toBeVisible();
  await frameStays(page);
  await expect(name).toHaveValue('Кампания под отказом сервера');
  await page.goto('/create-company?mock=off');
});
