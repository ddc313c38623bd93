import { describe } from 'vitest';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';

const server = setupMswServer();

describe('video library', () => {
  runCallCases(server, [
    {
      name: 'list',
      method: 'get',
      path: paths.video.list,
      call: (api) => api.videos.list({ page: 1, search: 'лето' }),
      query: { page: '1', search: 'лето' },
    },
  ]);
});
