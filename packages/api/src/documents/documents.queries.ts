import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidates } from '../client/query-helpers.ts';
import type { TransferProgress } from '../common.types.ts';
import type { Api } from '../create-api.ts';
import type { DocumentListParams } from './documents.types.ts';

export const documentKeys = {
  all: ['documents'] as const,
  list: (params: DocumentListParams) => ['documents', 'list', params] as const,
};

export const documentQueries = {
  all: () => documentKeys.all,
  list: (api: Api, params: DocumentListParams = {}) =>
    queryOptions({
      queryKey: documentKeys.list(params),
      queryFn: ({ signal }) => api.documents.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const documentMutations = {
  uploadActRevise: (api: Api) =>
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
      }) => api.documents.uploadActRevise(id, file, { filename, onProgress }),
      onSuccess: invalidates(documentKeys.all),
    }),
};
