import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../format/number';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { getPageCount, getPageItems, getShownRange } from './page-items';

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total rows on the server (the list's `count`). */
  total: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Shows «Показано 21–40 из 312». */
  showSummary?: boolean;
  /** Blocks paging, e.g. while the next page loads. */
  disabled?: boolean;
  /** Names the navigation landmark; set it when a page has two paginations. */
  'aria-label'?: string;
  className?: string;
};

/** Page navigation for a server-paged list: first, previous, page numbers, next, last. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  siblings = 1,
  showSummary = true,
  disabled = false,
  'aria-label': ariaLabel = 'Страницы',
  className,
}: PaginationProps) {
  const pageCount = getPageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const { from, to } = getShownRange(current, pageSize, total);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  const atStart = disabled || current <= 1;
  const atEnd = disabled || current >= pageCount;

  return (
    <div
      data-slot="pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      {showSummary ? (
        <p data-slot="pagination-summary" className="text-muted-foreground tabular-nums">
          {total > 0
            ? `Показано ${formatNumber(from)}–${formatNumber(to)} из ${formatNumber(total)}`
            : 'Нет записей'}
        </p>
      ) : null}
      <nav data-slot="pagination-nav" aria-label={ariaLabel} className="ml-auto">
        <ul data-slot="pagination-list" className="flex items-center gap-1">
          <li data-slot="pagination-item">
            <IconButton
              data-slot="pagination-first"
              aria-label="Первая страница"
              size="sm"
              disabled={atStart}
              onClick={() => go(1)}
            >
              <ChevronsLeft aria-hidden />
            </IconButton>
          </li>
          <li data-slot="pagination-item">
            <IconButton
              data-slot="pagination-previous"
              aria-label="Предыдущая страница"
              size="sm"
              disabled={atStart}
              onClick={() => go(current - 1)}
            >
              <ChevronLeft aria-hidden />
            </IconButton>
          </li>
          {getPageItems(current, pageCount, siblings).map((item) =>
            typeof item === 'number' ? (
              // A phone keeps 44 px targets: only the current page between the arrows.
              <li
                key={item}
                data-slot="pagination-item"
                className={item === current ? undefined : 'hidden md:block'}
              >
                <Button
                  data-slot="pagination-page"
                  size="sm"
                  variant={item === current ? 'primary' : 'ghost'}
                  className="min-w-8 px-2 tabular-nums max-md:h-11 max-md:min-w-11"
                  aria-label={`Страница ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => go(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <li
                key={item}
                data-slot="pagination-ellipsis"
                aria-hidden
                className="hidden px-1 text-muted-foreground md:block"
              >
                …
              </li>
            ),
          )}
          <li data-slot="pagination-item">
            <IconButton
              data-slot="pagination-next"
              aria-label="Следующая страница"
              size="sm"
              disabled={atEnd}
              onClick={() => go(current + 1)}
            >
              <ChevronRight aria-hidden />
            </IconButton>
          </li>
          <li data-slot="pagination-item">
            <IconButton
              data-slot="pagination-last"
              aria-label="Последняя страница"
              size="sm"
              disabled={atEnd}
              onClick={() => go(pageCount)}
            >
              <ChevronsRight aria-hidden />
            </IconButton>
          </li>
        </ul>
      </nav>
    </div>
  );
}
