import { useId, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert, RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useNarrow } from '../../lib/use-narrow';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { FilterSheet } from '../filter-sheet';
import { getPageCount, Pagination } from '../pagination';
import { ProgressBar } from '../progress-bar';
import { Skeleton } from '../skeleton';
import { orderingToSorting, sortingToOrdering } from './ordering';

/**
 * What a column shows in a row's card on a phone (below md), set as `meta: { mobile: … }` on its
 * definition: the row's name (`title`), a status badge (`badge`) or one of the two or three figures
 * that matter (`figure`, under the column's header). Columns without it stay out of the card.
 * A table with no such column stays a table on a phone, scrolling inside its own box.
 */
export type DataTableMobileRole = 'title' | 'badge' | 'figure';

declare module '@tanstack/react-table' {
  // TanStack's declaration names both parameters; this augmentation must repeat them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    mobile?: DataTableMobileRole;
  }
}

export type DataTablePagination = {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total rows on the server (the list's `count`). */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the «Строк на странице» selector; the owner usually goes back to page 1 here. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
};

export type DataTableProps<TData> = {
  /**
   * TanStack column definitions. A sortable column's `id` (or `accessorKey`) is the field name
   * the server orders by; set `enableSorting: false` on the rest.
   */
  columns: ColumnDef<TData, unknown>[];
  data: TData[];
  /** Describes the table for screen readers; visually hidden unless `captionVisible`. */
  caption: ReactNode;
  captionVisible?: boolean;
  /** Stable row keys (an entity id); the row index otherwise. */
  getRowId?: (row: TData, index: number) => string;
  /** Server ordering, e.g. `-start_date`; undefined for the default order. */
  ordering?: string;
  /** Called with the next ordering string (`field`, `-field`) or undefined when sorting is removed. */
  onSortingChange?: (ordering: string | undefined) => void;
  pagination?: DataTablePagination;
  /** First load with nothing to show yet: skeleton rows. */
  loading?: boolean;
  /** A refetch is under way: the current rows stay, dimmed and marked busy. */
  fetching?: boolean;
  /** Shows the error state; a node adds details under «Не удалось загрузить данные». */
  error?: ReactNode;
  /** Shows «Повторить» in the error state. */
  onRetry?: () => void;
  /** Replaces the default «Нет данных» empty state. */
  empty?: ReactNode;
  /** Renders the cell of a trailing actions column (buttons or a dropdown menu). */
  rowActions?: (row: TData) => ReactNode;
  /** Hidden header text of the actions column. */
  rowActionsLabel?: string;
  /** Number of skeleton rows while loading; the page size by default (at most 10). */
  skeletonRows?: number;
  className?: string;
};

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A server-driven table: controlled ordering and paging, loading, empty and error states. */
export function DataTable<TData>({
  columns,
  data,
  caption,
  captionVisible = false,
  getRowId,
  ordering,
  onSortingChange,
  pagination,
  loading = false,
  fetching = false,
  error,
  onRetry,
  empty,
  rowActions,
  rowActionsLabel = 'Действия',
  skeletonRows,
  className,
}: DataTableProps<TData>) {
  const sorting = orderingToSorting(ordering);
  const narrow = useNarrow();
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

  const leafColumns = table.getVisibleLeafColumns().length + (rowActions ? 1 : 0);
  const hasError = error !== undefined && error !== null && error !== false;
  const showSkeleton = loading && data.length === 0 && !hasError;
  const rows = table.getRowModel().rows;
  const busy = loading || fetching;
  const skeletonCount = skeletonRows ?? Math.min(pagination?.pageSize ?? 5, 10);

  const cards =
    narrow &&
    !hasError &&
    (rows.length > 0 || showSkeleton) &&
    columns.some((column) => column.meta?.mobile);

  let body: ReactNode;
  if (hasError) {
    body = (
      <tr>
        <td colSpan={leafColumns} className="px-4 py-10">
          <div role="alert" className="flex flex-col items-center gap-2 text-center">
            <CircleAlert aria-hidden className="size-6 text-destructive" />
            <p className="font-semibold">Не удалось загрузить данные</p>
            {error !== true ? <div className="text-sm text-muted-foreground">{error}</div> : null}
            {onRetry ? (
              <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                <RotateCw aria-hidden />
                Повторить
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: skeletonCount }, (_, index) => (
      <tr key={index} data-slot="skeleton-row" className="border-t">
        {Array.from({ length: leafColumns }, (_, cell) => (
          <td key={cell} className="px-4 py-3">
            <Skeleton className={cn('h-4', cell === 0 ? 'w-40' : 'w-20')} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={leafColumns}>{empty ?? <EmptyState title="Нет данных" headingLevel="p" />}</td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.id} className="border-t transition-colors duration-fast hover:bg-muted/50">
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className="px-4 py-3 align-middle">
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
        {rowActions ? (
          <td className="px-2 py-1.5 text-right whitespace-nowrap">{rowActions(row.original)}</td>
        ) : null}
      </tr>
    ));
  }

  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());

  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      {cards ? (
        <>
          {sortable.length > 0 ? (
            <MobileSort
              columns={sortable.map((column) => ({ id: column.id, label: headerText(column) }))}
              ordering={ordering}
              onChange={(next) => onSortingChange?.(next)}
              disabled={loading}
            />
          ) : null}
          <div className="relative">
            {fetching ? (
              <ProgressBar
                label="Обновление данных"
                hideLabel
                showValue={false}
                size="sm"
                className="absolute inset-x-0 -top-2 z-10"
              />
            ) : null}
            <ul
              aria-label={typeof caption === 'string' ? caption : undefined}
              aria-busy={busy || undefined}
              data-slot="data-table-cards"
              className={cn(
                'flex flex-col gap-3 transition-opacity duration-fast',
                fetching && 'opacity-60',
              )}
            >
              {showSkeleton
                ? Array.from({ length: skeletonCount }, (_, index) => (
                    <MobileCardSkeleton key={index} columns={columns} actions={!!rowActions} />
                  ))
                : rows.map((row) => (
                    <MobileCard key={row.id} row={row} actions={rowActions?.(row.original)} />
                  ))}
            </ul>
          </div>
        </>
      ) : (
        <div
          // On a phone a wide table scrolls sideways in this box: a keyboard must reach it too.
          tabIndex={narrow ? 0 : undefined}
          role={narrow ? 'region' : undefined}
          aria-label={narrow && typeof caption === 'string' ? caption : undefined}
          className="relative overflow-x-auto rounded-lg border bg-card text-card-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {fetching && !showSkeleton ? (
            <ProgressBar
              label="Обновление данных"
              hideLabel
              showValue={false}
              size="sm"
              className="absolute inset-x-0 top-0 z-10"
            />
          ) : null}
          <table aria-busy={busy || undefined} className="w-full border-collapse text-sm">
            <caption
              className={cn(
                captionVisible
                  ? 'caption-top px-4 pt-3 pb-1 text-left text-base font-semibold'
                  : 'sr-only',
              )}
            >
              {caption}
            </caption>
            <thead className="bg-muted/60 text-left text-muted-foreground">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sortable = header.column.getCanSort();
                    const direction = header.column.getIsSorted();
                    const label = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        colSpan={header.colSpan}
                        scope="col"
                        aria-sort={
                          sortable ? (direction ? ariaSort[direction] : 'none') : undefined
                        }
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
                    <th scope="col" className="w-0 px-2 py-2.5">
                      <span className="sr-only">{rowActionsLabel}</span>
                    </th>
                  ) : null}
                </tr>
              ))}
            </thead>
            <tbody
              className={cn(
                'transition-opacity duration-fast',
                fetching && !showSkeleton && 'opacity-60',
              )}
            >
              {body}
            </tbody>
          </table>
        </div>
      )}
      {/* Not under a skeleton: the rows would push it down as they arrive (issue 17's CLS). */}
      {pagination && !hasError && !showSkeleton ? (
        <DataTableFooter pagination={pagination} disabled={loading} />
      ) : null}
    </div>
  );
}

