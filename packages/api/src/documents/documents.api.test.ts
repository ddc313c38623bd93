import { describe, expect } from 'vitest';
import { DocumentType, Signing } from '../enums.ts';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';

const server = setupMswServer();

describe('documents calls', () => {
  runCallCases(server, [
    {
      name: 'list with query',
      method: 'get',
      path: paths.documents.list,
      call: (api) =>
        api.documents.list({ page: 1, type: DocumentType.REPORT, signing: Signing.NOT_SIGNED }),
      query: { page: '1', type: '2', signing: '3' },
    },
    {
      name: 'upload act of reconciliation as form data',
      method: 'post',
      path: paths.documents.uploadActRevise(5),
      call: (api) => api.documents.uploadActRevise(5, new Blob(['act']), { filename: 'act.pdf' }),
      checkBody: async ({ body, contentType }) => {
        expect(contentType).toContain('multipart/form-data');
        const file = (body as FormData).get('file') as File;
        expect(file.name).toBe('act.pdf');
        expect(await file.text()).toBe('act');
      },
    },
  ]);
});
