import 'leaflet/dist/leaflet.css';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import L from 'leaflet';
import { MapContainer, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { Lasso, LassoSelect, SquareDashedMousePointer, SquareX } from 'lucide-react';
import { formatMoney, formatNumber, pluralRu, SCREEN_FORMS } from '../../format';
import { cn } from '../../lib/cn';
import { useCoarsePointer, useNarrow } from '../../lib/use-narrow';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { FilterSheet } from '../filter-sheet';
import { countActiveFilters } from './lib/filters';
import {
  TileCoverage,
  boundsIntersect,
  boundsToBbox,
  cacheZoomFor,
  mergeTiles,
  rectTiles,
  rectToBounds,
  tileKey,
} from './lib/bbox-cache';
import type { ClusterItem } from './lib/cluster-core';
import { createClusterIndex, packPoints, type ClusterIndex } from './lib/cluster-index';
import {
  createPlayerPredicate,
  facetCounts,
  filtersKey,
  inBounds,
  normalizeFilters,
  sumPlayers,
  wrapLngNear,
  type Bounds,
} from './lib/filters';
import { idsInPolygon, simplifyPath, type Pt } from './lib/lasso';
import { loadAllPages } from './lib/load-pages';
import { PlayerCanvasLayer, type CanvasColors, type DrawStats } from './lib/player-canvas-layer';
import { ChosenList } from './parts/chosen-list';
import { GeoPlans } from './parts/geo-plans';
import { InViewList } from './parts/in-view-list';
import { MapFilters } from './parts/map-filters';
import type {
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

/** What is loaded for one set of filters. */
type Store = { coverage: TileCoverage };
/**
 * Every player seen, whatever filters brought it (and every chosen one): the map shows those the
 * current filters match, so narrowing a filter answers at once. `version` grows with each addition.
 */
type Known = { players: Map<number, MapPlayer>; version: number };
type Job = { key: string; bounds: Bounds; tiles: string[]; controller: AbortController };
type Progress = { loaded: number; count: number };
type PopupState =
  | { kind: 'player'; player: MapPlayer; at: [number, number] }
  | {
      kind: 'cluster';
      item: Extract<ClusterItem, { kind: 'cluster' }>;
      ids: number[] | null;
      at: [number, number];
    };

const toBounds = (b: L.LatLngBounds): Bounds => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});

function readColors(el: HTMLElement): CanvasColors {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    point: v('--primary', '#1d4ed8'),
    pointStroke: v('--background', '#ffffff'),
    selected: v('--success', '#15803d'),
    cluster: v('--primary', '#1d4ed8'),
    clusterText: v('--primary-foreground', '#ffffff'),
    clusterSelected: v('--success', '#15803d'),
  };
}

