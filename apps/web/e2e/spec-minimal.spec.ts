import { expect as baseExpect, test } from '@playwright/test';
import {
  appStarted,
  dragSchedule,
  DEMO_PASSWORD,
  DEMO_USERS,
  pickTenDaysFromTomorrow,
  signInWithTokens,
  toast,
} from './fixtures';

import {
  billCount,
  campaignCount,
  openMinimal,
  saveAndContinue,
  screenIsWhole,
  settle,
  SOFT,
  uploadVideo,
} from './minimal-kit';
/**
 * The app against a backend that sends only what the spec names (`?mock=minimal`, the fake's
 * `minimal` scenario, packages/api/src/mocks/minimal.ts): no fields beyond the spec's, lists bare
 * or paged, money as strings or null, and in each list one row with an enum value the app does
 * not know. Every route of spec §2 opens whole, and every save works once; an unknown value reads
 * «Неизвестно», and what the user typed stays when a save is refused.
 *
 * The route checks are soft: one walk reports every screen that breaks, not only the first.
 */

// The first screen waits for the in-browser fake to start (seconds on a loaded 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const UNKNOWN = 'Неизвестно';
/** The seeded agency's draft that may be edited and sent to moderation (dates ahead, players, videos). */
const DRAFT = { id: 13, name: 'Ярмарка вакансий' };
const ACTIVE = { id: 1, name: 'Зимняя распродажа' };

type Screen = { path: string; heading: string | RegExp; unknown?: boolean; twice?: boolean };

/** Spec §2's signed-in routes; `twice` lists come again, so both list forms are met. */
const SCREENS: Screen[] = [
  { path: '/', heading: 'Дашборд' },
  { path: '/dashboard', heading: 'Дашборд' },
  { path: '/campaigns', heading: 'Кампании', unknown: true, twice: true },
  { path: `/campaigns/${ACTIVE.id}`, heading: ACTIVE.name },
  { path: `/campaigns/${ACTIVE.id}?tab=statistics`, heading: ACTIVE.name, twice: true },
  { path: `/campaigns/${ACTIVE.id}?tab=videos`, heading: ACTIVE.name, unknown: true, twice: true },
  { path: `/campaigns/${ACTIVE.id}?tab=players`, heading: ACTIVE.name, twice: true },
  { path: '/profile/account', heading: 'Профиль' },
  { path: '/organization', heading: 'Организация' },
  { path: '/billings', heading: 'Счета', unknown: true, twice: true },
  { path: '/documents', heading: 'Документы', unknown: true, twice: true },
  { path: '/create-company', heading: 'Новая кампания' },
  { path: `/create-company/${DRAFT.id}`, heading: DRAFT.name },
  { path: `/create-company/${DRAFT.id}/content`, heading: DRAFT.name, unknown: true, twice: true },
  { path: `/create-company/${DRAFT.id}/select-content`, heading: DRAFT.name },
  { path: `/create-company/${DRAFT.id}/verify`, heading: DRAFT.name },
];

