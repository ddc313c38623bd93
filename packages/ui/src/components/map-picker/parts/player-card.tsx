import { EMPTY_VALUE, formatMoney, formatNumber } from '../../../format';
import { Button } from '../../button';
import type { MapPlayer } from '../map-picker.types';

export type PlayerCardProps = {
  player: MapPlayer;
  typeLabel: (code: string) => string;
  chosen: boolean;
  readOnly: boolean;
  onToggle: () => void;
  onClose: () => void;
};

/** A player's card in the map's popup: photo, facts, choose or drop. */
export function PlayerCard({
  player,
  typeLabel,
  chosen,
  readOnly,
  onToggle,
  onClose,
}: PlayerCardProps) {
  return (
    <div
      data-slot="map-picker-player-card"
      className="flex w-60 flex-col gap-2 font-sans text-sm text-popover-foreground"
    >
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
          {player.venue === 'outdoor'
            ? 'На улице'
            : player.venue === 'indoor'
              ? 'В помещении'
              : EMPTY_VALUE}
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
