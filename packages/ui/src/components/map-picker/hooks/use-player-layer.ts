import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type L from 'leaflet';
import type { ClusterItem } from '../lib/cluster-core';
import { createClusterIndex, packPoints, type ClusterIndex } from '../lib/cluster-index';
import { PlayerCanvasLayer, type CanvasColors } from '../lib/player-canvas-layer';
import type { DrawStats, MapPlayer } from '../map-picker.types';
import { toBounds } from './use-map-view';
import type { MapView } from './use-viewport-loader';

export type DrawReport = DrawStats & { total: number };

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

/**
 * The players on the map (Leaflet, kept thin: the logic lives in lib/): clustered (in a worker where there is one) and drawn on one canvas
 * layer, the chosen ones marked. A click reports what it hit (`null` for the bare map); the
 * pointer turns into a hand over a player or cluster.
 */
export function usePlayerLayer({
  map,
  view,
  players,
  chosenIds,
  chosenIdList,
  drawnTarget,
  onDrawStats,
  onPick,
}: {
  map: L.Map | null;
  view: MapView | null;
  players: MapPlayer[];
  chosenIds: ReadonlySet<number>;
  chosenIdList: readonly number[];
  /** Gets `data-drawn` (players represented) after each draw: tests wait on it, not on time. */
  drawnTarget: RefObject<HTMLElement | null>;
  onDrawStats?: (stats: DrawReport) => void;
  /** A click's hit (`null` for the bare map); a cluster's player ids follow as a promise. */
  onPick: (hit: ClusterItem | null, clusterIds?: Promise<number[]>) => void;
}) {
  const layerRef = useRef<PlayerCanvasLayer | null>(null);
  const indexRef = useRef<ClusterIndex | null>(null);
  const [indexVersion, setIndexVersion] = useState(0);
  const totalRef = useRef(0);
  const onDrawStatsRef = useRef(onDrawStats);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onDrawStatsRef.current = onDrawStats;
    onPickRef.current = onPick;
  });

  useEffect(() => {
    if (!map) return;
    const layer = new PlayerCanvasLayer(readColors(map.getContainer()));
    layer.onDraw = (stats) => {
      if (drawnTarget.current) drawnTarget.current.dataset.drawn = String(stats.represented);
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
      themeObserver.disconnect();
      layer.remove();
      index.dispose();
      layerRef.current = null;
      indexRef.current = null;
    };
  }, [map, drawnTarget]);

  useEffect(() => {
    const index = indexRef.current;
    if (!index || !map) return;
    totalRef.current = players.length;
    let live = true;
    void index.load(packPoints(players)).then((version) => {
      if (live) setIndexVersion(version);
    });
    return () => {
      live = false;
    };
  }, [players, map]);

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

  useEffect(() => {
    if (!map) return;
    const onClick = (e: L.LeafletMouseEvent) => {
      const hit = layerRef.current?.hitTest(e.containerPoint) ?? null;
      onPickRef.current(
        hit,
        hit?.kind === 'cluster' ? indexRef.current?.leaves(hit.id) : undefined,
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
  }, [map]);

  /** The zoom at which a cluster splits; undefined before the layer exists. */
  const expansionZoom = useCallback(
    (clusterId: number) => indexRef.current?.expansionZoom(clusterId),
    [],
  );
  return { expansionZoom };
}
