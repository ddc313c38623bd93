import { createContext, use, useSyncExternalStore } from 'react';

/** Below Tailwind's md (48rem): the phone layouts of the top bar and the data table. */
const NARROW = '(max-width: 47.98rem)';

/** A finger, not a mouse, is the main pointer (phones and tablets). */
const COARSE = '(pointer: coarse)';

const subscribeTo = (media: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(media);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const matches = (media: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(media).matches;

const subscribeNarrow = subscribeTo(NARROW);
const subscribeCoarse = subscribeTo(COARSE);

/**
 * Whether the viewport is narrower than md, following rotation and resizing. A component renders its
 * phone variant only then (not both variants with one hidden by CSS), so a page never holds the same
 * text or control twice.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => matches(NARROW),
    () => false,
  );
}

/**
 * Whether the main pointer is a finger. The map then leaves one finger to the page's scrolling and
 * to taps, and moves with two.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribeCoarse,
    () => matches(COARSE),
    () => false,
  );
}

/**
 * True while a page is rendered ahead of time, at build time, where no viewport is known (the
 * signed-in pages that paint before JavaScript). The components that pick their phone or wide
 * variant with useNarrow render both then, each hidden by CSS outside its widths, so the page is
 * right at any width until the app renders over it. Never true in the running app.
 */
export const BothViewportsContext = createContext(false);

/** Whether to render the phone and the wide variant both (see BothViewportsContext). */
export const useBothViewports = (): boolean => use(BothViewportsContext);
