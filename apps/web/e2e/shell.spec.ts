import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  answerInPage,
  appStarted,
  recordApiCalls,
  signInWithTokens,
  toast,
  TOKEN_KEYS,
  wrapApiCalls,
} from './fixtures';

/**
 * The app shell: the route table and its guards, route-level code splitting, the main
 * layout (balance polling, banner, drawer), the error rules of spec §8 and the boot shell, against
 * the demo build. The tenant (fetch, cache, redirect) is in tenant.spec.ts.
 */

// Screens arrive as lazy chunks and several suites share two cores: give navigations room.
const expect = baseExpect.configure({ timeout: 20_000 });

const BALANCE_PATH = '/api/v2/user/balance/';
const LOGIN_REQUIRED = [
  '/dashboard',
  '/campaigns',
  '/campaigns/1',
  '/organization',
  '/billings',
  '/documents',
  '/profile/account',
  '/create-company',
  '/create-company/1',
  '/create-company/1/content',
  '/create-company/1/select-content',
  '/create-company/1/verify',
];

test.describe.configure({ timeout: 60_000 });

const path$ = (page: Page) => new URL(page.url()).pathname;

test.describe('routes and guards (spec §2)', () => {
  // One page walks every route (a step each): a fresh browser context per route cost the suite
  // two minutes on 2 cores and checked nothing more.
  test('every route that needs a login sends a logged-out visitor to the login view', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const route of LOGIN_REQUIRED) {
      await test.step(route, async () => {
        await page.goto(route);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
      });
    }
  });

  test('the redirect to login replaces the history entry', async ({ page }) => {
    await page.goto('/terms-of-use');
    // The public header's logo links to «/», which needs a login.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    // Had «/» stayed in history, going back would bounce to /login again.
    await expect(page).toHaveURL(/\/terms-of-use$/);
  });

  test('after login the user goes to the dashboard, wherever they came from', async ({ page }) => {
    await page.goto('/campaigns?page=2');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Электронная почта').fill('agency@ekran.demo');
    await page.getByLabel('Пароль').fill('demo12345');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('public routes open without a login', async ({ page }) => {
    for (const [route, heading] of [
      ['/login', 'Вход'],
      ['/login/recovery-password', 'Восстановление пароля'],
      ['/register', 'Регистрация'],
      ['/terms-of-use', 'Пользовательское соглашение'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await appStarted(page);
      expect(path$(page)).toBe(route);
    }
    await page.goto('/login/reset/some-token');
    await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
    expect(path$(page)).toBe('/login/reset/some-token');
    await page.goto('/shared-campaign/1/some-token');
    await expect(page.getByRole('heading', { name: 'Вход' })).toHaveCount(0);
    expect(path$(page)).toBe('/shared-campaign/1/some-token');
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ page }) => {
      await signInWithTokens(page, 'agency');
    });

    test('/ redirects to the dashboard', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('an unknown path goes to the dashboard', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('a non-numeric campaign id goes to the campaign list; a numeric one stays', async ({
      page,
    }) => {
      await page.goto('/campaigns/abc');
      await expect(page).toHaveURL(/\/campaigns$/);
      await page.goto('/campaigns/12x');
      await expect(page).toHaveURL(/\/campaigns$/);
      await page.goto('/campaigns/1');
      await expect(page).toHaveURL(/\/campaigns\/1$/);
    });

    test('every route that needs a login opens for a signed-in user', async ({ page }) => {
      test.setTimeout(120_000);
      for (const route of LOGIN_REQUIRED) {
        await test.step(route, async () => {
          await page.goto(route);
          await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
          expect(path$(page)).toBe(route);
        });
      }
    });
  });
});

test.describe('route-level code splitting', () => {
  test('each screen arrives as its own chunk when first opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (name.endsWith('.js')) scripts.push(name);
    });
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { name: 'Пользовательское соглашение' })).toBeVisible();
    expect(scripts.some((name) => name.startsWith('terms-screen-'))).toBe(true);
    expect(scripts.some((name) => name.startsWith('login-screen-'))).toBe(false);
    expect(scripts.some((name) => name.startsWith('campaigns-screen-'))).toBe(false);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    // The prerendered page shows the heading before the app: wait for the app.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    expect(scripts.some((name) => name.startsWith('login-screen-'))).toBe(true);
    expect(scripts.some((name) => name.startsWith('registration-screen-'))).toBe(false);
    expect(scripts.some((name) => name.startsWith('dashboard-screen-'))).toBe(false);
  });
});

