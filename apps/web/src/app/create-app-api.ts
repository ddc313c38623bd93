import { createDeferredApi, createSession, type Api } from '@ekran/api';
import { LAZY_PART_FAILED, nextTask, toast } from '@ekran/ui';

/**
 * The one API object of the running app: the session in localStorage at once, and the ky client
 * (app-api.ts) loaded with the first call, so the entry does without ky and every domain's
 * fetchers. The app's first call leaves at its start (first-screen.ts), beside the first screen's
 * code. If that code cannot load (offline), the call fails with a toast that says so, and the next
 * call tries again.
 */
export function createAppApi(): Api {
  const session = createSession();
  return createDeferredApi({
    session,
    // The calls that waited for it leave in the next task: not in the one that built the client.
    load: () =>
      import('./app-api').then(async ({ createLoadedApi }) => {
        const api = createLoadedApi(session);
        await nextTask();
        return api;
      }),
    onLoadError: () => toast.error(LAZY_PART_FAILED, { id: 'api-load-failed' }),
  });
}
