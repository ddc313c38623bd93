import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNginxPrefix, writeTlsConf } from './nginx-config.ts';

/**
 * Starts Debian's nginx in the foreground for the nginx end-to-end test: renders the deployment's
 * templates into a temporary prefix (nothing outside it is written), checks the config with
 * `nginx -t`, then runs nginx until this process is told to stop.
 *
 * node e2e/nginx/serve-nginx.ts   with NGINX_BIN, E2E_NGINX_PORT, E2E_UPSTREAM_PORT, E2E_NGINX_DIST
 *
 * E2E_NGINX_TLS=1 serves HTTPS with HTTP/2 on the port instead (a self-signed certificate made
 * with openssl; nginx-config.ts, writeTlsConf), as a deployment serves the app.
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
const tls = process.env.E2E_NGINX_TLS === '1';
if (tls && !writeTlsConf(prefix)) {
  console.error('E2E_NGINX_TLS=1 needs openssl to make a certificate (apt-get install openssl).');
  process.exit(2);
}
const conf = writeNginxPrefix(prefix, {
  // Debian's nginx 1.22 takes http2 on the listen line (1.25+ also has `http2 on;`).
  EKRAN_LISTEN: `127.0.0.1:${port}${tls ? ' ssl http2' : ''}`,
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
  `nginx on ${tls ? 'https' : 'http'}://127.0.0.1:${port} (prefix ${prefix}, /api → 127.0.0.1:${upstreamPort})`,
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
