import { useMemo } from 'react';
import { Popup } from 'react-leaflet';
import type { PopupState } from '../hooks/use-popup';
import type { MapPlayer } from '../map-picker.types';
import { ClusterCard } from './cluster-card';
import { PlayerCard } from './player-card';

export type MapPopupProps = {
  popup: PopupState;
  chosenIds: ReadonlySet<number>;
  readOnly: boolean;
  typeLabel: (code: string) => string;
  /** A known player by id, for a cluster's «Выбрать все». */
  lookup: (id: number) => MapPlayer | undefined;
  onAdd: (players: MapPlayer[]) => void;
  onRemove: (ids: number[]) => void;
  /** Zooms in until the shown cluster splits. */
  onZoomCluster: (clusterId: number, at: [number, number]) => void;
  onClose: () => void;
};

/** The map's popup: a player's card or a cluster's actions, inside the map at the popup's point. */
export function MapPopup({
  popup,
  chosenIds,
  readOnly,
  typeLabel,
  lookup,
  onAdd,
  onRemove,
  onZoomCluster,
  onClose,
}: MapPopupProps) {
  // Leaflet closing the popup itself (Esc, a click elsewhere) must clear the state too.
  const events = useMemo(() => ({ remove: onClose }), [onClose]);
  // The keys keep a player's popup and a cluster's apart, as two popups, not one that moves.
  // react-leaflet reopens a popup whenever `position` is a new array, and each reopen's auto-pan
  // moved the map and rendered again: a loop that hung the page. `at` is set once per popup.
  if (popup.kind === 'player') {
    const { player } = popup;
    const chosen = chosenIds.has(player.id);
    return (
      <Popup key="player" position={popup.at} closeButton={false} eventHandlers={events}>
        <PlayerCard
          player={player}
          typeLabel={typeLabel}
          chosen={chosen}
          readOnly={readOnly}
          onToggle={() => (chosen ? onRemove([player.id]) : onAdd([player]))}
          onClose={onClose}
        />
      </Popup>
    );
  }
  return (
    <Popup key="cluster" position={popup.at} closeButton={false} eventHandlers={events}>
      <ClusterCard
        count={popup.item.count}
        ids={popup.ids}
        chosenIds={chosenIds}
        readOnly={readOnly}
        onChooseAll={(ids) => onAdd(ids.flatMap((id) => lookup(id) ?? []))}
        onRemoveAll={onRemove}
        onZoom={() => {
          onClose();
          onZoomCluster(popup.item.id, popup.at);
        }}
      />
    </Popup>
  );
}
