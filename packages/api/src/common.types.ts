/**
 * A paged list, Django REST style: the one form every caller gets, whether the server sent a page
 * or a bare array (contract/kit.ts `page`).
 */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  /** Rows the server sent in a shape the app cannot show, left out of `results`. */
  omitted: number;
}

/** Paging, search and sorting query shared by the list calls (`ordering`: `field` or `-field`). */
export interface ListParams {
  page?: number;
  pageSize?: number;
  search?: string;
  ordering?: string;
}

/** A file that an export call returned, with the name the server gave it in Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** Transfer progress: `percent` is 0…1, `total` may be 0 when the server sends no length. */
export interface TransferProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

/** Options every fetcher accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Handle errors yourself: no toast for this call. */
  silent?: boolean;
}

export interface ProgressOptions extends CallOptions {
  onProgress?: (progress: TransferProgress) => void;
}

/** A plain server acknowledgement; most action calls answer with one or with the changed entity. */
export interface DetailResponse {
  detail?: string;
}

/** What a save's answer tells for sure: the saved entity's id, when it names one. */
export interface SavedRef {
  id: number;
}
