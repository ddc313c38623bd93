import { apiQuery, type QueryExtras } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';

export const tenantKeys = {
  all: ['tenant'] as const,
  byDomain: (domain: string) => ['tenant', domain] as const,
};

export const tenantQueries = {
  all: () => tenantKeys.all,
  /** The tenant of a host; it changes rarely, so it stays fresh for the session. */
  byDomain: (api: Api, domain: string, extras?: QueryExtras) =>
    apiQuery(tenantKeys.byDomain(domain), (call) => api.tenant.get({ domain }, call), {
      staleTime: Infinity,
      ...extras,
    }),
};
