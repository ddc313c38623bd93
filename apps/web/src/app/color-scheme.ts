/**
 * The light/dark choice. Stored in localStorage under COLOR_SCHEME_KEY, applied as data-theme on
 * <html>; the pre-paint script in index.html reads the same key before the first paint, so keep the
 * two in step.
 */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

export const COLOR_SCHEME_KEY = 'ekran:color-scheme';

const darkQuery = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

export function readColorScheme(): ColorSchemeChoice {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'dark' || value === 'system' ? value : 'light';
  } catch {
    return 'light';
  }
}

/** The mode a choice shows now. */
export function effectiveMode(choice: ColorSchemeChoice): 'light' | 'dark' {
  if (choice === 'system') return darkQuery()?.matches ? 'dark' : 'light';
  return choice;
}

/** Sets data-theme on <html>: «dark», or none for light (the default palette). */
export function applyColorScheme(choice: ColorSchemeChoice): void {
  const root = document.documentElement;
  if (effectiveMode(choice) === 'dark') root.dataset.theme = 'dark';
  else delete root.dataset.theme;
}

export function storeColorScheme(choice: ColorSchemeChoice): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // A blocked storage only costs remembering the choice.
  }
  applyColorScheme(choice);
}

/** While the choice is «system», follows the system's switches; returns the unsubscribe. */
export function followSystemScheme(): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  const onChange = () => {
    if (readColorScheme() === 'system') applyColorScheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
