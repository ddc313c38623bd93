/**
 * Map tiles for the app's maps: `VITE_MAP_TILE_URL` when set, OpenStreetMap otherwise, and none under
 * automation (tests, visual regression), where the maps draw a plain ground and need no network.
 * Every map of the app (campaign view, wizard) reads this one constant.
 */
export const MAP_TILE_URL: string | null =
  typeof navigator !== 'undefined' && navigator.webdriver
    ? null
    : ((import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
