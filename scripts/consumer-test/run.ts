/**
 * `pnpm test:consumer`: `@ekran/ui` as a team outside this repository gets it. Builds and packs the
 * package, then for each way of styling it (an app on Tailwind 4 with `@ekran/ui/theme.css`, and an
 * app without Tailwind on `@ekran/ui/styles.css`) makes a fresh Vite + React app in a temporary
 * folder outside the workspace, installs the tarball and the registry packages such an app adds,
 * type-checks it, builds it, serves the build and checks it in Chromium (check.ts).
 *
 *   node scripts/consumer-test/run.ts [--variant tailwind|plain] [--keep] [--no-build]
 *
 * The app's files are in app/ (the files both apps share) and app/variants/<variant>/ (laid over
 * them). The workspace is never on the app's path: no pnpm links, no `@ekran/source` condition, no
 * hoisted packages, so what the app compiles is what the registry would serve.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHROME_PATH,
  freePort,
  installedVersion,
  mustRun,
  NPM_INSTALL,
  npmFreeEnv,
  root,
} from '../bench-lib.ts';
import { checkApp, type CheckResult, type Variant } from './check.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const template = path.join(here, 'app');
const packageDir = path.join(root, 'packages/ui');

/** What each app adds beside the shared template's packages. */
const variantPackages: Record<Variant, Record<string, string>> = {
  tailwind: { tailwindcss: '^4.3.5', '@tailwindcss/vite': '^4.3.5' },
  plain: {},
};

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const skipBuild = args.includes('--no-build');
const only = args.includes('--variant') ? args[args.indexOf('--variant') + 1] : undefined;
if (only !== undefined && only !== 'tailwind' && only !== 'plain') {
  throw new Error(`--variant tailwind|plain, not ${only}`);
}
const variants: Variant[] = only ? [only] : ['tailwind', 'plain'];

const started = performance.now();
const elapsed = (since = started) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[consumer] ${message}`);

const appEnv = npmFreeEnv();

const runIn = (cwd: string, command: string, commandArgs: string[]) =>
  mustRun(command, commandArgs, { cwd, env: appEnv });

/** `vite preview` of the app's build on a free port; resolves once it answers. */
async function preview(cwd: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(cwd, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd, env: appEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${url}:\n${output}`);
}

/** Lays out one app: the shared files, its variant's files over them, its package.json. */
function createApp(variant: Variant, tarball: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ekran-consumer-${variant}-`));
  fs.cpSync(template, dir, {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(template, 'variants')),
  });
  fs.cpSync(path.join(template, 'variants', variant), dir, { recursive: true });
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  manifest.dependencies['@ekran/ui'] = `file:${tarball}`;
  Object.assign(manifest.devDependencies, variantPackages[variant]);
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

async function testVariant(variant: Variant, tarball: string, packDir: string) {
  const since = performance.now();
  const dir = createApp(variant, tarball);
  const steps: string[] = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    steps.push(`${name} ${elapsed(at)}`);
    log(`${variant}: ${name} (${elapsed(at)})`);
  };
  let results: CheckResult[] = [];
  let server: ChildProcess | undefined;
  let failed = true;
  try {
    log(`${variant}: app in ${dir}`);
    await step('npm install', () => runIn(dir, 'npm', [...NPM_INSTALL]));
    // The registry's answer changes with time: the log says which versions this run was on.
    const versions = ['react', 'vite', 'typescript', ...Object.keys(variantPackages[variant])]
      .map((name) => `${name} ${installedVersion(dir, name)}`)
      .join(', ');
    log(`${variant}: ${versions}`);
    const sourcePublished = fs.existsSync(path.join(dir, 'node_modules/@ekran/ui/src/index.ts'));
    if (sourcePublished)
      throw new Error('the tarball carries src/index.ts: the source is published');
    await step('tsc --noEmit', () => runIn(dir, 'node_modules/.bin/tsc', ['--noEmit', '-p', '.']));
    await step('vite build', () => runIn(dir, 'node_modules/.bin/vite', ['build']));
    const served = await preview(dir);
    server = served.child;
    await step('Chromium', async () => {
      results = await checkApp(
        served.url,
        variant,
        path.join(dir, 'node_modules/@ekran/ui'),
        packDir,
      );
    });
    failed = results.some((result) => result.error);
  } finally {
    server?.kill();
    if (!keep && !failed) fs.rmSync(dir, { recursive: true, force: true });
    else log(`${variant}: app kept in ${dir}`);
  }
  return { variant, results, steps, time: elapsed(since) };
}

const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekran-consumer-pack-'));
log(`Chromium: ${CHROME_PATH}`);
if (!skipBuild) {
  const at = performance.now();
  await mustRun(process.execPath, ['build.ts'], { cwd: packageDir });
  log(`@ekran/ui built (${elapsed(at)})`);
}
await mustRun('pnpm', ['pack', '--pack-destination', packDir], { cwd: packageDir });
const tarball = fs.readdirSync(packDir).find((name) => name.endsWith('.tgz'));
if (!tarball) throw new Error(`pnpm pack left no tarball in ${packDir}`);
log(`packed ${tarball}`);

let failures = 0;
const outcomes = [];
for (const variant of variants) {
  try {
    const outcome = await testVariant(variant, path.join(packDir, tarball), packDir);
    outcomes.push(outcome);
    for (const result of outcome.results) {
      const mark = result.error ? 'FAIL' : 'ok  ';
      console.log(`  ${mark} ${variant} ${result.name} (${Math.round(result.ms)} ms)`);
      if (result.error) {
        failures += 1;
        console.log(`       ${result.error.split('\n').join('\n       ')}`);
      }
    }
    log(`${variant}: ${outcome.time} (${outcome.steps.join(', ')})`);
  } catch (error) {
    failures += 1;
    console.log(`  FAIL ${variant}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const passed = outcomes.flatMap((o) => o.results).filter((result) => !result.error).length;
if (keep || failures) log(`tarball and screenshots kept in ${packDir}`);
else fs.rmSync(packDir, { recursive: true, force: true });
log(`${elapsed()} in all`);
console.log(`${passed} passed, ${failures} failed`);
process.exitCode = failures ? 1 : 0;
