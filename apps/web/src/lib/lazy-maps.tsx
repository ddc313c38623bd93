import { lazy, Suspense } from 'react';
import { Skeleton, type MapPickerProps, type PlayersMapProps } from '@ekran/ui';

/*
 * Leaflet and the map components are large (issue 11 budgets, scripts/check-bundle.mjs): the two
 * screens with a map load them on demand, showing a placeholder of the map's size meanwhile.
 */

const MapPickerModule = lazy(() =>
  import('./maps/map-picker').then((module) => ({ default: module.MapPicker })),
);
const PlayersMapModule = lazy(() =>
  import('./maps/players-map').then((module) => ({ default: module.PlayersMap })),
);

function MapLoading({ height }: { height: string }) {
  return (
    <div role="status" aria-label="Загрузка карты" style={{ height }}>
      <Skeleton className="h-full w-full" />
    </div>
  );
}

/** MapPicker of @ekran/ui, loaded with Leaflet when first shown. */
export function LazyMapPicker(props: MapPickerProps) {
  return (
    <Suspense fallback={<MapLoading height={props.height ?? '36rem'} />}>
      <MapPickerModule {...props} />
    </Suspense>
  );
}

/** PlayersMap of @ekran/ui, loaded with Leaflet when first shown. */
export function LazyPlayersMap(props: PlayersMapProps) {
  return (
    <Suspense fallback={<MapLoading height={props.height ?? '20rem'} />}>
      <PlayersMapModule {...props} />
    </Suspense>
  );
}