test.describe('signed in, against a spec-minimal backend', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });
  test.beforeEach(async ({ context, page }) => {
    await signInWithTokens(context, 'agency');
    await openMinimal(page, '/dashboard');
  });

  test('every route of spec §2 opens whole; unknown values read «Неизвестно»', async ({ page }) => {
    const visits = [...SCREENS, ...SCREENS.filter((screen) => screen.twice)];
    for (const screen of visits) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await expect
          .soft(page.getByRole('heading', { level: 1, name: screen.heading }))
          .toBeVisible(SOFT);
        await screenIsWhole(page, screen.path);
        // The seeded draft is complete: none of its steps is locked.
        if (screen.path.startsWith(`/create-company/${DRAFT.id}`))
          await expect
            .soft(page.getByText('Этот шаг пока недоступен'), `${screen.path}: step locked`)
            .toHaveCount(0, SOFT);
        if (screen.unknown)
          await expect
            .soft(page.getByRole('main').getByText(UNKNOWN).first(), `${screen.path}: «${UNKNOWN}»`)
            .toBeVisible(SOFT);
      });
    }
    await test.step('the unknown status sits on the first campaign row', async () => {
      await page.goto('/campaigns');
      const first = page.getByRole('table', { name: 'Кампании' }).locator('tbody tr').first();
      await expect.soft(first).toContainText(UNKNOWN, SOFT);
      await expect
        .soft(page.getByRole('table', { name: 'Кампании' }).locator('tbody tr'))
        .not.toHaveCount(0, SOFT);
    });
    await test.step('map players with only an id and a place are on the map, their figures «—»', async () => {
      await page.goto('/create-company');
      const chooseAll = page.getByRole('button', { name: 'Выбрать все в области' });
      await chooseAll.scrollIntoViewIfNeeded();
      await expect.soft(chooseAll).toBeEnabled(SOFT);
      await screenIsWhole(page, '/create-company map');
    });
  });

  test('profile save: a refused phone keeps what was typed, a good one is saved', async ({
    page,
  }) => {
    await page.goto('/profile/account');
    const form = page.getByRole('form', { name: 'Профиль' });
    const first = form.getByRole('textbox', { name: /^Имя/ });
    const last = form.getByRole('textbox', { name: /^Фамилия/ });
    const phone = form.getByRole('textbox', { name: /^Телефон/ });
    await first.fill('Мария');
    await last.fill('Минимова');
    // The advertiser's phone: the server refuses it.
    await phone.fill('+7 903 111-22-33');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(/уже зарегистрирован/).first()).toBeVisible();
    await expect(first).toHaveValue('Мария');
    await expect(last).toHaveValue('Минимова');
    await expect(phone).toHaveValue(/903/);

    await phone.fill('+7 999 765-43-21');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Профиль сохранён', 'success')).toBeVisible();
    // The answer names no names (spec §3): the saved form keeps what the user sent.
    await expect(first).toHaveValue('Мария');
    await expect(last).toHaveValue('Минимова');
    await screenIsWhole(page, 'profile after save');
  });

  test('organization save', async ({ page }) => {
    await page.goto('/organization');
    const bank = page
      .getByRole('region', { name: 'Банковские реквизиты' })
      .getByRole('textbox', { name: /^Банк/ });
    await bank.fill('АО «Минимальный банк»');
    await page.getByRole('button', { name: 'Сохранить и отправить на проверку' }).click();
    await expect(toast(page, /сохранены и отправлены на проверку/, 'success')).toBeVisible();
    await expect(bank).toHaveValue('АО «Минимальный банк»');
    await screenIsWhole(page, 'organization after save');
  });

  test('campaign actions: pause, activate, add budget, duplicate once', async ({ page }) => {
    await page.goto(`/campaigns/${ACTIVE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ACTIVE.name })).toBeVisible();

    await page.getByRole('button', { name: 'Приостановить' }).click();
    const pause = page.getByRole('alertdialog', { name: 'Приостановить кампанию?' });
    await pause.getByRole('button', { name: 'Приостановить' }).click();
    await expect(toast(page, 'Кампания приостановлена', 'success')).toBeVisible();
    await page.getByRole('button', { name: 'Запустить' }).click();
    const activate = page.getByRole('alertdialog', { name: 'Запустить кампанию?' });
    await activate.getByRole('button', { name: 'Запустить' }).click();
    await expect(activate).toBeHidden();
    await expect(page.getByRole('button', { name: 'Приостановить' })).toBeVisible();

    await page.getByRole('button', { name: 'Пополнить бюджет' }).click();
    const dialog = page.getByRole('dialog', { name: 'Пополнить бюджет' });
    const amount = dialog.getByRole('textbox', { name: /Сумма пополнения/ });
    // More than the balance: refused, and the amount stays.
    await amount.fill('90000000');
    await dialog.getByRole('button', { name: 'Пополнить' }).click();
    await expect(page.getByText(/Недостаточно средств/).first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(amount).toHaveValue(/90\s?000\s?000/);
    await amount.fill('1500');
    await dialog.getByRole('button', { name: 'Пополнить' }).click();
    await expect(toast(page, /Бюджет пополнен/, 'success')).toBeVisible();
    await expect(dialog).toBeHidden();
    await screenIsWhole(page, 'campaign after the actions');

    const before = await campaignCount(page);
    await page
      .getByRole('toolbar', { name: 'Действия с кампанией' })
      .getByRole('button', { name: 'Дублировать' })
      .click();
    await expect(toast(page, /Создана копия/, 'success')).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/campaigns/${ACTIVE.id}$`));
    await expect(page).toHaveURL(/\/campaigns\/\d+$/);
    expect(await campaignCount(page)).toBe(before + 1);
    await screenIsWhole(page, 'the copy');
  });

  test('top-up: one bill is created and the list stays whole', async ({ page }) => {
    await page.goto('/billings');
    await expect(page.getByRole('heading', { level: 1, name: 'Счета' })).toBeVisible();
    await settle(page);
    const before = await billCount(page);
    await page.getByRole('banner').getByRole('button', { name: 'Пополнить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Пополнить баланс' });
    await dialog.getByRole('textbox', { name: /Сумма пополнения/ }).fill('15000');
    await dialog.getByRole('button', { name: 'Выставить счёт' }).click();
    const created = page.getByRole('dialog', { name: 'Счёт создан' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Готово' }).click();
    await expect(created).toBeHidden();
    expect(await billCount(page)).toBe(before + 1);
    await screenIsWhole(page, 'billings after the top-up');
    await expect.soft(page.getByRole('main').getByText(UNKNOWN).first()).toBeVisible(SOFT);
  });
});

