import { afterAll, vi } from 'vitest';

/**
 * The unit projects run many files in one worker (`isolate: false` in vitest.config.ts): what a
 * file leaves behind in the worker's globals is put back after it, so the next file starts as it
 * would in a fresh worker.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
