/**
 * The interaction section of `pnpm bench`: how long the app takes to answer a tap or a key on a
 * phone's CPU. The production build behind nginx (HTTPS + HTTP/2, /api → the Node fake), signed in
 * as the agency, in a phone-sized page of headless Chromium whose CPU DevTools throttles to the
 * phone (the calibrated slowdown). Each interaction is done several times; Event Timing measures
 * each (its slowest event, from the input to the next paint) and the worst try is the figure, as
 * INP takes nearly the worst interaction of a visit. The map pan runs on the map benchmark's page
 * (scripts/bench-map-page.ts), the real MapPicker with 50,000 players, more than the fake serves.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { mintTokens, modalWarmedUp, TOKEN_KEYS } from '../apps/web/e2e/fixtures.ts';
import {
  cpuSlowdown,
  INP_TARGET_MS,
  inpRow,
  latencyText,
  PHONES,
  spreadText,
  worstLatency,
  type EventEntry,
  type OwnIndex,
  type PhoneTier,
  type Spread,
} from './bench-calibration.ts';
import { readBenchmarkIndex } from './bench-cpu.ts';
import { CHROME_FLAGS, CHROME_PATH, log, serve } from './bench-lib.ts';
import { buildPage, releaseData } from './bench-map-page.ts';
import { serveProduction } from './bench-serve.ts';
import type { Row } from './bench-table.ts';

const TRIES = 5;
const MAP_PLAYERS = 50_000;
/** Lighthouse's mobile screen, so the layout is the phone's (the drawer, the narrow grid). */
const PHONE_VIEWPORT = { width: 412, height: 823 };

type Events = { __events: EventEntry[] };

/** Collects every Event Timing entry of 16 ms or more from the page's start. */
function observeEvents() {
  const events: EventEntry[] = [];
  (window as unknown as Events).__events = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        duration: entry.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * Waits until the page has painted after the interaction and the observer had its chance to run
 * (its entries arrive after the next frame, later still on a throttled CPU).
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  await page.waitForTimeout(400);
}

const eventCount = (page: Page) =>
  page.evaluate(() => (window as unknown as Events).__events.length);
const eventsSince = (page: Page, from: number) =>
  page.evaluate((start) => (window as unknown as Events).__events.slice(start), from);

/** One interaction: where it happens, how to get ready for it, and the act itself. */
type Interaction = {
  /** Short name for `--interactions`. */
  key: string;
  name: string;
  /** The page, opened fresh and signed in; `map` is the map benchmark's page. */
  url: string | 'map';
  /** Once, after load and before the CPU is throttled: waits for the screen to be ready. */
  ready(page: Page): Promise<void>;
  /** The measured act of try `i`; it waits for what the user would see. */
  act(page: Page, i: number): Promise<void>;
  /** After each try, unmeasured: back to where the next try starts. */
  reset?(page: Page, i: number): Promise<void>;
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });

/**
 * Types into a field as a user does, key by key; the field is emptied unmeasured. Latin letters:
 * Playwright enters a character outside the US layout as text, without the key events that make
 * an interaction.
 */
function typing(
  key: string,
  name: string,
  label: RegExp,
  words: (i: number) => string,
): Interaction {
  const field = (page: Page): Locator => page.getByLabel(label);
  return {
    key,
    name,
    url: '/create-company',
    ready: async (page) => {
      await heading(page, 'Новая кампания');
      await field(page).click();
    },
    act: async (page, i) => {
      await field(page).pressSequentially(words(i), { delay: 60 });
    },
    reset: async (page) => {
      await field(page).fill('');
      await field(page).click();
    },
  };
}

export const INTERACTIONS: Interaction[] = [
  typing('name', 'wizard: typing the name', /^Название/, (i) => `Vesna kampaniya ${i + 1}`),
  typing('budget', 'wizard: typing the budget', /^Бюджет/, (i) => String(150_000 + i * 1_000)),
  {
    key: 'schedule',
    name: 'wizard: toggling a day in the schedule',
    url: '/create-company',
    ready: async (page) => {
      await heading(page, 'Новая кампания');
      await page.getByRole('grid', { name: /Расписание/ }).scrollIntoViewIfNeeded();
    },
    // Monday's row header switches all its hours: on, then off on the next try.
    act: async (page) => {
      const total = page.locator('[data-slot="schedule-grid-total"]');
      const before = await total.textContent();
      await page.locator('[data-slot="schedule-grid-toggle"][data-pos="1:0"]').click();
      await page.waitForFunction(
        (text) => document.querySelector('[data-slot="schedule-grid-total"]')?.textContent !== text,
        before,
      );
    },
  },
  {
    key: 'add-budget',
    name: 'campaign: opening «Пополнить бюджет»',
    url: '/campaigns/1',
    ready: async (page) => {
      await heading(page, 'Зимняя распродажа');
      // As a user who reads the campaign before topping it up: the frame has warmed a modal.
      await modalWarmedUp(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Пополнить бюджет' }).click();
      await page.getByRole('dialog', { name: 'Пополнить бюджет' }).waitFor();
    },
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
  },
  {
    key: 'tabs',
    name: 'campaign: switching tabs',
    url: '/campaigns/1',
    ready: (page) => heading(page, 'Зимняя распродажа'),
    act: async (page, i) => {
      const names = ['Статистика', 'Ролики', 'Экраны', 'Обзор'];
      const tab = page.getByRole('tab', { name: names[i % names.length] });
      await tab.click();
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
            (el) => el.textContent?.trim() === name,
          ),
        names[i % names.length],
      );
    },
  },
  {
    key: 'user-menu',
    name: 'top bar: opening the user menu',
    url: '/dashboard',
    ready: (page) => heading(page, 'Дашборд'),
    act: async (page) => {
      // On a phone the balance chip is a menu button too.
      await page.locator('[data-slot="user-menu-trigger"][aria-haspopup="menu"]').click();
      await page.getByRole('menu').waitFor();
    },
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    },
  },
  {
    key: 'map',
    name: `map: panning with ${MAP_PLAYERS.toLocaleString('en-US')} players`,
    url: 'map',
    ready: (page) => releaseData(page, 1000, 120_000),
    // A drag of a third of the map's width, alternating direction so the view stays put.
    act: async (page, i) => {
      const box = (await page.locator('.leaflet-container').boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + Math.min(box.height, PHONE_VIEWPORT.height - box.y) / 2;
      const dx = (i % 2 ? -1 : 1) * (box.width / 3);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) {
        await page.mouse.move(x + (dx * step) / 10, y + step);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
    },
  },
];

