import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OrgType } from '../enums.ts';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';
import { buildOrganizationPayload } from './organization.api.ts';
import type { OrganizationForm } from './organization.types.ts';
import { sampleOrganization } from '../contract/samples.ts';

const server = setupMswServer();

const legal: OrganizationForm = {
  org_type: OrgType.LEGAL_ENTITY,
  org_name: 'ООО «Ромашка»',
  short_name: 'Ромашка',
  country: 'Россия',
  index: '000000',
  city: 'old',
  street: 'old',
  house_number: '1',
  carcase_number: '',
  office_number: '',
  address_same: false,
  f_country: 'Россия',
  f_index: '0274',
  f_city: 'Москва',
  f_street: 'Тверская',
  f_house_number: '7',
  f_carcase_number: '2',
  f_office_number: '15',
  inn: '7707083893',
  kpp: '773601001',
  checking_account: '40702810938000000001',
  ogrn: '1027700132195',
  bank: 'Сбербанк',
  bank_bik: '044525225',
  correspondent_acc: '30101810400000000225',
  ceo_full_name: 'Иванов Иван Иванович',
  based_on: 'Устав',
  phone: '79991234567',
  email: 'org@ya.ru',
  bitrix_agreement: true,
};

describe('buildOrganizationPayload (spec §3)', () => {
  it('sends a legal entity as it is', () => {
    expect(buildOrganizationPayload(legal)).toEqual(legal);
  });

  it('an entrepreneur loses kpp, short_name, ceo_full_name and based_on', () => {
    const payload = buildOrganizationPayload({ ...legal, org_type: OrgType.ENTREPRENEUR });
    for (const field of ['kpp', 'short_name', 'ceo_full_name', 'based_on'])
      expect(payload).not.toHaveProperty(field);
    expect(payload.inn).toBe('7707083893');
  });

  it('address_same copies every f_ field into the legal address', () => {
    const payload = buildOrganizationPayload({ ...legal, address_same: true });
    expect(payload).toMatchObject({
      country: 'Россия',
      index: '0274',
      city: 'Москва',
      street: 'Тверская',
      house_number: '7',
      carcase_number: '2',
      office_number: '15',
    });
  });

  it('does not change the form it was given', () => {
    const form = { ...legal, org_type: OrgType.ENTREPRENEUR, address_same: true };
    buildOrganizationPayload(form);
    expect(form.kpp).toBe('773601001');
    expect(form.city).toBe('old');
  });
});

describe('organization calls', () => {
  runCallCases(server, [
    {
      name: 'get my organization (identifiers stay strings)',
      method: 'get',
      path: paths.organization.my,
      call: (api) => api.organization.getMy(),
      response: () =>
        HttpResponse.json({
          ...sampleOrganization,
          inn: '7707083893',
          index: '0274',
          doc_status: '3',
          balance: '10',
        }),
      result: { inn: '7707083893', index: '0274', doc_status: 3, balance: 10 },
    },
    {
      name: 'update, entrepreneur with address_same',
      method: 'put',
      path: paths.organization.update,
      call: (api) =>
        api.organization.updateMy({ ...legal, org_type: OrgType.ENTREPRENEUR, address_same: true }),
      checkBody: ({ body }) => {
        const sent = body as Record<string, unknown>;
        expect(sent).not.toHaveProperty('kpp');
        expect(sent).not.toHaveProperty('short_name');
        expect(sent).not.toHaveProperty('ceo_full_name');
        expect(sent).not.toHaveProperty('based_on');
        expect(sent.city).toBe('Москва');
        expect(sent.index).toBe('0274');
        expect(sent.org_type).toBe(1);
      },
    },
    {
      name: 'upload agreement as form data',
      method: 'post',
      path: paths.organization.uploadAgreement,
      call: (api) =>
        api.organization.uploadAgreement(new Blob(['%PDF'], { type: 'application/pdf' }), {
          filename: 'dogovor.pdf',
        }),
      checkBody: async ({ body, contentType }) => {
        expect(contentType).toContain('multipart/form-data');
        const file = (body as FormData).get('user_agreement') as File;
        expect(file.name).toBe('dogovor.pdf');
        expect(await file.text()).toBe('%PDF');
      },
    },
  ]);
});
