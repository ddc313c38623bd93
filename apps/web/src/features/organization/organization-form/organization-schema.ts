import { z } from '../../../lib/zod';
import {
  checkBik,
  checkCheckingAccount,
  checkCorrespondentAccount,
  checkInn,
  checkKpp,
  checkOgrn,
  ENTREPRENEUR_OMITTED_FIELDS,
  OrgType,
  type Organization,
  type OrganizationForm,
} from '@ekran/api';

/** Legal address fields; each has an actual-address twin with the `f_` prefix. */
export const ADDRESS_FIELDS = [
  'country',
  'index',
  'city',
  'street',
  'house_number',
  'carcase_number',
  'office_number',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const text = z.string();

/** Russian mobile or landline: 11 digits starting with 7 or 8, or 10 digits without the country code. */
export function checkPhone(value: string): string | null {
  const digits = value.replace(/[\s()+-]/g, '');
  if (!digits) return 'Укажите телефон.';
  if (!/^\d+$/.test(digits))
    return 'В номере телефона могут быть только цифры, пробелы, скобки, «+» и «-».';
  if (/^[78]\d{10}$/.test(digits) || /^9\d{9}$/.test(digits)) return null;
  return 'Телефон в формате +7 999 123-45-67.';
}

export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Укажите e-mail.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : 'E-mail в формате name@company.ru.';
}

const REQUIRED_TEXT: Partial<Record<keyof OrganizationForm, string>> = {
  org_name: 'Укажите полное наименование.',
  f_country: 'Укажите страну.',
  f_city: 'Укажите город.',
  f_street: 'Укажите улицу.',
  f_house_number: 'Укажите дом.',
  bank: 'Укажите банк.',
};
const LEGAL_REQUIRED_TEXT: Partial<Record<keyof OrganizationForm, string>> = {
  ceo_full_name: 'Укажите ФИО руководителя.',
  based_on: 'Укажите, на основании чего действует руководитель.',
};
const LEGAL_ADDRESS_REQUIRED: Partial<Record<AddressField, string>> = {
  country: 'Укажите страну.',
  city: 'Укажите город.',
  street: 'Укажите улицу.',
  house_number: 'Укажите дом.',
};

export const ORG_TYPE_REQUIRED = 'Выберите тип организации: ИП или юридическое лицо.';

/**
 * The organization form's rules. Requisite checks come from @ekran/api (one implementation);
 * an entrepreneur is not asked for the fields the server does not take from them.
 */
export const organizationSchema = z
  .object({
    /** Null while the server has not told the type (or told one the app does not know). */
    org_type: z.union([z.literal(OrgType.ENTREPRENEUR), z.literal(OrgType.LEGAL_ENTITY), z.null()]),
    org_name: text,
    short_name: text,
    country: text,
    index: text,
    city: text,
    street: text,
    house_number: text,
    carcase_number: text,
    office_number: text,
    address_same: z.boolean(),
    f_country: text,
    f_index: text,
    f_city: text,
    f_street: text,
    f_house_number: text,
    f_carcase_number: text,
    f_office_number: text,
    inn: text,
    kpp: text,
    checking_account: text,
    ogrn: text,
    bank: text,
    bank_bik: text,
    correspondent_acc: text,
    ceo_full_name: text,
    based_on: text,
    phone: text,
    email: text,
    bitrix_agreement: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const problem = (path: keyof OrganizationForm, message: string | null | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const legal = form.org_type === OrgType.LEGAL_ENTITY;
    for (const [field, message] of Object.entries(REQUIRED_TEXT))
      if (!String(form[field as keyof OrganizationForm]).trim())
        problem(field as keyof OrganizationForm, message);
    if (legal) {
      for (const [field, message] of Object.entries(LEGAL_REQUIRED_TEXT))
        if (!String(form[field as keyof OrganizationForm]).trim())
          problem(field as keyof OrganizationForm, message);
      problem('kpp', checkKpp(form.kpp));
    }
    if (!/^\d{6}$/.test(form.f_index.trim())) problem('f_index', 'Индекс состоит из 6 цифр.');
    if (!form.address_same) {
      for (const [field, message] of Object.entries(LEGAL_ADDRESS_REQUIRED))
        if (!form[field as AddressField].trim()) problem(field as AddressField, message);
      if (!/^\d{6}$/.test(form.index.trim())) problem('index', 'Индекс состоит из 6 цифр.');
    }
    // INN and OGRN lengths depend on the type: they are checked once the user has chosen it.
    if (form.org_type === null) problem('org_type', ORG_TYPE_REQUIRED);
    else {
      problem('inn', checkInn(form.inn, form.org_type));
      problem('ogrn', checkOgrn(form.ogrn, form.org_type));
    }
    problem('bank_bik', checkBik(form.bank_bik));
    problem('checking_account', checkCheckingAccount(form.checking_account, form.bank_bik));
    problem('correspondent_acc', checkCorrespondentAccount(form.correspondent_acc, form.bank_bik));
    problem('phone', checkPhone(form.phone));
    problem('email', checkEmail(form.email));
  });

export type OrganizationFormValues = z.infer<typeof organizationSchema>;

/** Form values from what the server sent; missing text fields become empty strings. */
export function toFormValues(org: Partial<Organization> | undefined): OrganizationFormValues {
  const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    // An unknown type is not guessed: the user chooses it.
    org_type:
      org?.org_type === OrgType.LEGAL_ENTITY || org?.org_type === OrgType.ENTREPRENEUR
        ? org.org_type
        : null,
    org_name: str(org?.org_name),
    short_name: str(org?.short_name),
    country: str(org?.country),
    index: str(org?.index),
    city: str(org?.city),
    street: str(org?.street),
    house_number: str(org?.house_number),
    carcase_number: str(org?.carcase_number),
    office_number: str(org?.office_number),
    address_same: Boolean(org?.address_same),
    f_country: str(org?.f_country),
    f_index: str(org?.f_index),
    f_city: str(org?.f_city),
    f_street: str(org?.f_street),
    f_house_number: str(org?.f_house_number),
    f_carcase_number: str(org?.f_carcase_number),
    f_office_number: str(org?.f_office_number),
    inn: str(org?.inn),
    kpp: str(org?.kpp),
    checking_account: str(org?.checking_account),
    ogrn: str(org?.ogrn),
    bank: str(org?.bank),
    bank_bik: str(org?.bank_bik),
    correspondent_acc: str(org?.correspondent_acc),
    ceo_full_name: str(org?.ceo_full_name),
    based_on: str(org?.based_on),
    phone: str(org?.phone),
    email: str(org?.email),
    bitrix_agreement: Boolean(org?.bitrix_agreement),
  };
}

/** Fields shown only to a legal entity. */
export const LEGAL_ONLY_FIELDS: ReadonlySet<string> = new Set(ENTREPRENEUR_OMITTED_FIELDS);
