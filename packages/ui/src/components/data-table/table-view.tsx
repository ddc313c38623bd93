import type { ReactNode } from 'react';
import { flexRender, type SortDirection, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { LoadError } from '../error-boundary/load-error';
import { Skeleton } from '../skeleton';
import { ariaSortOf } from './columns';
import type { DataTableProps } from './data-table.types';
import { UpdatingBar } from './updating-bar';
import type { RowsViewProps } from './view-state';

export type TableViewProps<TData> = RowsViewProps<TData> &
  Pick<DataTableProps<TData>, 'error' | 'onRetry' | 'empty'> & {
    table: Table<TData>;
    captionVisible: boolean;
    /** On a phone the table scrolls sideways in its own focusable region. */
    narrow: boolean;
    loading: boolean;
    rowActionsLabel: string;
  };

/** The rows as a table: sortable headers, then the error, skeleton, empty or data rows. */
export function TableView<TData>({
  table,
  view,
  caption,
  captionVisible,
  narrow,
  loading,
  fetching,
  rowActions,
  rowActionsLabel,
  ...states
}: TableViewProps<TData>) {
  const refreshing = fetching && !view.showSkeleton;
  return (
    <div
      // On a phone a wide table scrolls sideways in this box: a keyboard must reach it too.
      tabIndex={narrow ? 0 : undefined}
      role={narrow ? 'region' : undefined}
      aria-label={narrow && typeof caption === 'string' ? caption : undefined}
      data-slot="data-table-container"
      className="relative overflow-x-auto rounded-lg border bg-card text-card-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {refreshing ? <UpdatingBar className="absolute inset-x-0 top-0 z-10" /> : null}
      <table
        data-slot="data-table-table"
        aria-busy={view.busy || undefined}
        className="w-full border-collapse text-sm"
      >
        <caption
          data-slot="data-table-caption"
          className={cn(
            captionVisible
              ? 'caption-top px-4 pt-3 pb-1 text-left text-base font-semibold'
              : 'sr-only',
          )}
        >
          {caption}
        </caption>
        <thead
          data-slot="data-table-header"
          className="bg-muted/60 text-left text-muted-foreground"
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} data-slot="data-table-header-row">
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const direction = header.column.getIsSorted();
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    data-slot="data-table-head"
                    colSpan={header.colSpan}
                    scope="col"
                    aria-sort={ariaSortOf(sortable, direction)}
                    className="px-4 py-2.5 font-medium whitespace-nowrap"
                  >
                    {sortable ? (
                      <SortButton
                        direction={direction}
                        onClick={header.column.getToggleSortingHandler()}
                        disabled={loading}
                      >
                        {label}
                      </SortButton>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th data-slot="data-table-actions-head" scope="col" className="w-0 px-2 py-2.5">
                  <span className="sr-only">{rowActionsLabel}</span>
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody
          data-slot="data-table-body"
          data-refreshing={refreshing || undefined}
          className={cn('transition-opacity duration-fast', refreshing && 'opacity-60')}
        >
          <TableRows table={table} view={view} rowActions={rowActions} {...states} />
        </tbody>
      </table>
    </div>
  );
}

type TableRowsProps<TData> = Pick<
  TableViewProps<TData>,
  'table' | 'view' | 'error' | 'onRetry' | 'empty' | 'rowActions'
>;

/** The body in the one state the view is in. */
function TableRows<TData>({
  table,
  view,
  error,
  onRetry,
  empty,
  rowActions,
}: TableRowsProps<TData>) {
  const leafColumns = table.getVisibleLeafColumns().length + (rowActions ? 1 : 0);
  const rows = table.getRowModel().rows;
  if (view.hasError) {
    return (
      <tr data-slot="data-table-error">
        <td colSpan={leafColumns} className="px-4 py-10">
          <LoadError title="Не удалось загрузить данные" details={error} onRetry={onRetry} />
        </td>
      </tr>
    );
  }
  if (view.showSkeleton) {
    return Array.from({ length: view.skeletonCount }, (_, index) => (
      <tr key={index} data-slot="skeleton-row" className="border-t">
        {Array.from({ length: leafColumns }, (_, cell) => (
          <td key={cell} className="px-4 py-3">
            <Skeleton className={cn('h-4', cell === 0 ? 'w-40' : 'w-20')} />
          </td>
        ))}
      </tr>
    ));
  }
  if (rows.length === 0) {
    return (
      <tr data-slot="data-table-empty">
        <td colSpan={leafColumns}>{empty ?? <EmptyState title="Нет данных" headingLevel="p" />}</td>
      </tr>
    );
  }
  return rows.map((row) => (
    <tr
      key={row.id}
      data-slot="data-table-row"
      className="border-t transition-colors duration-fast hover:bg-muted/50"
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} data-slot="data-table-cell" className="px-4 py-3 align-middle">
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
      {rowActions ? (
        <td data-slot="data-table-actions" className="px-2 py-1.5 text-right whitespace-nowrap">
          {rowActions(row.original)}
        </td>
      ) : null}
    </tr>
  ));
}

type SortButtonProps = {
  direction: false | SortDirection;
  onClick: ((event: unknown) => void) | undefined;
  disabled: boolean;
  children: ReactNode;
};

function SortButton({ direction, onClick, disabled, children }: SortButtonProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      data-slot="data-table-sort-button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        '-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 font-medium hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default',
        direction && 'text-foreground',
      )}
    >
      {children}
      <Icon aria-hidden className={cn('size-3.5 shrink-0', !direction && 'opacity-50')} />
    </button>
  );
}
