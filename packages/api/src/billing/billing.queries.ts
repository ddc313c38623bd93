import { mutationOptions } from '@tanstack/react-query';
import {
  invalidates,
  listQuery,
  type MutationExtras,
  type QueryExtras,
} from '../client/query-helpers.ts';
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
  list: (api: Api, params: BillListParams = {}, extras?: QueryExtras) =>
    listQuery(billingKeys.list(params), (call) => api.billing.list(params, call), extras),
};

export const billingMutations = {
  create: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['billing', 'create'],
      mutationFn: (body: CreateBillRequest) => api.billing.create(body, { silent }),
      onSuccess: invalidates(billingKeys.all, userKeys.balance()),
    }),
  remove: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['billing', 'remove'],
      mutationFn: (id: number) => api.billing.remove(id, { silent }),
      onSuccess: invalidates(billingKeys.all, userKeys.balance()),
    }),
};
