import type { z } from 'zod';
import type { documentSchema } from './documents.schemas.ts';
import type { ListParams } from '../common.types.ts';
import type { DocumentType, Signing } from '../enums.ts';

export type Document = z.output<typeof documentSchema>;

export interface DocumentListParams extends ListParams {
  type?: DocumentType;
  signing?: Signing;
}
