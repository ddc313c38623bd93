import { useCallback, useMemo } from 'react';
import { CampaignStatus, type CampaignListParams } from '@ekran/api';
import { useListUrlState } from '../../lib/use-list-url-state';

export const PAGE_SIZES = [10, 20, 50, 100];
const STATUS_VALUES = new Set<number>(Object.values(CampaignStatus));

export type ListUrlPatch = {
  page?: number;
  pageSize?: number;
  search?: string;
  ordering?: string | undefined;
  status?: CampaignStatus | undefined;
};

/**
 * The campaign list's page, page size, search, ordering and status, read from the URL through the
 * app's one list hook (`useListUrlState`) and typed for the campaigns call. Anything unusual in the
 * URL falls back.
 */
export function useCampaignListUrl() {
  const { search, page, pageSize, update, pagination } = useListUrlState(PAGE_SIZES);

  const params = useMemo<CampaignListParams>(() => {
    const result: CampaignListParams = { page, pageSize };
    const text = search.get('search')?.trim();
    if (text) result.search = text;
    const ordering = search.get('ordering');
    if (ordering) result.ordering = ordering;
    const status = Number(search.get('status'));
    if (STATUS_VALUES.has(status)) result.status = status as CampaignStatus;
    return result;
  }, [search, page, pageSize]);

  const patch = useCallback(
    (changes: ListUrlPatch, options: { replace?: boolean } = {}) =>
      update(changes, !('page' in changes), options),
    [update],
  );

  return { params, update: patch, pagination };
}
