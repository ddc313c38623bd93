import type { ListParams } from '../common.types.ts';
import type { DocumentType, Signing } from '../enums.ts';

export interface Document {
  id: number;
  type: DocumentType;
  signing: Signing;
  name: string;
  /** ISO date-time. */
  created_at: string;
  file: string | null;
  /** Uploaded reconciliation act, if any. */
  act_revise: string | null;
}

export interface DocumentListParams extends ListParams {
  type?: DocumentType;
  signing?: Signing;
}
