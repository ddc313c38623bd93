import { OrgType } from '../enums.ts';

/**
 * Checks of Russian company requisites as the tax service and the Bank of Russia define them
 * (check digits of INN, OGRN/OGRNIP; control key of bank accounts against the BIK). Each check
 * returns a Russian message for the user, or null when the value is valid. The organization form
 * and anything else that takes requisites use these, so there is one implementation.
 */

/** A problem with a requisite, in Russian, or null when the value is fine. */
export type RequisiteProblem = string | null;

const digitsOf = (value: string): number[] => [...value].map(Number);

const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

const innCheckDigit = (digits: readonly number[], weights: readonly number[]): number =>
  (weightedSum(digits, weights) % 11) % 10;

/** True when a 10- or 12-digit INN has the right check digits (length alone is not enough). */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) {
    const d = digitsOf(value);
    return innCheckDigit(d, INN10_WEIGHTS) === d[9];
  }
  if (/^\d{12}$/.test(value)) {
    const d = digitsOf(value);
    return (
      innCheckDigit(d, INN12_WEIGHTS_11) === d[10] && innCheckDigit(d, INN12_WEIGHTS_12) === d[11]
    );
  }
  return false;
}

/** INN: 10 digits for a legal entity, 12 for an entrepreneur, with check digits. */
export function checkInn(value: string, orgType: OrgType): RequisiteProblem {
  const inn = value.trim();
  const legal = orgType === OrgType.LEGAL_ENTITY;
  if (!inn) return 'Укажите ИНН.';
  if (!/^\d+$/.test(inn)) return 'ИНН состоит только из цифр.';
  if (legal && inn.length !== 10) return 'ИНН юридического лица состоит из 10 цифр.';
  if (!legal && inn.length !== 12) return 'ИНН предпринимателя состоит из 12 цифр.';
  if (!isValidInn(inn)) return 'ИНН с ошибкой: не сходятся контрольные цифры. Проверьте номер.';
  return null;
}

/** KPP: 9 characters — 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export function checkKpp(value: string): RequisiteProblem {
  const kpp = value.trim();
  if (!kpp) return 'Укажите КПП.';
  if (kpp.length !== 9) return 'КПП состоит из 9 символов.';
  if (!/^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp))
    return 'КПП: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры.';
  return null;
}

/** Remainder of a long decimal string, digit by digit, so 14-digit numbers stay exact. */
const remainderOf = (digits: string, divisor: number): number =>
  [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % divisor, 0);

/** True for a 13-digit OGRN (mod 11) or a 15-digit OGRNIP (mod 13) with the right check digit. */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(value)) return false;
  const body = value.slice(0, -1);
  const divisor = value.length === 13 ? 11 : 13;
  return remainderOf(body, divisor) % 10 === Number(value.at(-1));
}

/** OGRN (13 digits) for a legal entity, OGRNIP (15 digits) for an entrepreneur, with the check digit. */
export function checkOgrn(value: string, orgType: OrgType): RequisiteProblem {
  const ogrn = value.trim();
  const legal = orgType === OrgType.LEGAL_ENTITY;
  const name = legal ? 'ОГРН' : 'ОГРНИП';
  if (!ogrn) return `Укажите ${name}.`;
  if (!/^\d+$/.test(ogrn)) return `${name} состоит только из цифр.`;
  if (legal && ogrn.length !== 13) return 'ОГРН состоит из 13 цифр.';
  if (!legal && ogrn.length !== 15) return 'ОГРНИП состоит из 15 цифр.';
  if (!isValidOgrn(ogrn))
    return `${name} с ошибкой: не сходится контрольная цифра. Проверьте номер.`;
  return null;
}

/** BIK: 9 digits. */
export function checkBik(value: string): RequisiteProblem {
  const bik = value.trim();
  if (!bik) return 'Укажите БИК банка.';
  if (!/^\d{9}$/.test(bik)) return 'БИК состоит из 9 цифр.';
  return null;
}

const ACCOUNT_WEIGHTS = Array.from({ length: 23 }, (_, index) => [7, 1, 3][index % 3] ?? 0);

/** The Bank of Russia control key: 3 digits from the BIK + the account, weights 7-1-3, sum ends in 0. */
const accountKeyOk = (prefix: string, account: string): boolean =>
  weightedSum(digitsOf(prefix + account), ACCOUNT_WEIGHTS) % 10 === 0;

/** True when a 20-digit checking account's control key matches the BIK (its last 3 digits). */
export function isValidCheckingAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && accountKeyOk(bik.slice(-3), account);
}

/** True when a 20-digit correspondent account's key matches the BIK («0» + its 5th–6th digits). */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && accountKeyOk(`0${bik.slice(4, 6)}`, account)
  );
}

/** Checking account: 20 digits whose control key matches the bank's BIK. */
export function checkCheckingAccount(account: string, bik: string): RequisiteProblem {
  const value = account.trim();
  if (!value) return 'Укажите расчётный счёт.';
  if (!/^\d{20}$/.test(value)) return 'Расчётный счёт состоит из 20 цифр.';
  // Without a valid BIK the key cannot be checked; the BIK field shows its own message.
  if (checkBik(bik) !== null) return null;
  if (!isValidCheckingAccount(value, bik.trim()))
    return 'Расчётный счёт не сходится с БИК: проверьте номер счёта и БИК.';
  return null;
}

/** Correspondent account: 20 digits, starts with 301, control key matches the BIK. */
export function checkCorrespondentAccount(account: string, bik: string): RequisiteProblem {
  const value = account.trim();
  if (!value) return 'Укажите корреспондентский счёт.';
  if (!/^\d{20}$/.test(value)) return 'Корреспондентский счёт состоит из 20 цифр.';
  if (!value.startsWith('301')) return 'Корреспондентский счёт начинается с 301.';
  if (checkBik(bik) !== null) return null;
  if (!isValidCorrespondentAccount(value, bik.trim()))
    return 'Корреспондентский счёт не сходится с БИК: проверьте номер счёта и БИК.';
  return null;
}
