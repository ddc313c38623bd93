import type { ReactNode } from 'react';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { PaginationProps } from '../pagination';

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

export type DataTablePagination = Pick<
  PaginationProps,
  'page' | 'pageSize' | 'total' | 'onPageChange'
> & {
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
  /** The root's data-slot, `data-table` by default; a table built on this one names its own. */
  'data-slot'?: string;
};
