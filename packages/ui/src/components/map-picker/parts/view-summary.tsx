import { formatMoney, formatNumber } from '../../../format';
import type { PlayerTotals } from '../lib/filters';
import { screensText } from '../lib/screens-text';
import type { LoadProgress } from '../hooks/use-viewport-loader';
import type { MapPlayer } from '../map-picker.types';

export type ViewSummaryProps = {
  /** The players in view; left out (read-only) the line shows only the loading state. */
  inView?: MapPlayer[];
  totals?: PlayerTotals;
  /** Pages loaded of the expected count; null when nothing loads. */
  progress: LoadProgress | null;
};

/** The lowest known price per show of the players in view; null («—») when none is known. */
function lowestPrice(players: readonly MapPlayer[]): number | null {
  let lowest: number | null = null;
  for (const { price } of players)
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  return lowest;
}

/** The line above the map: players in view with their audience and lowest price, and loading. */
export function ViewSummary({ inView, totals, progress }: ViewSummaryProps) {
  return (
    <div
      data-slot="map-picker-summary"
      className="flex min-h-5 flex-wrap items-center gap-x-3 text-sm"
      aria-live="polite"
    >
      {inView && (
        <span data-testid="found">
          В области: {screensText(inView.length)}
          {inView.length > 0 && totals && (
            <span className="text-muted-foreground">
              {' '}
              · OTS {formatNumber(totals.ots, { fractionDigits: 0 })} · от{' '}
              {formatMoney(lowestPrice(inView), { fractionDigits: 0 })} за показ
            </span>
          )}
        </span>
      )}
      {progress && (
        <span role="status" className="text-muted-foreground">
          Загрузка экранов…
          {progress.count > 0 &&
            ` ${formatNumber(progress.loaded)} из ${formatNumber(progress.count)}`}
        </span>
      )}
    </div>
  );
}