const pluralScreens = (n: number) => pluralRu(n, SCREEN_FORMS);

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
  // Selection -----------------------------------------------------------------------------
  const [innerValue, setInnerValue] = useState<MapPlayer[]>(defaultValue ?? []);
  const chosen = value ?? innerValue;
  const chosenIdList = useMemo(() => chosen.map((p) => p.id), [chosen]);
  const chosenIds = useMemo(() => new Set(chosenIdList), [chosenIdList]);
  const chosenRef = useRef(chosen);
  useEffect(() => {
    chosenRef.current = chosen;
  }, [chosen]);
  const setChosen = useCallback(
    (next: MapPlayer[]) => {
      chosenRef.current = next;
      if (value === undefined) setInnerValue(next);
      onChange?.(next);
    },
    [onChange, value],
  );
  const addPlayers = useCallback(
    (players: Iterable<MapPlayer>) => {
      const current = chosenRef.current;
      const have = new Set(current.map((p) => p.id));
      const extra: MapPlayer[] = [];
      for (const p of players) {
        if (!have.has(p.id)) {
          have.add(p.id);
          extra.push(p);
        }
      }
      if (extra.length) setChosen([...current, ...extra]);
    },
    [setChosen],
  );
  const removeIds = useCallback(
    (ids: Iterable<number>) => {
      const drop = new Set(ids);
      const current = chosenRef.current;
      const next = current.filter((p) => !drop.has(p.id));
      if (next.length !== current.length) setChosen(next);
    },
    [setChosen],
  );

  // Filters -------------------------------------------------------------------------------
  const [innerFilters, setInnerFilters] = useState<MapPlayerFilters>(defaultFilters ?? {});
  const filters = filtersProp ?? innerFilters;
  const key = filtersKey(filters);
  const normalized = useMemo(() => normalizeFilters(filters), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const setFilters = useCallback(
    (next: MapPlayerFilters) => {
      if (filtersProp === undefined) setInnerFilters(next);
      onFiltersChange?.(next);
    },
    [filtersProp, onFiltersChange],
  );
  const [hideChosen, setHideChosen] = useState(false);
  const hideChosenRef = useRef(hideChosen);
  useEffect(() => {
    hideChosenRef.current = hideChosen;
  }, [hideChosen]);
  const hideId = useId();

  const [options, setOptions] = useState<MapFilterOptions | null>(null);
  const [optionsError, setOptionsError] = useState(false);
  useEffect(() => {
    if (!loadFilterOptions || readOnly) return;
    const controller = new AbortController();
    loadFilterOptions(controller.signal).then(setOptions, () => {
      if (!controller.signal.aborted) setOptionsError(true);
    });
    return () => controller.abort();
  }, [loadFilterOptions, readOnly]);
  const typeLabel = useCallback(
    (code: string) =>
      typeLabels?.[code] ?? options?.types.find((t) => t.value === code)?.label ?? code,
    [options, typeLabels],
  );

  // Map and view --------------------------------------------------------------------------
  const [map, setMap] = useState<L.Map | null>(null);
  const [view, setView] = useState<{ bounds: Bounds; zoom: number } | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<PlayerCanvasLayer | null>(null);
  const indexRef = useRef<ClusterIndex | null>(null);
  const [indexVersion, setIndexVersion] = useState(0);
  const onDrawStatsRef = useRef(onDrawStats);
  const totalRef = useRef(0);
  useEffect(() => {
    onDrawStatsRef.current = onDrawStats;
  });

  useEffect(() => {
    if (!map) return;
    const update = () => setView({ bounds: toBounds(map.getBounds()), zoom: map.getZoom() });
    update();
    map.on('moveend', update);
    const layer = new PlayerCanvasLayer(readColors(map.getContainer()));
    layer.onDraw = (stats) => {
      // Tests and the benchmark wait on this instead of guessing when the canvas is ready.
      if (wrapperRef.current) wrapperRef.current.dataset.drawn = String(stats.represented);
      onDrawStatsRef.current?.({ ...stats, total: totalRef.current });
    };
    layer.addTo(map);
    layerRef.current = layer;
    // Tenant and theme switch CSS variables on <html>; reading them per draw would force a style
    // recalculation after every React commit.
    const themeObserver = new MutationObserver(() =>
      layer.setColors(readColors(map.getContainer())),
    );
    themeObserver.observe(document.documentElement, { attributes: true });
    const index = createClusterIndex();
    indexRef.current = index;
    return () => {
      map.off('moveend', update);
      themeObserver.disconnect();
      layer.remove();
      index.dispose();
      layerRef.current = null;
      indexRef.current = null;
    };
  }, [map]);

  // Loading -------------------------------------------------------------------------------
  const storesRef = useRef(new Map<string, Store>());
  const knownRef = useRef<Known>({ players: new Map(), version: 0 });
  const jobsRef = useRef<Job[]>([]);
  const [loaded, setLoaded] = useState<{ key: string; players: MapPlayer[] } | null>(null);
  const keyRef = useRef(key);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const storeFor = useCallback((k: string) => {
    let store = storesRef.current.get(k);
    if (!store) {
      store = { coverage: new TileCoverage() };
      storesRef.current.set(k, store);
      // A few recent filter sets stay warm; older ones are dropped to bound memory.
      if (storesRef.current.size > 4) {
        const oldest = storesRef.current.keys().next().value;
        if (oldest !== undefined && oldest !== k) storesRef.current.delete(oldest);
      }
    }
    return store;
  }, []);

  // Pages land often; the index is rebuilt at most every 150 ms while they do. The first page
  // after a quiet spell goes through at once, so points appear as soon as they arrive.
  const lastFlush = useRef(0);
  const flushed = useRef<{ key: string; version: number; partial: boolean }>({
    key: '',
    version: -1,
    partial: false,
  });
  const loadedRef = useRef<{ key: string; players: MapPlayer[] } | null>(null);
  const scheduleFlush = useCallback(() => {
    if (flushTimer.current) return;
    const wait = Math.max(0, lastFlush.current + 150 - performance.now());
    flushTimer.current = setTimeout(() => {
      flushTimer.current = null;
      lastFlush.current = performance.now();
      const k = keyRef.current;
      const store = storesRef.current.get(k);
      const version = knownRef.current.version;
      // Nothing new since the last flush: keep the same array, so the index is not rebuilt.
      // Partial: boxes of these filters are still loading, or none has loaded yet.
      const partial =
        jobsRef.current.some((j) => j.key === k) || !store || store.coverage.size === 0;
      const last = flushed.current;
      if (last.key === k && last.version === version && last.partial === partial) return;
      flushed.current = { key: k, version, partial };
      const players = [...knownRef.current.players.values()];
      // `key` says which filters' boxes are complete; until the new ones are, the old key stays
      // and the map does not claim to be empty.
      const previous = loadedRef.current;
      const next = { key: partial && previous ? previous.key : k, players };
      loadedRef.current = next;
      setLoaded(next);
    }, wait);
  }, []);
  // New filters show what is already known for them at once; the rest loads for the view.
  useEffect(() => {
    keyRef.current = key;
    scheduleFlush();
  }, [key, scheduleFlush]);
  useEffect(() => () => clearTimeout(flushTimer.current ?? undefined), []);
  // Chosen players are always known: a geo plan's players far from the loaded boxes show on the map
  // at once, and players the server left out (exclude_ids) reappear when unchosen.
  useEffect(() => {
    const known = knownRef.current;
    let added = false;
    for (const p of chosen) {
      if (!known.players.has(p.id)) {
        known.players.set(p.id, p);
        added = true;
      }
    }
    if (added) {
      known.version += 1;
      scheduleFlush();
    }
  }, [chosen, scheduleFlush]);

  useEffect(() => {
    if (readOnly || !loadPlayers || !view) return;
    const timer = setTimeout(() => {
      const jobs = jobsRef.current;
      for (const job of jobs) {
        if (job.key !== key || !boundsIntersect(job.bounds, view.bounds)) job.controller.abort();
      }
      jobsRef.current = jobs.filter((j) => !j.controller.signal.aborted);
      const store = storeFor(key);
      const z = cacheZoomFor(view.zoom);
      const pending = new Set(jobsRef.current.flatMap((j) => j.tiles));
      const rects = mergeTiles(store.coverage.missing(view.bounds, z, pending));
      if (rects.length === 0) {
        if (jobsRef.current.length === 0) setProgress(null);
        return;
      }
      setError(null);
      const totals = { loaded: 0, count: 0 };
      const counted = new Set<Job>();
      const concurrency = Math.max(1, Math.floor(6 / rects.length));
      for (const rect of rects) {
        const tiles = rectTiles(rect);
        const bounds = rectToBounds(rect);
        const job: Job = {
          key,
          bounds,
          tiles: tiles.map(tileKey),
          controller: new AbortController(),
        };
        jobsRef.current.push(job);
        let jobCount = 0;
        let jobLoaded = 0;
        // Hiding the chosen ones asks the server to leave them out (spec §7 exclude_ids); they stay
        // known here, so they come back on the map when unchosen without a new request.
        const exclude = hideChosenRef.current ? chosenRef.current.map((p) => p.id) : [];
        const load: LoadPlayers = exclude.length
          ? (b, f, page, signal) => loadPlayers(b, f, page, signal, exclude)
          : loadPlayers;
        loadAllPages(
          load,
          boundsToBbox(bounds),
          normalized,
          job.controller.signal,
          (players, p) => {
            if (job.controller.signal.aborted) return;
            const known = knownRef.current;
            for (const player of players) known.players.set(player.id, player);
            if (players.length) known.version += 1;
            if (!counted.has(job)) {
              counted.add(job);
              totals.count += p.count;
            } else totals.count += p.count - jobCount;
            totals.loaded += p.loaded - jobLoaded;
            jobCount = p.count;
            jobLoaded = p.loaded;
            setProgress({ ...totals });
            scheduleFlush();
          },
          concurrency,
        )
          .then(
            () => {
              store.coverage.markLoaded(tiles);
            },
            (reason: unknown) => {
              if (job.controller.signal.aborted) return;
              setError(reason instanceof Error && reason.message ? reason.message : 'Ошибка сети');
            },
          )
          .finally(() => {
            jobsRef.current = jobsRef.current.filter((j) => j !== job);
            if (jobsRef.current.length === 0) {
              setProgress(null);
              scheduleFlush();
            }
          });
      }
      setProgress({ ...totals });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [view, key, normalized, loadPlayers, readOnly, debounceMs, storeFor, scheduleFlush, retry]);

  useEffect(
    () => () => {
      for (const job of jobsRef.current) job.controller.abort();
    },
    [],
  );

  // What the map shows --------------------------------------------------------------------
  const displayed = useMemo(() => {
    if (readOnly || !loadPlayers) return chosen;
    if (!loaded) return [];
    // Until the new filters' players arrive, the ones already loaded are filtered here: narrowing
    // a filter answers at once, and the request only adds what was not on the screen.
    const match = createPlayerPredicate(normalized);
    return loaded.players.filter((p) => match(p) && !(hideChosen && chosenIds.has(p.id)));
  }, [loaded, readOnly, loadPlayers, chosen, normalized, hideChosen, chosenIds]);

  useEffect(() => {
    const index = indexRef.current;
    if (!index || !map) return;
    totalRef.current = displayed.length;
    let live = true;
    void index.load(packPoints(displayed)).then((version) => {
      if (live) setIndexVersion(version);
    });
    return () => {
      live = false;
    };
  }, [displayed, map]);

  useEffect(() => {
    indexRef.current?.setSelected(chosenIdList);
    layerRef.current?.setSelection(chosenIds);
  }, [chosenIds, chosenIdList, map]);

  const querySeq = useRef(0);
  useEffect(() => {
    const index = indexRef.current;
    const layer = layerRef.current;
    if (!index || !layer || !map || !view || indexVersion === 0) return;
    const seq = ++querySeq.current;
    const padded = toBounds(map.getBounds().pad(0.25));
    void index.query(padded, map.getZoom()).then(({ items }) => {
      if (seq !== querySeq.current) return;
      layer.setItems(items);
    });
  }, [indexVersion, view, map, chosenIds]);

  const inView = useMemo(() => {
    if (!view) return [];
    return displayed.filter((p) => inBounds(p, view.bounds));
  }, [displayed, view]);
  const inViewTotals = useMemo(() => sumPlayers(inView), [inView]);
  // The list call returns no per-option counts: they are counted over the loaded players in view.
  const hiddenIds = hideChosen ? chosenIds : null;
  const facets = useMemo(() => {
    if (readOnly || !loaded || !view) return null;
    const bounds = view.bounds;
    return facetCounts(
      loaded.players,
      normalized,
      (p) => inBounds(p, bounds) && !hiddenIds?.has(p.id),
    );
  }, [readOnly, loaded, view, normalized, hiddenIds]);

  // Clicks on the canvas ------------------------------------------------------------------
  const [popup, setPopup] = useState<PopupState | null>(null);
  // react-leaflet removes and reopens a popup whenever `position` is a new array; a fresh array per
  // render reopened it on every commit, and each reopen's auto-pan moved the map, which rendered
  // again: an update loop that hung the page after a cluster click. `at` is set once per popup.
  const popupPosition = popup?.at ?? null;
  const popupEvents = useMemo(() => ({ remove: () => setPopup(null) }), []);
  const chosenById = useMemo(() => new Map(chosen.map((p) => [p.id, p])), [chosen]);
  const chosenByIdRef = useRef(chosenById);
  useEffect(() => {
    chosenByIdRef.current = chosenById;
  }, [chosenById]);
  const lookup = useCallback(
    (id: number) => chosenByIdRef.current.get(id) ?? knownRef.current.players.get(id),
    [],
  );
  useEffect(() => {
    if (!map) return;
    // In a view across the 180° meridian a player at −172° is drawn at 188°; its popup goes there.
    const near = (p: { latitude: number; longitude: number }): [number, number] => [
      p.latitude,
      wrapLngNear(p.longitude, map.getCenter().lng),
    ];
    const onClick = (e: L.LeafletMouseEvent) => {
      const hit = layerRef.current?.hitTest(e.containerPoint);
      if (!hit) {
        setPopup(null);
        return;
      }
      if (hit.kind === 'point') {
        const player = lookup(hit.id);
        if (player) setPopup({ kind: 'player', player, at: near(player) });
        return;
      }
      setPopup({ kind: 'cluster', item: hit, ids: null, at: near(hit) });
      void indexRef.current
        ?.leaves(hit.id)
        .then((ids) =>
          setPopup((p) => (p?.kind === 'cluster' && p.item.id === hit.id ? { ...p, ids } : p)),
        );
    };
    let frame = 0;
    const onMove = (e: L.LeafletMouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const hit = layerRef.current?.hitTest(e.containerPoint);
        map.getContainer().style.cursor = hit ? 'pointer' : '';
      });
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      cancelAnimationFrame(frame);
    };
  }, [map, lookup]);

  const clusterPlayers = (ids: number[]) =>
    ids.map((id) => lookup(id)).filter((p): p is MapPlayer => Boolean(p));

  // Lasso ---------------------------------------------------------------------------------
  const [lassoMode, setLassoMode] = useState<'add' | 'remove' | null>(null);
  const [path, setPath] = useState<Pt[] | null>(null);
  const lassoPointer = useRef<number | null>(null);
  const pointFromEvent = (e: ReactPointerEvent<HTMLDivElement>): Pt => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const onLassoDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!lassoMode || e.button !== 0) return;
    e.preventDefault();
    lassoPointer.current = e.pointerId;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic pointers in tests cannot be captured.
    }
    setPath([pointFromEvent(e)]);
  };
  const onLassoMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (lassoPointer.current !== e.pointerId) return;
    const pt = pointFromEvent(e);
    setPath((p) => (p ? [...p, pt] : p));
  };
  const onLassoUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (lassoPointer.current !== e.pointerId) return;
    lassoPointer.current = null;
    const polygon = simplifyPath([...(path ?? []), pointFromEvent(e)]);
    setPath(null);
    if (!map || polygon.length < 3) return;
    // Project only the players inside the polygon's bounding box: a cheap first cut.
    const corners = polygon.map((p) => map.containerPointToLatLng([p.x, p.y]));
    const box = L.latLngBounds(corners);
    const ref = map.getCenter().lng;
    const candidates = displayed.filter((p) =>
      box.contains([p.latitude, wrapLngNear(p.longitude, ref)]),
    );
    const ids = new Set(
      idsInPolygon(
        candidates,
        (p) => {
          const c = map.latLngToContainerPoint([p.latitude, wrapLngNear(p.longitude, ref)]);
          return { x: c.x, y: c.y };
        },
        polygon,
      ),
    );
    if (lassoMode === 'remove' || e.altKey) removeIds(ids);
    else addPlayers(candidates.filter((p) => ids.has(p.id)));
  };
  // With a finger as the pointer, one finger scrolls the page and taps choose screens; two fingers
  // move and zoom the map (Leaflet's pinch also pans). A map that took one finger would trap the
  // page's scrolling on a phone, where the map is most of the screen (issue 19).
  const coarse = useCoarsePointer();
  useEffect(() => {
    if (!map) return;
    if (lassoMode || coarse) map.dragging.disable();
    else map.dragging.enable();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setLassoMode(null);
        setPath(null);
      }
    };
    if (lassoMode) window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [lassoMode, coarse, map]);

  /**
   * Replaces the choice with a plan's players. Those not loaded (outside the boxes seen so far)
   * come from `resolvePlayers` with all their data; any still missing are reported, not dropped
   * silently. Returns the notice for the plans panel, if any.
   */
  const applyPlan = useCallback(
    async (plan: MapGeoPlan): Promise<string | void> => {
      const wanted = [...new Set(plan.players)];
      const byId = new Map<number, MapPlayer>();
      const missing: number[] = [];
      for (const id of wanted) {
        const p = lookup(id);
        if (p) byId.set(id, p);
        else missing.push(id);
      }
      if (missing.length && resolvePlayers) {
        const controller = new AbortController();
        const asked = new Set(missing);
        for (const p of await resolvePlayers(missing, controller.signal)) {
          if (asked.has(p.id)) byId.set(p.id, p);
        }
      }
      const found = wanted.flatMap((id) => byId.get(id) ?? []);
      setChosen(found);
      if (map && found.length) {
        const ref = map.getCenter().lng;
        map.fitBounds(
          L.latLngBounds(
            found.map((p) => [p.latitude, wrapLngNear(p.longitude, ref)] as [number, number]),
          ),
          { padding: [24, 24], maxZoom: 14, animate: false },
        );
      }
      const lost = wanted.length - found.length;
      if (lost > 0) {
        return `Геоплан «${plan.name}» применён не полностью: ${formatNumber(lost)} ${pluralScreens(lost)} из ${formatNumber(wanted.length)} не найдено — возможно, они больше не доступны.`;
      }
    },
    [lookup, resolvePlayers, setChosen, map],
  );

  const removeOne = useCallback((id: number) => removeIds([id]), [removeIds]);
  const toggleOne = useCallback(
    (p: MapPlayer, on: boolean) => (on ? addPlayers([p]) : removeIds([p.id])),
    [addPlayers, removeIds],
  );
  const clearChosen = useCallback(() => setChosen([]), [setChosen]);
  const showPlayer = useCallback(
    (p: MapPlayer) => {
      map?.setView([p.latitude, p.longitude], Math.max(map.getZoom(), 15));
      setPopup({ kind: 'player', player: p, at: [p.latitude, p.longitude] });
    },
    [map],
  );

  // Screen readers hear every change of the choice, whichever way it was made (canvas, list, lasso).
  const [announcement, setAnnouncement] = useState('');
  const announcedCount = useRef(chosen.length);
  useEffect(() => {
    const before = announcedCount.current;
    if (before === chosen.length) return;
    announcedCount.current = chosen.length;
    const delta = chosen.length - before;
    setAnnouncement(
      `${delta > 0 ? 'Добавлено' : 'Снято'}: ${formatNumber(Math.abs(delta))} ${pluralScreens(Math.abs(delta))}. Выбрано всего: ${formatNumber(chosen.length)}.`,
    );
  }, [chosen.length]);
  const hintId = useId();

  const loading = progress !== null;
  const isEmpty =
    !readOnly && !loading && !error && view !== null && inView.length === 0 && loaded?.key === key;

  // Layout --------------------------------------------------------------------------------
  const narrow = useNarrow();
  const activeFilters = countActiveFilters(filters);
  const filterPanel = readOnly ? null : (
    <MapFilters
      filters={filters}
      onChange={setFilters}
      options={options ?? (loadFilterOptions ? null : { types: [], publishers: [], cities: [] })}
      optionsError={optionsError}
      counts={facets}
      className={narrow ? undefined : 'lg:max-h-[var(--map-height)] lg:overflow-y-auto'}
    />
  );
  return (
    <div
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
          // A phone keeps the filters in a sheet: stacked above the map they were a screen and a
          // half of checkboxes before the first screen (issue 19).
          <FilterSheet
            label="Фильтры экранов"
            active={activeFilters}
            doneText={`Показать на карте: ${formatNumber(inView.length)} ${pluralScreens(inView.length)}`}
          >
            {filterPanel}
          </FilterSheet>
        ) : (
          filterPanel
        ))}
      <div className="flex min-w-0 flex-col gap-2" style={{ ['--map-height' as string]: height }}>
        {!readOnly && (
          <div
            className="flex flex-wrap items-center gap-2"
            role="toolbar"
            aria-label="Выбор экранов"
            aria-describedby={hintId}
          >
            <Button
              size="sm"
              className="max-md:h-11"
              variant="outline"
              disabled={inView.length === 0}
              onClick={() => addPlayers(inView)}
            >
              <SquareDashedMousePointer aria-hidden />
              Выбрать все в области
            </Button>
            <Button
              size="sm"
              className="max-md:h-11"
              variant="outline"
              disabled={!chosen.some((p) => view && inBounds(p, view.bounds))}
              onClick={() =>
                view && removeIds(chosen.filter((p) => inBounds(p, view.bounds)).map((p) => p.id))
              }
            >
              <SquareX aria-hidden />
              Снять в области
            </Button>
            <Button
              size="sm"
              className="max-md:h-11"
              variant={lassoMode === 'add' ? 'primary' : 'outline'}
              aria-pressed={lassoMode === 'add'}
              onClick={() => setLassoMode((m) => (m === 'add' ? null : 'add'))}
            >
              <Lasso aria-hidden />
              Обвести и выбрать
            </Button>
            <Button
              size="sm"
              className="max-md:h-11"
              variant={lassoMode === 'remove' ? 'primary' : 'outline'}
              aria-pressed={lassoMode === 'remove'}
              onClick={() => setLassoMode((m) => (m === 'remove' ? null : 'remove'))}
            >
              <LassoSelect aria-hidden />
              Обвести и снять
            </Button>
            <div className="ml-auto flex items-center gap-2 text-sm">
              <Checkbox
                id={hideId}
                checked={hideChosen}
                onCheckedChange={(v) => setHideChosen(v === true)}
              />
              <label htmlFor={hideId} className="cursor-pointer">
                Скрыть выбранные
              </label>
            </div>
          </div>
        )}
        {!readOnly && (
          <>
            {/* The lasso needs a pointer; this is the keyboard's way to select an area. */}
            <p id={hintId} className="sr-only">
              Без мыши: перейдите на карту клавишей Tab, перемещайте её стрелками, приближайте
              клавишами плюс и минус или кнопками «Приблизить» и «Отдалить», затем нажмите «Выбрать
              все в области» или «Снять в области», или отметьте экраны по одному в списке «Списком:
              экраны в области» под картой.
            </p>
            <p role="status" className="sr-only" data-testid="selection-announcement">
              {announcement}
            </p>
          </>
        )}
        <div className="flex min-h-5 flex-wrap items-center gap-x-3 text-sm" aria-live="polite">
          {!readOnly && (
            <span data-testid="found">
              В области: {formatNumber(inView.length)} {pluralScreens(inView.length)}
              {inView.length > 0 && (
                <span className="text-muted-foreground">
                  {' '}
                  · OTS {formatNumber(inViewTotals.ots, { fractionDigits: 0 })} · от{' '}
                  {formatMoney(Math.min(...inView.slice(0, 5000).map((p) => p.price)), {
                    fractionDigits: 0,
                  })}{' '}
                  за показ
                </span>
              )}
            </span>
          )}
          {loading && (
            <span role="status" className="text-muted-foreground">
              Загрузка экранов…
              {progress.count > 0 &&
                ` ${formatNumber(progress.loaded)} из ${formatNumber(progress.count)}`}
            </span>
          )}
        </div>
        {coarse && !readOnly && !lassoMode && (
          <p className="text-xs text-muted-foreground" data-testid="touch-hint">
            Коснитесь экрана на карте, чтобы выбрать его. Двигайте и приближайте карту двумя
            пальцами.
          </p>
        )}
        <div
          ref={wrapperRef}
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
            {popup?.kind === 'player' && popupPosition && (
              <Popup position={popupPosition} closeButton={false} eventHandlers={popupEvents}>
                <PlayerCard
                  player={popup.player}
                  typeLabel={typeLabel}
                  chosen={chosenIds.has(popup.player.id)}
                  readOnly={readOnly}
                  onToggle={() =>
                    chosenIds.has(popup.player.id)
                      ? removeIds([popup.player.id])
                      : addPlayers([popup.player])
                  }
                  onClose={() => setPopup(null)}
                />
              </Popup>
            )}
            {popup?.kind === 'cluster' && popupPosition && (
              <Popup position={popupPosition} closeButton={false} eventHandlers={popupEvents}>
                <div className="flex w-56 flex-col gap-2 font-sans text-sm text-popover-foreground">
                  <p className="font-semibold">
                    {formatNumber(popup.item.count)} {pluralScreens(popup.item.count)} в группе
                  </p>
                  {popup.ids && (
                    <p className="text-muted-foreground">
                      Выбрано: {formatNumber(popup.ids.filter((id) => chosenIds.has(id)).length)}
                    </p>
                  )}
                  <div className="flex flex-wrap gap-1">
                    {!readOnly && (
                      <>
                        <Button
                          size="sm"
                          disabled={!popup.ids}
                          onClick={() => popup.ids && addPlayers(clusterPlayers(popup.ids))}
                        >
                          Выбрать все
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={!popup.ids?.some((id) => chosenIds.has(id))}
                          onClick={() => popup.ids && removeIds(popup.ids)}
                        >
                          Снять выбор
                        </Button>
                      </>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        const item = popup.item;
                        setPopup(null);
                        void indexRef.current
                          ?.expansionZoom(item.id)
                          .then((z) => map?.setView(popup.at, z));
                      }}
                    >
                      Приблизить
                    </Button>
                  </div>
                </div>
              </Popup>
            )}
          </MapContainer>
          {lassoMode && (
            <div
              data-testid="lasso-layer"
              aria-hidden
              className="absolute inset-0 z-[650] cursor-crosshair touch-none"
              onPointerDown={onLassoDown}
              onPointerMove={onLassoMove}
              onPointerUp={onLassoUp}
              onPointerCancel={() => {
                lassoPointer.current = null;
                setPath(null);
              }}
            >
              <svg className="size-full">
                {path && path.length > 1 && (
                  <polygon
                    points={path.map((p) => `${p.x},${p.y}`).join(' ')}
                    className={cn(
                      'stroke-2 [stroke-dasharray:6_4]',
                      lassoMode === 'remove'
                        ? 'fill-destructive/15 stroke-destructive'
                        : 'fill-primary/15 stroke-primary',
                    )}
                  />
                )}
              </svg>
              <p className="pointer-events-none absolute top-2 left-2 rounded-md bg-popover/95 px-2 py-1 text-xs shadow-sm">
                {lassoMode === 'remove'
                  ? 'Обведите экраны, чтобы снять выбор'
                  : 'Обведите экраны, чтобы выбрать'}{' '}
                · Esc — выйти
              </p>
            </div>
          )}
          {error && (
            <div
              role="alert"
              className="absolute inset-x-2 top-2 z-[700] flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-card px-3 py-2 text-sm shadow-md"
            >
              <span className="flex-1">
                Не удалось загрузить экраны. Проверьте подключение и повторите.
              </span>
              <Button size="sm" variant="outline" onClick={() => setRetry((n) => n + 1)}>
                Повторить
              </Button>
            </div>
          )}
          {isEmpty && (
            <div className="pointer-events-none absolute inset-x-0 bottom-4 z-[600] flex justify-center">
              <p className="pointer-events-auto rounded-md bg-card px-3 py-2 text-sm shadow-md">
                Здесь нет экранов по выбранным фильтрам. Отдалите карту или измените фильтры.
              </p>
            </div>
          )}
        </div>
        {!readOnly && (
          <InViewList
            players={inView}
            chosenIds={chosenIds}
            onToggle={toggleOne}
            typeLabel={typeLabel}
          />
        )}
      </div>
      <div
        className="flex min-w-0 flex-col gap-6 lg:max-h-[var(--map-height)] lg:overflow-y-auto"
        style={{ ['--map-height' as string]: height }}
      >
        <ChosenList
          players={chosen}
          typeLabel={typeLabel}
          onRemove={readOnly ? undefined : removeOne}
          onClear={readOnly ? undefined : clearChosen}
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

