import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../client/adapters.ts';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';
import { readCachedTenant, writeCachedTenant } from './tenant.api.ts';
import type { Tenant } from './tenant.types.ts';

const server = setupMswServer();

const tenant: Tenant = {
  name: 'Экран',
  favicon: '/f.ico',
  logo: '/l.svg',
  email_tg: 'hi@ekran.ru',
  company_name: 'ООО Экран',
  domain: 'app.ekran.ru',
};

describe('tenant call', () => {
  runCallCases(server, [
    {
      name: 'the first entry of the list',
      method: 'post',
      path: paths.tenant.get,
      call: (api) => api.tenant.get({ domain: 'app.ekran.ru' }),
      body: { domain: 'app.ekran.ru' },
      response: () => HttpResponse.json([tenant, { ...tenant, name: 'second' }]),
      result: tenant,
    },
    {
      name: 'null for an empty list',
      method: 'post',
      path: paths.tenant.get,
      call: (api) => api.tenant.get({ domain: 'x' }),
      body: { domain: 'x' },
      response: () => HttpResponse.json([]),
      result: null,
    },
    {
      name: 'the raw list',
      method: 'post',
      path: paths.tenant.get,
      call: (api) => api.tenant.list({ domain: 'x' }),
      body: { domain: 'x' },
      response: () => HttpResponse.json([tenant]),
      result: [tenant],
    },
  ]);
});

describe('tenant rules (spec §1)', () => {
  it('caches the tenant per host', () => {
    const storage = createMemoryStorage();
    writeCachedTenant(storage, 'a.ru', tenant);
    expect(readCachedTenant(storage, 'a.ru')).toEqual(tenant);
    expect(readCachedTenant(storage, 'b.ru')).toBeNull();
  });
});
