import { useDeferredValue, useMemo } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { cn } from '../../lib/cn';
import { useBothViewports, useNarrow } from '../../lib/use-narrow';
import { CardList } from './card-list';
import { hasMobileRole, headerText } from './columns';
import { DataTableFooter } from './data-table-footer';
import type { DataTableProps } from './data-table.types';
import { MobileSort } from './mobile-sort';
import { orderingToSorting, sortingToOrdering } from './ordering';
import { TableView } from './table-view';
import { viewState, type RowsViewProps } from './view-state';

export type { DataTableMobileRole, DataTablePagination, DataTableProps } from './data-table.types';

/** A server-driven table: controlled ordering and paging, loading, empty and error states. */
export function DataTable<TData>({
  columns,
  data: dataNow,
  caption,
  captionVisible = false,
  getRowId,
  ordering,
  onSortingChange,
  pagination,
  loading: loadingNow = false,
  fetching: fetchingNow = false,
  error: errorNow,
  onRetry,
  empty,
  rowActions,
  rowActionsLabel = 'Действия',
  skeletonRows,
  className,
  'data-slot': slot = 'data-table',
}: DataTableProps<TData>) {
  // Rows that arrive render in the background (a deferred value: in slices between which the
  // browser paints and handles input), not in the one long task that delivered the answer.
  // The state travels together, so the table never shows «loaded» with the old rows.
  const { data, loading, fetching, error } = useDeferredValue(
    useMemo(
      () => ({ data: dataNow, loading: loadingNow, fetching: fetchingNow, error: errorNow }),
      [dataNow, loadingNow, fetchingNow, errorNow],
    ),
  );
  const sorting = orderingToSorting(ordering);
  const narrow = useNarrow();
  const both = useBothViewports();
  // The table instance is rebuilt from props on every render here (all state is controlled),
  // so the compiler skipping this component is expected, not a stale-UI risk.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TData>({
    data,
    columns,
    getRowId,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    // Ascending first whatever the data type; a third click returns to the server's order.
    sortDescFirst: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortingChange?.(sortingToOrdering(next));
    },
    getCoreRowModel: getCoreRowModel(),
  });

  const view = viewState({
    loading,
    fetching,
    error,
    rowCount: data.length,
    pageSize: pagination?.pageSize,
    skeletonRows,
  });
  const rows = table.getRowModel().rows;
  const cardsFit =
    !view.hasError &&
    (rows.length > 0 || view.showSkeleton) &&
    columns.some((column) => hasMobileRole(column));
  const rowsView: RowsViewProps<TData> = { view, caption, fetching, rowActions };
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());

  const cardsView = (
    <>
      {sortable.length > 0 ? (
        <MobileSort
          columns={sortable.map((column) => ({ id: column.id, label: headerText(column) }))}
          ordering={ordering}
          onChange={(next) => onSortingChange?.(next)}
          disabled={loading}
        />
      ) : null}
      <CardList {...rowsView} columns={columns} rows={rows} />
    </>
  );
  const tableView = (phone: boolean) => (
    <TableView
      {...rowsView}
      table={table}
      captionVisible={captionVisible}
      narrow={phone}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={empty}
      rowActionsLabel={rowActionsLabel}
    />
  );

  let body;
  if (both) {
    // Ahead of time (no viewport known): the phone's rendering below md, the table from md.
    body = (
      <>
        <div data-slot="data-table-phone" className="flex flex-col gap-3 md:hidden">
          {cardsFit ? cardsView : tableView(true)}
        </div>
        <div data-slot="data-table-desktop" className="hidden md:contents">
          {tableView(false)}
        </div>
      </>
    );
  } else body = narrow && cardsFit ? cardsView : tableView(narrow);

  return (
    <div data-slot={slot} className={cn('flex min-w-0 flex-col gap-3', className)}>
      {body}
      {/* Not under a skeleton: the rows would push it down as they arrive (a layout shift). */}
      {pagination && !view.hasError && !view.showSkeleton ? (
        <DataTableFooter pagination={pagination} disabled={loading} />
      ) : null}
    </div>
  );
}
