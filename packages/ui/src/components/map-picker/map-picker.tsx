import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import L from 'leaflet';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { cn } from '../../lib/cn';
import { useCoarsePointer, useNarrow } from '../../lib/use-narrow';
import { FilterSheet } from '../filter-sheet';
import { useAnnouncer } from './hooks/use-announcer';
import { useChoice } from './hooks/use-choice';
import { useFilterOptions } from './hooks/use-filter-options';
import { useFilters } from './hooks/use-filters';
import { useLasso, type LassoMode } from './hooks/use-lasso';
import { useMapView } from './hooks/use-map-view';
import { usePlayerLayer } from './hooks/use-player-layer';
import { usePopup, type LatLng } from './hooks/use-popup';
import { useViewportLoader } from './hooks/use-viewport-loader';
import { useVisiblePlayers } from './hooks/use-visible-players';
import type { ClusterItem } from './lib/cluster-core';
import { countActiveFilters, inBounds, wrapLngNear } from './lib/filters';
import { resolvePlan } from './lib/geo-plan';
import { playersInLasso, type Pt } from './lib/lasso';
import { screensText } from './lib/screens-text';
import { ChosenList } from './parts/chosen-list';
import { GeoPlans } from './parts/geo-plans';
import { InViewList } from './parts/in-view-list';
import { KeyboardHint } from './parts/keyboard-hint';
import { LassoOverlay } from './parts/lasso-overlay';
import { EmptyNotice, LoadErrorNotice } from './parts/map-notices';
import { MapFilters } from './parts/map-filters';
import { MapPopup } from './parts/map-popup';
import { SelectionToolbar } from './parts/selection-toolbar';
import { ViewSummary } from './parts/view-summary';
import type {
  DrawStats,
  GeoPlanCallbacks,
  LoadPlayers,
  MapFilterOptions,
  MapGeoPlan,
  MapPlayer,
  MapPlayerFilters,
} from './map-picker.types';

export type MapPickerProps = GeoPlanCallbacks & {
  /** One page of players inside a box (POST /v2/player/list/?page=n); every page of a box is read. */
  loadPlayers?: LoadPlayers;
  /** Types, publishers and cities for the filter lists. */
  loadFilterOptions?: (signal: AbortSignal) => Promise<MapFilterOptions>;
  /** Full players for ids the picker has not seen (a geo plan's players); ids stay unresolved without it. */
  resolvePlayers?: (ids: number[], signal: AbortSignal) => Promise<MapPlayer[]>;
  /** Chosen players (controlled). */
  value?: MapPlayer[];
  /** Initially chosen players when uncontrolled. */
  defaultValue?: MapPlayer[];
  onChange?: (players: MapPlayer[]) => void;
  /** Filters (controlled); the panel edits them through `onFiltersChange`. */
  filters?: MapPlayerFilters;
  defaultFilters?: MapPlayerFilters;
  onFiltersChange?: (filters: MapPlayerFilters) => void;
  /** Tile URL template; `null` draws a plain background (offline, tests, stories). */
  tileUrl?: string | null;
  tileAttribution?: string;
  /** Initial centre [lat, lng] and zoom. */
  center?: [number, number];
  zoom?: number;
  /** Campaign view: the chosen players on the map, nothing to change. */
  readOnly?: boolean;
  /** Wait after the map stops before asking for players, ms. */
  debounceMs?: number;
  /** Height of the map, CSS length. */
  height?: string;
  /** Type code → Russian label, when the options do not carry labels. */
  typeLabels?: Record<string, string>;
  /** Called after every canvas draw: for benchmarks and tests. */
  onDrawStats?: (stats: DrawStats & { total: number }) => void;
  className?: string;
};

const DEFAULT_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION =
  '&copy; участники <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const MOSCOW: [number, number] = [55.7558, 37.6173];

/**
 * Choosing players on a map: loads the visible box page by page, clusters and draws on a canvas,
 * filters, selects by click, cluster, view or lasso, and keeps geo plans.
 *
 * Keyboard: the lasso needs a pointer, so area selection from the keyboard is «move the map (Tab
 * to it, arrows, +/−, or the zoom buttons), then Выбрать все / Снять в области», plus the
 * checkbox list of the players in view. Every change of the choice is announced (role=status).
 */
