import { amount, flag, id, known, maybeText, object, page, spec, text } from '../contract/kit.ts';
import { BillType } from '../enums.ts';

export const billSchema = object(
  {
    id: id('the row key and the path of DELETE /v2/user/billing/{id}/'),
    type: known(BillType),
    /** Roubles. */
    amount: amount(),
    /** ISO date-time. */
    created_at: maybeText(),
    /** Whether the bill is paid. */
    is_paid: flag(),
    number: text(),
    /** URL of the bill document (PDF), if the server made one. */
    file: maybeText(),
  },
  spec('§3 Enumerations (bill type); id by §7 DELETE billing/{id}', ['id', 'type']),
);

export const billPageSchema = page(billSchema);
