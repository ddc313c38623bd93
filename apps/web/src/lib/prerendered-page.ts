/**
 * A prerendered page (dist/login.html…, prerender-pages.ts) is shown in `root`: not hidden (a
 * login link with a query hides it). Its own tiny module: main.tsx (the entry) asks it, and the
 * rest of the prerendered start (typed-before-start.ts) stays out of the entry.
 */
export const hasPrerenderedPage = (root: ParentNode): boolean =>
  root.querySelector('[data-prerendered]:not([hidden])') !== null;
