/**
 * The browser half of the consumer test (run.ts): opens the consumer app's production build in
 * Chromium and drives what a team using `@ekran/ui` would see first. Each check reads the page as a
 * user or a screen reader does (roles, names, focus, boxes on the screen, computed colours), so a
 * stylesheet that is not found, a class Tailwind did not generate or a worker the bundler did not
 * emit fails here even when the build is green.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from '../bench-lib.ts';

export type Variant = 'tailwind' | 'plain';
type Theme = 'light' | 'dark';

const TENANT = 'gorod-ekran';
const VIEWPORT = { width: 1280, height: 800 };
/** A 1×1 PNG: Leaflet stretches it over the 256 px tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4/58BAAT/Af9jgNErAAAAAElFTkSuQmCC',
  'base64',
);
const NBSP = '\u00a0';

class CheckError extends Error {}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckError(message);
}

/** Retries `read` until `ok` holds (animations, debounced loads); fails with the last value. */
async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  message: string,
  timeout = 5000,
): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > end) throw new CheckError(`${message} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * The tenant's `--primary` in light and dark, read from the stylesheet the package ships, so the
 * check follows the design tokens instead of copying them.
 */
function tenantPrimary(packageDir: string): Record<Theme, string> {
  const css = fs.readFileSync(path.join(packageDir, 'src/theme/tenants.css'), 'utf8');
  const read = (selector: string) => {
    const match = new RegExp(`${selector}[^{]*\\{[^}]*--primary:\\s*(#[0-9a-fA-F]{6})`).exec(css);
    if (!match?.[1]) throw new Error(`${TENANT}: no --primary after ${selector} in tenants.css`);
    return hexToRgb(match[1]);
  };
  return {
    light: read(`\\[data-tenant='${TENANT}'\\]\\s*`),
    dark: read(`\\[data-tenant='${TENANT}'\\]\\[data-theme='dark'\\]`),
  };
}

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** A token's value as the browser computes a colour, to compare with computed styles. */
const tokenColour = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function checkTheme(page: Page, theme: Theme, expected: Record<Theme, string>) {
  const button = '[data-testid="primary-button"]';
  const colour = await background(page, button);
  assert(
    colour === expected[theme],
    `Button in ${TENANT} ${theme}: background ${colour}, expected ${expected[theme]}`,
  );
  assert(
    colour === (await tokenColour(page, '--primary')),
    'Button background is not the --primary token',
  );
  const pageBackground = await background(page, 'body');
  assert(
    pageBackground === (await tokenColour(page, '--background')),
    `body background ${pageBackground} is not the --background token`,
  );
  // The same page in the default tenant: the button follows <html data-tenant>. Its colour
  // transition has to run out before the computed colour is the new one.
  const defaultColour = await page.evaluate(async (selector) => {
    const html = document.documentElement;
    const el = document.querySelector(selector);
    if (!el) return '';
    // getAnimations() brings the style up to date first, so it sees the transition just started.
    const settled = async () => {
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(el).backgroundColor;
    };
    const tenant = html.dataset.tenant;
    delete html.dataset.tenant;
    const value = await settled();
    if (tenant) html.dataset.tenant = tenant;
    await settled();
    return value;
  }, button);
  assert(
    defaultColour !== colour,
    `Button looks the same in the default tenant and ${TENANT} (${colour})`,
  );
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  assert(font.includes('Inter Variable'), `body font is ${font}, not Inter`);
  // A face that covers Cyrillic has loaded: its file was found where the stylesheet points.
  // (`document.fonts.check` would ask for every overlapping subset, and only one is ever needed.)
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable')
      .filter((face) => face.status === 'loaded')
      .map((face) => face.unicodeRange);
  });
  assert(
    loaded.some((range) => range.includes('U+400-45F')),
    `no Inter face for Cyrillic loaded (loaded: ${loaded.join(' | ') || 'none'})`,
  );
  return { colour, defaultColour };
}

