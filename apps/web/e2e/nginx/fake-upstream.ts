import { createFakeUpstream } from '@ekran/api/mocks/upstream';

/**
 * The backend behind nginx in the nginx end-to-end test: the fake backend's MSW handlers as a plain
 * Node HTTP server (packages/api/src/mocks/upstream.ts). The handlers match `*\/api/<path>`, so nginx
 * must keep the /api/ prefix (EKRAN_API_UPSTREAM without a trailing slash).
 *
 * node e2e/nginx/fake-upstream.ts <port>   (FAKE_UPSTREAM_SCENARIOS=campaigns:empty for scenarios;
 * FAKE_UPSTREAM_SCENARIOS=minimal for a backend that sends only what the spec names)
 * GET /__health answers 200 once it listens.
 */

const port = Number(process.argv[2] ?? process.env.FAKE_UPSTREAM_PORT ?? 4181);
const server = createFakeUpstream({ scenarios: process.env.FAKE_UPSTREAM_SCENARIOS });

server.listen(port, '127.0.0.1', () => {
  console.log(`fake upstream (MSW handlers) on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
