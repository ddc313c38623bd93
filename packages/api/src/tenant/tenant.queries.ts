import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../create-api.ts';

export const tenantKeys = {
  all: ['tenant'] as const,
  byDomain: (domain: string) => ['tenant', domain] as const,
};

export const tenantQueries = {
  all: () => tenantKeys.all,
  /** The tenant of a host; it changes rarely, so it stays fresh for the session. */
  byDomain: (api: Api, domain: string) =>
    queryOptions({
      queryKey: tenantKeys.byDomain(domain),
      queryFn: ({ signal }) => api.tenant.get({ domain }, { signal }),
      staleTime: Infinity,
    }),
};
