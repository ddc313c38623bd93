import { describe, expect, it } from 'vitest';
import { OrgType } from '@ekran/api';
import {
  checkEmail,
  checkPhone,
  ORG_TYPE_REQUIRED,
  organizationSchema,
  toFormValues,
  type OrganizationFormValues,
} from './organization-schema';

const entrepreneur: OrganizationFormValues = {
  ...toFormValues(undefined),
  org_type: OrgType.ENTREPRENEUR,
  org_name: 'ИП Новиков Олег Петрович',
  inn: '500100732259',
  ogrn: '304500116000157',
  f_country: 'Россия',
  f_index: '190000',
  f_city: 'Санкт-Петербург',
  f_street: 'Невский пр-т',
  f_house_number: '28',
  address_same: true,
  bank: 'ПАО Сбербанк',
  bank_bik: '044525225',
  checking_account: '40802810838000012345',
  correspondent_acc: '30101810400000000225',
  phone: '+7 (999) 000-11-22',
  email: 'oleg@novikov.ru',
};

const problems = (values: OrganizationFormValues): Record<string, string> => {
  const result = organizationSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('organization form rules', () => {
  it('guesses no type the server did not tell: the user chooses it', () => {
    expect(toFormValues(undefined).org_type).toBeNull();
    expect(toFormValues({ org_type: null }).org_type).toBeNull();
    expect(toFormValues({ org_type: OrgType.LEGAL_ENTITY }).org_type).toBe(OrgType.LEGAL_ENTITY);
    const found = problems({ ...entrepreneur, org_type: null });
    expect(found).toEqual({ org_type: ORG_TYPE_REQUIRED });
    expect(ORG_TYPE_REQUIRED).toMatch(/^Выберите тип организации/);
  });

  it('accepts a complete entrepreneur without KPP, CEO or legal address fields', () => {
    expect(problems(entrepreneur)).toEqual({});
  });

  it('asks a legal entity for a 10-digit INN, KPP, OGRN, CEO and «based on»', () => {
    const found = problems({ ...entrepreneur, org_type: OrgType.LEGAL_ENTITY });
    expect(found).toMatchObject({
      inn: 'ИНН юридического лица состоит из 10 цифр.',
      kpp: 'Укажите КПП.',
      ogrn: 'ОГРН состоит из 13 цифр.',
      ceo_full_name: 'Укажите ФИО руководителя.',
      based_on: 'Укажите, на основании чего действует руководитель.',
    });
  });

  it('accepts a complete legal entity', () => {
    expect(
      problems({
        ...entrepreneur,
        org_type: OrgType.LEGAL_ENTITY,
        inn: '7707083893',
        kpp: '773601001',
        ogrn: '1027700132195',
        ceo_full_name: 'Новиков Олег Петрович',
        based_on: 'Устава',
        checking_account: '40702810438000060473',
      }),
    ).toEqual({});
  });

  it('requires the legal address only when it differs from the actual one', () => {
    const found = problems({ ...entrepreneur, address_same: false });
    expect(found).toMatchObject({ city: 'Укажите город.', index: 'Индекс состоит из 6 цифр.' });
  });

  it('checks the account keys against the BIK', () => {
    expect(problems({ ...entrepreneur, checking_account: '40802810938000012345' })).toEqual({
      checking_account: 'Расчётный счёт не сходится с БИК: проверьте номер счёта и БИК.',
    });
  });
});

describe('phone and e-mail', () => {
  it.each(['+7 999 123-45-67', '89991234567', '+7 (495) 123-45-67', '9991234567'])(
    'accepts the phone %s',
    (phone) => expect(checkPhone(phone)).toBeNull(),
  );
  it.each([
    ['', 'Укажите телефон.'],
    ['12345', 'Телефон в формате +7 999 123-45-67.'],
    ['+7 999 abc-45-67', 'В номере телефона могут быть только цифры, пробелы, скобки, «+» и «-».'],
  ])('refuses the phone «%s»', (phone, message) => expect(checkPhone(phone)).toBe(message));
  it('checks the e-mail', () => {
    expect(checkEmail('org@company.ru')).toBeNull();
    expect(checkEmail('')).toBe('Укажите e-mail.');
    expect(checkEmail('org@company')).toBe('E-mail в формате name@company.ru.');
  });
});
