import { createContext, use, type ReactNode } from 'react';

/** Loads screens' code ahead of need. */
export type ScreenPrefetch = {
  /** Starts loading the code of the screens a path opens: a link to it is pointed at or focused. */
  path: (pathname: string) => void;
  /** Loads every screen's code, a little per idle period: the signed-in frame is up and idle. */
  all: () => void;
};

const noPrefetch: ScreenPrefetch = { path: () => undefined, all: () => undefined };

/*
 * Only the app knows the route table, and the table imports the screens, the frames and, through
 * them, this folder: what loads a screen ahead is handed down from the app, never imported here.
 * Without a provider (a unit test, a page rendered at build time) nothing loads ahead.
 */
const PrefetchContext = createContext<ScreenPrefetch>(noPrefetch);

/** Gives the links and the signed-in frame what loads the screens' code ahead of need. */
export function PrefetchProvider({
  prefetch,
  children,
}: {
  prefetch: ScreenPrefetch;
  children: ReactNode;
}) {
  return <PrefetchContext value={prefetch}>{children}</PrefetchContext>;
}

export function usePrefetch(): ScreenPrefetch {
  return use(PrefetchContext);
}
