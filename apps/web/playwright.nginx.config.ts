import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The production build (apps/web/dist: real API client, no mocks) behind Debian's nginx with the
 * deployment's own config (deploy/nginx/templates), /api proxied to a Node server that answers with
 * the fake backend's MSW handlers. Run `pnpm test:e2e:nginx` from the root (it builds first).
 *
 * Ports: E2E_NGINX_PORT (nginx, default 4180), E2E_UPSTREAM_PORT (the fake API, default +1) and
 * E2E_NGINX_TLS_PORT (the same nginx config over HTTPS with HTTP/2, default +2; tls.spec.ts).
 * Without nginx (NGINX_BIN, default /usr/sbin/nginx) the tests skip with a message; CI installs it.
 */
const port = Number(process.env.E2E_NGINX_PORT ?? 4180);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? port + 1);
const tlsPort = Number(process.env.E2E_NGINX_TLS_PORT ?? port + 2);
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const nginxAvailable = fs.existsSync(nginx);
if (!nginxAvailable && process.env.CI)
  throw new Error(`nginx is required in CI (${nginx}); .ci/run installs Debian's nginx`);
if (!nginxAvailable)
  console.warn(
    `Skipping the nginx end-to-end tests: no nginx at ${nginx} (apt-get install nginx, or set NGINX_BIN).`,
  );
const env = {
  NGINX_BIN: nginx,
  E2E_NGINX_PORT: String(port),
  E2E_UPSTREAM_PORT: String(upstreamPort),
  E2E_NGINX_DIST: process.env.E2E_NGINX_DIST ?? 'dist',
};

export default defineConfig({
  ...base,
  testDir: './e2e/nginx',
  testIgnore: [],
  outputDir: process.env.E2E_NGINX_OUTPUT ?? 'test-results/nginx',
  workers: 1,
  fullyParallel: false,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: nginxAvailable
    ? [
        {
          command: `node e2e/nginx/fake-upstream.ts ${upstreamPort}`,
          url: `http://127.0.0.1:${upstreamPort}/__health`,
          reuseExistingServer: false,
          timeout: 60_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
        },
        {
          command: 'node e2e/nginx/serve-nginx.ts',
          env,
          url: `http://127.0.0.1:${port}/index.html`,
          reuseExistingServer: false,
          timeout: 60_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
        },
        {
          command: 'node e2e/nginx/serve-nginx.ts',
          env: { ...env, E2E_NGINX_PORT: String(tlsPort), E2E_NGINX_TLS: '1' },
          url: `https://127.0.0.1:${tlsPort}/index.html`,
          ignoreHTTPSErrors: true,
          reuseExistingServer: false,
          timeout: 60_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
        },
      ]
    : [],
});
