import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidates } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';
import { userKeys } from '../user/user.queries.ts';
import type { BillListParams, CreateBillRequest } from './billing.types.ts';

export const billingKeys = {
  all: ['billing'] as const,
  lists: () => ['billing', 'list'] as const,
  list: (params: BillListParams) => ['billing', 'list', params] as const,
};

export const billingQueries = {
  all: () => billingKeys.all,
  list: (api: Api, params: BillListParams = {}) =>
    queryOptions({
      queryKey: billingKeys.list(params),
      queryFn: ({ signal }) => api.billing.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const billingMutations = {
  create: (api: Api) =>
    mutationOptions({
      mutationKey: ['billing', 'create'],
      mutationFn: (body: CreateBillRequest) => api.billing.create(body),
      onSuccess: invalidates(billingKeys.all, userKeys.balance()),
    }),
  remove: (api: Api) =>
    mutationOptions({
      mutationKey: ['billing', 'remove'],
      mutationFn: (id: number) => api.billing.remove(id),
      onSuccess: invalidates(billingKeys.all, userKeys.balance()),
    }),
};
