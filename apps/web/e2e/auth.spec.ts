import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  appStarted,
  DEMO_PASSWORD,
  DEMO_TOKENS,
  DEMO_USERS,
  toast,
  recordApiCalls,
  signIn,
  signInWithTokens,
  TOKEN_KEYS,
  watchApiRequests,
} from './fixtures';

/**
 * Authentication and account: login, token links, registration, recovery, reset and the
 * account screen, against the demo build and its in-browser fake backend.
 */

// Screens arrive as lazy chunks and several suites share two cores: give navigations room.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 60_000 });

const tokens = (page: Page) =>
  page.evaluate(
    (keys) => [localStorage.getItem(keys.access), localStorage.getItem(keys.refresh)],
    TOKEN_KEYS,
  );

const openUserMenu = async (page: Page) => {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
};

test.describe('login', () => {
  test('signs in with e-mail and password and lands on the dashboard', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await signIn(page, 'agency');
    const [access, refresh] = await tokens(page);
    expect(access).toBeTruthy();
    expect(refresh).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/v2/user/auth/signin/')).toHaveLength(1);
  });

  test('says what is wrong in Russian and keeps what the user typed', async ({ page }) => {
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Введите e-mail.')).toBeVisible();
    await expect(page.getByText('Введите пароль.')).toBeVisible();

    await page.getByLabel('Электронная почта').fill('agency@ekran.demo');
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Электронная почта')).toHaveValue('agency@ekran.demo');
    await expect(page.getByLabel('Пароль')).toHaveValue('wrong-password');
    await expect(page).toHaveURL(/\/login$/);
    // The form explains the failure itself: no duplicate toast.
    await expect(toast(page, 'Неверный e-mail или пароль.')).toHaveCount(0);
  });

  test('shows a pending state and cannot be submitted twice', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto('/login?mock=auth:slow');
    await appStarted(page);
    await page.getByLabel('Электронная почта').fill(DEMO_USERS.agency.email);
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    const button = page.getByRole('button', { name: 'Войти' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });
    await page.getByLabel('Пароль').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(calls.filter((call) => call.path === '/api/v2/user/auth/signin/')).toHaveLength(1);
  });

  test('a server failure is explained and the typed values stay', async ({ page }) => {
    await page.goto('/login?mock=auth:error');
    await appStarted(page);
    await page.getByLabel('Электронная почта').fill(DEMO_USERS.agency.email);
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Внутренняя ошибка сервера' }),
    ).toBeVisible();
    await expect(page.getByLabel('Электронная почта')).toHaveValue(DEMO_USERS.agency.email);
    await expect(page.getByLabel('Пароль')).toHaveValue(DEMO_PASSWORD);
  });

  test('links to password recovery and registration', async ({ page }) => {
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/\/login\/recovery-password$/);
    await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
  });

  test('opening the login view while logged in logs the user out', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await appStarted(page);
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect.poll(() => tokens(page)).toEqual([null, null]);
    await page.goto('/campaigns');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the user menu logs out and the guard keeps the user out afterwards', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await page.goto('/dashboard');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => tokens(page)).toEqual([null, null]);
    // The logout replaced the history entry, and the guard refuses a direct visit too.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-in link (/login?token=…)', () => {
  test('exchanges the token for a session and opens the dashboard', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto(`/login?token=${DEMO_TOKENS.exchange}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    const [access] = await tokens(page);
    expect(access).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v2/user/auth/exchange_token/')).toBe(true);
  });

  test('passes the token through even when someone is logged in', async ({ page }) => {
    await signInWithTokens(page, 'advertiser');
    await page.goto(`/login?token=${DEMO_TOKENS.exchange}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openUserMenu(page);
    // The exchange token belongs to the agency account.
    await expect(page.getByRole('menu').getByText(DEMO_USERS.agency.email)).toBeVisible();
  });

  test('explains an invalid token and offers the form', async ({ page }) => {
    await page.goto('/login?token=not-a-real-token');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ссылка для входа недействительна или устарела.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Электронная почта')).toBeVisible();
    const [access] = await tokens(page);
    expect(access).toBeNull();
  });
});

