// Loaded on demand by lazy-maps.tsx: Leaflet stays out of the screens' own chunks.
export { MapPicker } from '@ekran/ui/map';
