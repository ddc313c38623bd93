import { useSyncExternalStore } from 'react';

/** Below Tailwind's md (48rem): the phone layouts of the top bar and the data table. */
const NARROW = '(max-width: 47.98rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is narrower than md, following rotation and resizing. A component renders its
 * phone variant only then (not both variants with one hidden by CSS), so a page never holds the same
 * text or control twice.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
