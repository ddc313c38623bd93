import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import L from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { cn } from '../../lib/cn';

/** A point of the map: a player (screen) with its name and coordinates. */
export type PlayersMapPoint = { id: number; name: string; latitude: number; longitude: number };

export type PlayersMapProps = {
  points: PlayersMapPoint[];
  /** Tile URL template; `null` (the default) draws a plain ground: no network in tests and stories. */
  tileUrl?: string | null;
  tileAttribution?: string;
  /** Accessible name of the map region. */
  label?: string;
  /** Height of the map, CSS length. */
  height?: string;
  className?: string;
};

const MOSCOW: [number, number] = [55.7558, 37.6173];

/**
 * The dots are drawn in Leaflet's SVG, which has no name of its own: the region's label says what
 * the map shows, so the drawing is hidden from assistive technology rather than read as a nameless
 * graphic.
 */
function hideDrawingFromAssistiveTech(map: L.Map | null) {
  map?.getPane('overlayPane')?.setAttribute('aria-hidden', 'true');
}

/**
 * A small read-only map of chosen players (campaign overview): a dot per player, the view fitted
 * to all of them. Unlike MapPicker it loads nothing; the owner passes the points.
 */
export function PlayersMap({
  points,
  tileUrl = null,
  tileAttribution = '&copy; участники OpenStreetMap',
  label = 'Экраны на карте',
  height = '20rem',
  className,
}: PlayersMapProps) {
  const bounds = useMemo(
    () =>
      points.length > 0
        ? L.latLngBounds(points.map((point) => [point.latitude, point.longitude]))
        : null,
    [points],
  );
  return (
    <div
      role="region"
      aria-label={label}
      data-slot="players-map"
      data-count={points.length}
      className={cn('overflow-hidden rounded-lg border bg-muted', className)}
      style={{ height }}
    >
      <MapContainer
        ref={hideDrawingFromAssistiveTech}
        key={bounds ? bounds.toBBoxString() : 'empty'}
        {...(bounds
          ? { bounds, boundsOptions: { padding: [24, 24], maxZoom: 15 } }
          : { center: MOSCOW, zoom: 10 })}
        scrollWheelZoom={false}
        attributionControl={Boolean(tileUrl)}
        fadeAnimation={false}
        zoomAnimation={false}
        markerZoomAnimation={false}
        className="size-full bg-muted"
      >
        {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution} /> : null}
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.latitude, point.longitude]}
            radius={6}
            // Coloured by CSS, not by Leaflet's SVG attributes: a class's `fill` and `stroke` read
            // the theme's variables, so the dots follow a switch of theme or tenant at once.
            pathOptions={{
              className: 'fill-primary stroke-primary-foreground',
              weight: 1.5,
              fillOpacity: 0.9,
            }}
          >
            <Tooltip>{point.name}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