test.describe('registration', () => {
  const fillValid = async (page: Page, email = 'fresh.user@example.ru') => {
    await page.getByRole('radio', { name: 'Рекламодатель' }).click();
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Фамилия').fill('Смирнова');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Телефон').fill('+7 999 555-12-34');
    await page.getByLabel('Пароль', { exact: true }).fill('newpass123');
    await page.getByLabel('Повторите пароль').fill('newpass123');
  };

  test('checks the e-mail with the server as the user leaves the field', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto('/register');
    await appStarted(page);
    await page.getByLabel('Электронная почта').fill(DEMO_USERS.agency.email);
    await page.getByLabel('Телефон').focus();
    await expect(page.getByText('Пользователь с таким e-mail уже зарегистрирован.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/v2/user/auth/email_valid/')).toHaveLength(1);
    // The phone is checked the same way when it is left.
    await page.getByLabel('Телефон').fill('12345');
    await page.getByLabel('Пароль', { exact: true }).focus();
    await expect(
      page.getByText('Введите номер телефона в формате +7 XXX XXX-XX-XX.'),
    ).toBeVisible();
    await page.getByLabel('Телефон').fill('+7 999 555-12-34');
    await page.getByLabel('Пароль', { exact: true }).focus();
    await expect
      .poll(() => calls.filter((call) => call.path === '/api/v2/user/auth/phone_valid/').length)
      .toBe(1);
    await expect(page.getByText('Введите номер телефона в формате')).toHaveCount(0);
  });

  test('enforces the password rules, the confirmation, the role and the terms', async ({
    page,
  }) => {
    await page.goto('/register');
    await appStarted(page);
    await page.getByLabel('Пароль', { exact: true }).fill('short');
    await page.getByLabel('Повторите пароль').fill('other');
    // Enter submits (a click right after typing can land beside the button once the blur's
    // validation messages push it down).
    await page.getByLabel('Повторите пароль').press('Enter');
    await expect(page.getByText('Выберите, кто вы: агентство или рекламодатель.')).toBeVisible();
    await expect(page.getByText('Пароль должен содержать не менее 8 символов.')).toBeVisible();
    await expect(page.getByText('Пароли не совпадают.')).toBeVisible();
    await expect(page.getByText('Примите условия пользовательского соглашения.')).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'пользовательское соглашение', exact: true }),
    ).toHaveAttribute('href', '/terms-of-use');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('signs up, signs the new user in and opens the dashboard', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto('/register');
    await appStarted(page);
    await fillValid(page);
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(calls.filter((call) => call.path === '/api/v2/user/auth/signup/')).toHaveLength(1);
    const [access] = await tokens(page);
    expect(access).toBeTruthy();
    // A new organization is not approved yet: the main layout says so.
    await expect(page.getByText('Заполните данные организации')).toBeVisible();
  });

  test('a taken e-mail blocks sign-up and nothing typed is lost', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto('/register');
    await appStarted(page);
    await fillValid(page, DEMO_USERS.advertiser.email);
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Пользователь с таким e-mail уже зарегистрирован.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/v2/user/auth/signup/')).toHaveLength(0);
    await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Анна');
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('newpass123');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('password recovery and reset', () => {
  test('mails a reset link and confirms it', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto('/login/recovery-password');
    await appStarted(page);
    await page.getByLabel('Электронная почта').fill(DEMO_USERS.agency.email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByRole('heading', { name: 'Проверьте почту' })).toBeVisible();
    await expect(
      page.getByText(`ссылку для смены пароля на ${DEMO_USERS.agency.email}`),
    ).toBeVisible();
    expect(
      calls.filter((call) => call.path === '/api/v2/user/auth/reset_password_mail/'),
    ).toHaveLength(1);
  });

  test('an unknown e-mail is explained and stays in the field', async ({ page }) => {
    await page.goto('/login/recovery-password');
    await appStarted(page);
    await page.getByLabel('Электронная почта').fill('nobody@example.ru');
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByText('Пользователь с таким e-mail не найден.')).toBeVisible();
    await expect(page.getByLabel('Электронная почта')).toHaveValue('nobody@example.ru');
  });

  test('an invalid reset link is explained', async ({ page }) => {
    await page.goto('/login/reset/not-a-real-token');
    await expect(
      page.getByText('Ссылка для смены пароля недействительна или устарела.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
    await expect(page.getByLabel('Новый пароль')).toHaveCount(0);
  });

  test('a valid link sets a new password that then signs in', async ({ page }) => {
    const calls = await recordApiCalls(page);
    await page.goto(`/login/reset/${DEMO_TOKENS.reset}`);
    await page.getByLabel('Новый пароль').fill('brandnew42');
    await page.getByLabel('Повторите пароль').fill('brandnew4');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароли не совпадают.')).toBeVisible();
    await page.getByLabel('Повторите пароль').fill('brandnew42');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByRole('heading', { name: 'Пароль изменён' })).toBeVisible();
    expect(calls.some((call) => call.path === '/api/v2/user/auth/reset_token_valid/')).toBe(true);
    expect(calls.filter((call) => call.path === '/api/v2/user/auth/reset_password/')).toHaveLength(
      1,
    );

    await page.getByRole('link', { name: 'Войти' }).click();
    await page.getByLabel('Электронная почта').fill(DEMO_USERS.agency.email);
    await page.getByLabel('Пароль').fill('brandnew42');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('account (/profile/account)', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await page.goto('/profile/account');
    await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
  });

  test('saves the profile fields through update_me', async ({ page }) => {
    const profile = page.getByRole('form', { name: 'Профиль' });
    await profile.getByLabel('Имя', { exact: true }).fill('Виктория');
    const api = await watchApiRequests(page);
    const request = api.next((r) => r.path === '/api/v2/user/update_me/' && r.method === 'PATCH');
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    expect(JSON.parse((await request).body)).toMatchObject({ first_name: 'Виктория' });
    await expect(toast(page, 'Профиль сохранён', 'success')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Профиль' }).getByLabel('Имя', { exact: true }),
    ).toHaveValue('Виктория');
  });

  test('changes the password: a wrong current one is explained, then it works', async ({
    page,
  }) => {
    const form = page.getByRole('form', { name: 'Смена пароля' });
    await form.getByLabel('Текущий пароль').fill('not-my-password');
    await form.getByLabel('Новый пароль', { exact: true }).fill('another99');
    await form.getByLabel('Повторите новый пароль').fill('another99');
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(form.getByText('Текущий пароль указан неверно.')).toBeVisible();
    await expect(form.getByLabel('Новый пароль', { exact: true })).toHaveValue('another99');

    await form.getByLabel('Текущий пароль').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(toast(page, 'Пароль изменён', 'success')).toBeVisible();
    await expect(form.getByLabel('Текущий пароль')).toHaveValue('');

    await page.goto('/login');
    await appStarted(page);
    await page.getByLabel('Электронная почта').fill(DEMO_USERS.agency.email);
    await page.getByLabel('Пароль').fill('another99');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('changes the e-mail; a taken one is refused', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Смена e-mail' });
    await form.getByLabel('Новый e-mail').fill(DEMO_USERS.advertiser.email);
    await form.getByRole('button', { name: 'Сменить e-mail' }).click();
    await expect(form.getByText('Пользователь с таким e-mail уже зарегистрирован.')).toBeVisible();
    await expect(form.getByLabel('Новый e-mail')).toHaveValue(DEMO_USERS.advertiser.email);

    await form.getByLabel('Новый e-mail').fill('agency.new@ekran.demo');
    await form.getByRole('button', { name: 'Сменить e-mail' }).click();
    await expect(toast(page, 'Адрес изменён на agency.new@ekran.demo', 'success')).toBeVisible();
    await expect(page.getByText('Сейчас: agency.new@ekran.demo')).toBeVisible();
  });
});
