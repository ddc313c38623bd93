import http from 'node:http';
import { getResponse } from 'msw';
import { resetMockDb } from './db/db.ts';
import { resetMinimalCounters } from './minimal.ts';
import { handlersFor, parseScenarioSelection } from './scenarios.ts';

/**
 * The fake backend as a plain Node HTTP server: every request is answered by the fake's MSW handlers,
 * the same ones the demo build runs in a service worker. The nginx end-to-end test puts it behind
 * nginx (apps/web/e2e/nginx/fake-upstream.ts) and `pnpm contract:check`'s tests check it over HTTP.
 * The handlers match `*\/api/<path>`; any other path answers the API's JSON 404.
 * GET /__health answers 200.
 */
export interface FakeUpstreamOptions {
  /** Scenario selection as in `?mock=` (e.g. `campaigns:empty`, or `minimal` for every domain). */
  scenarios?: string;
  /**
   * Changes a JSON answer before it is sent (a test's deliberately altered backend): gets the
   * method, the path under /api/ and the parsed body; returns the body to send.
   */
  alter?: (method: string, path: string, body: unknown) => unknown;
}

const notFound = () =>
  Response.json({ detail: 'Не найдено.' }, { status: 404, headers: { 'X-Fake-Upstream': '1' } });

async function toRequest(incoming: http.IncomingMessage, port: number): Promise<Request> {
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

export function createFakeUpstream(options: FakeUpstreamOptions = {}): http.Server {
  const handlers = handlersFor(parseScenarioSelection(options.scenarios));
  resetMockDb();
  // A new server starts the `minimal` scenario's sequence of answers from its beginning.
  resetMinimalCounters();
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      if (incoming.url === '/__health') {
        outgoing.end('ok');
        return;
      }
      const address = server.address();
      const request = await toRequest(
        incoming,
        typeof address === 'object' && address ? address.port : 0,
      );
      const response = (await getResponse(handlers, request)) ?? notFound();
      // The `offline` scenario: no response at all, as a dropped connection.
      if (response.type === 'error') {
        incoming.socket.destroy();
        return;
      }
      let body = Buffer.from(await response.arrayBuffer());
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      if (options.alter && isJson && response.ok && body.length > 0) {
        const path = new URL(request.url).pathname.replace(/^.*?\/api\//, '');
        const altered = options.alter(request.method, path, JSON.parse(body.toString('utf8')));
        body = Buffer.from(JSON.stringify(altered));
      }
      outgoing.statusCode = response.status;
      response.headers.forEach((value, name) => {
        if (
          name !== 'content-length' &&
          name !== 'transfer-encoding' &&
          name !== 'content-encoding'
        )
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
  return server;
}
