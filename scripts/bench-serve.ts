/** The two ways `pnpm bench` serves the app for Lighthouse: the production build, and the demo build. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { preview } from 'vite';
import { freePort, log, mustRun, web, webBuild } from './bench-lib.ts';

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** The production build served as deploy/nginx serves it, /api proxied to the Node fake. */
export async function serveProduction(): Promise<Served> {
  log('production build (apps/web/dist)…');
  await webBuild();
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
      E2E_NGINX_DIST: path.join(web, 'dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/login`)).ok) break;
    } catch {
      // not listening yet
    }
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
