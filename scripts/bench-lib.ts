/**
 * What scripts/bench.ts and scripts/bench-map.ts share: the repository's paths, the browser they
 * launch, running commands, reading a script's JSON line, free ports, and the figures' formatting.
 */
import { spawn } from 'node:child_process';
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

/** Runs a command, collecting its output; resolves with the output and the time it took. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, CHROME_PATH },
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
export async function mustRun(command: string, args: string[], options: { cwd?: string } = {}) {
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

/** The production build this process already made (or is making), else a new one. */
export const webBuildOnce = () => built ?? webBuild();

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
