import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Shared Playwright helpers for the e2e specs. They run in Node against the demo build, whose fake
 * backend lives in the page (state in localStorage), so each test's fresh browser context is a
 * freshly seeded database.
 */

/** Password of every demo account of the fake backend (packages/api/src/mocks/db/constants.ts). */
export const DEMO_PASSWORD = 'demo12345';

/**
 * The demo accounts of the fake backend. `id` is the seeded user id (users are seeded in this order,
 * ids from 1), needed to mint tokens without a server round trip.
 */
export const DEMO_USERS = {
  agency: { id: 1, email: 'agency@ekran.demo', name: 'agency' },
  advertiser: { id: 2, email: 'advertiser@ekran.demo', name: 'advertiser' },
  /** Город-Экран tenant, organization waiting for verification. */
  gorodAgency: { id: 3, email: 'agency@gorodekran.demo', name: 'gorodAgency' },
  /** Empty organization (doc_status NEW), no campaigns. */
  newcomer: { id: 4, email: 'new@ekran.demo', name: 'newcomer' },
  /** МедиаФасад tenant, organization declined (CANCEL). */
  declined: { id: 5, email: 'declined@mediafasad.demo', name: 'declined' },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

/** localStorage keys of the session (packages/api TOKEN_KEYS). */
export const TOKEN_KEYS = { access: 'access_token', refresh: 'refresh_token' } as const;

/** One-time links the fake backend always accepts. */
export const DEMO_TOKENS = { reset: 'demo-reset-token', exchange: 'demo-exchange-token' } as const;

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

let jtiCounter = 0;

function jwt(type: 'access' | 'refresh', userId: number, ttlSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const jti = `e2e-${type[0]}${++jtiCounter}-${iat}`;
  const claims = { token_type: type, user_id: userId, iat, exp: iat + ttlSeconds, jti };
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64url(JSON.stringify(claims))}.${base64url(`e2e-signature-${jti}`)}`;
}

/**
 * A token pair the fake backend accepts for a demo user (same unsigned JWT format as
 * packages/api/src/mocks/db/jwt.ts). A negative ttl gives an expired token.
 */
export function mintTokens(
  user: DemoUser,
  ttl: { access?: number; refresh?: number } = {},
): { access_token: string; refresh_token: string } {
  const { id } = DEMO_USERS[user];
  return {
    access_token: jwt('access', id, ttl.access ?? 15 * 60),
    refresh_token: jwt('refresh', id, ttl.refresh ?? 7 * 24 * 60 * 60),
  };
}

/**
 * Signs in through the login form: opens /login, types the demo credentials, submits and waits for
 * the dashboard. Use it where the journey itself matters; otherwise prefer signInWithTokens.
 */
export async function signIn(page: Page, user: DemoUser = 'agency'): Promise<void> {
  await page.goto('/login');
  await appStarted(page);
  await page.getByLabel(/^Электронная почта/).fill(DEMO_USERS[user].email);
  await page.getByLabel(/^Пароль/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/**
 * Signs in without the form: puts a fresh token pair into localStorage before the app's scripts run
 * on the next navigation. Seeds once per tab (a sessionStorage mark), so a logout followed by a
 * reload stays logged out. Call it before `page.goto(...)`.
 */
export async function signInWithTokens(
  target: BrowserContext | Page,
  user: DemoUser = 'agency',
  ttl?: { access?: number; refresh?: number },
): Promise<void> {
  const tokens = mintTokens(user, ttl);
  await target.addInitScript(
    ({ tokens: pair, keys }) => {
      try {
        if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
        if (window.sessionStorage.getItem('e2e:tokens-seeded')) return;
        window.sessionStorage.setItem('e2e:tokens-seeded', '1');
        window.localStorage.setItem(keys.access, pair.access_token);
        window.localStorage.setItem(keys.refresh, pair.refresh_token);
      } catch {
        // about:blank and opaque origins have no storage; the next real page seeds.
      }
    },
    { tokens, keys: TOKEN_KEYS },
  );
}

/** A toast of the ui Toaster with this text (spec §8); `kind` narrows to error / success / info. */
export function toast(
  page: Page,
  text: string | RegExp,
  kind: 'error' | 'success' | 'info' = 'error',
) {
  return page.locator(`li[data-kind="${kind}"]`).filter({ hasText: text });
}

export {
  answerInPage,
  recordApiCalls,
  watchApiRequests,
  wrapApiCalls,
  type ApiRequest,
  type ApiWrapper,
  type CannedAnswer,
} from './api-hooks.ts';

/** A route of spec §2 as the route-wide specs (a11y, overflow) visit it. */
export type ScreenRoute = {
  path: string;
  /** The h1 that shows the screen has loaded. */
  heading: string | RegExp;
  /** Waits for the map to draw its screens (wizard step 1). */
  map?: boolean;
};

/** The screens without a session. */
export const PUBLIC_ROUTES: ScreenRoute[] = [
  { path: '/login', heading: 'Вход' },
  { path: '/login/recovery-password', heading: 'Восстановление пароля' },
  { path: '/login/reset/demo-reset-token', heading: 'Новый пароль' },
  { path: '/register', heading: 'Регистрация' },
  { path: '/terms-of-use', heading: 'Пользовательское соглашение' },
];

/** The signed-in screens of the main frame (the seeded agency's campaign 1 for the campaign view). */
export const SIGNED_IN_ROUTES: ScreenRoute[] = [
  { path: '/dashboard', heading: 'Дашборд' },
  { path: '/campaigns', heading: 'Кампании' },
  { path: '/campaigns/1', heading: 'Зимняя распродажа' },
  { path: '/campaigns/1?tab=statistics', heading: 'Зимняя распродажа' },
  { path: '/campaigns/1?tab=videos', heading: 'Зимняя распродажа' },
  { path: '/campaigns/1?tab=players', heading: 'Зимняя распродажа' },
  { path: '/profile/account', heading: 'Профиль' },
  { path: '/organization', heading: 'Организация' },
  { path: '/billings', heading: 'Счета' },
  { path: '/documents', heading: 'Документы' },
];

/** The four wizard steps, for a new campaign and for campaign 1. */
export const WIZARD_ROUTES: ScreenRoute[] = [
  { path: '/create-company', heading: 'Новая кампания', map: true },
  { path: '/create-company/1', heading: 'Зимняя распродажа', map: true },
  { path: '/create-company/1/content', heading: 'Зимняя распродажа' },
  { path: '/create-company/1/select-content', heading: 'Зимняя распродажа' },
  { path: '/create-company/1/verify', heading: 'Зимняя распродажа' },
];

/** Waits until the wizard's map has drawn some of its screens. */
export async function expectMapDrawn(page: Page, timeout = 30_000): Promise<void> {
  await scrollToMap(page, timeout);
  await expect(page.getByRole('region', { name: 'Карта экранов' })).toHaveAttribute(
    'data-drawn',
    /[1-9]/,
    { timeout },
  );
}

/**
 * Scrolls to the map's place when the map waits for it: on a phone the wizard's map starts only
 * when its place comes near the screen (apps/web/src/lib/lazy-maps.tsx).
 */
export async function scrollToMap(page: Page, timeout = 30_000): Promise<void> {
  const map = page.getByRole('region', { name: 'Карта экранов' });
  const waiting = page.locator('[data-map-waiting]');
  await expect(map.or(waiting).first()).toBeAttached({ timeout });
  if (await waiting.count()) await waiting.scrollIntoViewIfNeeded({ timeout });
}

/**
 * In the period calendar, opened by the caller on today (the real clock): tomorrow, then ten days
 * later, by the keyboard alone; Escape closes it.
 */
export async function pickTenDaysFromTomorrow(page: Page, timeout = 30_000): Promise<void> {
  const calendar = page.getByRole('dialog', { name: 'Выбор периода' });
  await expect(calendar).toBeVisible({ timeout });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden({ timeout });
}

/**
 * Waits until the app has replaced a prerendered page (/login, /login/recovery-password
 * and /register paint before JavaScript). Tests that type into a form wait for it: what is typed
 * before the app starts is kept (e2e/nginx/prerender.spec.ts), but the page's inputs are read-only
 * for the moment of the swap, and Playwright's `fill` (focus, then insert text) is not one
 * keystroke; and what the app does as a field is left (checks with the server) starts only then.
 * Tests that go on to another page wait too: a prerendered page's heading shows before the app,
 * and the router's start (a history.replaceState) during the next page.goto makes Playwright
 * report that navigation as interrupted (a browser's own navigation completes).
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Waits until the signed-in frame has warmed a modal's code (main-layout.tsx, warmUpModal): its
 * `warm-up` chunk loads once the page has been idle past the frame's prefetch delay, and the warm
 * render takes a few idle periods after that.
 */
export async function modalWarmedUp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.startsWith('/assets/warm-up-')),
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
}

/** Drags Monday to Friday, 09 to 18, in the wizard's schedule grid: 5 × 10 active hours. */
export async function dragSchedule(page: Page) {
  const cell = (day: number, hour: number) =>
    page.locator(`[data-day="${day}"][data-hour="${hour}"]`).first();
  // Centred, so the sticky save bar at the bottom does not cover the cells.
  await cell(2, 12).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await cell(0, 9).boundingBox();
  const to = await cell(4, 18).boundingBox();
  if (!from || !to) throw new Error('schedule grid not found');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  // Monday to Friday, 09 to 18: 5 × 10 hours.
  await expect(page.getByText('Активных часов в неделю: 50')).toBeVisible({ timeout: 30_000 });
}

/**
 * Axe over the page, run in the page itself (axe's "legacy" mode). The default mode runs each frame
 * apart and then opens a second page to merge the results, which makes each check several times
 * slower on 2 cores. The app has no iframes (one frame on every route), the only thing the default
 * mode checks that this one skips.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
