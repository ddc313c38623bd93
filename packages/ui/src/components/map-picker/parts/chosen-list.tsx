import { useState, memo } from 'react';
import { X } from 'lucide-react';
import { formatMoney, formatNumber } from '../../../format';
import { cn } from '../../../lib/cn';
import { Button } from '../../button';
import { sumPlayers } from '../lib/filters';
import type { MapPlayer } from '../map-picker.types';

export type ChosenListProps = {
  players: MapPlayer[];
  onRemove?: (id: number) => void;
  onClear?: () => void;
  onShow?: (player: MapPlayer) => void;
  typeLabel: (code: string) => string;
  className?: string;
};

const PAGE = 50;

/** The chosen players with their totals; long lists grow by pages so thousands stay cheap. */
/** Memoised: the map re-renders its parent on every move. */
export const ChosenList = memo(function ChosenList({
  players,
  onRemove,
  onClear,
  onShow,
  typeLabel,
  className,
}: ChosenListProps) {
  const [limit, setLimit] = useState(PAGE);
  const totals = sumPlayers(players);
  return (
    <section
      data-slot="map-picker-chosen"
      aria-label="Выбранные экраны"
      className={cn('flex min-h-0 flex-col gap-3', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Выбрано</h3>
        {onClear && players.length > 0 && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Очистить
          </Button>
        )}
      </div>
      <dl
        data-slot="map-picker-chosen-totals"
        className="grid grid-cols-3 gap-2 rounded-md bg-muted p-2 text-center"
        aria-live="polite"
      >
        <div>
          <dt className="text-xs text-muted-foreground">Экранов</dt>
          <dd className="font-semibold tabular-nums" data-testid="chosen-count">
            {formatNumber(totals.count)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">OTS</dt>
          <dd className="font-semibold tabular-nums" data-testid="chosen-ots">
            {formatNumber(totals.ots, { fractionDigits: 1 })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Цена показа</dt>
          <dd className="font-semibold tabular-nums" data-testid="chosen-price">
            {formatMoney(totals.price, { fractionDigits: 0 })}
          </dd>
        </div>
      </dl>
      {players.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Нажмите на экран на карте, обведите область или выберите все экраны в области.
        </p>
      ) : (
        <ul
          data-slot="map-picker-chosen-list"
          className="flex min-h-0 flex-col divide-y overflow-y-auto"
          aria-label="Список выбранных экранов"
        >
          {players.slice(0, limit).map((p) => (
            <li
              key={p.id}
              data-slot="map-picker-chosen-item"
              className="flex items-start gap-2 py-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                {onShow ? (
                  <button
                    type="button"
                    className="block w-full cursor-pointer truncate text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={() => onShow(p)}
                  >
                    {p.address}
                  </button>
                ) : (
                  <p className="truncate font-medium">{p.address}</p>
                )}
                <p className="truncate text-xs text-muted-foreground">
                  {typeLabel(p.type_name)} · OTS {formatNumber(p.ots, { fractionDigits: 1 })} ·{' '}
                  {formatMoney(p.price, { fractionDigits: 0 })}
                </p>
              </div>
              {onRemove && (
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7 shrink-0"
                  aria-label={`Убрать ${p.address}`}
                  onClick={() => onRemove(p.id)}
                >
                  <X aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {players.length > limit && (
        <Button size="sm" variant="outline" onClick={() => setLimit((l) => l + PAGE * 4)}>
          Показать ещё ({formatNumber(players.length - limit)})
        </Button>
      )}
    </section>
  );
});
