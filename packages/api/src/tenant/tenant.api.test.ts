import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../client/adapters.ts';
import { paths } from '../paths.ts';
import { runCallCases, type CallCase } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';
import { readCachedTenant, writeCachedTenant } from './tenant-cache.ts';
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

/** Both calls post the host's domain to one path; the cases differ in the answer and its reading. */
const tenantCase = (
  name: string,
  call: 'get' | 'list',
  domain: string,
  answer: Tenant[],
  result: Tenant | Tenant[] | null,
): CallCase => ({
  name,
  method: 'post',
  path: paths.tenant.get,
  call: (api) => api.tenant[call]({ domain }),
  body: { domain },
  response: () => HttpResponse.json(answer),
  result,
});

describe('tenant call', () => {
  runCallCases(server, [
    tenantCase(
      'the first entry of the list',
      'get',
      'app.ekran.ru',
      [tenant, { ...tenant, name: 'second' }],
      tenant,
    ),
    tenantCase('null for an empty list', 'get', 'x', [], null),
    tenantCase('the raw list', 'list', 'x', [tenant], [tenant]),
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
