// Loaded on demand by lazy-maps.tsx: Leaflet stays out of the screens' own chunks.
export { PlayersMap } from '@ekran/ui/map';
