import { amount, flag, known, maybeText, object, spec, text } from '../contract/kit.ts';
import { OrgStatus, OrgType, Signing, UserRole } from '../enums.ts';
import { SPEC_ORGANIZATION_FIELDS } from '../spec-fields.ts';

/**
 * Spec §3, field for field; nothing is strict: the form shows what came and the user fills the
 * rest. Identifier-like fields (inn, kpp, ogrn, bank_bik, checking_account, correspondent_acc,
 * phone, index, house numbers) are text and stay text after normalisation.
 */
export const organizationSchema = object(
  {
    org_type: known(OrgType),
    org_name: text(),
    short_name: text(),
    country: text(),
    index: text(),
    city: text(),
    street: text(),
    house_number: text(),
    carcase_number: text(),
    office_number: text(),
    /** When true, the legal address equals the actual (f_) one. */
    address_same: flag(),
    f_country: text(),
    f_index: text(),
    f_city: text(),
    f_street: text(),
    f_house_number: text(),
    f_carcase_number: text(),
    f_office_number: text(),
    inn: text(),
    kpp: text(),
    checking_account: text(),
    ogrn: text(),
    bank: text(),
    bank_bik: text(),
    correspondent_acc: text(),
    ceo_full_name: text(),
    based_on: text(),
    phone: text(),
    email: text(),
    signed: known(Signing),
    /** URL of the uploaded signed agreement, if any. */
    user_agreement: maybeText(),
    bitrix_agreement: flag(),
    doc_status: known(OrgStatus),
    balance: amount(),
    available_balance: amount(),
    role: known(UserRole),
  },
  spec('§3 Organization (defaults)', SPEC_ORGANIZATION_FIELDS),
);
