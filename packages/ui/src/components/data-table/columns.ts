import type { ColumnDef, SortDirection } from '@tanstack/react-table';
import type { DataTableMobileRole } from './data-table.types';

/** The «Строк на странице» choices when the owner gives none. */
export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

type ColumnLike<TData> = { id: string; columnDef: ColumnDef<TData, unknown> };

/** A column's header as text, for the card's figure labels and the phone's sort list. */
export function headerText<TData>(column: ColumnLike<TData>): string {
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
}

/** Whether the definition puts its column in a phone's card, and in which role. */
export function hasMobileRole<TData>(
  columnDef: ColumnDef<TData, unknown>,
  role?: DataTableMobileRole,
): boolean {
  const mobile = columnDef.meta?.mobile;
  return role === undefined ? Boolean(mobile) : mobile === role;
}

/** The `aria-sort` of a header: only a sortable column has one, «none» while unsorted. */
export function ariaSortOf(
  sortable: boolean,
  direction: false | SortDirection,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!sortable) return undefined;
  if (!direction) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

export type SortOption = { value: string; label: string };

/**
 * The orders a phone offers instead of header clicks: the server's default (value '') and each
 * column both ways, as the ordering strings the table reports.
 */
export function sortOptions(columns: { id: string; label: string }[]): SortOption[] {
  return [
    { value: '', label: 'По умолчанию' },
    ...columns.flatMap((column) => [
      { value: column.id, label: `${column.label}: по возрастанию` },
      { value: `-${column.id}`, label: `${column.label}: по убыванию` },
    ]),
  ];
}

/** The page sizes to offer, with the current one added in order when the owner's list lacks it. */
export function pageSizeChoices(options: number[], pageSize: number): number[] {
  return options.includes(pageSize) ? options : [...options, pageSize].sort((a, b) => a - b);
}
