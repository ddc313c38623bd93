import { createContext } from 'react';

/**
 * True while a screen is rendered to static HTML at build time (src/prerender/). A prerendered form
 * cannot submit (its submit button is disabled until the app has started): a native submission
 * before JavaScript would put the typed password in the address.
 */
export const PrerenderContext = createContext(false);
