export { DataTable } from './data-table';
export type { DataTableMobileRole, DataTableProps, DataTablePagination } from './data-table.types';
export { orderingToSorting, sortingToOrdering } from './ordering';
/** Column definitions for `DataTable`, so apps need not depend on @tanstack/react-table themselves. */
export type { ColumnDef } from '@tanstack/react-table';
