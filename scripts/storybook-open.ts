/**
 * `pnpm bench:storybook`: how long a cold open of a story link takes in this repo's static
 * Storybook, beside a bare Storybook 10 with one story (a plain button), built from the same
 * releases on the same machine in the same run. The target: within 1.1× of the bare one.
 *
 *   node scripts/storybook-open.ts [--rounds N] [--no-build] [--keep] [--bare DIR] [--requests]
 *                                  [--catalogue] [--addons]
 *
 * Builds storybook-static/ (`pnpm build:storybook`, unless --no-build) and the bare Storybook in a
 * temporary folder outside the workspace (npm, the versions this workspace resolves; --keep leaves
 * it, --bare DIR reuses a kept one), serves both folders as they are, and opens each story in a new
 * browser context (an empty cache), interleaved and alternating which goes first. Two measures: the
 * manager's story link (`/?path=/story/…`) until the story's button shows in the preview iframe, and
 * the preview alone (`/iframe.html?id=…`) until it shows there. Then one more open of each with its
 * requests recorded: what a cold open downloads, and what of it comes before the story shows
 * (--requests lists every request, a + before those that ended after it showed).
 *
 * --addons gives the bare Storybook what `npm create storybook` sets up and a static build keeps:
 * the docs and accessibility addons, and a preview file as the installer writes it (its test and
 * onboarding addons and Chromatic's have nothing to show in a static build).
 *
 * --catalogue adds a third: the bare Storybook with as many entries as ours under each of our roots
 * (plain stories beside the same button, and no docs pages), to tell
 * Storybook's own cost of a catalogue this size from what our configuration, addons and stories
 * add.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  installedVersion,
  kb,
  log,
  median,
  msText,
  mustRun,
  NPM_INSTALL,
  npmFreeEnv,
  originOf,
  root,
  secondsText,
  serve,
} from './bench-lib.ts';
import { storyShown } from './story-shown.ts';

const TARGET_RATIO = 1.1;
/** A cold open on a loaded 2-core machine takes seconds; a minute means it will not show. */
const OPEN_TIMEOUT = 60_000;
/** The story both Storybooks open; ours is the design system's Button (its default args' label). */
const STORY_TITLE = 'Components/Button';
const OURS_BUTTON = 'Создать кампанию';
const BARE_BUTTON = 'Кнопка';
/** What a bare Storybook 10 for React and Vite needs, at the versions this workspace runs. */
const BARE_PACKAGES = [
  'storybook',
  '@storybook/react-vite',
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
];
/** The addons of `npm create storybook` that a static build keeps (--addons). */
const INSTALLER_ADDONS = ['@storybook/addon-docs', '@storybook/addon-a11y'];

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 8);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a positive integer');
const keep = args.includes('--keep');
const skipBuild = args.includes('--no-build');
const keptBare = option('--bare');
const listRequests = args.includes('--requests');
const withCatalogue = args.includes('--catalogue');
const withAddons = args.includes('--addons');
if (withAddons && keptBare) throw new Error('--addons builds its own bare Storybook; drop --bare');
/** The bare project's packages. */
const barePackages = [...BARE_PACKAGES, ...(withAddons ? INSTALLER_ADDONS : [])];

type Name = 'bare' | 'catalogue' | 'ours';
type Measure = 'manager' | 'iframe';
interface Storybook {
  name: Name;
  label: string;
  origin: string;
  storyId: string;
  button: string;
}

const started = performance.now();
const load = () =>
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

/**
 * The bare project: the framework and nothing else in main.ts, one story of a plain button; with
 * --addons, the installer's addons and preview file as well.
 */
function createBare(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekran-storybook-bare-'));
  const devDependencies = Object.fromEntries(
    barePackages.map((name) => [name, installedVersion(root, name)]),
  );
  const addons = withAddons
    ? `\n  addons: [${INSTALLER_ADDONS.map((name) => `'${name}'`).join(', ')}],`
    : '';
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      { name: 'storybook-bare', private: true, type: 'module', devDependencies },
      null,
      2,
    )}\n`,
    '.storybook/main.ts': `import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/*.stories.tsx'],${addons}
};

export default config;
`,
    ...(withAddons && {
      '.storybook/preview.ts': `import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'todo' },
  },
};

export default preview;
`,
    }),
    'src/button.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';

const Button = () => <button type="button">${BARE_BUTTON}</button>;

const meta = { title: '${STORY_TITLE}', component: Button } satisfies Meta<typeof Button>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
`,
  };
  writeFiles(dir, files);
  return dir;
}

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** Entries of a built Storybook's index.json. */
const indexEntries = (staticDir: string) =>
  Object.values(
    (
      JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
        entries: Record<string, { id: string; title: string; type: string }>;
      }
    ).entries,
  );

