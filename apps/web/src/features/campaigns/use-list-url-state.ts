import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CampaignStatus, type CampaignListParams } from '@ekran/api';

export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 10;
const STATUS_VALUES = new Set<number>(Object.values(CampaignStatus));

export type ListUrlPatch = {
  page?: number;
  pageSize?: number;
  search?: string;
  ordering?: string | undefined;
  status?: CampaignStatus | undefined;
};

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The list's page, page size, search, ordering and status live in the URL query, so reload,
 * back/forward and a shared link restore the same view. Anything unusual in the URL falls back.
 */
export function useListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<CampaignListParams>(() => {
    const pageSize = positive(searchParams.get('page_size'), DEFAULT_PAGE_SIZE);
    const status = Number(searchParams.get('status'));
    const result: CampaignListParams = {
      page: positive(searchParams.get('page'), 1),
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    };
    const search = searchParams.get('search')?.trim();
    if (search) result.search = search;
    const ordering = searchParams.get('ordering');
    if (ordering) result.ordering = ordering;
    if (STATUS_VALUES.has(status)) result.status = status as CampaignStatus;
    return result;
  }, [searchParams]);

  const update = useCallback(
    (patch: ListUrlPatch, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | number | undefined, fallback?: string) => {
            if (value === undefined || value === '' || String(value) === fallback) next.delete(key);
            else next.set(key, String(value));
          };
          if ('page' in patch) set('page', patch.page, '1');
          if ('pageSize' in patch) set('page_size', patch.pageSize, String(DEFAULT_PAGE_SIZE));
          if ('search' in patch) set('search', patch.search?.trim());
          if ('ordering' in patch) set('ordering', patch.ordering);
          if ('status' in patch) set('status', patch.status);
          // Any change but paging starts again from the first page.
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
