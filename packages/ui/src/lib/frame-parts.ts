import { sidebarDrawer } from '../components/sidebar/sidebar';
import { balanceMenu } from '../components/top-bar/top-bar';

/**
 * Issue 17: loads the parts of the signed-in frame that wait for first use (the sidebar's drawer,
 * the phone's balance menu), for the frame to call once the first screen is up and the browser is
 * idle. Quiet on failure: the first use tries again.
 */
export const preloadFrameParts = (): Promise<unknown> =>
  Promise.allSettled([sidebarDrawer.load(), balanceMenu.load()]);
