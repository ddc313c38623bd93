/**
 * What the bench scripts share: the repository's paths, the browser they launch, running commands,
 * reading a script's JSON line, free ports, serving a built folder, and the figures' formatting.
 */
import { spawn } from 'node:child_process';
import { createReadStream, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const web = path.join(root, 'apps/web');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const log = (message: string) => console.error(`[bench] ${message}`);

/**
 * The environment for npm in a project outside the workspace: without the npm_* variables a
 * `pnpm <script>` run sets, which npm would read as its own configuration.
 */
export const npmFreeEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );

/** `npm install` for a project outside the workspace: the cache first, no audit or funding notes. */
export const NPM_INSTALL = [
  'install',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
] as const;

/** The version of `name` that resolves from `dir` (its node_modules). */
export function installedVersion(dir: string, name: string): string {
  const manifest = path.join(dir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

type RunOptions = { cwd?: string; env?: NodeJS.ProcessEnv };

/** Runs a command, collecting its output; resolves with the output and the time it took. */
export function run(
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...(options.env ?? process.env), CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        stdout,
        stderr,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** Like `run`, but a non-zero exit is an error carrying the tail of the output. */
export async function mustRun(command: string, args: string[], options: RunOptions = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`\`${command} ${args.join(' ')}\` exited with ${result.code}:\n${tail}`);
  }
  return result;
}

let built: ReturnType<typeof mustRun> | undefined;

/** A production build of apps/web into apps/web/dist. */
export const webBuild = () =>
  (built = mustRun('pnpm', ['--filter', '@ekran/web', 'build']).catch((error: unknown) => {
    built = undefined;
    throw error;
  }));

/**
 * The production build this process already made (or is making), else a new one; with
 * `--no-build`, apps/web/dist as it is (an A/B sitting's copies, each built once beforehand).
 */
export const webBuildOnce = () =>
  process.argv.includes('--no-build') ? Promise.resolve() : (built ?? webBuild());

/** The last line of the output that is a JSON object. */
export function lastJson<T>(stdout: string): T {
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{'));
  if (!line) throw new Error(`no JSON in the output:\n${stdout.slice(-2000)}`);
  return JSON.parse(line) as T;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Serves a built folder as it is (no compression) on a free local port; `/…/` is its index.html. */
export function serve(dir: string) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = path.join(
      dir,
      decodeURIComponent(pathname.endsWith('/') ? `${pathname}index.html` : pathname),
    );
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => res.writeHead(404).end())
      .pipe(res);
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

/** The http://127.0.0.1:port a local server listens on. */
export function originOf(server: http.Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const msText = (ms: number) => `${Math.round(ms)} ms`;
export const secondsText = (s: number) => `${s.toFixed(1)} s`;

/** The median of the finite values (NaN when there is none). */
export const median = (values: number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The nearest-rank `p`th percentile (NaN for no values). */
export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
