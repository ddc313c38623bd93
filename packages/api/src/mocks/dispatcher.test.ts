import { getResponse, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { route, type MockRoute } from './handlers/utils.ts';
import { dispatcher, handlersFor, matchRoute } from './scenarios.ts';

/**
 * The fake answers through one msw handler that finds the route itself (msw parses cookies and the
 * URL once per handler for every request, which a handler per route would multiply). These pin the
 * matching msw would otherwise do for us: any origin and base before /api/, `:params`, the method,
 * an optional last slash, and a route that passes (answers undefined) letting the next one answer.
 */
describe('the dispatcher', () => {
  const detail = route('get', 'v2/adv/campaign/:id/', ({ params }) =>
    HttpResponse.json({ id: params.id }),
  );

  it('matches the method, the path and its parameters on any origin and base', () => {
    expect(matchRoute(detail, 'GET', '/api/v2/adv/campaign/12/')).toEqual({ id: '12' });
    expect(matchRoute(detail, 'get', '/base/api/v2/adv/campaign/12/')).toEqual({ id: '12' });
    expect(matchRoute(detail, 'GET', '/api/v2/adv/campaign/12')).toEqual({ id: '12' });
    expect(matchRoute(detail, 'GET', '/api/v2/adv/campaign/%D0%B0%20b/')).toEqual({ id: 'а b' });
    expect(matchRoute(detail, 'POST', '/api/v2/adv/campaign/12/')).toBeNull();
    expect(matchRoute(detail, 'GET', '/api/v2/adv/campaign/12/stat/')).toBeNull();
    expect(matchRoute(detail, 'GET', '/api/v2/adv/campaign/')).toBeNull();
    expect(
      matchRoute(
        route('get', 'v2/a.b/', () => undefined),
        'GET',
        '/api/v2/aXb/',
      ),
    ).toBeNull();
  });

  it('tries the matching routes in order until one answers, with the body intact', async () => {
    const seen: string[] = [];
    const routes: MockRoute[] = [
      route('post', 'v2/thing/:id/', async ({ request, params }) => {
        seen.push(`first ${params.id} ${await request.text()}`);
        return undefined;
      }),
      route('post', 'v2/thing/:id/', async ({ request }) =>
        HttpResponse.json({ second: await request.text() }),
      ),
    ];
    const handler = dispatcher([{ routes, scenario: 'default' }]);
    const response = await getResponse(
      [handler],
      new Request('http://localhost/api/v2/thing/7/', { method: 'POST', body: 'payload' }),
    );
    expect(seen).toEqual(['first 7 payload']);
    expect(await response?.json()).toEqual({ second: 'payload' });
    expect(
      await getResponse([handler], new Request('http://localhost/api/v2/other/')),
    ).toBeUndefined();
  });

  it('puts a scenario on its own group only', async () => {
    const handler = dispatcher([
      { routes: [route('get', 'v2/a/', () => HttpResponse.json('a'))], scenario: 'error' },
      { routes: [route('get', 'v2/b/', () => HttpResponse.json('b'))], scenario: 'default' },
    ]);
    expect((await getResponse([handler], new Request('http://x/api/v2/a/')))?.status).toBe(500);
    expect(await (await getResponse([handler], new Request('http://x/api/v2/b/')))?.json()).toBe(
      'b',
    );
  });

  it('serves the whole fake through one handler', () => {
    expect(handlersFor()).toHaveLength(1);
    expect(handlersFor({ campaigns: 'empty' })).toHaveLength(1);
  });
});
