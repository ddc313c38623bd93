import { flag, maybeText, num, object, oneOf, text } from '../contract/kit.ts';
import { OrgStatus, OrgType, Signing, UserRole } from '../enums.ts';

/**
 * Spec §3, field for field. Identifier-like fields (inn, kpp, ogrn, bank_bik, checking_account,
 * correspondent_acc, phone, index, house numbers) are text and stay text after normalisation.
 */
export const organizationSchema = object({
  org_type: oneOf(OrgType),
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
  signed: oneOf(Signing)
    .nullish()
    .transform((value) => value ?? null),
  /** URL of the uploaded signed agreement, if any. */
  user_agreement: maybeText(),
  bitrix_agreement: flag(),
  doc_status: oneOf(OrgStatus),
  balance: num(),
  available_balance: num(),
  role: oneOf(UserRole),
});
