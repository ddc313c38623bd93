import { useSearchParams } from 'react-router-dom';

/** Value a select uses for "no filter"; it never reaches the URL. */
export const ALL = 'all';

const positiveInt = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * Paging and filters of a list screen kept in the URL (so a reload or a shared link shows the same
 * page): `page` and `pageSize` read tolerantly, and `update` to change filters — an empty value or
 * {@link ALL} removes the key, and any filter change goes back to the first page.
 */
export function useListUrlState(pageSizes: readonly number[]) {
  const [search, setSearch] = useSearchParams();
  const page = positiveInt(search.get('page'), 1);
  const pageSize = positiveInt(search.get('pageSize'), pageSizes[0] ?? 10);

  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || value === ALL) next.delete(key);
        else next.set(key, value);
      }
      if (resetPage) next.delete('page');
      return next;
    });
  };

  return { search, page, pageSize, update };
}
