import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import type { CallOptions } from '../common.types.ts';
import { paths } from '../paths.ts';
import type { Tenant, TenantRequest, TenantResponse } from './tenant.types.ts';

export const createTenantApi = (http: KyInstance) => {
  /** POST /v2/user/tenant/ — the raw list. */
  const list = (body: TenantRequest, options?: CallOptions) =>
    http.post(paths.tenant.get, { json: body, ...callOptions(options) }).json<TenantResponse>();
  return {
    list,
    /** The tenant of this host: the first entry of the list, or null when there is none. */
    get: async (body: TenantRequest, options?: CallOptions): Promise<Tenant | null> => {
      const answer = await list(body, options);
      return Array.isArray(answer) ? (answer[0] ?? null) : null;
    },
  };
};

export type TenantApi = ReturnType<typeof createTenantApi>;
