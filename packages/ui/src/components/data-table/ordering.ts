import type { SortingState } from '@tanstack/react-table';

/**
 * DRF-style `ordering` ↔ TanStack sorting. `-field` means descending; several fields are joined
 * by commas. An empty or missing ordering is the server's default order.
 */
export function orderingToSorting(ordering: string | null | undefined): SortingState {
  if (!ordering) return [];
  return ordering
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-')
    .map((part) =>
      part.startsWith('-') ? { id: part.slice(1), desc: true } : { id: part, desc: false },
    );
}

export function sortingToOrdering(sorting: SortingState): string | undefined {
  if (sorting.length === 0) return undefined;
  return sorting.map(({ id, desc }) => (desc ? `-${id}` : id)).join(',');
}
