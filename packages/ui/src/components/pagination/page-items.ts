export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: first, last, the current page with `siblings` on each side, and
 * an ellipsis wherever pages are skipped. The list keeps a constant length (siblings * 2 + 5)
 * once there are enough pages, so the buttons do not jump about while paging.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5;
  if (count <= slots) return range(1, count);

  const showStart = current - siblings > 3;
  const showEnd = current + siblings < count - 2;
  if (!showStart) {
    return [...range(1, slots - 2), 'ellipsis-end', count];
  }
  if (!showEnd) {
    return [1, 'ellipsis-start', ...range(count - (slots - 3), count)];
  }
  return [
    1,
    'ellipsis-start',
    ...range(current - siblings, current + siblings),
    'ellipsis-end',
    count,
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Number of pages for `total` rows; at least one, so «Страница 1 из 1» reads right when empty. */
export function getPageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First and last row numbers shown on a page (1-based), for «Показано 21–40 из 312». */
export function getShownRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