test.describe('the wizard against a spec-minimal backend', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });
  test.beforeEach(async ({ context, page }) => {
    await signInWithTokens(context, 'agency');
    await openMinimal(page, '/dashboard');
  });

  test('step 1 creates one campaign, then edits it; step 2 uploads a video', async ({ page }) => {
    const before = await campaignCount(page);
    const name = `Минимальная кампания ${Date.now()}`;
    await page.goto('/create-company');
    await page.getByLabel(/^Название/).fill(name);
    await page
      .getByLabel('Описание')
      .fill('Проверка на бэкенде, который шлёт только поля спецификации');
    await page.getByRole('combobox', { name: /Период показа/ }).click();
    await pickTenDaysFromTomorrow(page);
    await page.getByLabel(/^Бюджет/).fill('30000');
    await page.getByLabel(/^Дневной бюджет/).fill('3000');
    await dragSchedule(page);
    // The map's players carry only an id and a place under this backend: they can still be chosen.
    const chooseAll = page.getByRole('button', { name: 'Выбрать все в области' });
    await chooseAll.scrollIntoViewIfNeeded();
    await expect(chooseAll, 'players with only an id and a place can be chosen').toBeEnabled();
    await chooseAll.click();
    await expect(page.getByTestId('chosen-count')).not.toHaveText('0');
    await saveAndContinue(page);
    await expect(page).toHaveURL(/\/create-company\/\d+\/content$/);
    const id = /create-company\/(\d+)/.exec(page.url())?.[1];
    expect(await campaignCount(page)).toBe(before + 1);

    await page.goto(`/create-company/${id}`);
    await expect(page.getByLabel(/^Название/)).toHaveValue(name);
    await page.getByLabel(/^Название/).fill(`${name} (правка)`);
    await saveAndContinue(page);
    await expect(page).toHaveURL(new RegExp(`/create-company/${id}/content$`));
    expect(await campaignCount(page)).toBe(before + 1);
    await uploadVideo(page);
    await screenIsWhole(page, 'step 2 after the upload');
  });

  test('a draft: step 1 edit, step 2 upload, step 4 sends it to moderation', async ({ page }) => {
    const before = await campaignCount(page);
    await page.goto(`/create-company/${DRAFT.id}`);
    const description = page.getByLabel('Описание');
    await expect(page.getByLabel(/^Название/)).toHaveValue(DRAFT.name);
    await description.fill('Правка на бэкенде, который шлёт только поля спецификации');
    await saveAndContinue(page);
    await expect(page).toHaveURL(new RegExp(`/create-company/${DRAFT.id}/content$`));
    await uploadVideo(page);
    await page.goto(`/create-company/${DRAFT.id}/verify`);
    await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await expect(toast(page, 'Кампания отправлена на модерацию', 'success')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${DRAFT.id}$`));
    expect(await campaignCount(page)).toBe(before);
    await screenIsWhole(page, 'the campaign sent to moderation');
  });
});

test('the shared campaign view opens whole', async ({ context, page }) => {
  await signInWithTokens(context, 'agency');
  // The share token is not among the spec's campaign fields: it is read from the full fake first.
  await page.goto(`/campaigns/${ACTIVE.id}?mock=off`);
  const token = await page.evaluate(async (id) => {
    const response = await fetch(`/api/v2/adv/${id}/`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return ((await response.json()) as { api_token: string }).api_token;
  }, ACTIVE.id);
  await openMinimal(page, `/shared-campaign/${ACTIVE.id}/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: ACTIVE.name })).toBeVisible();
  await screenIsWhole(page, 'shared campaign');
  await expect.soft(page.getByText(UNKNOWN).first()).toBeVisible(SOFT);
});

test('the public routes open whole, and login leads to the dashboard', async ({ page }) => {
  const PUBLIC = [
    { path: '/login', heading: 'Вход' },
    { path: '/login/recovery-password', heading: 'Восстановление пароля' },
    { path: '/login/reset/demo-reset-token', heading: 'Новый пароль' },
    { path: '/register', heading: 'Регистрация' },
    { path: '/terms-of-use', heading: 'Пользовательское соглашение' },
  ];
  await openMinimal(page, '/login');
  for (const screen of PUBLIC) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await appStarted(page);
      await expect
        .soft(page.getByRole('heading', { level: 1, name: screen.heading }))
        .toBeVisible(SOFT);
      await screenIsWhole(page, screen.path);
    });
  }
  await page.goto('/login');
  await appStarted(page);
  await page.getByLabel(/^Электронная почта/).fill(DEMO_USERS.agency.email);
  await page.getByLabel(/^Пароль/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenIsWhole(page, 'dashboard after login');
});
