import { readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { paths } from '../paths.ts';
import { DEMO_CREDENTIALS } from './db/constants.ts';
import { createMockSession, resetMockDb } from './db/db.ts';
import { domainOf, MOCK_DOMAINS, type MockDomain } from './domains.ts';
import { routesByDomain } from './handlers/index.ts';
import { createLazyFake, HANDLER_MODULES } from './lazy.ts';
import { handlersByDomain } from './scenarios.ts';
import { ORIGIN } from './test-helpers.ts';

/** A concrete URL of a route's path: every `:param` a number. */
const urlOf = (path: string) => `${ORIGIN}/api/${path.replace(/:[^/]+/g, '7')}`;

/** A fresh lazy fake whose module loaders are watched. */
function watchedFake() {
  const modules = Object.fromEntries(
    MOCK_DOMAINS.map((domain) => [domain, vi.fn(HANDLER_MODULES[domain])]),
  ) as Record<MockDomain, Mock<(typeof HANDLER_MODULES)[MockDomain]>>;
  return { ...createLazyFake(modules), modules };
}

const request = (path: string, token?: string, init: RequestInit = {}) =>
  new Request(`${ORIGIN}/api/${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
  });

beforeEach(() => resetMockDb());

describe('the lazy fake', () => {
  it('knows the domain of every call of the fake from the paths alone', () => {
    for (const domain of MOCK_DOMAINS) {
      for (const route of routesByDomain[domain]) {
        expect([route.path, domainOf(new URL(urlOf(route.path)).pathname)]).toEqual([
          route.path,
          domain,
        ]);
      }
    }
    expect(domainOf('/assets/app.js')).toBeUndefined();
  });

  it("keeps each domain's handler module from importing another's", () => {
    for (const domain of MOCK_DOMAINS) {
      const source = readFileSync(new URL(`./handlers/${domain}.ts`, import.meta.url), 'utf8');
      const others = MOCK_DOMAINS.filter((other) => source.includes(`from './${other}.ts'`));
      expect([domain, others]).toEqual([domain, []]);
    }
  });

  it('loads only the handler module of the domain a request calls', async () => {
    const fake = watchedFake();
    const handlers = Object.values(fake.fakeDomains()).flat();
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;

    const me = await getResponse(handlers, request(paths.user.me, token));
    expect(me?.status).toBe(200);
    expect(fake.loadedDomains()).toEqual(['user']);

    await getResponse(handlers, request(paths.adv.list, token));
    await getResponse(handlers, request(paths.adv.detail(1), token));
    expect(fake.loadedDomains()).toEqual(['user', 'campaigns']);
    // A module loads once, however many calls and handler lists ask for it.
    await getResponse(fake.fakeDomain('campaigns', 'empty'), request(paths.adv.list, token));
    expect(fake.modules.campaigns).toHaveBeenCalledTimes(1);
    const untouched: MockDomain[] = ['auth', 'billing', 'documents', 'players', 'shared', 'videos'];
    for (const domain of untouched) expect(fake.modules[domain]).not.toHaveBeenCalled();

    // A request outside the fake passes, and loads nothing.
    expect(await getResponse(handlers, new Request(`${ORIGIN}/assets/app.js`))).toBeUndefined();
    expect(fake.loadedDomains()).toHaveLength(2);
  });

  it('answers as the whole fake does, in each scenario', async () => {
    const fake = watchedFake();
    const token = createMockSession(DEMO_CREDENTIALS.agency.email).access_token;
    const signIn = () =>
      request(paths.auth.signin, undefined, {
        method: 'POST',
        body: JSON.stringify({
          email: DEMO_CREDENTIALS.agency.email,
          password: DEMO_CREDENTIALS.agency.password,
        }),
      });
    const lazySignIn = await getResponse(fake.fakeDomain('auth'), signIn());
    const eagerSignIn = await getResponse(handlersByDomain.auth, signIn());
    expect(lazySignIn?.status).toBe(200);
    expect(Object.keys((await lazySignIn?.json()) as object).sort()).toEqual(
      Object.keys((await eagerSignIn?.json()) as object).sort(),
    );

    const lazyList = await getResponse(
      fake.fakeDomain('campaigns'),
      request(paths.adv.list, token),
    );
    const eagerList = await getResponse(handlersByDomain.campaigns, request(paths.adv.list, token));
    expect(await lazyList?.json()).toEqual(await eagerList?.json());

    const empty = await getResponse(
      fake.fakeDomain('billing', 'empty'),
      request(paths.billing.list, token),
    );
    expect(await empty?.json()).toMatchObject({ results: [] });
    const failed = await getResponse(
      fake.fakeDomain('documents', 'error'),
      request(paths.documents.list, token),
    );
    expect(failed?.status).toBe(500);
    // Another domain's handler list lets the call pass, to the story's next handler.
    expect(await getResponse(fake.fakeDomain('billing'), request(paths.adv.list, token))).toBe(
      undefined,
    );
  });
});
