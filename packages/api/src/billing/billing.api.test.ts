import { HttpResponse } from 'msw';
import { describe } from 'vitest';
import { BillType } from '../enums.ts';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';
import { sampleBill } from '../contract/samples.ts';

const server = setupMswServer();

describe('billing calls', () => {
  runCallCases(server, [
    {
      name: 'create a deposit bill',
      method: 'post',
      path: paths.billing.create,
      call: (api) => api.billing.create({ amount: 5000, type: BillType.DEPOSIT }),
      body: { amount: 5000, type: 1 },
    },
    {
      name: 'list with query (empty values left out)',
      method: 'get',
      path: paths.billing.list,
      call: (api) =>
        api.billing.list({
          page: 2,
          pageSize: 20,
          type: BillType.WITHDRAWAL,
          ordering: '-created_at',
          search: '',
        }),
      query: { page: '2', pageSize: '20', type: '2', ordering: '-created_at' },
      response: () =>
        HttpResponse.json({
          count: '1',
          results: [{ ...sampleBill, id: '9', amount: '100.00', number: '0042' }],
        }),
      result: { count: 1, results: [{ id: 9, amount: 100, number: '0042' }] },
    },
    {
      name: 'delete',
      method: 'delete',
      path: paths.billing.detail(9),
      call: (api) => api.billing.remove(9),
      response: () => new HttpResponse(null, { status: 204 }),
      result: null,
    },
  ]);
});
