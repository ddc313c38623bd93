import { useCallback, useState } from 'react';
import type { ClusterItem } from '../lib/cluster-core';
import type { MapPlayer } from '../map-picker.types';

export type LatLng = [number, number];
export type ClusterHit = Extract<ClusterItem, { kind: 'cluster' }>;
export type PopupState =
  | { kind: 'player'; player: MapPlayer; at: LatLng }
  | {
      kind: 'cluster';
      item: ClusterHit;
      /** The cluster's player ids; null until the index answers. */
      ids: number[] | null;
      at: LatLng;
    };

/**
 * The one popup of the map: a player's card or a cluster's actions. Opening another replaces it;
 * a cluster's ids arrive later and land only if that cluster is still the one shown.
 */
export function usePopup() {
  const [popup, setPopup] = useState<PopupState | null>(null);
  const close = useCallback(() => setPopup(null), []);
  const showPlayer = useCallback(
    (player: MapPlayer, at: LatLng) => setPopup({ kind: 'player', player, at }),
    [],
  );
  const showCluster = useCallback(
    (item: ClusterHit, at: LatLng, ids: Promise<number[]> | undefined) => {
      setPopup({ kind: 'cluster', item, ids: null, at });
      void ids?.then((list) =>
        setPopup((p) => (p?.kind === 'cluster' && p.item.id === item.id ? { ...p, ids: list } : p)),
      );
    },
    [],
  );
  return { popup, close, showPlayer, showCluster };
}
