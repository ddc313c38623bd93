import type { OrgStatus, OrgType, Signing, UserRole } from '../enums.ts';

/**
 * Spec §3, field for field. Identifier-like fields (inn, kpp, ogrn, bank_bik, checking_account,
 * correspondent_acc, phone, index, house numbers) are strings and stay strings after normalisation.
 */
export interface Organization {
  org_type: OrgType;
  org_name: string;
  short_name: string;
  country: string;
  index: string;
  city: string;
  street: string;
  house_number: string;
  carcase_number: string;
  office_number: string;
  /** When true, the legal address equals the actual (f_) one. */
  address_same: boolean;
  f_country: string;
  f_index: string;
  f_city: string;
  f_street: string;
  f_house_number: string;
  f_carcase_number: string;
  f_office_number: string;
  inn: string;
  kpp: string;
  checking_account: string;
  ogrn: string;
  bank: string;
  bank_bik: string;
  correspondent_acc: string;
  ceo_full_name: string;
  based_on: string;
  phone: string;
  email: string;
  signed: Signing | null;
  /** URL of the uploaded signed agreement, if any. */
  user_agreement: string | null;
  bitrix_agreement: boolean;
  doc_status: OrgStatus;
  balance: number;
  available_balance: number;
  role: UserRole;
}

/** Fields the server computes; never sent back. */
export type OrganizationReadOnlyField =
  'signed' | 'user_agreement' | 'doc_status' | 'balance' | 'available_balance' | 'role';

/** What the organization form edits. */
export type OrganizationForm = Omit<Organization, OrganizationReadOnlyField>;

/** PUT body after spec §3's rules: entrepreneurs lose four fields; address_same copies f_ fields. */
export type OrganizationPayload = Omit<
  OrganizationForm,
  'kpp' | 'short_name' | 'ceo_full_name' | 'based_on'
> &
  Partial<Pick<OrganizationForm, 'kpp' | 'short_name' | 'ceo_full_name' | 'based_on'>>;