/**
 * The bare project again, in `catalogue/` inside it (its packages found in the parent's
 * node_modules), with plain stories added until each of our roots has as many entries as ours,
 * six to a file.
 */
function createCatalogue(bareDir: string, oursStatic: string): string {
  const dir = path.join(bareDir, 'catalogue');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(bareDir, '.storybook'), path.join(dir, '.storybook'), { recursive: true });
  fs.cpSync(path.join(bareDir, 'src'), path.join(dir, 'src'), { recursive: true });
  const perRoot = new Map<string, number>();
  for (const entry of indexEntries(oursStatic)) {
    const rootName = entry.title.split('/')[0]!;
    perRoot.set(rootName, (perRoot.get(rootName) ?? 0) + 1);
  }
  // The button's own story is one of the Components entries already.
  perRoot.set('Components', (perRoot.get('Components') ?? 1) - 1);
  const files: Record<string, string> = {};
  let made = 0;
  for (const [rootName, count] of perRoot) {
    for (let file = 0; file * 6 < count; file++) {
      const stories = Math.min(6, count - file * 6);
      const name = `${rootName}${file}`;
      files[`src/${name.toLowerCase()}.stories.tsx`] = [
        "import type { Meta, StoryObj } from '@storybook/react-vite';",
        `const Thing = () => <button type="button">${name}</button>;`,
        `const meta = { title: '${rootName}/Group${file % 8}/Thing${file}', component: Thing } satisfies Meta<typeof Thing>;`,
        'export default meta;',
        ...Array.from(
          { length: stories },
          (_, i) => `export const Story${i}: StoryObj<typeof meta> = {};`,
        ),
        '',
      ].join('\n');
      made += stories;
    }
  }
  writeFiles(dir, files);
  log(`catalogue: ${made + 1} entries written (ours has ${indexEntries(oursStatic).length})`);
  return dir;
}

async function buildBare(dir: string) {
  const install = await mustRun('npm', [...NPM_INSTALL], { cwd: dir, env: npmFreeEnv() });
  log(`bare: npm install (${secondsText(install.seconds)})`);
  const versions = barePackages.map((name) => `${name} ${installedVersion(dir, name)}`);
  log(`bare: ${versions.join(', ')}`);
  await buildStorybook(dir, dir, 'bare');
}

async function buildStorybook(dir: string, packagesDir: string, label: string) {
  // Telemetry off by the environment, so main.ts stays the framework alone.
  const env = { ...npmFreeEnv(), STORYBOOK_DISABLE_TELEMETRY: '1' };
  const bin = path.join(packagesDir, 'node_modules/.bin/storybook');
  const build = await mustRun(bin, ['build', '-o', 'storybook-static', '--quiet'], {
    cwd: dir,
    env,
  });
  log(`${label}: storybook build (${secondsText(build.seconds)})`);
}

/** The first story (not docs) titled STORY_TITLE in a built Storybook's index. */
function storyId(staticDir: string): string {
  const entry = indexEntries(staticDir).find((e) => e.title === STORY_TITLE && e.type === 'story');
  if (!entry) throw new Error(`no ${STORY_TITLE} story in ${staticDir}/index.json`);
  return entry.id;
}

const urlOf = (sb: Storybook, measure: Measure) =>
  measure === 'manager'
    ? `${sb.origin}/?path=/story/${sb.storyId}`
    : `${sb.origin}/iframe.html?id=${sb.storyId}&viewMode=story`;

/**
 * Goes to the story's URL; resolves with the ms from the navigation's start until the frame in
 * which its button first shows (storyShown), and the navigation's start.
 */
async function openStory(page: Page, sb: Storybook, measure: Measure) {
  await page.goto(urlOf(sb, measure), { waitUntil: 'commit' });
  const shown = await storyShown(page, sb.button, OPEN_TIMEOUT);
  // The same button, by its role and accessible name.
  const scope = measure === 'manager' ? page.frameLocator('#storybook-preview-iframe') : page;
  await scope
    .locator('#storybook-root')
    .getByRole('button', { name: sb.button, exact: true })
    .waitFor({ state: 'visible', timeout: OPEN_TIMEOUT });
  return shown;
}

/**
 * A pause before each open: a closed page's renderer goes on for a while (a story's checks, its
 * process's exit), and on a 2-core machine the next open would share the CPU with it, so a
 * Storybook that needs more CPU would pay for what the one before it left, and the order of a
 * round would decide as much as the Storybooks.
 */
