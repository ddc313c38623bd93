/**
 * The fake backend of dev and demo builds (VITE_MOCKS=true), in the page: from the start, a call
 * under /api/ that the app makes with `fetch` is answered by the fake (@ekran/api/mocks/in-page);
 * anything else goes to the network. There is no service worker to install before the app may
 * start, and none of msw's interception code to load, so the demo starts as the production build
 * does. The fake's chunk starts loading at once, beside the first screen's code.
 *
 * `?mock=` of the page the app opens on chooses the scenarios (see readScenarioFlag). The e2e
 * specs wrap this fetch from outside (e2e/api-hooks.ts).
 */
export function enableMocks(): void {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const openedWith = window.location.search;
  const network = window.fetch.bind(window);
  const fake = () => import('@ekran/api/mocks/in-page');
  void fake().catch(() => undefined);
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.includes('/api/')) return network(request);
    return fake().then(({ answerWithFake }) => answerWithFake(request, openedWith));
  };
}
