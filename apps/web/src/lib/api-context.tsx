import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Api } from '@ekran/api';

const ApiContext = createContext<Api | null>(null);

/** Makes the app's API object (one injected client) available to every screen. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi() вне <ApiProvider>');
  return api;
}

/** Spec §4: logged in while either token is unexpired; re-renders on login, logout and other tabs. */
export function useLoggedIn(): boolean {
  const api = useApi();
  return useSyncExternalStore(api.session.subscribe, api.session.isLoggedIn, () => false);
}
