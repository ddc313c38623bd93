import { useCallback, useEffect, useRef, useState } from 'react';
import {
  TileCoverage,
  boundsIntersect,
  boundsToBbox,
  cacheZoomFor,
  mergeTiles,
  rectTiles,
  rectToBounds,
  tileKey,
} from '../lib/bbox-cache';
import type { Bounds } from '../lib/filters';
import { loadAllPages } from '../lib/load-pages';
import type { LoadPlayers, MapPlayer, MapPlayerFilters } from '../map-picker.types';

export type MapView = { bounds: Bounds; zoom: number };
export type LoadProgress = { loaded: number; count: number };
/** What the map may show; `key` names the filters whose boxes are complete in it. */
export type LoadedPlayers = { key: string; players: MapPlayer[] };

/** What is loaded for one set of filters. */
type Store = { coverage: TileCoverage };
/**
 * Every player seen, whatever filters brought it (and every chosen one): the map shows those the
 * current filters match, so narrowing a filter answers at once. `version` grows with each addition.
 */
type Known = { players: Map<number, MapPlayer>; version: number };
type Job = { key: string; bounds: Bounds; tiles: string[]; controller: AbortController };

/** Pages land often; the map's players are rebuilt at most this often while they do. */
const FLUSH_MS = 150;
/** Filter sets whose loaded tiles stay warm; older ones are dropped to bound memory. */
const STORES = 4;

/**
 * Loads the players of the visible box for the current filters, page by page, remembering which
 * tiles are loaded per filter set so a pan back or a filter undone asks nothing again. Jobs for
 * another filter set or a box out of view are aborted. Chosen players are always known.
 */
export function useViewportLoader({
  loadPlayers,
  enabled,
  view,
  filterKey: key,
  filters,
  debounceMs,
  chosen,
  excludeIds,
}: {
  loadPlayers?: LoadPlayers;
  enabled: boolean;
  view: MapView | null;
  /** `filtersKey` of `filters`: a new key is a new set of boxes to load. */
  filterKey: string;
  /** Normalised filters, sent with every page. */
  filters: MapPlayerFilters;
  /** Wait after the view stops before asking, ms. */
  debounceMs: number;
  chosen: readonly MapPlayer[];
  /** Ids the server should leave out of new requests (spec §7 exclude_ids), read when one starts. */
  excludeIds: () => readonly number[];
}) {
  const storesRef = useRef(new Map<string, Store>());
  const knownRef = useRef<Known>({ players: new Map(), version: 0 });
  const jobsRef = useRef<Job[]>([]);
  const [loaded, setLoaded] = useState<LoadedPlayers | null>(null);
  const keyRef = useRef(key);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const excludeIdsRef = useRef(excludeIds);
  useEffect(() => {
    excludeIdsRef.current = excludeIds;
  });

  const storeFor = useCallback((k: string) => {
    let store = storesRef.current.get(k);
    if (!store) {
      store = { coverage: new TileCoverage() };
      storesRef.current.set(k, store);
      if (storesRef.current.size > STORES) {
        const oldest = storesRef.current.keys().next().value;
        if (oldest !== undefined && oldest !== k) storesRef.current.delete(oldest);
      }
    }
    return store;
  }, []);

  // The first page after a quiet spell goes through at once, so points appear as soon as they arrive.
  const lastFlush = useRef(0);
  const flushed = useRef<{ key: string; version: number; partial: boolean }>({
    key: '',
    version: -1,
    partial: false,
  });
  const loadedRef = useRef<LoadedPlayers | null>(null);
  const scheduleFlush = useCallback(() => {
    if (flushTimer.current) return;
    const wait = Math.max(0, lastFlush.current + FLUSH_MS - performance.now());
    flushTimer.current = setTimeout(() => {
      flushTimer.current = null;
      lastFlush.current = performance.now();
      const k = keyRef.current;
      const store = storesRef.current.get(k);
      const version = knownRef.current.version;
      // Partial: boxes of these filters are still loading, or none has loaded yet.
      const partial =
        jobsRef.current.some((j) => j.key === k) || !store || store.coverage.size === 0;
      const last = flushed.current;
      // Nothing new since the last flush: keep the same array, so the index is not rebuilt.
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
  // A geo plan's players far from the loaded boxes show on the map at once, and players the
  // server left out (exclude_ids) reappear when unchosen.
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
    if (!enabled || !loadPlayers || !view) return;
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
        // Left-out players stay known here, so they come back when unchosen without a new request.
        const exclude = excludeIdsRef.current();
        const load: LoadPlayers = exclude.length
          ? (b, f, page, signal) => loadPlayers(b, f, page, signal, exclude)
          : loadPlayers;
        loadAllPages(
          load,
          boundsToBbox(bounds),
          filters,
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
  }, [view, key, filters, loadPlayers, enabled, debounceMs, storeFor, scheduleFlush, attempt]);

  useEffect(
    () => () => {
      for (const job of jobsRef.current) job.controller.abort();
    },
    [],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** A player seen in any load (or chosen), whatever the filters now. */
  const known = useCallback((id: number) => knownRef.current.players.get(id), []);

  return { loaded, progress, error, retry, known };
}
