export { Pagination, type PaginationProps } from './pagination';
export { getPageItems, getPageCount, getShownRange, type PageItem } from './page-items';
