import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import { toSearchParams } from '../client/query.ts';
import type { CallOptions, Paginated, ProgressOptions } from '../common.types.ts';
import { paths } from '../paths.ts';
import type { Document, DocumentListParams } from './documents.types.ts';

export const createDocumentsApi = (http: KyInstance) => ({
  list: (params: DocumentListParams = {}, options?: CallOptions) =>
    http
      .get(paths.documents.list, { searchParams: toSearchParams(params), ...callOptions(options) })
      .json<Paginated<Document>>(),
  /** POST form data with the reconciliation act under `file`. */
  uploadActRevise: (id: number, file: Blob, options?: ProgressOptions & { filename?: string }) => {
    const form = new FormData();
    if (options?.filename) form.append('file', file, options.filename);
    else form.append('file', file);
    return http
      .post(paths.documents.uploadActRevise(id), {
        body: form,
        timeout: false,
        onUploadProgress: options?.onProgress,
        ...callOptions(options),
      })
      .json<unknown>();
  },
});

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
