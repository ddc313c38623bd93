import type { ReactNode } from 'react';
import { flexRender, type ColumnDef, type Row } from '@tanstack/react-table';
import { cn } from '../../lib/cn';
import { Skeleton } from '../skeleton';
import { hasMobileRole, headerText } from './columns';
import type { DataTableMobileRole } from './data-table.types';
import { UpdatingBar } from './updating-bar';
import type { RowsViewProps } from './view-state';

export type CardListProps<TData> = RowsViewProps<TData> & {
  columns: ColumnDef<TData, unknown>[];
  rows: Row<TData>[];
};

/** The rows as cards on a phone, for tables whose columns say what a card shows. */
export function CardList<TData>({
  columns,
  rows,
  caption,
  view,
  fetching,
  rowActions,
}: CardListProps<TData>) {
  return (
    <div data-slot="data-table-cards-container" className="relative">
      {fetching ? <UpdatingBar className="absolute inset-x-0 -top-2 z-10" /> : null}
      <ul
        aria-label={typeof caption === 'string' ? caption : undefined}
        aria-busy={view.busy || undefined}
        data-slot="data-table-cards"
        data-refreshing={fetching || undefined}
        className={cn(
          'flex flex-col gap-3 transition-opacity duration-fast',
          fetching && 'opacity-60',
        )}
      >
        {view.showSkeleton
          ? Array.from({ length: view.skeletonCount }, (_, index) => (
              <MobileCardSkeleton key={index} columns={columns} actions={!!rowActions} />
            ))
          : rows.map((row) => (
              <MobileCard key={row.id} row={row} actions={rowActions?.(row.original)} />
            ))}
      </ul>
    </div>
  );
}

/** One row as a card on a phone: the name and the row actions, the badges, the figures. */
function MobileCard<TData>({ row, actions }: { row: Row<TData>; actions: ReactNode }) {
  const cells = row.getVisibleCells();
  const of = (role: DataTableMobileRole) =>
    cells.filter((cell) => hasMobileRole(cell.column.columnDef, role));
  const render = (cell: (typeof cells)[number]) =>
    flexRender(cell.column.columnDef.cell, cell.getContext());
  const badges = of('badge');
  const figures = of('figure');
  return (
    <li
      data-slot="data-table-card"
      className="rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-sm"
    >
      <div data-slot="data-table-card-header" className="flex items-start gap-2">
        <div
          data-slot="data-table-card-title"
          className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]"
        >
          {of('title').map((cell) => (
            <div key={cell.id}>{render(cell)}</div>
          ))}
        </div>
        {actions ? (
          <div data-slot="data-table-card-actions" className="-my-1.5 -mr-2 shrink-0">
            {actions}
          </div>
        ) : null}
      </div>
      {badges.length > 0 ? (
        <div data-slot="data-table-card-badges" className="mt-2 flex flex-wrap gap-2">
          {badges.map((cell) => (
            <div key={cell.id}>{render(cell)}</div>
          ))}
        </div>
      ) : null}
      {figures.length > 0 ? (
        <dl data-slot="data-table-card-figures" className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
          {figures.map((cell) => (
            <div key={cell.id} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{headerText(cell.column)}</dt>
              <dd className="[overflow-wrap:anywhere] tabular-nums">{render(cell)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** A card's outline while the first page loads, as tall as the card that replaces it. */
function MobileCardSkeleton<TData>({
  columns,
  actions,
}: {
  columns: ColumnDef<TData, unknown>[];
  actions: boolean;
}) {
  const count = (role: DataTableMobileRole) =>
    columns.filter((column) => hasMobileRole(column, role)).length;
  const figures = count('figure');
  return (
    <li
      data-slot="skeleton-card"
      aria-hidden
      className="rounded-lg border bg-card p-4 text-sm shadow-sm"
    >
      <div className="flex items-start gap-2">
        <Skeleton className="my-0.5 h-4 w-48 flex-none" />
        <span className="flex-1" />
        {actions ? <Skeleton className="-my-1.5 -mr-2 size-11 shrink-0" /> : null}
      </div>
      {count('badge') > 0 ? (
        <div className="mt-2 flex gap-2">
          <Skeleton className="h-[1.375rem] w-24" />
        </div>
      ) : null}
      {figures > 0 ? (
        <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
          {Array.from({ length: figures }, (_, index) => (
            <div key={index} className="flex flex-col gap-1">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-20" />
            </div>
          ))}
        </div>
      ) : null}
    </li>
  );
}
