import { id, known, maybeText, object, page, spec, text } from '../contract/kit.ts';
import { DocumentType, Signing } from '../enums.ts';

export const documentSchema = object(
  {
    id: id('the row key and the path of upload_act_revise'),
    type: known(DocumentType),
    signing: known(Signing),
    name: text(),
    /** ISO date-time. */
    created_at: maybeText(),
    file: maybeText(),
    /** Uploaded reconciliation act, if any. */
    act_revise: maybeText(),
  },
  spec('§3 Enumerations (document type, signing); id by §7 documents/{id}/upload_act_revise', [
    'id',
    'type',
    'signing',
  ]),
);

export const documentPageSchema = page(documentSchema);
