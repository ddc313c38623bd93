import { useId } from 'react';
import { getPageCount, Pagination } from '../pagination';
import { DEFAULT_PAGE_SIZES, pageSizeChoices } from './columns';
import type { DataTablePagination } from './data-table.types';

export type DataTableFooterProps = {
  pagination: DataTablePagination;
  disabled: boolean;
};

/** Under the rows: the «Строк на странице» selector, «Страница N из M» and the page buttons. */
export function DataTableFooter({ pagination, disabled }: DataTableFooterProps) {
  const selectId = useId();
  const { onPageSizeChange, pageSizeOptions = DEFAULT_PAGE_SIZES, ...paging } = pagination;
  const { page, pageSize, total } = paging;
  const pageCount = getPageCount(total, pageSize);
  return (
    <div
      data-slot="data-table-footer"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm"
    >
      {onPageSizeChange ? (
        <div data-slot="data-table-page-size" className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-muted-foreground">
            Строк на странице
          </label>
          <select
            id={selectId}
            data-slot="data-table-page-size-select"
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-8 cursor-pointer rounded-md border border-input bg-background px-2 text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-md:h-11"
          >
            {pageSizeChoices(pageSizeOptions, pageSize).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p data-slot="data-table-page-status" className="text-muted-foreground tabular-nums">
        Страница {Math.min(page, pageCount)} из {pageCount}
      </p>
      <Pagination className="flex-1" {...paging} disabled={disabled} />
    </div>
  );
}
