import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrgType } from '../enums.ts';
import {
  checkBik,
  checkCheckingAccount,
  checkCorrespondentAccount,
  checkInn,
  checkKpp,
  checkOgrn,
  isValidCheckingAccount,
  isValidCorrespondentAccount,
  isValidInn,
  isValidOgrn,
} from './requisites.ts';

const LEGAL = OrgType.LEGAL_ENTITY;
const IP = OrgType.ENTREPRENEUR;

describe('INN', () => {
  it.each([
    ['7707083893', 'ПАО Сбербанк'],
    ['7736050003', 'ПАО «Газпром»'],
    ['7830002293', 'ПАО «Ростелеком»'],
  ])('accepts the 10-digit INN %s (%s) for a legal entity', (inn) => {
    expect(isValidInn(inn)).toBe(true);
    expect(checkInn(inn, LEGAL)).toBeNull();
  });

  it.each(['500100732259', '784806113663'])(
    'accepts the 12-digit INN %s for an entrepreneur',
    (inn) => {
      expect(isValidInn(inn)).toBe(true);
      expect(checkInn(inn, IP)).toBeNull();
    },
  );

  it('refuses a wrong check digit', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(checkInn('7707083894', LEGAL)).toMatch(/контрольные цифры/);
    // Both check digits of a 12-digit INN count: change the 11th, then the 12th.
    expect(isValidInn('500100732249')).toBe(false);
    expect(checkInn('500100732258', IP)).toMatch(/контрольные цифры/);
  });

  it('asks for the length that fits the organization type', () => {
    expect(checkInn('500100732259', LEGAL)).toBe('ИНН юридического лица состоит из 10 цифр.');
    expect(checkInn('7707083893', IP)).toBe('ИНН предпринимателя состоит из 12 цифр.');
    expect(checkInn('770708389', LEGAL)).toBe('ИНН юридического лица состоит из 10 цифр.');
  });

  it('explains empty and non-digit input', () => {
    expect(checkInn('', LEGAL)).toBe('Укажите ИНН.');
    expect(checkInn('77070838ab', LEGAL)).toBe('ИНН состоит только из цифр.');
  });

  it('ignores surrounding spaces', () => {
    expect(checkInn(' 7707083893 ', LEGAL)).toBeNull();
  });

  it('changing the last digit of a valid INN always breaks it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('7707083893', '7736050003', '500100732259', '784806113663'),
        fc.integer({ min: 1, max: 9 }),
        (inn, shift) => {
          const last = (Number(inn.at(-1)) + shift) % 10;
          expect(isValidInn(`${inn.slice(0, -1)}${last}`)).toBe(false);
        },
      ),
    );
  });
});

describe('KPP', () => {
  it('accepts 9 characters of the right shape', () => {
    expect(checkKpp('773601001')).toBeNull();
    expect(checkKpp('7736AB001')).toBeNull();
  });
  it('refuses other lengths and shapes', () => {
    expect(checkKpp('')).toBe('Укажите КПП.');
    expect(checkKpp('77360100')).toBe('КПП состоит из 9 символов.');
    expect(checkKpp('7736010011')).toBe('КПП состоит из 9 символов.');
    expect(checkKpp('77360100x')).toMatch(/4 цифры/);
  });
});

describe('OGRN / OGRNIP', () => {
  it.each(['1027700132195', '1037739010891'])('accepts the OGRN %s', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
    expect(checkOgrn(ogrn, LEGAL)).toBeNull();
  });
  it('accepts a valid OGRNIP (mod 13)', () => {
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(checkOgrn('304500116000157', IP)).toBeNull();
  });
  it('refuses a wrong check digit', () => {
    expect(isValidOgrn('1027700132194')).toBe(false);
    expect(checkOgrn('1027700132194', LEGAL)).toMatch(/контрольная цифра/);
    expect(isValidOgrn('304500116000158')).toBe(false);
    expect(checkOgrn('304500116000158', IP)).toMatch(/^ОГРНИП с ошибкой/);
  });
  it('asks for the length that fits the organization type', () => {
    expect(checkOgrn('304500116000157', LEGAL)).toBe('ОГРН состоит из 13 цифр.');
    expect(checkOgrn('1027700132195', IP)).toBe('ОГРНИП состоит из 15 цифр.');
    expect(checkOgrn('', IP)).toBe('Укажите ОГРНИП.');
    expect(checkOgrn('10277001321-5', LEGAL)).toBe('ОГРН состоит только из цифр.');
  });
  it('the check digit is the remainder rule for every 12-digit body', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{11}$/), (body) => {
        const check = Number(BigInt(body) % 11n) % 10;
        expect(isValidOgrn(`${body}${check}`)).toBe(true);
        expect(isValidOgrn(`${body}${(check + 1) % 10}`)).toBe(false);
      }),
    );
  });
});

