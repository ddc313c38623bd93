import type { VideoListParams } from '@ekran/api';

/** Library rows per page of the picker. */
export const LIBRARY_PAGE_SIZE = 10;

/** The library page asked for: newest first, searched by name on the server when a query is typed. */
export const libraryParams = (page: number, query: string): VideoListParams => ({
  page,
  pageSize: LIBRARY_PAGE_SIZE,
  ordering: '-created_at',
  ...(query ? { search: query } : {}),
});

/** The picked video ids after a checkbox changed; ticks on other pages stay. */
export const togglePick = (
  picked: readonly number[],
  id: number,
  checked: boolean | 'indeterminate',
): number[] => (checked === true ? [...picked, id] : picked.filter((item) => item !== id));
