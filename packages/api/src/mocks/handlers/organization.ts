import { OrgStatus, OrgType, Signing } from '../../enums.ts';
import {
  ENTREPRENEUR_OMITTED_FIELDS,
  ORGANIZATION_ADDRESS_FIELDS,
} from '../../organization/organization.api.ts';
import type { OrganizationPayload } from '../../organization/organization.types.ts';
import { paths } from '../../paths.ts';
import { commit } from '../db/db.ts';
import { pdfDataUrl } from '../db/files.ts';
import type { OrganizationRow } from '../db/types.ts';
import { organizationOf, toOrganization } from '../serialize.ts';
import { detail, ok, readJson, requireUser, route, type MockRoute } from './utils.ts';

const TEXT_FIELDS = [
  'org_name',
  'short_name',
  ...ORGANIZATION_ADDRESS_FIELDS,
  ...ORGANIZATION_ADDRESS_FIELDS.map((field) => `f_${field}` as const),
  'inn',
  'kpp',
  'checking_account',
  'ogrn',
  'bank',
  'bank_bik',
  'correspondent_acc',
  'ceo_full_name',
  'based_on',
  'phone',
  'email',
] as const;

/** The server's own checks of the requisites: digit counts only (the form checks the checksums). */
function requisitesProblem(org: OrganizationRow): string | null {
  const legal = org.org_type === OrgType.LEGAL_ENTITY;
  if (!org.org_name.trim()) return 'Укажите название организации.';
  if (!new RegExp(legal ? '^\\d{10}$' : '^\\d{12}$').test(org.inn)) {
    return legal
      ? 'ИНН юридического лица состоит из 10 цифр.'
      : 'ИНН предпринимателя состоит из 12 цифр.';
  }
  if (legal && !/^\d{9}$/.test(org.kpp)) return 'КПП состоит из 9 цифр.';
  if (!new RegExp(legal ? '^\\d{13}$' : '^\\d{15}$').test(org.ogrn)) {
    return legal ? 'ОГРН состоит из 13 цифр.' : 'ОГРНИП состоит из 15 цифр.';
  }
  if (org.bank_bik && !/^\d{9}$/.test(org.bank_bik)) return 'БИК состоит из 9 цифр.';
  if (org.checking_account && !/^\d{20}$/.test(org.checking_account))
    return 'Расчётный счёт состоит из 20 цифр.';
  if (org.correspondent_acc && !/^\d{20}$/.test(org.correspondent_acc))
    return 'Корреспондентский счёт состоит из 20 цифр.';
  return null;
}

export const organizationRoutes: MockRoute[] = [
  route('get', paths.organization.my, ({ request }) => {
    const user = requireUser(request);
    return ok(toOrganization(organizationOf(user.id), user.role));
  }),

  route('put', paths.organization.update, async ({ request }) => {
    const user = requireUser(request);
    const org = organizationOf(user.id);
    const body = await readJson<OrganizationPayload>(request);
    const next: OrganizationRow = { ...org };
    if (body.org_type === OrgType.ENTREPRENEUR || body.org_type === OrgType.LEGAL_ENTITY)
      next.org_type = body.org_type;
    for (const field of TEXT_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== null) next[field] = String(value).trim();
    }
    if (typeof body.address_same === 'boolean') next.address_same = body.address_same;
    if (typeof body.bitrix_agreement === 'boolean') next.bitrix_agreement = body.bitrix_agreement;
    if (next.org_type === OrgType.ENTREPRENEUR)
      for (const field of ENTREPRENEUR_OMITTED_FIELDS) next[field] = '';
    if (next.address_same) {
      next.country = next.f_country;
      next.index = next.f_index;
      next.city = next.f_city;
      next.street = next.f_street;
      next.house_number = next.f_house_number;
      next.carcase_number = next.f_carcase_number;
      next.office_number = next.f_office_number;
    }
    const problem = requisitesProblem(next);
    if (problem) return detail(400, problem);
    // Changed requisites (or a first filling) go to verification again.
    const changed =
      TEXT_FIELDS.some((field) => next[field] !== org[field]) || next.org_type !== org.org_type;
    if (changed || next.doc_status === OrgStatus.NEW || next.doc_status === OrgStatus.CANCEL) {
      next.doc_status = OrgStatus.WAITING;
    }
    Object.assign(org, next);
    commit();
    return ok(toOrganization(org, user.role));
  }),

  route('post', paths.organization.uploadAgreement, async ({ request }) => {
    const user = requireUser(request);
    const org = organizationOf(user.id);
    const form = await request.formData().catch(() => null);
    const file = form?.get('user_agreement');
    if (!file || typeof file === 'string')
      return detail(400, 'Прикрепите файл с подписанным договором.');
    if (!/\.(pdf|jpe?g|png)$/i.test(file.name) && !/^(application\/pdf|image\/)/.test(file.type)) {
      return detail(400, 'Допустимые форматы договора: PDF, JPG, PNG.');
    }
    if (file.size > 10 * 1024 * 1024) return detail(400, 'Файл больше 10 МБ.');
    // A stand-in PDF as a data URL: the link opens without a file server.
    org.user_agreement = pdfDataUrl(
      `Ekran agreement uploaded by user ${user.id}: ${file.name || 'agreement.pdf'}`,
    );
    org.signed = Signing.SENT;
    if (org.doc_status !== OrgStatus.APPROVE) org.doc_status = OrgStatus.WAITING;
    commit();
    return ok(toOrganization(org, user.role));
  }),
];
