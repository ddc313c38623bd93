import type { AppStoryParameters, StoryUser } from './app-story';

/**
 * A screen story's parameters: full screen, the app opened at `route` (mounted there too) for the
 * agency demo user; `app` changes the mount path, the user, the extra routes or the layout.
 */
export const screenParameters = (
  route: string,
  {
    layout = 'fullscreen',
    ...app
  }: AppStoryParameters & { layout?: 'fullscreen' | 'centered' | 'padded' } = {},
) => ({ layout, app: { route, path: route, user: 'agency' as StoryUser, ...app } });
