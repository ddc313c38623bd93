import { useEffect, useState } from 'react';
import type L from 'leaflet';
import type { Bounds } from '../lib/filters';
import type { MapView } from './use-viewport-loader';

export const toBounds = (b: L.LatLngBounds): Bounds => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});

/** The map's box and zoom, updated when a move ends (not during it); null until the map exists. */
export function useMapView(map: L.Map | null): MapView | null {
  const [view, setView] = useState<MapView | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => setView({ bounds: toBounds(map.getBounds()), zoom: map.getZoom() });
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return view;
}