function PlayerCard({
  player,
  typeLabel,
  chosen,
  readOnly,
  onToggle,
  onClose,
}: {
  player: MapPlayer;
  typeLabel: (code: string) => string;
  chosen: boolean;
  readOnly: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  return (
    <div className="flex w-60 flex-col gap-2 font-sans text-sm text-popover-foreground">
      {player.photo ? (
        <img
          src={player.photo}
          alt={`Фото: ${player.address}`}
          className="h-28 w-full rounded-md object-cover"
        />
      ) : (
        <div className="flex h-16 items-center justify-center rounded-md bg-muted text-xs text-muted-foreground">
          Нет фото
        </div>
      )}
      <p className="font-semibold">{player.address}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-muted-foreground">Тип</dt>
        <dd>{typeLabel(player.type_name)}</dd>
        <dt className="text-muted-foreground">Владелец</dt>
        <dd>{player.publisher_name}</dd>
        <dt className="text-muted-foreground">Размещение</dt>
        <dd>
          {player.venue === 'outdoor' ? 'На улице' : 'В помещении'}
          {player.is_transition ? ', транзит' : ''}
        </dd>
        {player.resolution && (
          <>
            <dt className="text-muted-foreground">Разрешение</dt>
            <dd>{player.resolution.replace('x', '×')}</dd>
          </>
        )}
        <dt className="text-muted-foreground">OTS</dt>
        <dd>{formatNumber(player.ots, { fractionDigits: 1 })}</dd>
        <dt className="text-muted-foreground">GRP</dt>
        <dd>{formatNumber(player.grp, { fractionDigits: 3 })}</dd>
        <dt className="text-muted-foreground">Цена показа</dt>
        <dd>{formatMoney(player.price)}</dd>
      </dl>
      <div className="flex gap-1">
        {!readOnly && (
          <Button size="sm" variant={chosen ? 'outline' : 'primary'} onClick={onToggle}>
            {chosen ? 'Убрать из выбора' : 'Выбрать'}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          Закрыть
        </Button>
      </div>
    </div>
  );
}