const SETTLE_MS = 1500;

/** One cold open: a new context, so nothing is cached from an earlier open. */
async function coldOpen(browser: Browser, sb: Storybook, measure: Measure): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const context = await browser.newContext();
  try {
    return (await openStory(await context.newPage(), sb, measure)).ms;
  } finally {
    await context.close();
  }
}

interface Fetched {
  url: string;
  frame: 'manager' | 'preview';
  bytes: number;
  /** ms from the navigation's start. */
  start: number;
  end: number;
}

/** One cold open of the story link with its requests recorded, until the network is quiet. */
async function recordOpen(browser: Browser, sb: Storybook) {
  const context = await browser.newContext();
  const pending: Promise<Fetched>[] = [];
  // The request's start in ms since the epoch, until the navigation's start is known.
  const record = async (request: Request): Promise<Fetched> => {
    const timing = request.timing();
    const sizes = await request.sizes();
    const start = timing.startTime;
    return {
      url: request.url().replace(sb.origin, ''),
      frame: request.frame().parentFrame() ? 'preview' : 'manager',
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      start,
      end: start + Math.max(0, timing.responseEnd),
    };
  };
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    context.on('requestfinished', (request) => pending.push(record(request)));
    const { ms: ready, navigationStart } = await openStory(page, sb, 'manager');
    // The renderer's main-thread time until the story showed: the preview iframe is same-origin,
    // so it runs in the manager's renderer and counts here too.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    const work = {
      script: seconds('ScriptDuration') * 1000,
      tasks: seconds('TaskDuration') * 1000,
      layout: (seconds('LayoutDuration') + seconds('RecalcStyleDuration')) * 1000,
    };
    await page.waitForLoadState('networkidle', { timeout: OPEN_TIMEOUT }).catch(() => {});
    const fetched = (await Promise.all(pending)).map((f) => ({
      ...f,
      start: f.start - navigationStart,
      end: f.end - navigationStart,
    }));
    return { ready, work, fetched };
  } finally {
    await context.close();
  }
}

function printRequests({ sb, ready, work, fetched }: Recorded) {
  const before = fetched.filter((f) => f.end <= ready);
  const sum = (list: Fetched[]) => list.reduce((total, f) => total + f.bytes, 0);
  const part = (list: Fetched[], frame: Fetched['frame']) => {
    const mine = list.filter((f) => f.frame === frame);
    return `${frame} ${mine.length} (${kb(sum(mine))})`;
  };
  console.log(`\n${sb.label}: a recorded cold open, the story shown at ${msText(ready)}`);
  console.log(
    `  renderer main thread by then: ${msText(work.tasks)} in tasks, of it ${msText(work.script)} script, ${msText(work.layout)} style and layout`,
  );
  console.log(
    `  requests in all: ${fetched.length}, ${kb(sum(fetched))}: ${part(fetched, 'manager')}, ${part(fetched, 'preview')}`,
  );
  console.log(
    `  done before the story showed: ${before.length}, ${kb(sum(before))}: ${part(before, 'manager')}, ${part(before, 'preview')}`,
  );
  console.log('  the 10 largest (frame, size, start → end):');
  for (const f of [...fetched].sort((a, b) => b.bytes - a.bytes).slice(0, 10)) {
    const when = `${msText(f.start)} → ${msText(f.end)}`;
    console.log(
      `    ${f.frame.padEnd(7)} ${kb(f.bytes).padStart(10)}  ${when.padEnd(20)} ${f.url}`,
    );
  }
  if (!listRequests) return;
  console.log('  every request, by start:');
  for (const f of [...fetched].sort((a, b) => a.start - b.start)) {
    const mark = f.end <= ready ? ' ' : '+';
    console.log(
      `   ${mark}${f.frame.padEnd(7)} ${kb(f.bytes).padStart(10)}  ${msText(f.start).padStart(8)} → ${msText(f.end).padStart(8)}  ${f.url}`,
    );
  }
}

type Recorded = { sb: Storybook } & Awaited<ReturnType<typeof recordOpen>>;

