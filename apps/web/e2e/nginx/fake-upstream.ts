import http from 'node:http';
import { getResponse } from 'msw';
import { handlersFor, parseScenarioSelection, resetMockDb } from '@ekran/api/mocks/node';

/**
 * The backend behind nginx in the nginx end-to-end test: a plain Node HTTP server that answers every
 * request with the fake backend's MSW handlers (packages/api/src/mocks), the same ones the demo build
 * runs in a service worker. The handlers match `*\/api/<path>`, so nginx must keep the /api/ prefix
 * (EKRAN_API_UPSTREAM without a trailing slash). Any other path answers the API's JSON 404.
 *
 * node e2e/nginx/fake-upstream.ts <port>   (FAKE_UPSTREAM_SCENARIOS=campaigns:empty for scenarios)
 * GET /__health answers 200 once it listens.
 */

const port = Number(process.argv[2] ?? process.env.FAKE_UPSTREAM_PORT ?? 4181);
const handlers = handlersFor(parseScenarioSelection(process.env.FAKE_UPSTREAM_SCENARIOS));
resetMockDb();

const notFound = () =>
  Response.json({ detail: 'Не найдено.' }, { status: 404, headers: { 'X-Fake-Upstream': '1' } });

async function toRequest(incoming: http.IncomingMessage): Promise<Request> {
  const url = new URL(
    incoming.url ?? '/',
    `http://${incoming.headers.host ?? `127.0.0.1:${port}`}`,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD')
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(url, {
    method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
}

const server = http.createServer((incoming, outgoing) => {
  void (async () => {
    if (incoming.url === '/__health') {
      outgoing.end('ok');
      return;
    }
    const request = await toRequest(incoming);
    const response = (await getResponse(handlers, request)) ?? notFound();
    // The `offline` scenario: no response at all, as a dropped connection.
    if (response.type === 'error') {
      incoming.socket.destroy();
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    outgoing.statusCode = response.status;
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'content-encoding')
        outgoing.setHeader(name, value);
    });
    outgoing.setHeader('content-length', body.length);
    outgoing.end(body);
  })().catch((error: unknown) => {
    console.error(error);
    if (!outgoing.headersSent) outgoing.statusCode = 500;
    outgoing.end();
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fake upstream (MSW handlers) on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
