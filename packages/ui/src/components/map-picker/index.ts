export { MapPicker, type MapPickerProps } from './map-picker';
export type {
  GeoPlanCallbacks,
  LoadPlayers,
  MapBoundingBox,
  MapFilterOption,
  MapFilterOptions,
  MapGeoPlan,
  MapLatLng,
  MapPlayer,
  MapPlayerFilters,
  MapPlayerPage,
} from './map-picker.types';
export { createPlayerPredicate, countMatching, sumPlayers, type PlayerTotals } from './lib/filters';
