/** What `pnpm bench` serves Lighthouse: the production build, the demo build and the floor. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { freePort, log, mustRun, web, webBuildOnce } from './bench-lib.ts';

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** Answers at all (any status), over HTTP or over HTTPS with the bench's self-signed certificate. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? https : http).get(
      url,
      { rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(true);
      },
    );
    request.on('error', () => resolve(false));
  });
}

/**
 * The production build served as deploy/nginx serves it, /api proxied to the Node fake. `h2`: over
 * HTTPS with HTTP/2, as a deployment terminates TLS (README, «Deployment»), the way users load the
 * app; `http1`: plain HTTP/1.1, as the nginx e2e serves it.
 */
export async function serveProduction(protocol: 'h2' | 'http1'): Promise<Served> {
  log('production build (apps/web/dist), once per run of the bench…');
  await webBuildOnce();
  return serveDist(protocol, path.join(web, 'dist'));
}

/**
 * The floor (apps/web/bench-floor/main.ts: React, React DOM and React Router alone, one small
 * form), built into a temporary folder and served exactly as the app is, over HTTPS + HTTP/2.
 */
export async function serveFloor(): Promise<Served> {
  log('the floor (apps/web/bench-floor)…');
  const dist = await mkdtemp(path.join(os.tmpdir(), 'ekran-bench-floor-'));
  await build({
    root: path.join(web, 'bench-floor'),
    configFile: false,
    logLevel: 'error',
    build: { outDir: dist, emptyOutDir: true },
  });
  const served = await serveDist('h2', dist);
  return {
    origin: served.origin,
    close: async () => {
      await served.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}

async function serveDist(protocol: 'h2' | 'http1', dist: string): Promise<Served> {
  const { createFakeUpstream } = await import('../packages/api/src/mocks/upstream.ts');
  const upstream = createFakeUpstream();
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const port = await freePort();
  const nginx = spawn('node', ['e2e/nginx/serve-nginx.ts'], {
    cwd: web,
    env: {
      ...process.env,
      E2E_NGINX_PORT: String(port),
      E2E_UPSTREAM_PORT: String(upstreamPort),
      E2E_NGINX_DIST: dist,
      E2E_NGINX_TLS: protocol === 'h2' ? '1' : '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await answers(`${origin}/login`)) break;
    if (i > 100 || nginx.exitCode !== null)
      throw new Error('nginx did not start (is it installed?)');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    close: async () => {
      nginx.kill('SIGTERM');
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    },
  };
}

/** The demo build (the fake backend in the browser) under `vite preview`. */
export async function serveDemo(): Promise<Served> {
  log('demo build (build:demo → apps/web/dist-demo)…');
  await mustRun('pnpm', ['--filter', '@ekran/web', 'build:demo']);
  const port = await freePort();
  const server = await preview({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    mode: 'demo',
    logLevel: 'error',
    build: { outDir: 'dist-demo' },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
