import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import type { DataTablePagination } from '@ekran/ui';

/** Value a select uses for "no filter"; it never reaches the URL. */
export const ALL = 'all';

/** The URL parameter of the page size: the server's own name, on every list screen. */
export const PAGE_SIZE_PARAM = 'page_size';

const positiveInt = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export type ListUrlChanges = Record<string, string | number | undefined>;

/**
 * Paging and filters of a list screen kept in the URL (so a reload, back/forward or a shared link
 * shows the same view), the one hook every list uses. `page` and `page_size` are read tolerantly (a
 * size that is not offered falls back to the first). `update` changes keys: an empty value or
 * {@link ALL} removes the key, `pageSize` is written as `page_size`, defaults are left out of the
 * URL, and any change but paging goes back to the first page.
 */
export function useListUrlState(pageSizes: readonly number[]) {
  const [search, setSearch] = useSearchParams();
  const defaultSize = pageSizes[0] ?? 10;
  const page = positiveInt(search.get('page'), 1);
  const requested = positiveInt(search.get(PAGE_SIZE_PARAM), defaultSize);
  const pageSize = pageSizes.includes(requested) ? requested : defaultSize;
  // Whether the user is on the way to another screen (a navigation whose code is still loading).
  // The router's live state says so at once; what `useNavigation` gives is only as new as the last
  // render, and the router renders its state in a transition, which can come after the search
  // box's debounce (a race the e2e suite hit under load). Outside a data router, the last render.
  const dataRouter = useContext(DataRouterContext)?.router;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current =
      navigation.state !== 'idle' &&
      navigation.location !== undefined &&
      navigation.location.pathname !== pathname;
  });

  const update = useCallback(
    (
      changes: ListUrlChanges,
      resetPage = !('page' in changes),
      options: { replace?: boolean } = {},
    ) => {
      // A late write (the search box's debounce) while the user leaves for another screen would be
      // a navigation of its own, back to this list, and cancel theirs: typing a search and at once
      // choosing «Редактировать» stayed on the list. The list is going away; its URL stays.
      const live = dataRouter?.state;
      const pending = live?.navigation.location;
      if (pending && pending.pathname !== live.location.pathname) return;
      // The navigation may also have finished before the list re-rendered: the URL is another
      // screen's, and a write would land there (/create-company/13?search=…).
      if (live && live.location.pathname !== pathname) return;
      if (leaving.current) return;
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const name = key === 'pageSize' ? PAGE_SIZE_PARAM : key;
            const text = value === undefined ? '' : String(value).trim();
            if (text === '' || text === ALL) next.delete(name);
            else next.set(name, text);
          }
          if (next.get('page') === '1') next.delete('page');
          if (next.get(PAGE_SIZE_PARAM) === String(defaultSize)) next.delete(PAGE_SIZE_PARAM);
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setSearch, defaultSize, dataRouter, pathname],
  );

  /** The list table's paging for `total` rows: a new page keeps the filters, a new size goes to page 1. */
  const pagination = useCallback(
    (total: number): DataTablePagination => ({
      page,
      pageSize,
      total,
      pageSizeOptions: [...pageSizes],
      onPageChange: (next) => update({ page: next }, false),
      onPageSizeChange: (size) => update({ pageSize: size }),
    }),
    [page, pageSize, pageSizes, update],
  );

  return { search, page, pageSize, update, pagination };
}

/**
 * The page to show after rows were removed from a list of `total` rows: the same page while it
 * still exists, otherwise the last one (never a page past the end, which the server answers with
 * 404).
 */
export function pageAfterRemoval(
  { page, pageSize, total }: { page: number; pageSize: number; total: number },
  removed = 1,
): number {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / pageSize));
  return Math.min(page, lastPage);
}
