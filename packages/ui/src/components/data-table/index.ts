export {
  DataTable,
  type DataTableMobileRole,
  type DataTableProps,
  type DataTablePagination,
} from './data-table';
export { orderingToSorting, sortingToOrdering } from './ordering';
/** Column definitions for `DataTable`, so apps need not depend on @tanstack/react-table themselves. */
export type { ColumnDef } from '@tanstack/react-table';