export function MapPicker({
  loadPlayers,
  loadFilterOptions,
  resolvePlayers,
  value,
  defaultValue,
  onChange,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  tileUrl = DEFAULT_TILES,
  tileAttribution = DEFAULT_ATTRIBUTION,
  center = MOSCOW,
  zoom = 10,
  readOnly = false,
  debounceMs = 300,
  height = '36rem',
  typeLabels,
  onDrawStats,
  listGeoPlans,
  saveGeoPlan,
  renameGeoPlan,
  deleteGeoPlan,
  className,
}: MapPickerProps) {
  const choice = useChoice({ value, defaultValue, onChange });
  const { chosen, chosenIds, chosenIdList } = choice;
  const { filters, setFilters, key, normalized } = useFilters({
    filters: filtersProp,
    defaultFilters,
    onFiltersChange,
  });
  const filterOptions = useFilterOptions({ loadFilterOptions, enabled: !readOnly, typeLabels });
  const { typeLabel } = filterOptions;
  const [hideChosen, setHideChosen] = useState(false);

  const [map, setMap] = useState<L.Map | null>(null);
  const view = useMapView(map);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const loader = useViewportLoader({
    loadPlayers,
    enabled: !readOnly,
    view,
    filterKey: key,
    filters: normalized,
    debounceMs,
    chosen,
    // Hiding the chosen ones asks the server to leave them out (spec §7 exclude_ids).
    excludeIds: () => (hideChosen ? choice.latest.current.map((p) => p.id) : []),
  });
  const { loaded, progress, error } = loader;
  const { displayed, inView, inViewTotals, facets } = useVisiblePlayers({
    readOnly,
    hasLoader: Boolean(loadPlayers),
    loaded,
    chosen,
    chosenIds,
    filters: normalized,
    hideChosen,
    view,
  });

  // A chosen player's own data wins over a later load's copy.
  const { find: findChosen } = choice;
  const { known } = loader;
  const lookup = useCallback((id: number) => findChosen(id) ?? known(id), [findChosen, known]);

  const popup = usePopup();
  const { showPlayer: openPlayer, showCluster, close: closePopup } = popup;
  const onPick = useCallback(
    (hit: ClusterItem | null, clusterIds?: Promise<number[]>) => {
      if (!map || !hit) return closePopup();
      // In a view across the 180° meridian a player at −172° is drawn at 188°; its popup goes there.
      const near = (p: { latitude: number; longitude: number }): LatLng => [
        p.latitude,
        wrapLngNear(p.longitude, map.getCenter().lng),
      ];
      if (hit.kind === 'cluster') return showCluster(hit, near(hit), clusterIds);
      const player = lookup(hit.id);
      if (player) openPlayer(player, near(player));
    },
    [map, lookup, openPlayer, showCluster, closePopup],
  );
  const { expansionZoom } = usePlayerLayer({
    map,
    view,
    players: displayed,
    chosenIds,
    chosenIdList,
    drawnTarget: wrapperRef,
    onDrawStats,
    onPick,
  });
  const zoomCluster = useCallback(
    (clusterId: number, at: LatLng) =>
      void expansionZoom(clusterId)?.then((z) => map?.setView(at, z)),
    [expansionZoom, map],
  );

  const lasso = useLasso((polygon: Pt[], mode: LassoMode) => {
    if (!map) return;
    const inside = playersInLasso(
      displayed,
      polygon,
      {
        toLatLng: (p) => map.containerPointToLatLng([p.x, p.y]),
        toPoint: (lat, lng) => map.latLngToContainerPoint([lat, lng]),
      },
      map.getCenter().lng,
    );
    if (mode === 'remove') choice.remove(inside.map((p) => p.id));
    else choice.add(inside);
  });
  // With a finger as the pointer, one finger scrolls the page and taps choose screens; two fingers
  // move and zoom the map (Leaflet's pinch also pans). A map that took one finger would trap the
  // page's scrolling on a phone, where the map is most of the screen.
  const coarse = useCoarsePointer();
  useEffect(() => {
    if (!map) return;
    if (lasso.mode || coarse) map.dragging.disable();
    else map.dragging.enable();
  }, [lasso.mode, coarse, map]);

  const { set: setChosen } = choice;
  const applyPlan = useCallback(
    async (plan: MapGeoPlan): Promise<string | void> => {
      const { found, notice } = await resolvePlan(plan, lookup, resolvePlayers);
      setChosen(found);
      if (map && found.length) {
        const ref = map.getCenter().lng;
        map.fitBounds(
          L.latLngBounds(found.map((p): LatLng => [p.latitude, wrapLngNear(p.longitude, ref)])),
          { padding: [24, 24], maxZoom: 14, animate: false },
        );
      }
      return notice;
    },
    [lookup, resolvePlayers, setChosen, map],
  );
  const showPlayer = useCallback(
    (p: MapPlayer) => {
      map?.setView([p.latitude, p.longitude], Math.max(map.getZoom(), 15));
      openPlayer(p, [p.latitude, p.longitude]);
    },
    [map, openPlayer],
  );

  const announcement = useAnnouncer(chosen.length);
  const hintId = useId();
  const loading = progress !== null;
  const isEmpty =
    !readOnly && !loading && !error && view !== null && inView.length === 0 && loaded?.key === key;
  const chosenInView = view ? chosen.filter((p) => inBounds(p, view.bounds)) : [];

  const narrow = useNarrow();
  const filterPanel = readOnly ? null : (
    <MapFilters
      filters={filters}
      onChange={setFilters}
      options={filterOptions.options}
      optionsError={filterOptions.error}
      counts={facets}
      className={narrow ? undefined : 'lg:max-h-[var(--map-height)] lg:overflow-y-auto'}
    />
  );
  return (
    <div
      data-slot="map-picker"
      className={cn(
        'grid gap-4',
        readOnly
          ? 'lg:grid-cols-[minmax(0,1fr)_18rem]'
          : 'lg:grid-cols-[15rem_minmax(0,1fr)_19rem]',
        className,
      )}
    >
      {!readOnly &&
        (narrow ? (
          // A phone keeps the filters in a sheet: stacked above the map they would be a screen
          // and a half of checkboxes before it.
          <FilterSheet
            label="Фильтры экранов"
            active={countActiveFilters(filters)}
            doneText={`Показать на карте: ${screensText(inView.length)}`}
          >
            {filterPanel}
          </FilterSheet>
        ) : (
          filterPanel
        ))}
      <div
        data-slot="map-picker-main"
        className="flex min-w-0 flex-col gap-2"
        style={{ ['--map-height' as string]: height }}
      >
        {!readOnly && (
          <>
            <SelectionToolbar
              hintId={hintId}
              canChooseInView={inView.length > 0}
              canRemoveInView={chosenInView.length > 0}
              onChooseInView={() => choice.add(inView)}
              onRemoveInView={() => choice.remove(chosenInView.map((p) => p.id))}
              lassoMode={lasso.mode}
              onToggleLasso={lasso.toggle}
              hideChosen={hideChosen}
              onHideChosenChange={setHideChosen}
            />
            <KeyboardHint id={hintId} />
            <p
              role="status"
              className="sr-only"
              data-slot="map-picker-announcement"
              data-testid="selection-announcement"
            >
              {announcement}
            </p>
          </>
        )}
        <ViewSummary
          inView={readOnly ? undefined : inView}
          totals={inViewTotals}
          progress={progress}
        />
        {coarse && !readOnly && !lasso.mode && (
          <p
            className="text-xs text-muted-foreground"
            data-slot="map-picker-touch-hint"
            data-testid="touch-hint"
          >
            Коснитесь экрана на карте, чтобы выбрать его. Двигайте и приближайте карту двумя
            пальцами.
          </p>
        )}
        <div
          ref={wrapperRef}
          data-slot="map-picker-map"
          role="region"
          aria-label="Карта экранов"
          aria-describedby={readOnly ? undefined : hintId}
          className="relative isolate overflow-hidden rounded-lg border"
          style={{ height }}
          data-loading={loading || undefined}
        >
          <MapContainer
            ref={setMap}
            center={center}
            zoom={zoom}
            zoomControl={false}
            preferCanvas
            attributionControl={Boolean(tileUrl)}
            className={cn(
              'size-full !bg-muted font-sans',
              // Leaflet's own chrome follows the tenant and theme tokens, dark mode included; `!` because
              // leaflet.css is unlayered and would beat any layered utility.
              '[&_.leaflet-popup-content-wrapper]:!bg-popover [&_.leaflet-popup-content-wrapper]:!text-popover-foreground [&_.leaflet-popup-tip]:!bg-popover',
              '[&_.leaflet-bar]:!border-border [&_.leaflet-bar_a]:!border-border [&_.leaflet-bar_a]:!bg-card [&_.leaflet-bar_a]:!text-card-foreground',
              '[&_.leaflet-control-attribution]:!bg-card/80 [&_.leaflet-control-attribution]:!text-muted-foreground',
            )}
            keyboardPanDelta={120}
          >
            {tileUrl && <TileLayer url={tileUrl} attribution={tileAttribution} />}
            <ZoomControl position="topright" zoomInTitle="Приблизить" zoomOutTitle="Отдалить" />
            {popup.popup && (
              <MapPopup
                popup={popup.popup}
                chosenIds={chosenIds}
                readOnly={readOnly}
                typeLabel={typeLabel}
                lookup={lookup}
                onAdd={choice.add}
                onRemove={choice.remove}
                onZoomCluster={zoomCluster}
                onClose={closePopup}
              />
            )}
          </MapContainer>
          {lasso.mode && (
            <LassoOverlay mode={lasso.mode} path={lasso.path} handlers={lasso.handlers} />
          )}
          {error && <LoadErrorNotice onRetry={loader.retry} />}
          {isEmpty && <EmptyNotice />}
        </div>
        {!readOnly && (
          <InViewList
            players={inView}
            chosenIds={chosenIds}
            onToggle={choice.toggle}
            typeLabel={typeLabel}
          />
        )}
      </div>
      <div
        data-slot="map-picker-side"
        className="flex min-w-0 flex-col gap-6 lg:max-h-[var(--map-height)] lg:overflow-y-auto"
        style={{ ['--map-height' as string]: height }}
      >
        <ChosenList
          players={chosen}
          typeLabel={typeLabel}
          onRemove={readOnly ? undefined : choice.removeOne}
          onClear={readOnly ? undefined : choice.clear}
          onShow={showPlayer}
        />
        {!readOnly && (listGeoPlans || saveGeoPlan) && (
          <GeoPlans
            listGeoPlans={listGeoPlans}
            saveGeoPlan={saveGeoPlan}
            renameGeoPlan={renameGeoPlan}
            deleteGeoPlan={deleteGeoPlan}
            selectedIds={chosenIdList}
            onApply={applyPlan}
          />
        )}
      </div>
    </div>
  );
}