test.describe('main layout', () => {
  test('sidebar, tenant, balances, «Пополнить» and the user menu', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    for (const name of ['Дашборд', 'Кампании', 'Организация', 'Счета', 'Документы'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Дашборд' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Кампании' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);

    const balances = page.getByRole('banner');
    await expect(balances.getByText('Баланс')).toBeVisible();
    await expect(balances.getByText('Доступно')).toBeVisible();
    await expect(balances.getByText(/₽/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Пополнить' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Профиль' }).click();
    await expect(page).toHaveURL(/\/profile\/account$/);
  });

  test('an approved organization shows no banner', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    const calls = await recordApiCalls(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
    await expect
      .poll(() => calls.some((call) => call.path.endsWith('/get_my_organization/')))
      .toBe(true);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('link', { name: 'К данным организации' })).toHaveCount(0);
  });

  for (const [user, text] of [
    ['newcomer', 'Заполните данные организации'],
    ['gorodAgency', 'Данные организации на проверке'],
    ['declined', 'Данные организации отклонены'],
  ] as const) {
    test(`a ${user} organization shows the banner that links to /organization`, async ({
      page,
    }) => {
      await signInWithTokens(page, user);
      await page.goto('/dashboard');
      await expect(page.getByText(text)).toBeVisible();
      await page.getByRole('link', { name: 'К данным организации' }).click();
      await expect(page).toHaveURL(/\/organization$/);
      await expect(page.getByText(text)).toHaveCount(0);
    });
  }

  test('collapses to a drawer on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInWithTokens(page, 'agency');
    await page.goto('/dashboard');
    const menuButton = page.getByRole('button', { name: 'Открыть меню' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Счета' }).click();
    await expect(page).toHaveURL(/\/billings$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('polls the balance every 7 s while focused, and stops when the window is not', async ({
    page,
  }) => {
    // The page stamps each balance request and its answer with its own clock. TanStack Query
    // restarts the interval when a poll is answered, so a poll is due 7 s after the last answer.
    type Stamp = { sent: number; answered?: number };
    await wrapApiCalls(
      page,
      (request, next, balancePath) => {
        const log = ((window as unknown as { __balance?: Stamp[] }).__balance ??= []);
        const response = next(request);
        if (request.method === 'GET' && new URL(request.url).pathname === balancePath) {
          const entry: Stamp = { sent: Date.now() };
          log.push(entry);
          void response.finally(() => (entry.answered = Date.now()));
        }
        return response;
      },
      BALANCE_PATH,
    );
    const log = () =>
      page.evaluate(() => (window as unknown as { __balance?: Stamp[] }).__balance ?? []);
    await signInWithTokens(page, 'agency');
    // A light screen, so the main thread is free to keep time (the dashboard draws charts).
    await page.goto('/profile/account');
    await expect.poll(async () => (await log()).length).toBeGreaterThanOrEqual(1);

    // About 15 s: the first call and two polls. Never sooner than 7 s apart; the upper bound leaves
    // room for a loaded machine (the interval restarts once an answer has been processed) while
    // still proving no period is skipped.
    await expect.poll(async () => (await log()).length, { timeout: 25_000 }).toBe(3);
    const calls = await log();
    for (let i = 1; i < calls.length; i += 1) {
      const gap = (calls[i]?.sent ?? 0) - (calls[i - 1]?.sent ?? 0);
      expect(gap).toBeGreaterThanOrEqual(6_950);
      expect(gap).toBeLessThan(12_000);
    }
    expect(
      calls.filter((call) => call.sent - (calls[0]?.sent ?? 0) <= 15_000).length,
    ).toBeLessThanOrEqual(3);

    // The window loses focus: no polling for more than a period.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    const blurred = (await log()).length;
    await page.waitForTimeout(9_000);
    expect(await log()).toHaveLength(blurred);

    // Focus returns: polling resumes.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(async () => (await log()).length, { timeout: 9_000 })
      .toBeGreaterThan(blurred);
  });

  test('does not poll the balance once logged out', async ({ page }) => {
    test.setTimeout(45_000);
    const calls = await recordApiCalls(page);
    await signInWithTokens(page, 'agency');
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByText('Баланс')).toBeVisible();
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = calls.filter((call) => call.path === BALANCE_PATH).length;
    await page.waitForTimeout(8_000);
    expect(calls.filter((call) => call.path === BALANCE_PATH)).toHaveLength(after);
  });
});

test.describe('errors (spec §8)', () => {
  test('a 401 anywhere logs the user out and returns them to login', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await answerInPage(page, [
      { method: 'GET', path: BALANCE_PATH, status: 401, body: { detail: 'Токен недействителен.' } },
    ]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(() =>
        page.evaluate(
          (keys) => [localStorage.getItem(keys.access), localStorage.getItem(keys.refresh)],
          TOKEN_KEYS,
        ),
      )
      .toEqual([null, null]);
  });

  test('an error with a detail shows the detail as a toast', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await answerInPage(page, [
      {
        method: 'GET',
        path: BALANCE_PATH,
        status: 400,
        body: { detail: 'Баланс временно недоступен.' },
      },
    ]);
    await page.goto('/dashboard');
    await expect(toast(page, 'Баланс временно недоступен.')).toBeVisible();
  });

  test('an unreadable error body shows «Что-то пошло не так»', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await answerInPage(page, [
      { method: 'GET', path: BALANCE_PATH, status: 502, body: '<html>Bad gateway</html>' },
    ]);
    await page.goto('/dashboard');
    await expect(toast(page, 'Что-то пошло не так')).toBeVisible();
  });

  test('offline: «Нет подключение к интернету» at the bottom centre, then recovery', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await signInWithTokens(page, 'agency');
    await answerInPage(page, [
      { method: 'GET', path: BALANCE_PATH, networkError: true, onlyOffline: true },
    ]);
    // A light screen keeps the 7 s poll on time on a busy machine.
    await page.goto('/profile/account');
    await expect(page.getByRole('banner').getByText('Баланс')).toBeVisible();
    await context.setOffline(true);
    const offline = toast(page, 'Нет подключение к интернету');
    // The next balance poll (≤ 7 s) fails for want of a connection.
    await expect(offline).toBeVisible({ timeout: 20_000 });
    // Measured while one is shown: on a busy machine a toast may close (4 s) between the check
    // above and the measure; the next poll while offline shows another.
    await expect(async () => {
      const box = await offline.first().boundingBox({ timeout: 1_000 });
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (box && viewport) {
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
        expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
      }
    }).toPass({ timeout: 20_000 });
    await context.setOffline(false);
    // Toasts close by themselves after 4 s.
    await expect(offline).toHaveCount(0, { timeout: 8_000 });
    await expect(page).toHaveURL(/\/profile\/account$/);
  });
});

