import { useId, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { showsError } from '../../lib/error-node';
import { formatDate } from '../../format/date';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { LoadError } from '../error-boundary/load-error';
import { Skeleton } from '../skeleton';
import { ChartCanvas } from './chart-canvas';
import { formatSeriesValue, seriesTotal } from './chart-format';
import type { ChartDatum, ChartSeries } from './chart-types';

export type ChartProps = {
  /** Names the figure and the table («Показы и расход по дням»). */
  title: string;
  /** Hides the title visually when a card heading already says it. */
  hideTitle?: boolean;
  data: ChartDatum[];
  series: ChartSeries[];
  /** Height of the plot in pixels. */
  height?: number;
  /** Placeholder while the statistics load. */
  loading?: boolean;
  /** Shows the error state; a node adds details under «Не удалось загрузить статистику». */
  error?: ReactNode;
  /** Shows «Повторить» in the error state. */
  onRetry?: () => void;
  /** Shown when there are no days to plot. */
  empty?: ReactNode;
  /** Start with the table instead of the plot. */
  defaultView?: 'chart' | 'table';
  /** Adds an «Итого» row to the table. */
  showTotals?: boolean;
  className?: string;
};

/**
 * Daily statistics as a line/bar chart with the same numbers in a table: always present for
 * screen readers, shown on screen with the «Таблица» toggle.
 */
export function Chart({
  title,
  hideTitle = false,
  data,
  series,
  height = 280,
  loading = false,
  error,
  onRetry,
  empty,
  defaultView = 'chart',
  showTotals = true,
  className,
}: ChartProps) {
  const [view, setView] = useState(defaultView);
  const titleId = useId();
  const showTable = view === 'table';
  const hasError = showsError(error);
  const hasData = data.length > 0 && !hasError;

  const tableTabIndex = showTable ? 0 : undefined;

  let body: ReactNode;
  if (hasError) {
    body = (
      <LoadError
        layout="alert"
        title="Не удалось загрузить статистику"
        details={error}
        onRetry={onRetry}
      />
    );
  } else if (loading) {
    body = (
      <div
        data-slot="chart-loading"
        aria-busy="true"
        style={{ height }}
        className="flex flex-col justify-end gap-2"
      >
        <span className="sr-only">Загрузка…</span>
        <Skeleton className="h-full w-full" />
      </div>
    );
  } else if (!hasData) {
    body = empty ?? <EmptyState title="Нет данных за выбранный период" headingLevel="p" />;
  } else {
    body = (
      <>
        {showTable ? null : (
          // The table below carries the numbers for assistive technology.
          <div aria-hidden data-slot="chart-plot" style={{ height }}>
            <ChartCanvas data={data} series={series} height={height} />
          </div>
        )}
        {/* A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <div
          data-slot="chart-table-container"
          role={showTable ? 'region' : undefined}
          // Its own name: the page around a chart often has a landmark named after the same title.
          aria-label={showTable && typeof title === 'string' ? `${title}: таблица` : undefined}
          aria-labelledby={showTable && typeof title !== 'string' ? titleId : undefined}
          className={cn(showTable ? 'max-h-96 overflow-auto rounded-md border' : 'sr-only')}
          tabIndex={tableTabIndex}
        >
          <ChartTable title={title} data={data} series={series} showTotals={showTotals} />
        </div>
      </>
    );
  }

  return (
    <figure
      data-slot="chart"
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <div data-slot="chart-header" className="flex flex-wrap items-center justify-between gap-2">
        <figcaption
          id={titleId}
          data-slot="chart-title"
          className={cn('text-base font-semibold', hideTitle && 'sr-only')}
        >
          {title}
        </figcaption>
        {hasData && !loading ? (
          <Button
            data-slot="chart-table-toggle"
            variant={showTable ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={showTable}
            className="ml-auto"
            onClick={() => setView(showTable ? 'chart' : 'table')}
          >
            <Table2 aria-hidden />
            Таблица
          </Button>
        ) : null}
      </div>
      {body}
    </figure>
  );
}

function ChartTable({
  title,
  data,
  series,
  showTotals,
}: {
  title: string;
  data: ChartDatum[];
  series: ChartSeries[];
  showTotals: boolean;
}) {
  return (
    <table data-slot="chart-table" className="w-full border-collapse text-sm">
      <caption className="sr-only">{title}</caption>
      <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            Дата
          </th>
          {series.map((item) => (
            <th key={item.key} scope="col" className="px-3 py-2 text-right font-medium">
              {item.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.date} className="border-t">
            <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
              {formatDate(datum.date)}
            </th>
            {series.map((item) => (
              <td key={item.key} className="px-3 py-1.5 text-right tabular-nums">
                {formatSeriesValue(item, datum[item.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {showTotals ? (
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Итого
            </th>
            {series.map((item) => (
              <td key={item.key} className="px-3 py-2 text-right tabular-nums">
                {formatSeriesValue(item, seriesTotal(data, item.key))}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
