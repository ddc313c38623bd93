import { startTransition, useEffect, useState } from 'react';
import type L from 'leaflet';
import type { Bounds } from '../lib/filters';
import type { MapView } from './use-viewport-loader';

export const toBounds = (b: L.LatLngBounds): Bounds => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});

/**
 * The map's box and zoom, updated when a move ends (not during it); null until the map exists.
 * A move's end is a transition: the release of a drag or a key paints the map where it stopped
 * first, and what depends on the view (the counts, the list, the clusters of every loaded player)
 * renders after it, without holding up the user's next input.
 */
export function useMapView(map: L.Map | null): MapView | null {
  const [view, setView] = useState<MapView | null>(null);
  useEffect(() => {
    if (!map) return;
    const show = () => setView({ bounds: toBounds(map.getBounds()), zoom: map.getZoom() });
    show();
    const update = () => startTransition(show);
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return view;
}