/** A column's header as text, for the card's figure labels and the phone's sort list. */
function headerText<TData>(column: { id: string; columnDef: ColumnDef<TData, unknown> }): string {
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
}

/** One row as a card on a phone: the name and the row actions, the badges, the figures. */
function MobileCard<TData>({ row, actions }: { row: Row<TData>; actions: ReactNode }) {
  const cells = row.getVisibleCells();
  const of = (role: DataTableMobileRole) =>
    cells.filter((cell) => cell.column.columnDef.meta?.mobile === role);
  const render = (cell: (typeof cells)[number]) =>
    flexRender(cell.column.columnDef.cell, cell.getContext());
  const badges = of('badge');
  const figures = of('figure');
  return (
    <li className="rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-sm">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">
          {of('title').map((cell) => (
            <div key={cell.id}>{render(cell)}</div>
          ))}
        </div>
        {actions ? <div className="-my-1.5 -mr-2 shrink-0">{actions}</div> : null}
      </div>
      {badges.length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {badges.map((cell) => (
            <div key={cell.id}>{render(cell)}</div>
          ))}
        </div>
      ) : null}
      {figures.length > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
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
    columns.filter((column) => column.meta?.mobile === role).length;
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

/**
 * The sort order on a phone, where there are no column headers to click: a button that opens a
 * sheet of the orders, beside the filters' button (issue 19).
 */
function MobileSort({
  columns,
  ordering,
  onChange,
  disabled,
}: {
  columns: { id: string; label: string }[];
  ordering: string | undefined;
  onChange: (ordering: string | undefined) => void;
  disabled: boolean;
}) {
  const name = useId();
  const options = [
    { value: '', label: 'По умолчанию' },
    ...columns.flatMap((column) => [
      { value: column.id, label: `${column.label}: по возрастанию` },
      { value: `-${column.id}`, label: `${column.label}: по убыванию` },
    ]),
  ];
  const current = options.find((option) => option.value === (ordering ?? ''));
  return (
    <FilterSheet
      label="Сортировка"
      triggerText="Сортировка"
      active={ordering ? 1 : 0}
      summary={current ? `Сортировка: ${current.label}` : undefined}
      alwaysSheet
      icon={<ArrowUpDown aria-hidden />}
    >
      <fieldset disabled={disabled} className="flex flex-col">
        <legend className="sr-only">Порядок строк</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === (ordering ?? '')}
              onChange={() => onChange(option.value || undefined)}
              className="size-5 accent-primary focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </FilterSheet>
  );
}

type SortButtonProps = {
  direction: false | 'asc' | 'desc';
  onClick: ((event: unknown) => void) | undefined;
  disabled: boolean;
  children: ReactNode;
};

function SortButton({ direction, onClick, disabled, children }: SortButtonProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
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

function DataTableFooter({
  pagination,
  disabled,
}: {
  pagination: DataTablePagination;
  disabled: boolean;
}) {
  const selectId = useId();
  const { page, pageSize, total, onPageChange, onPageSizeChange } = pagination;
  const options = pagination.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const pageCount = getPageCount(total, pageSize);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
      {onPageSizeChange ? (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-muted-foreground">
            Строк на странице
          </label>
          <select
            id={selectId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-8 cursor-pointer rounded-md border border-input bg-background px-2 text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-md:h-11"
          >
            {(options.includes(pageSize)
              ? options
              : [...options, pageSize].sort((a, b) => a - b)
            ).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="text-muted-foreground tabular-nums">
        Страница {Math.min(page, pageCount)} из {pageCount}
      </p>
      <Pagination
        className="flex-1"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        disabled={disabled}
      />
    </div>
  );
}
