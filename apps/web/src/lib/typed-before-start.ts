import { useLayoutEffect, useState } from 'react';
import { hasPrerenderedPage } from './prerendered-page';

/**
 * The user's work is never lost: a prerendered page (dist/login.html, src/prerender/pages.tsx)
 * shows a real form before any JavaScript has run, and the visitor may start typing into it. The
 * app's start (app/over-prerendered.ts) waits until that page has been painted and the app can show
 * the same screen, takes hold of its inputs and renders the app over it; the screen's form starts
 * from what was typed, and takes what came after in its commit.
 */
export type TypedBeforeStart = {
  /** Non-empty values of the prerendered page's named inputs, by name. */
  values: Readonly<Record<string, string>>;
  /** The name of the input that had the focus, if one of them did. */
  focused: string | null;
};

/** Inputs whose value is what was typed (a checkbox's value is not its state). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

let inputs: HTMLInputElement[] = [];
let focusedName: string | null = null;
let stopTracking = (): void => undefined;

/**
 * Takes hold of the prerendered page's text inputs under `root` (inside `[data-prerendered]`) and
 * follows which of them has the caret. From here until the app replaces the page (its first
 * render, in slices) the inputs are read-only: a keystroke in that moment is refused where the
 * user sees it, never swallowed by the swap (the focused input can leave the document before the
 * app's copy takes the caret). Their values are read when asked.
 */
export function captureTypedBeforeStart(
  root: ParentNode,
  active: Element | null = document.activeElement,
): void {
  stopTracking();
  const page = root.querySelector<HTMLElement>('[data-prerendered]');
  inputs = page
    ? [...page.querySelectorAll<HTMLInputElement>('input[name]')].filter((input) =>
        TEXT_TYPES.has(input.type),
      )
    : [];
  for (const input of inputs) input.readOnly = true;
  const nameOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && inputs.includes(target) ? target.name : null;
  focusedName = nameOf(active);
  if (!page) return;
  const onFocusIn = (event: FocusEvent) => {
    focusedName = nameOf(event.target);
  };
  // Focus moving elsewhere on the page; a removal (the app replacing the page) has no target.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) focusedName = nameOf(event.relatedTarget);
  };
  page.addEventListener('focusin', onFocusIn);
  page.addEventListener('focusout', onFocusOut);
  stopTracking = () => {
    page.removeEventListener('focusin', onFocusIn);
    page.removeEventListener('focusout', onFocusOut);
  };
}

/** What has been typed so far into the prerendered page (nothing once forgotten). */
export const readTypedBeforeStart = (): TypedBeforeStart => ({
  values: Object.fromEntries(
    inputs.filter((input) => input.value !== '').map((input) => [input.name, input.value]),
  ),
  focused: focusedName,
});

/** Called once the screen has taken it: a later visit to the screen starts empty. */
export function forgetTypedBeforeStart(): void {
  stopTracking();
  stopTracking = () => undefined;
  inputs = [];
  focusedName = null;
}

/**
 * For a prerendered screen's form: what was typed before the app started, read once per mount
 * (for `defaultValues`). Pass it to `useTypedRestore` once the form exists.
 */
export function useTypedBeforeStart(): TypedBeforeStart {
  const [start] = useState(readTypedBeforeStart);
  return start;
}

/**
 * In the commit that replaces the prerendered page (a layout effect: the same task, so no
 * keystroke falls in between): what was typed after the first render is set too, the caret goes
 * back to the field that had it, if `fields` names it, and the rest is forgotten. Pass `fields` as
 * a constant: the effect runs once per mount (react-hook-form's setters are stable).
 */
export function useTypedRestore<Name extends string>(
  start: TypedBeforeStart,
  fields: readonly Name[],
  setValue: (name: Name, value: string) => void,
  setFocus: (name: Name) => void,
): void {
  useLayoutEffect(() => {
    const now = readTypedBeforeStart();
    forgetTypedBeforeStart();
    for (const field of fields) {
      const value = now.values[field];
      if (value !== undefined && value !== start.values[field]) setValue(field, value);
    }
    const focused = fields.find((field) => field === now.focused);
    if (focused) setFocus(focused);
  }, [start, fields, setValue, setFocus]);
}

/**
 * Resolves once a prerendered page in `root` has been painted and that paint presented (the
 * browser's first-contentful-paint entry is out), at once when there is none. The app renders over
 * the page only then. Replaced any sooner, the page's elements can leave before the browser has
 * timed their paint, and the app's copies of them count as the largest paint instead (LCP). A
 * hidden tab paints nothing: 300 ms at most.
 */
export function afterPrerenderedPaint(root: ParentNode): Promise<void> {
  if (!hasPrerenderedPage(root)) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 300);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(done, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the timeout starts the app.
    }
  });
}

/** Resolves when the router has finished its first navigation (the screen's lazy code is in). */
export function routerReady(router: {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
