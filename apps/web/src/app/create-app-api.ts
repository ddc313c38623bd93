import { createApi, createApiClient, type Api } from '@ekran/api';
import { toast } from '@ekran/ui';

/**
 * The one API object of the running app: the ky client with the session in localStorage, and the
 * api package's error notifications shown as the ui package's toasts (spec §8).
 */
export function createAppApi(): Api {
  const client = createApiClient({
    notifier: {
      error: ({ message, position, duration, id }) => {
        toast.error(message, { id, position: position ?? 'bottom-center', duration });
      },
    },
  });
  return createApi(client);
}
