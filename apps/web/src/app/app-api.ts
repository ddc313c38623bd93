import { createApi, createApiClient, type Api, type Session } from '@ekran/api';
import { showApiError } from './toast-placement';

/**
 * The real Api behind create-app-api.ts: the ky client on the app's session, and the api package's
 * error notifications shown as the ui package's toasts (spec §8).
 */
export function createLoadedApi(session: Session): Api {
  const client = createApiClient({
    session,
    notifier: { error: showApiError },
  });
  return createApi(client);
}