describe('BIK', () => {
  it('accepts 9 digits', () => expect(checkBik('044525225')).toBeNull());
  it('refuses the rest', () => {
    expect(checkBik('')).toBe('Укажите БИК банка.');
    expect(checkBik('04452522')).toBe('БИК состоит из 9 цифр.');
    expect(checkBik('04452522a')).toBe('БИК состоит из 9 цифр.');
  });
});

describe('accounts against the BIK', () => {
  // Real correspondent accounts: Sberbank Moscow, T-Bank, VTB, Sberbank St Petersburg.
  it.each([
    ['30101810400000000225', '044525225'],
    ['30101810145250000974', '044525974'],
    ['30101810700000000187', '044525187'],
    ['30101810500000000653', '044030653'],
  ])('accepts the correspondent account %s for BIK %s', (account, bik) => {
    expect(isValidCorrespondentAccount(account, bik)).toBe(true);
    expect(checkCorrespondentAccount(account, bik)).toBeNull();
  });

  it('refuses a correspondent account of another bank', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044030653')).toBe(false);
    expect(checkCorrespondentAccount('30101810400000000225', '044030653')).toMatch(
      /не сходится с БИК/,
    );
  });

  it('checks the control key of a checking account (key digit computed by hand: 6)', () => {
    // 225 + 40702810_38000000000 with weights 7-1-3: only 6 in the key position makes the sum end in 0.
    const valid = '40702810638000000000';
    expect(isValidCheckingAccount(valid, '044525225')).toBe(true);
    expect(checkCheckingAccount(valid, '044525225')).toBeNull();
    for (const key of [0, 1, 2, 3, 4, 5, 7, 8, 9]) {
      const wrong = `40702810${key}38000000000`;
      expect(isValidCheckingAccount(wrong, '044525225')).toBe(false);
    }
    expect(checkCheckingAccount('40702810938000000000', '044525225')).toBe(
      'Расчётный счёт не сходится с БИК: проверьте номер счёта и БИК.',
    );
  });

  it('accepts the demo organization account and an entrepreneur account', () => {
    expect(isValidCheckingAccount('40702810438000060473', '044525225')).toBe(true);
    expect(isValidCheckingAccount('40802810838000012345', '044525225')).toBe(true);
  });

  it('explains length and prefix problems', () => {
    expect(checkCheckingAccount('', '044525225')).toBe('Укажите расчётный счёт.');
    expect(checkCheckingAccount('4070281063800000000', '044525225')).toBe(
      'Расчётный счёт состоит из 20 цифр.',
    );
    expect(checkCorrespondentAccount('40702810638000000000', '044525225')).toBe(
      'Корреспондентский счёт начинается с 301.',
    );
    expect(checkCorrespondentAccount('', '044525225')).toBe('Укажите корреспондентский счёт.');
  });

  it('leaves the key to the BIK field when the BIK itself is wrong', () => {
    expect(checkCheckingAccount('40702810938000000000', '0445')).toBeNull();
    expect(checkCorrespondentAccount('30101810400000000225', '')).toBeNull();
  });

  it('any 20-digit account has exactly one key digit that fits a BIK', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{20}$/), fc.stringMatching(/^04\d{7}$/), (account, bik) => {
        const fits = [...'0123456789'].filter((key) =>
          isValidCheckingAccount(`${account.slice(0, 8)}${key}${account.slice(9)}`, bik),
        );
        expect(fits).toHaveLength(1);
      }),
    );
  });
});
