import { formatNumber } from '../../../format';
import { Button } from '../../button';
import { screensText } from '../lib/screens-text';

export type ClusterCardProps = {
  count: number;
  /** The cluster's player ids; null while the index is still answering. */
  ids: number[] | null;
  chosenIds: ReadonlySet<number>;
  readOnly: boolean;
  onChooseAll: (ids: number[]) => void;
  onRemoveAll: (ids: number[]) => void;
  onZoom: () => void;
};

/** A cluster's popup: how many players, how many chosen, choose or drop them all, or zoom in. */
export function ClusterCard({
  count,
  ids,
  chosenIds,
  readOnly,
  onChooseAll,
  onRemoveAll,
  onZoom,
}: ClusterCardProps) {
  return (
    <div
      data-slot="map-picker-cluster-card"
      className="flex w-56 flex-col gap-2 font-sans text-sm text-popover-foreground"
    >
      <p className="font-semibold">{screensText(count)} в группе</p>
      {ids && (
        <p className="text-muted-foreground">
          Выбрано: {formatNumber(ids.filter((id) => chosenIds.has(id)).length)}
        </p>
      )}
      <div className="flex flex-wrap gap-1">
        {!readOnly && (
          <>
            <Button size="sm" disabled={!ids} onClick={() => ids && onChooseAll(ids)}>
              Выбрать все
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!ids?.some((id) => chosenIds.has(id))}
              onClick={() => ids && onRemoveAll(ids)}
            >
              Снять выбор
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={onZoom}>
          Приблизить
        </Button>
      </div>
    </div>
  );
}