/**
 * The tries of one interaction at `cpu`: a slowdown, or `{ phoneIndex }` for the slowdown of the
 * index read in the interaction's own page, ready and idle, just before its tries (`--per-audit`).
 * A section's one reading before it can be far from the host's speed when an interaction runs.
 */
async function measure(
  browser: Browser,
  origin: string,
  mapOrigin: string,
  interaction: Interaction,
  cpu: number | { phoneIndex: number },
): Promise<{ tries: number[]; own?: OwnIndex }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'ru-RU',
    ignoreHTTPSErrors: true,
  });
  try {
    await context.addInitScript(observeEvents);
    // The session the e2e helpers seed: a token pair in localStorage before the app starts.
    const tokens = mintTokens('agency');
    await context.addInitScript(
      ({ keys, pair }) => {
        if (location.protocol !== 'https:') return;
        localStorage.setItem(keys.access, pair.access_token);
        localStorage.setItem(keys.refresh, pair.refresh_token);
      },
      { keys: TOKEN_KEYS, pair: tokens },
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    const url = interaction.url === 'map' ? `${mapOrigin}/` : `${origin}${interaction.url}`;
    await page.goto(url, { waitUntil: 'load' });
    await interaction.ready(page);
    await page.waitForLoadState('networkidle');
    await settle(page);
    let before: Spread | undefined;
    let rate = typeof cpu === 'number' ? cpu : 1;
    if (typeof cpu !== 'number') {
      before = await readBenchmarkIndex(page, 5);
      rate = cpuSlowdown(before.median, cpu.phoneIndex);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const tries: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const from = await eventCount(page);
      await interaction.act(page, i);
      await settle(page);
      tries.push(worstLatency(await eventsSince(page, from)));
      if (interaction.reset) {
        await interaction.reset(page, i);
        await settle(page);
      }
    }
    log(`  ${interaction.name} at ×${rate}: ${tries.map(latencyText).join(', ')}`);
    if (!before) return { tries };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await readBenchmarkIndex(page, 3);
    log(`  host index ${spreadText(before)} before the tries, ${spreadText(after)} after`);
    return { tries, own: { before, after, slowdown: rate } };
  } finally {
    await context.close();
  }
}

/**
 * The rows of both phones, for the host whose CPU benchmark index is `hostIndex`, or with 'own'
 * each interaction at the index read in its own page; `only`, the keys of the interactions to
 * measure (all by default).
 */
export async function benchInp(
  hostIndex: number | 'own',
  only?: readonly string[],
): Promise<Row[]> {
  const interactions = INTERACTIONS.filter((i) => !only || only.includes(i.key));
  const { origin, close } = await serveProduction('h2');
  let mapDir: string | undefined;
  let browser: Browser | undefined;
  let mapServer: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    let mapOrigin = '';
    if (interactions.some((i) => i.url === 'map')) {
      log(`map benchmark page with ${MAP_PLAYERS} players…`);
      mapDir = await mkdtemp(path.join(os.tmpdir(), 'ekran-bench-inp-map-'));
      await buildPage(mapDir, MAP_PLAYERS);
      mapServer = await serve(mapDir);
      const address = mapServer.address();
      mapOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    }
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    const rows: Row[] = [];
    for (const tier of ['mid', 'low'] as const satisfies PhoneTier[]) {
      const phoneIndex = PHONES[tier].index;
      const cpu = hostIndex === 'own' ? { phoneIndex } : cpuSlowdown(hostIndex, phoneIndex);
      const at = typeof cpu === 'number' ? `×${cpu}` : `host index ÷ ${phoneIndex} per interaction`;
      log(`interactions on the ${PHONES[tier].label}'s CPU (${at})…`);
      for (const interaction of interactions) {
        const name = `${tier}-tier: ${interaction.name}`;
        try {
          const { tries, own } = await measure(browser, origin, mapOrigin, interaction, cpu);
          rows.push(inpRow(name, tries, tier, own));
        } catch (error) {
          // One interaction that cannot run (a changed screen) leaves the others' figures.
          const message = error instanceof Error ? error.message : String(error);
          log(`${name} could not run: ${message}`);
          rows.push({ name, value: 'error', target: `≤ ${INP_TARGET_MS[tier]} ms`, ok: false });
        }
      }
    }
    return rows;
  } finally {
    await browser?.close();
    if (mapServer) await new Promise((resolve) => mapServer!.close(resolve));
    if (mapDir) await rm(mapDir, { recursive: true, force: true });
    await close();
  }
}
