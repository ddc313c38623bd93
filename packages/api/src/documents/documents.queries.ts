import { mutationOptions } from '@tanstack/react-query';
import {
  invalidates,
  listQuery,
  type MutationExtras,
  type QueryExtras,
} from '../client/query-helpers.ts';
import type { TransferProgress } from '../common.types.ts';
import type { Api } from '../create-api.ts';
import type { DocumentListParams } from './documents.types.ts';

export const documentKeys = {
  all: ['documents'] as const,
  list: (params: DocumentListParams) => ['documents', 'list', params] as const,
};

export const documentQueries = {
  all: () => documentKeys.all,
  list: (api: Api, params: DocumentListParams = {}, extras?: QueryExtras) =>
    listQuery(documentKeys.list(params), (call) => api.documents.list(params, call), extras),
};

export const documentMutations = {
  uploadActRevise: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['documents', 'upload-act-revise'],
      mutationFn: ({
        id,
        file,
        filename,
        onProgress,
      }: {
        id: number;
        file: Blob;
        filename?: string;
        onProgress?: (progress: TransferProgress) => void;
      }) => api.documents.uploadActRevise(id, file, { filename, onProgress, silent }),
      onSuccess: invalidates(documentKeys.all),
    }),
};
