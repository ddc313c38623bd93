import type { AppStoryParameters, StoryUser } from './app-story';

/**
 * A screen story's parameters: full screen, the app opened at `route` (mounted there too) for the
 * agency demo user; `app` changes the mount path, the user, the extra routes or the layout.
 *
 * A meta spreads it into an object literal (`parameters: { ...screenParameters('/x') }`): Storybook's
 * docs add-on writes the JSDoc above a meta into `parameters` as a second key, which hides any
 * other value but a literal (the wizard stories lost their route to it).
 */
export const screenParameters = (
  route: string,
  {
    layout = 'fullscreen',
    ...app
  }: AppStoryParameters & { layout?: 'fullscreen' | 'centered' | 'padded' } = {},
) => ({ layout, app: { route, path: route, user: 'agency' as StoryUser, ...app } });
