import { memo, useId, useMemo, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { formatMoney, formatNumber } from '../../../format';
import { cn } from '../../../lib/cn';
import { Checkbox } from '../../checkbox';
import type { MapPlayer } from '../map-picker.types';

export type InViewListProps = {
  players: MapPlayer[];
  chosenIds: ReadonlySet<number>;
  onToggle: (player: MapPlayer, chosen: boolean) => void;
  typeLabel: (code: string) => string;
};

const LIMIT = 100;

/**
 * The players of the visible area as a list with checkboxes: the map's canvas cannot be reached by
 * keyboard or read by a screen reader, this can. Largest audience first.
 */
export const InViewList = memo(function InViewList({
  players,
  chosenIds,
  onToggle,
  typeLabel,
}: InViewListProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const top = useMemo(
    () => (open ? [...players].sort((a, b) => (b.ots ?? -1) - (a.ots ?? -1)).slice(0, LIMIT) : []),
    [open, players],
  );
  return (
    <div data-slot="map-picker-in-view" className="rounded-lg border">
      <button
        type="button"
        data-slot="map-picker-in-view-toggle"
        aria-expanded={open}
        // The list is rendered only while open: a closed button points at nothing.
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Списком: экраны в области ({formatNumber(players.length)})
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id={listId}
          data-slot="map-picker-in-view-panel"
          className="max-h-72 overflow-y-auto border-t px-3 py-2"
        >
          {players.length > LIMIT && (
            <p className="mb-2 text-xs text-muted-foreground">
              Показаны {LIMIT} с наибольшим OTS. Приблизьте карту или уточните фильтры, чтобы
              увидеть остальные.
            </p>
          )}
          <ul className="flex flex-col gap-1.5" aria-label="Экраны в области">
            {top.map((p) => (
              <InViewRow
                key={p.id}
                player={p}
                chosen={chosenIds.has(p.id)}
                onToggle={onToggle}
                typeLabel={typeLabel}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});

function InViewRow({
  player,
  chosen,
  onToggle,
  typeLabel,
}: {
  player: MapPlayer;
  chosen: boolean;
  onToggle: (player: MapPlayer, chosen: boolean) => void;
  typeLabel: (code: string) => string;
}) {
  const id = useId();
  return (
    <li data-slot="map-picker-in-view-item" className="flex items-start gap-2 text-sm">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={chosen}
        onCheckedChange={(v) => onToggle(player, v === true)}
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block truncate">{player.address}</span>
        <span className="block truncate text-xs text-muted-foreground">
          {typeLabel(player.type_name)} · OTS {formatNumber(player.ots, { fractionDigits: 1 })} ·{' '}
          {formatMoney(player.price, { fractionDigits: 0 })}
        </span>
      </label>
    </li>
  );
}