// A signed-in path paints the frame's outline and «Загрузка…» from index.html itself,
// before any JavaScript runs; a public page keeps that shell invisible (see index.html).
test.describe('boot shell before JavaScript', () => {
  test('a signed-in path shows the frame outline and «Загрузка…», a public one «Загрузка…» alone', async ({
    page,
  }) => {
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByRole('status')).toHaveText('Загрузка…');
    await expect(page.locator('.boot-side')).toBeVisible();
    await expect(page.locator('.boot-top')).toBeVisible();
    // A phone has no sidebar; nothing is wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('.boot-side')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The public pages that are not prerendered: never a blank page while the code loads.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/terms-of-use', '/shared-campaign/1/token', '/login/reset/token']) {
      await page.goto(path);
      await expect(page.getByRole('status')).toHaveText('Загрузка…');
      await expect(page.locator('.boot-side')).toBeHidden();
      await expect(page.locator('.boot-top')).toBeHidden();
    }
    // A prerendered public page shows itself, and the shell stays out of sight.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(page.getByText('Загрузка…')).toBeHidden();
  });

  test('the app replaces the shell with the first screen', async ({ page }) => {
    await signInWithTokens(page, 'agency');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
  });
});

/**
 * The app gives `cn` its class table (src/app/class-table.ts, `pnpm class-table`): every screen's
 * classes are in it, so no screen builds tailwind-merge's own table, a long task on a phone. The
 * design system marks the first list with a class the table lacks (`ekran:class-table-miss`).
 */
test('every screen merges its classes by the app’s class table, not by tailwind-merge', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const missesOn = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The screen's data and what it draws with it.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
    return page.evaluate(() =>
      performance
        .getEntriesByName('ekran:class-table-miss')
        .map((mark) => String((mark as PerformanceMark).detail)),
    );
  };
  const misses: Record<string, string[]> = {};
  for (const path of ['/login', '/register', '/terms-of-use']) misses[path] = await missesOn(path);
  await signInWithTokens(context, 'agency');
  for (const path of [
    '/dashboard',
    '/campaigns',
    '/campaigns/1',
    '/create-company',
    '/organization',
    '/billings',
    '/documents',
    '/profile/account',
  ]) {
    misses[path] = await missesOn(path);
  }
  expect(Object.entries(misses).filter(([, lists]) => lists.length > 0)).toEqual([]);
});

/**
 * A skeleton's pulse is a CSS animation, and its events would run React's dispatch at the root for
 * every block (src/app/quiet-skeletons.ts): the window stops them, and only them.
 */
test('a skeleton’s animation events stop at the window; other elements’ get through', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  // The app has started (its entry installs the stop), and has replaced the prerendered page.
  await page.waitForLoadState('networkidle');
  const heard = await page.evaluate(async () => {
    const seen: string[] = [];
    const note = (event: Event) =>
      seen.push(`${event.type}:${(event.target as Element).getAttribute('data-slot')}`);
    document.addEventListener('animationstart', note, { capture: true });
    for (const [slot, className] of [
      ['skeleton', 'animate-pulse'],
      ['spinner', 'animate-spin'],
    ]) {
      const element = document.createElement('div');
      element.dataset.slot = slot;
      element.className = `${className} size-4`;
      document.body.append(element);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return seen;
  });
  expect(heard).toEqual(['animationstart:spinner']);
});