function printTable(times: Record<Name, Record<Measure, number[]>>, storybooks: Storybook[]) {
  const titles: Record<Measure, string> = {
    manager: 'Story link (/?path=/story/…), until the button shows in the preview iframe',
    iframe: 'Preview alone (/iframe.html?id=…), until the button shows',
  };
  const cell = (text: string) => text.padStart(10);
  console.log(`\n${''.padEnd(24)}${cell('median')}${cell('min')}${cell('max')}`);
  for (const measure of ['manager', 'iframe'] as const) {
    console.log(`\n${titles[measure]}`);
    for (const sb of storybooks) {
      const values = times[sb.name][measure];
      console.log(
        `  ${sb.label.padEnd(22)}${cell(msText(median(values)))}${cell(msText(Math.min(...values)))}${cell(msText(Math.max(...values)))}`,
      );
    }
    const ours = times.ours[measure];
    for (const against of storybooks.filter((sb) => sb.name !== 'ours')) {
      const other = times[against.name][measure];
      const ratio = median(ours) / median(other);
      // Each round opens every Storybook back to back, so a round's ratio shares its moment's load.
      const paired = median(ours.map((value, i) => value / other[i]!));
      const verdict =
        against.name === 'bare'
          ? `, target ≤ ${TARGET_RATIO}×  ${ratio <= TARGET_RATIO ? 'ok' : 'MISS'}`
          : '';
      console.log(
        `  ours ÷ ${against.name}: ${ratio.toFixed(2)}× (median of the rounds' ratios ${paired.toFixed(2)}×)${verdict}`,
      );
    }
  }
}

const startLoad = load();
log(`start: ${startLoad}`);
log(`Chromium: ${CHROME_PATH}`);
const oursDir = path.join(root, 'storybook-static');
if (!skipBuild) {
  log('our Storybook: pnpm build:storybook…');
  const { seconds } = await mustRun('pnpm', ['build:storybook']);
  log(`our Storybook built (${secondsText(seconds)})`);
}
const bareDir = keptBare ? path.resolve(keptBare) : createBare();
const servers: http.Server[] = [];
let browser: Browser | undefined;
let failed = true;
try {
  if (!keptBare) {
    log(`bare Storybook in ${bareDir}`);
    await buildBare(bareDir);
  }
  const bareStatic = path.join(bareDir, 'storybook-static');
  const dirs: [Name, string, string, string][] = [
    ['bare', withAddons ? 'bare + docs, a11y' : 'bare Storybook 10', bareStatic, BARE_BUTTON],
    ['ours', 'ours', oursDir, OURS_BUTTON],
  ];
  if (withCatalogue) {
    const catalogue = createCatalogue(bareDir, oursDir);
    await buildStorybook(catalogue, bareDir, 'catalogue');
    const label = `bare, ${indexEntries(path.join(catalogue, 'storybook-static')).length} entries`;
    dirs.splice(1, 0, ['catalogue', label, path.join(catalogue, 'storybook-static'), BARE_BUTTON]);
  }
  const storybooks: Storybook[] = [];
  for (const [name, label, dir, button] of dirs) {
    const server = await serve(dir);
    servers.push(server);
    storybooks.push({ name, label, origin: originOf(server), storyId: storyId(dir), button });
  }
  log(`stories: ${storybooks.map((sb) => `${sb.label} ${urlOf(sb, 'manager')}`).join(', ')}`);

  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  // Not measured: the first pages of a just-launched browser pay for its own start-up.
  for (const sb of storybooks) await coldOpen(browser, sb, 'iframe');

  const times: Record<Name, Record<Measure, number[]>> = {
    bare: { manager: [], iframe: [] },
    catalogue: { manager: [], iframe: [] },
    ours: { manager: [], iframe: [] },
  };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...storybooks].reverse() : storybooks;
    for (const measure of ['manager', 'iframe'] as const) {
      for (const sb of order) times[sb.name][measure].push(await coldOpen(browser, sb, measure));
    }
    const figures = order.map(
      (sb) =>
        `${sb.name} ${msText(times[sb.name].manager[round]!)} / ${msText(times[sb.name].iframe[round]!)}`,
    );
    log(`round ${round + 1}/${rounds}: ${figures.join(', ')} (story link / preview alone)`);
  }

  const recorded: Recorded[] = [];
  for (const sb of storybooks) recorded.push({ sb, ...(await recordOpen(browser, sb)) });

  printTable(times, storybooks);
  for (const record of recorded) printRequests(record);
  console.log(`\nthe host at the start: ${startLoad}\n           at the end: ${load()}`);
  failed = false;
} finally {
  await browser?.close();
  for (const server of servers) server.close();
  // A folder given with --bare is left as it is.
  if (!keptBare && (keep || failed)) log(`bare Storybook kept in ${bareDir}`);
  else if (!keptBare) fs.rmSync(bareDir, { recursive: true, force: true });
  log(`${secondsText((performance.now() - started) / 1000)} in all`);
}
