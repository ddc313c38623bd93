// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../paths.ts';

/**
 * The demo's fake backend answers in the page: the app's fetch hands every call under /api/ to
 * `answerWithFake` (apps/web/src/app/enable-mocks.ts). Each test loads a fresh module, as a page
 * load does, so the scenarios of `?mock=` are read anew.
 */
async function loadFake() {
  vi.resetModules();
  const inPage = await import('./in-page.ts');
  const { createMockSession, DEMO_CREDENTIALS } = await import('./index.ts');
  const { access_token } = createMockSession(DEMO_CREDENTIALS.agency.email);
  const call = (path: string, init: RequestInit = {}) =>
    new Request(`http://localhost/api/${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${access_token}` },
    });
  return { ...inPage, call };
}

describe('the fake backend in the page', () => {
  beforeEach(() => localStorage.clear());

  it('answers a call under /api/ from the fake, with its state kept between calls', async () => {
    const { answerWithFake, call } = await loadFake();
    const me = await answerWithFake(call(paths.user.me), '');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'agency@ekran.demo' });
    const list = await answerWithFake(call(`${paths.adv.list}?pageSize=1`), '');
    expect((await list.json()) as { count: number }).toMatchObject({ count: expect.any(Number) });
  });

  it('answers a path it does not know with the server’s JSON 404', async () => {
    const { answerWithFake, call } = await loadFake();
    const response = await answerWithFake(call('v2/no/such/call/'), '');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Не найдено.' });
  });

  it('takes the scenarios from the query the app opened with', async () => {
    const { answerWithFake, call } = await loadFake();
    const list = await answerWithFake(call(paths.adv.list), '?mock=campaigns:empty');
    expect(await list.json()).toMatchObject({ count: 0, results: [] });
    // Read once, as at a page load: a later query does not change them.
    const again = await answerWithFake(call(paths.adv.list), '');
    expect(await again.json()).toMatchObject({ count: 0 });
  });

  it('keeps the minimal scenario’s turns for the tab, so a reload goes on with the sequence', async () => {
    sessionStorage.clear();
    const first = await loadFake();
    const bare = await first.answerWithFake(first.call(paths.billing.list), '?mock=minimal');
    expect(Array.isArray(await bare.json())).toBe(true);
    // A page load later, the same list comes as the page it would have been next.
    const second = await loadFake();
    const paged = await second.answerWithFake(second.call(paths.billing.list), '');
    expect(await paged.json()).toMatchObject({ count: expect.any(Number) });
    sessionStorage.clear();
  });

  it('fails as a lost connection does in the offline scenario', async () => {
    const { answerWithFake, call } = await loadFake();
    await expect(answerWithFake(call(paths.user.me), '?mock=*:offline')).rejects.toBeInstanceOf(
      TypeError,
    );
  });

  it('gives up a call that never answers when its caller aborts it', async () => {
    const { answerWithFake } = await loadFake();
    const controller = new AbortController();
    const pending = answerWithFake(
      new Request(`http://localhost/api/${paths.user.me}`, { signal: controller.signal }),
      '?mock=*:loading',
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
