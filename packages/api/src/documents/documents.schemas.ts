import { id, maybeText, object, oneOf, page, text } from '../contract/kit.ts';
import { DocumentType, Signing } from '../enums.ts';

export const documentSchema = object({
  id: id(),
  type: oneOf(DocumentType),
  signing: oneOf(Signing),
  name: text(),
  /** ISO date-time. */
  created_at: text(),
  file: maybeText(),
  /** Uploaded reconciliation act, if any. */
  act_revise: maybeText(),
});

export const documentPageSchema = page(documentSchema);
