import { expect as baseExpect, test, type Page } from '@playwright/test';
import { answerInPage, axeOf, signInWithTokens } from './fixtures';

/**
 * A tenant's theme at run time: from the tenant response, from /tenants/<domain>.json,
 * readable whatever the tenant picks, and painted from the cache before the first frame of the next
 * visit (the pre-paint script in index.html).
 */

// A generous ceiling: on a heavily loaded machine a screen with its lazy chunks may take seconds
// to theme.
const expect = baseExpect.configure({ timeout: 30_000 });
// Several loads per test on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const TENANT_PATH = '/api/v2/user/tenant/';
const VIOLET = 'rgb(124, 58, 237)';

function tenantAnswer(domain: string, theme?: unknown) {
  return {
    method: 'POST' as const,
    path: TENANT_PATH,
    body: [
      {
        name: 'Витрина',
        company_name: 'ООО «Витрина»',
        domain,
        logo: '/favicon.svg',
        favicon: '/favicon.svg',
        email_tg: null,
        ...(theme ? { theme } : {}),
      },
    ],
  };
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Войти' });
const style = (page: Page, property: 'backgroundColor' | 'color' | 'borderTopLeftRadius') =>
  signInButton(page).evaluate((element, name) => getComputedStyle(element)[name], property);

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

test('a theme in the tenant response makes the primary button #7c3aed', async ({ page }) => {
  // The first visit switches from the default in one repaint: no colour transition runs.
  await page.addInitScript(() => {
    const runs: string[] = [];
    (window as unknown as { __transitions: string[] }).__transitions = runs;
    document.addEventListener('transitionrun', (event) => runs.push(event.propertyName));
  });
  await answerInPage(page, [
    tenantAnswer('vitrina.demo', {
      light: { primary: '#7c3aed', 'primary-foreground': '#ffffff', radius: '0.75rem' },
    }),
  ]);
  await page.goto('/login');
  await expect(signInButton(page)).toHaveCSS('background-color', VIOLET);
  // A runtime theme sits on the default palette, whatever the domain's label says.
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'ekran');
  const cached = await page.evaluate(() => localStorage.getItem('ekran:tenant-theme:127.0.0.1'));
  expect(JSON.parse(cached ?? 'null')).toMatchObject({ light: { primary: '#7c3aed' } });
  expect(
    await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions),
  ).toEqual([]);
});

test('/tenants/<domain>.json applies when the response has no theme', async ({ page }) => {
  const files: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/tenants/neon.demo.json')
      files.push(response.status());
  });
  await answerInPage(page, [tenantAnswer('neon.demo')]);
  await page.goto('/login');
  await expect(signInButton(page)).toHaveCSS('background-color', 'rgb(190, 24, 93)');
  await expect(signInButton(page)).toHaveCSS('border-top-left-radius', /px$/);
  expect(files).toEqual([200]);
});

test('a theme that fails contrast is readable: the text colour is adjusted', async ({ page }) => {
  await answerInPage(page, [
    tenantAnswer('vitrina.demo', {
      // White on light yellow: 1.2:1.
      light: { primary: '#fde047', 'primary-foreground': '#ffffff', 'brand-pink': '#f0f' },
    }),
  ]);
  await page.goto('/login');
  await expect(signInButton(page)).toHaveCSS('background-color', 'rgb(253, 224, 71)');
  const [background, color] = [await style(page, 'backgroundColor'), await style(page, 'color')];
  expect(color).not.toBe('rgb(255, 255, 255)');
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  // The unknown token is dropped.
  expect(
    await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-pink')),
  ).toBe('');
});

/** Records --primary and data-theme at the first <body> and at DOMContentLoaded of every load. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const marks: Record<string, { primary: string; theme: string | null }> = {};
    (window as unknown as { __firstFrame: typeof marks }).__firstFrame = marks;
    const mark = (name: string) => {
      const root = document.documentElement;
      marks[name] = {
        primary: getComputedStyle(root).getPropertyValue('--primary').trim(),
        theme: root.getAttribute('data-theme'),
      };
    };
    // <body> is created after the whole <head> has run, before anything is painted.
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      mark('body');
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => mark('domContentLoaded'));
  });
}

const firstFrame = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __firstFrame: Record<string, { primary: string; theme: string | null }>;
        }
      ).__firstFrame,
  );

test('a reload paints the cached tenant colour in its very first frame, light and dark', async ({
  context,
}) => {
  const first = await context.newPage();
  await answerInPage(first, [
    tenantAnswer('vitrina.demo', { light: { primary: '#7c3aed', 'primary-foreground': '#fff' } }),
  ]);
  await first.goto('/login');
  await expect(signInButton(first)).toHaveCSS('background-color', VIOLET);
  await first.close();

  // The tenant call never answers now: only the pre-paint script can bring the colour.
  const second = await context.newPage();
  await recordFirstFrame(second);
  await second.goto('/login?mock=tenant:loading');
  await expect(signInButton(second)).toHaveCSS('background-color', VIOLET);
  expect(await firstFrame(second)).toEqual({
    body: { primary: '#7c3aed', theme: null },
    domContentLoaded: { primary: '#7c3aed', theme: null },
  });

  // The dark choice applies before the first paint too, with the dark palette derived from light.
  await second.evaluate(() => localStorage.setItem('ekran:color-scheme', 'dark'));
  await second.reload();
  const dark = await firstFrame(second);
  expect(dark.body?.theme).toBe('dark');
  expect(dark.body?.primary).toMatch(/^#[0-9a-f]{6}$/);
  expect(dark.body?.primary).not.toBe('#7c3aed');
  expect(dark.domContentLoaded).toEqual(dark.body);
  await expect(signInButton(second)).toHaveCSS('background-color', /rgb/);
  expect(contrast(await style(second, 'backgroundColor'), 'rgb(11, 17, 32)')).toBeGreaterThan(4.5);
});

test('the user menu switches light and dark, the tenant theme follows, and the choice stays', async ({
  context,
  page,
}) => {
  await signInWithTokens(context, 'agency');
  await answerInPage(page, [
    tenantAnswer('vitrina.demo', { light: { primary: '#7c3aed', 'primary-foreground': '#fff' } }),
  ]);
  await page.goto('/profile/account');
  const root = page.locator('html');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')))
    .toBe('#7c3aed');
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: 'Тёмная' }).click();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')))
    .not.toBe('#7c3aed');
  await page.reload();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await expect(page.getByRole('menuitemradio', { name: 'Тёмная' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Светлая' }).click();
  await expect(root).not.toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')))
    .toBe('#7c3aed');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a runtime theme passes the colour-contrast audit (${scheme}, dark derived from light)`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('ekran:color-scheme', value), scheme);
    await answerInPage(page, [
      tenantAnswer('vitrina.demo', {
        light: { primary: '#7c3aed', 'primary-foreground': '#ffffff', accent: '#ede9fe' },
      }),
    ]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')))
      .toMatch(/^#/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(
      scheme,
    );
    const { violations, passes } = await axeOf(page)
      .withRules(['color-contrast', 'link-in-text-block'])
      .analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
    expect(passes.map((rule) => rule.id)).toContain('color-contrast');
  });
}

test('«Как в системе» follows the system, from the first frame and on a later switch', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('ekran:color-scheme', 'system'));
  await recordFirstFrame(page);
  await page.goto('/login');
  expect((await firstFrame(page)).body?.theme).toBe('dark');
  await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
