import { flag, id, maybeText, num, object, oneOf, page, text } from '../contract/kit.ts';
import { BillType } from '../enums.ts';

export const billSchema = object({
  id: id(),
  type: oneOf(BillType),
  amount: num(),
  /** ISO date-time. */
  created_at: text(),
  /** Whether the bill is paid. */
  is_paid: flag(),
  number: text(),
  /** URL of the bill document (PDF), if the server made one. */
  file: maybeText(),
});

export const billPageSchema = page(billSchema);
