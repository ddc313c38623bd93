import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Skeleton } from '@ekran/ui';
import type { MapPickerProps, PlayersMapProps } from '@ekran/ui/map';

/*
 * Leaflet and the map components are large (see the budgets in scripts/check-bundle.mjs): the two
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

/**
 * Whether the element has come within a screen's height of the viewport; once it has, it stays
 * so. Always true when `wait` is false, and where there is no IntersectionObserver.
 */
function useNearViewport(element: RefObject<HTMLElement | null>, wait: boolean): boolean {
  const [near, setNear] = useState(() => !wait || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !wait || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, wait]);
  return near || !wait;
}

/**
 * MapPicker of @ekran/ui, loaded with Leaflet when first shown. With `untilNear`, it is not even
 * started (no code, no players) until its place comes within a screen of the viewport: on a phone
 * the wizard's map sits screens below the top, and its code and its first pages of players would be
 * most of the step's main-thread work on opening.
 */
export function LazyMapPicker({
  untilNear = false,
  ...props
}: MapPickerProps & { untilNear?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, untilNear);
  const height = props.height ?? '36rem';
  // Not loading yet, so no skeleton: the map's place, kept so that nothing below moves.
  if (!near)
    return (
      <div
        ref={place}
        data-map-waiting=""
        aria-hidden="true"
        className="rounded-lg border bg-muted/40"
        style={{ height }}
      />
    );
  return (
    <Suspense fallback={<MapLoading height={height} />}>
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
