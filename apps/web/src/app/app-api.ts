import { createApi, createApiClient, type Api, type Session } from '@ekran/api';
import { toast } from '@ekran/ui';

/**
 * The real Api behind create-app-api.ts: the ky client on the app's session, and the api package's
 * error notifications shown as the ui package's toasts (spec §8).
 */
export function createLoadedApi(session: Session): Api {
  const client = createApiClient({
    session,
    notifier: {
      error: ({ message, position, duration, id }) => {
        toast.error(message, { id, position: position ?? 'bottom-center', duration });
      },
    },
  });
  return createApi(client);
}
