import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNginxPrefix } from './nginx-config.ts';

/**
 * Starts Debian's nginx in the foreground for the nginx end-to-end test: renders the deployment's
 * templates into a temporary prefix (nothing outside it is written), checks the config with
 * `nginx -t`, then runs nginx until this process is told to stop.
 *
 * node e2e/nginx/serve-nginx.ts   with NGINX_BIN, E2E_NGINX_PORT, E2E_UPSTREAM_PORT, E2E_NGINX_DIST
 */

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const port = Number(process.env.E2E_NGINX_PORT ?? 4180);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? port + 1);
const root = path.resolve(process.env.E2E_NGINX_DIST ?? 'dist');

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build at ${root}: run \`pnpm --filter @ekran/web build\` first.`);
  process.exit(2);
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ekran-nginx-'));
const conf = writeNginxPrefix(prefix, {
  EKRAN_LISTEN: `127.0.0.1:${port}`,
  EKRAN_ROOT: root,
  EKRAN_API_UPSTREAM: `http://127.0.0.1:${upstreamPort}`,
  // What a deployment would list: the tile server and a tenant asset host.
  EKRAN_CSP_IMG_SRC: 'https://*.tile.openstreetmap.org https://cdn.ekran.example',
  EKRAN_CSP_CONNECT_SRC: '',
});
const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];

const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(`nginx -t failed for ${conf}:\n${check.stderr}`);
  process.exit(1);
}

const child = spawn(nginx, args, { stdio: 'inherit' });
console.log(
  `nginx on http://127.0.0.1:${port} (prefix ${prefix}, /api → 127.0.0.1:${upstreamPort})`,
);

const cleanup = () => fs.rmSync(prefix, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill('SIGTERM');
  });
}
child.on('exit', (code, signal) => {
  if (code) console.error(fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'));
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
