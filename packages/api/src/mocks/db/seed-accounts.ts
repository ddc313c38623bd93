import { BillType, DocumentType, enumValues, OrgStatus, OrgType, Signing } from '../../enums.ts';
import { mockDateTime } from './constants.ts';
import { pdfDataUrl } from './files.ts';
import type { Rng } from './prng.ts';
import type { UserSpec } from './seed-data.ts';
import { roundUp } from './totals.ts';
import type { BillRow, DocumentRow, MockState, NextId, OrganizationRow } from './types.ts';

/** A seeded user's organization, bills and documents. */

export function makeOrganization(
  userId: number,
  spec: UserSpec,
  balanceKop: number,
  freeKop: number,
  rng: Rng,
): OrganizationRow {
  const legal = spec.org.type === OrgType.LEGAL_ENTITY;
  const empty = spec.org.status === OrgStatus.NEW;
  const city = empty ? '' : 'Москва';
  const street = empty
    ? ''
    : rng.pick(['ул. Тверская', 'Ленинградский пр-т', 'ул. Большая Ордынка']);
  const house = empty ? '' : String(rng.int(1, 60));
  return {
    user_id: userId,
    org_type: spec.org.type,
    org_name: spec.org.name,
    short_name: legal ? spec.org.name.replace(/^ООО /, '') : '',
    country: empty ? '' : 'Россия',
    index: empty ? '' : '125009',
    city,
    street,
    house_number: house,
    carcase_number: '',
    office_number: empty ? '' : String(rng.int(1, 400)),
    address_same: !empty,
    f_country: empty ? '' : 'Россия',
    f_index: empty ? '' : '125009',
    f_city: city,
    f_street: street,
    f_house_number: house,
    f_carcase_number: '',
    f_office_number: '',
    // Valid check digits, so the form's checks pass on demo data.
    inn: empty ? '' : legal ? '7707083893' : '500100732259',
    kpp: legal && !empty ? '773601001' : '',
    checking_account: empty ? '' : '40702810438000060473',
    ogrn: empty ? '' : legal ? '1027700132195' : '304500116000157',
    bank: empty ? '' : 'ПАО Сбербанк',
    bank_bik: empty ? '' : '044525225',
    correspondent_acc: empty ? '' : '30101810400000000225',
    ceo_full_name: legal && !empty ? `${spec.last_name} ${spec.first_name}` : '',
    based_on: legal && !empty ? 'Устава' : '',
    phone: spec.phone,
    email: spec.email,
    signed: spec.org.signed,
    user_agreement:
      spec.org.signed === Signing.SIGNED
        ? pdfDataUrl(`Ekran signed agreement, user ${userId}`)
        : null,
    bitrix_agreement: spec.org.status === OrgStatus.APPROVE,
    doc_status: spec.org.status,
    balance_kop: balanceKop,
    available_kop: freeKop,
  };
}

export function makeBills(
  state: MockState,
  userId: number,
  depositedKop: number,
  spentKop: number,
  rng: Rng,
  nextId: NextId,
): void {
  if (depositedKop <= 0) return;
  const addBill = (
    type: BillRow['type'],
    amount_kop: number,
    created_at: string,
    is_paid: boolean,
  ): void => {
    const id = nextId('bills');
    state.bills.push({
      id,
      user_id: userId,
      type,
      amount_kop,
      created_at,
      is_paid,
      number: `С-${String(id).padStart(5, '0')}`,
    });
  };
  // Deposits that add up to what came in; monthly withdrawals for what campaigns spent.
  const deposits = rng.int(4, 7);
  let left = depositedKop;
  for (let n = 0; n < deposits; n += 1) {
    const amount =
      n === deposits - 1 ? left : roundUp(Math.round(left * rng.float(0.15, 0.35)), 1000_00);
    if (amount <= 0) break;
    left -= amount;
    addBill(BillType.DEPOSIT, amount, mockDateTime(-120 + n * 17, 600 + n), true);
  }
  let spentLeft = spentKop;
  for (let n = 0; n < 3 && spentLeft > 0; n += 1) {
    const amount = n === 2 ? spentLeft : Math.round(spentLeft / (3 - n));
    spentLeft -= amount;
    addBill(BillType.WITHDRAWAL, amount, mockDateTime(-60 + n * 30, 0), true);
  }
  // One unpaid invoice, as people often leave one open (it does not count in the balance).
  addBill(BillType.DEPOSIT, 50_000_00, mockDateTime(-2, 300), false);
}

export function makeDocuments(state: MockState, userId: number, rng: Rng, nextId: NextId): void {
  const names: Record<DocumentRow['type'], string> = {
    [DocumentType.AGREEMENT]: 'Договор оказания услуг',
    [DocumentType.REPORT]: 'Отчёт о показах',
    [DocumentType.CERTIFICATE_OF_COMPLETED_WORK]: 'Акт выполненных работ',
  };
  // One of every type in every signing state.
  let month = 0;
  for (const type of enumValues(DocumentType)) {
    for (const signing of enumValues(Signing)) {
      const id = nextId('documents');
      month += 1;
      state.documents.push({
        id,
        user_id: userId,
        type,
        signing,
        name: `${names[type]} № ${id}`,
        created_at: mockDateTime(-month * 9, rng.int(0, 600)),
        act_revise:
          signing === Signing.SIGNED && type === DocumentType.CERTIFICATE_OF_COMPLETED_WORK
            ? `act-revise-${id}.pdf`
            : null,
      });
    }
  }
}