async function checkModal(page: Page) {
  const trigger = page.getByRole('button', { name: 'Открыть окно' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Новая кампания' });
  await dialog.waitFor();
  // Centred by the package's classes, once the opening animation has run.
  await until(
    () => dialog.boundingBox(),
    (box) =>
      box !== null &&
      Math.abs(box.x + box.width / 2 - VIEWPORT.width / 2) < 1 &&
      Math.abs(box.y + box.height / 2 - VIEWPORT.height / 2) < 1,
    'Modal is not centred in the viewport',
  );
  const overlay = await page.locator('[data-slot="modal-overlay"]').boundingBox();
  assert(
    overlay?.width === VIEWPORT.width && overlay.height === VIEWPORT.height,
    `Modal overlay does not cover the viewport: ${JSON.stringify(overlay)}`,
  );
  const panel = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
  assert(panel === (await tokenColour(page, '--card')), `Modal panel ${panel} is not --card`);
  assert(
    await dialog.evaluate((el) => el.contains(document.activeElement)),
    'focus did not move into the Modal',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert(
    await trigger.evaluate((el) => el === document.activeElement),
    'focus did not return to the Modal trigger',
  );
}

async function checkConfirmModal(page: Page) {
  const trigger = page.getByRole('button', { name: 'Удалить кампанию' });
  const dialog = page.getByRole('alertdialog', { name: 'Удалить кампанию?' });
  const logText = () => page.getByTestId('confirm-log').innerText();

  await trigger.click();
  await dialog.waitFor();
  // The safe choice has the focus.
  await until(
    () => focusedText(page),
    (text) => text === 'Отмена',
    'ConfirmModal focus',
  );
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert((await logText()) === 'cancel', `cancel button: log «${await logText()}»`);
  assert(
    await trigger.evaluate((el) => el === document.activeElement),
    'focus did not return to the ConfirmModal trigger',
  );

  await trigger.click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert((await logText()) === 'cancel,cancel', `Escape: log «${await logText()}»`);

  await trigger.click();
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', { name: 'Удалить' });
  const destructive = await confirm.evaluate((el) => getComputedStyle(el).backgroundColor);
  assert(
    destructive === (await tokenColour(page, '--destructive')),
    `confirm button ${destructive} is not --destructive`,
  );
  await confirm.click();
  // onConfirm returns a promise: busy until it settles, then closed.
  await until(
    () => confirm.getAttribute('aria-busy'),
    (busy) => busy === 'true',
    'confirm button not busy while onConfirm runs',
    1000,
  );
  await dialog.waitFor({ state: 'detached' });
  assert((await logText()) === 'cancel,cancel,confirm', `confirm: log «${await logText()}»`);
}

async function checkToasts(page: Page) {
  await page.getByRole('button', { name: 'Девять уведомлений' }).click();
  const positions = [
    'top-left',
    'top-center',
    'top-right',
    'middle-left',
    'middle-center',
    'middle-right',
    'bottom-left',
    'bottom-center',
    'bottom-right',
  ];
  await until(
    () => page.locator('[data-position] li').count(),
    (n) => n === 9,
    'nine toasts',
  );
  const { width, height } = VIEWPORT;
  for (const position of positions) {
    const item = page.locator(`[data-position="${position}"] li`);
    const text = await item.innerText();
    assert(text.includes(`Позиция ${position}`), `toast at ${position} says «${text}»`);
    // Settled once the slide-in has run.
    const box = await until(
      () => item.boundingBox(),
      (b) => b !== null && (!position.startsWith('top') || Math.abs(b.y - 16) < 1),
      `toast ${position} box`,
    );
    assert(box, `toast ${position} has no box`);
    const [row, column] = position.split('-');
    const near = (a: number, b: number) => Math.abs(a - b) < 1;
    const where = JSON.stringify(box);
    assert(near(box.width, 320), `toast ${position} is ${box.width}px wide, not 320`);
    if (row === 'top') assert(near(box.y, 16), `toast ${position} not at the top: ${where}`);
    if (row === 'bottom')
      assert(
        near(height - box.y - box.height, 16),
        `toast ${position} not at the bottom: ${where}`,
      );
    if (row === 'middle')
      assert(
        near(box.y + box.height / 2, height / 2),
        `toast ${position} not mid-height: ${where}`,
      );
    if (column === 'left') assert(near(box.x, 16), `toast ${position} not at the left: ${where}`);
    if (column === 'right')
      assert(near(width - box.x - box.width, 16), `toast ${position} not at the right: ${where}`);
    if (column === 'center')
      assert(near(box.x + box.width / 2, width / 2), `toast ${position} not centred: ${where}`);
    const card = await item.evaluate((el) => getComputedStyle(el).backgroundColor);
    assert(
      card === (await tokenColour(page, '--card')),
      `toast ${position}: ${card} is not --card`,
    );
  }
  // Closed one by one with their own buttons, so nothing covers the checks after this one.
  for (const position of positions) {
    await page
      .locator(`[data-position="${position}"]`)
      .getByRole('button', { name: 'Закрыть уведомление' })
      .click();
  }
  await until(
    () => page.locator('[data-position] li').count(),
    (n) => n === 0,
    'toasts did not close',
  );
}

async function checkScheduleGrid(page: Page) {
  const grid = page.getByRole('grid', { name: 'Расписание показов' });
  const cell = (day: number, hour: number) =>
    grid.locator(`[data-day="${day}"][data-hour="${hour}"]`);
  const hours = () => page.getByTestId('schedule-hours').innerText();
  const focusedCell = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.dataset.day === undefined ? null : `${el.dataset.day}:${el.dataset.hour}`;
    });

  assert((await grid.getByRole('gridcell').count()) === 168, 'ScheduleGrid has not 7 × 24 cells');
  // The grid is one tab stop after the presets, on Monday 00:00.
  await page.getByRole('button', { name: 'Очистить' }).focus();
  await page.keyboard.press('Tab');
  assert((await focusedCell()) === '0:0', `Tab into the grid focused ${await focusedCell()}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert((await focusedCell()) === '1:2', `arrows moved focus to ${await focusedCell()}`);

  const off = await cell(1, 2).evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.keyboard.press('Space');
  assert((await cell(1, 2).getAttribute('aria-selected')) === 'true', 'Space did not select');
  assert((await hours()) === '1', `after Space onChange reported ${await hours()} hours`);
  const on = await cell(1, 2).evaluate((el) => getComputedStyle(el).backgroundColor);
  assert(on === (await tokenColour(page, '--primary')), `an active hour is ${on}, not --primary`);
  assert(off === (await tokenColour(page, '--muted')), `an idle hour is ${off}, not --muted`);

  await page.keyboard.press('Enter');
  assert((await cell(1, 2).getAttribute('aria-selected')) === 'false', 'Enter did not unselect');
  assert((await hours()) === '0', `after Enter onChange reported ${await hours()} hours`);
  await page.keyboard.press('Enter');
  // Shift+arrows: a rectangle of 3 hours × 2 days from the focused hour.
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  assert((await hours()) === '6', `Shift+arrows gave ${await hours()} hours, not 6`);
  assert((await focusedCell()) === '2:4', `Shift+arrows left focus on ${await focusedCell()}`);
  await page.getByText('6 часов в неделю').waitFor();
  await page.keyboard.press('Control+a');
  assert((await hours()) === '168', `Ctrl+A gave ${await hours()} hours`);
  assert(
    (await grid.locator('[tabindex="0"]').count()) === 1,
    'the grid has more than one tab stop',
  );
}

async function checkMap(page: Page, tiles: string[], workers: string[]) {
  const region = page.getByRole('region', { name: 'Карта экранов' });
  const container = region.locator('.leaflet-container');
  await container.waitFor();
  await region.scrollIntoViewIfNeeded();
  const box = await region.boundingBox();
  assert(box && box.height > 300, `map region is ${JSON.stringify(box)}, not 24rem tall`);
  // leaflet.css, which the map's module imports itself, reached the app's bundle.
  const pane = await region
    .locator('.leaflet-pane')
    .first()
    .evaluate((el) => getComputedStyle(el).position);
  assert(pane === 'absolute', `.leaflet-pane is ${pane}: leaflet.css is missing`);
  await until(
    () => region.locator('img.leaflet-tile-loaded').count(),
    (n) => n > 0,
    'no map tile loaded',
  );
  const sources = await region
    .locator('img.leaflet-tile')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  assert(
    sources.every((src) => src.includes('/stub-tiles/13/')),
    `tiles from elsewhere: ${sources.slice(0, 3).join(' ')}`,
  );
  assert(tiles.length > 0, 'no tile was requested from the stub URL');
  // All five players loaded and drawn on the canvas, clustered in the package's worker.
  await until(
    () => region.getAttribute('data-drawn'),
    (drawn) => drawn === '5',
    'the map did not draw the five players',
    10_000,
  );
  assert(
    workers.some((url) => url.includes('cluster.worker')),
    `the cluster worker did not start (workers: ${workers.join(', ') || 'none'})`,
  );
  await page.getByRole('button', { name: 'Выбрать все в области' }).click();
  await until(
    () => page.getByTestId('map-chosen').innerText(),
    (ids) => ids === '1,2,3,4,5',
    '«Выбрать все в области» did not choose the five players',
  );
  const count = await page.getByTestId('chosen-count').innerText();
  assert(count === '5', `the chosen list counts ${count}`);
}

async function checkFormats(page: Page) {
  const expected: Record<string, string> = {
    money: `1${NBSP}234${NBSP}567,89${NBSP}₽`,
    'money-string': `12${NBSP}345,50${NBSP}₽`,
    'money-empty': '—',
    // 22:30 UTC is the next day in Moscow, the formatters' time zone.
    date: '06.03.26',
    'date-time': '06.03.26 01:30',
  };
  for (const [id, text] of Object.entries(expected)) {
    const actual = await page.getByTestId(id).textContent();
    assert(actual === text, `${id}: «${actual}», expected «${text}»`);
  }
}

/** Only for the Tailwind app: its own markup gets the theme's utilities and `dark:` variant. */
async function checkOwnUtilities(page: Page, theme: Theme) {
  const colour = await background(page, '[data-testid="own-utility"]');
  const token = theme === 'dark' ? '--accent' : '--secondary';
  assert(
    colour === (await tokenColour(page, token)),
    `the app's own bg-secondary/dark:bg-accent is ${colour}, not ${token}`,
  );
}

export type CheckResult = { name: string; ms: number; error?: string };

/** Opens the app in the tenant's theme and runs every check; returns one line per check. */
async function checkPage(
  browser: Browser,
  url: string,
  variant: Variant,
  theme: Theme,
  packageDir: string,
  screenshotDir: string,
): Promise<CheckResult[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ru-RU' });
  const page = await context.newPage();
  // A missing class leaves a button covered or a dialog open: fail fast, not after 30 s each.
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const tiles: string[] = [];
  const workers: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  await page.route('**/stub-tiles/**', async (route) => {
    tiles.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  // Nothing leaves the machine: a request to another origin is a finding, not a wait.
  await page.route(
    (target) => target.origin !== new URL(url).origin,
    async (route) => {
      problems.push(`request to another origin: ${route.request().url()}`);
      await route.abort();
    },
  );

  const address = `${url}/?tenant=${TENANT}&theme=${theme}`;
  const results: CheckResult[] = [];
  const run = async (name: string, check: () => Promise<unknown>) => {
    const start = performance.now();
    try {
      await check();
      results.push({ name, ms: performance.now() - start });
    } catch (error) {
      results.push({
        name,
        ms: performance.now() - start,
        error: error instanceof Error ? error.message : String(error),
      });
      // What the failed check left open (a dialog, toasts) must not fail the ones after it.
      await page.goto(address).catch(() => {});
    }
  };

  const expected = tenantPrimary(packageDir);
  await run('page loads', async () => {
    await page.goto(address);
    await page.getByRole('heading', { name: '@ekran/ui в чужом приложении' }).waitFor();
  });
  await run(`theme: ${TENANT} ${theme}`, () => checkTheme(page, theme, expected));
  await run('formatMoney, formatDate', () => checkFormats(page));
  await run('Modal', () => checkModal(page));
  await run('ConfirmModal', () => checkConfirmModal(page));
  await run('nine toasts', () => checkToasts(page));
  await run('ScheduleGrid by keyboard', () => checkScheduleGrid(page));
  await run('MapPicker on stub tiles', () => checkMap(page, tiles, workers));
  if (variant === 'tailwind')
    await run('own Tailwind utilities', () => checkOwnUtilities(page, theme));
  await page.screenshot({
    path: path.join(screenshotDir, `${variant}-${theme}.png`),
    fullPage: true,
  });
  await run('no errors in the page', async () => {
    assert(problems.length === 0, problems.join('\n'));
  });
  await context.close();
  return results.map((result) => ({ ...result, name: `${theme}: ${result.name}` }));
}

export async function checkApp(
  url: string,
  variant: Variant,
  packageDir: string,
  screenshotDir: string,
): Promise<CheckResult[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const results: CheckResult[] = [];
    for (const theme of ['light', 'dark'] as const) {
      results.push(...(await checkPage(browser, url, variant, theme, packageDir, screenshotDir)));
    }
    return results;
  } finally {
    await browser.close();
  }
}
