import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import {
  appStarted,
  DEMO_PASSWORD,
  DEMO_USERS,
  pickTenDaysFromTomorrow,
  signInWithTokens,
} from './fixtures';

/**
 * The app by keyboard alone. Only page.keyboard drives the page here: no mouse, no
 * click(), no fill(); locators serve to find and assert, never to act.
 */

// Several helpers share two cores: lazy chunks and the in-browser fake backend can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });
// A Tab walk is 40 key presses with a check after each: give the test room beyond one expect.
test.describe.configure({ timeout: 90_000 });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus. Fails if it never does, which means
 * the element is not in the Tab order.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reached by ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target}`);
}

/**
 * The focused element shows where the focus is: it matches :focus-visible and draws an outline
 * or a ring (Tailwind's ring is a box-shadow with a spread and an opaque colour).
 */
async function expectFocusVisible(page: Page) {
  expect(await focusState(page)).toEqual({ focused: true, visible: true, indicator: true });
}

function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { focused: false, visible: false, indicator: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const spread = /\)?\s*(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px/.exec(shadow);
      const transparent = /rgba\([^)]*,\s*0\)|transparent|\/\s*0\)/.test(shadow);
      return spread !== null && Number(spread[4]) > 0 && !transparent;
    });
    return { focused: true, visible: el.matches(':focus-visible'), indicator: outline || ring };
  });
}

const focused = (page: Page) => page.locator('*:focus');

const FOCUS_PATHS = ['/dashboard', '/campaigns', '/campaigns/1', '/create-company', '/billings'];

/** Opens `path` and walks forty Tab stops: each focused element must show where the focus is. */
async function expectEveryTabStopMarked(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]:visible')).toHaveCount(0);
  const unmarked: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state.focused) continue;
    if (!state.visible || !state.indicator) {
      unmarked.push(
        await focused(page).evaluate(
          (el) =>
            `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`,
        ),
      );
    }
  }
  expect(unmarked).toEqual([]);
}

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('skip link and landmarks of the signed-in frame', async ({ context, page }) => {
    await signInWithTokens(context, 'agency');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    // The first Tab stop of the page is the skip link; it shows itself when focused.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab lands inside the content, past the navigation and the top bar.
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('main').evaluate((main) => main.contains(document.activeElement)),
    ).toBe(true);
  });

  for (const path of FOCUS_PATHS) {
    test(`every Tab stop of ${path} shows the focus`, async ({ context, page }) => {
      await signInWithTokens(context, 'agency');
      await expectEveryTabStopMarked(page, path);
    });
  }

  test('log in, reach the campaigns, fill the wizard step 1 and save it', async ({ page }) => {
    test.setTimeout(360_000);

    // Login.
    await page.goto('/login');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await tabTo(page, page.getByLabel(/^Электронная почта/));
    await expectFocusVisible(page);
    await page.keyboard.type(DEMO_USERS.agency.email);
    await tabTo(page, page.getByLabel(/^Пароль/));
    await page.keyboard.type(DEMO_PASSWORD);
    const submit = page.getByRole('button', { name: 'Войти' });
    await tabTo(page, submit);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();

    // The campaign list through the main navigation.
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    const campaignsLink = nav.getByRole('link', { name: 'Кампании' });
    await tabTo(page, campaignsLink);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Кампании' })).toBeVisible();
    await expect(campaignsLink).toHaveAttribute('aria-current', 'page');

    // A campaign opens from its row; the navigation leads back (Alt+Left is the browser's own
    // shortcut, which a headless page does not receive).
    const firstCampaign = page.getByRole('main').locator('a[href^="/campaigns/"]').first();
    const campaignName = (await firstCampaign.innerText()).trim();
    const campaignHref = await firstCampaign.getAttribute('href');
    await tabTo(page, firstCampaign);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${campaignHref}$`));
    await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
    await tabTo(page, campaignsLink, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campaigns$/);

    // The create button.
    const create = page.getByRole('main').getByRole('link', { name: 'Создать кампанию' }).first();
    await tabTo(page, create);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create-company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Новая кампания' })).toBeVisible();

    // Step 1: name, period, budgets.
    const name = `Клавиатура ${Date.now()}`;
    await tabTo(page, page.getByLabel(/^Название/));
    await expectFocusVisible(page);
    await page.keyboard.type(name);

    const period = page.getByRole('combobox', { name: /Период показа/ });
    await tabTo(page, period);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await pickTenDaysFromTomorrow(page);
    await expect(period).toBeFocused();
    await expect(period).toHaveText(/\d{2}\.\d{2}\.\d{2,4} – \d{2}\.\d{2}\.\d{2,4}/);

    await tabTo(page, page.getByLabel(/^Бюджет/));
    await page.keyboard.type('30000');
    await tabTo(page, page.getByLabel(/^Дневной бюджет/));
    await page.keyboard.type('3000');

    // The schedule: a WAI-ARIA grid with one Tab stop and arrow keys inside.
    const grid = page.getByRole('grid', { name: /Расписание/ });
    await tabTo(page, grid.locator('[tabindex="0"]'));
    await expect(focused(page)).toHaveAttribute('aria-label', 'Пн 00:00');
    await expectFocusVisible(page);
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAttribute('aria-label', 'Пн 09:00');
    // Shift+arrows paint a rectangle from Monday 09 to Friday 18: 5 days × 10 hours.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowDown');
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect(focused(page)).toHaveAttribute('aria-label', 'Пт 18:00');
    await expect(page.getByText('Активных часов в неделю: 50')).toBeVisible();
    // Space toggles the focused hour; one more on Friday 19.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(focused(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Активных часов в неделю: 51')).toBeVisible();
    await expect(grid.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(51);
    // Still one Tab stop: Tab leaves the grid.
    await page.keyboard.press('Tab');
    expect(await grid.evaluate((el) => el.contains(document.activeElement))).toBe(false);

    // Screens: the map's canvas is for the pointer; the list of the screens in view is the
    // keyboard path (a checkbox per screen), beside the toolbar's «Выбрать все в области».
    const map = page.getByRole('region', { name: 'Карта экранов' });
    await expect(map).toHaveAttribute('data-drawn', /[1-9]/);
    const listToggle = page.getByRole('button', { name: /^Списком: экраны в области \([1-9]/ });
    await tabTo(page, listToggle);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(listToggle).toHaveAttribute('aria-expanded', 'true');
    const inView = page.getByRole('list', { name: 'Экраны в области' });
    const boxes = inView.getByRole('checkbox');
    await tabTo(page, boxes.nth(0));
    await expectFocusVisible(page);
    await page.keyboard.press('Space');
    await expect(boxes.nth(0)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(boxes.nth(1)).toBeChecked();
    await expect(page.getByTestId('chosen-count')).toHaveText('2');
    // Fold the list again (Shift+Tab back to its button) so the rest of the form is a few Tabs away.
    await tabTo(page, listToggle, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(listToggle).toHaveAttribute('aria-expanded', 'false');

    // Save: the next step opens with the saved campaign's id.
    await tabTo(page, page.getByRole('button', { name: 'Сохранить и продолжить' }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create-company\/\d+\/content$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

// The same Tab walk on a 375 px phone (the balance chip, the cards, the 44 px targets).
test.describe('keyboard only at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  // Forty Tab presses on a loaded 2-core machine can take longer than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  for (const path of FOCUS_PATHS) {
    test(`every Tab stop of ${path} at 375 px shows the focus`, async ({ context, page }) => {
      await signInWithTokens(context, 'agency');
      await expectEveryTabStopMarked(page, path);
    });
  }
});
