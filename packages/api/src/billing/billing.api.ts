import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import { toSearchParams } from '../client/query.ts';
import type { CallOptions, Paginated } from '../common.types.ts';
import { paths } from '../paths.ts';
import type { Bill, BillListParams, CreateBillRequest } from './billing.types.ts';

export const createBillingApi = (http: KyInstance) => ({
  list: (params: BillListParams = {}, options?: CallOptions) =>
    http
      .get(paths.billing.list, { searchParams: toSearchParams(params), ...callOptions(options) })
      .json<Paginated<Bill>>(),
  create: (body: CreateBillRequest, options?: CallOptions) =>
    http.post(paths.billing.create, { json: body, ...callOptions(options) }).json<Bill | null>(),
  remove: (id: number, options?: CallOptions) =>
    http.delete(paths.billing.detail(id), callOptions(options)).json<unknown>(),
});

export type BillingApi = ReturnType<typeof createBillingApi>;
