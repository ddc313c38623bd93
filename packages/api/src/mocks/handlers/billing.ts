import type { CreateBillRequest } from '../../billing/billing.types.ts';
import { BillType } from '../../enums.ts';
import { paths } from '../../paths.ts';
import { commit, getMockDb, nextId } from '../db/db.ts';
import { organizationOf, parseMoney, toBill } from '../serialize.ts';
import {
  detail,
  emptyPage,
  idParam,
  listAnswer,
  matchesSearch,
  noContent,
  numberParam,
  ok,
  readJson,
  requireUser,
  route,
  type MockRoute,
} from './utils.ts';

/** Largest single bill the fake accepts, in kopecks (10 million roubles). */
const MAX_BILL_KOP = 10_000_000_00;

export const billingRoutes: MockRoute[] = [
  route(
    'get',
    paths.billing.list,
    ({ request, url }) => {
      const user = requireUser(request);
      const type = numberParam(url, 'type');
      const from = url.searchParams.get('date_from');
      const to = url.searchParams.get('date_to');
      const search = url.searchParams.get('search');
      const bills = getMockDb().state.bills.filter(
        (bill) =>
          bill.user_id === user.id &&
          (type === undefined || bill.type === type) &&
          (!from || bill.created_at.slice(0, 10) >= from) &&
          (!to || bill.created_at.slice(0, 10) <= to) &&
          matchesSearch(search, bill.number, bill.id),
      );
      return listAnswer(url, bills, {
        ordering: url.searchParams.get('ordering') ?? '-created_at',
        fields: {
          id: (bill) => bill.id,
          created_at: (bill) => bill.created_at,
          amount: (bill) => bill.amount_kop,
          type: (bill) => bill.type,
          is_paid: (bill) => Number(bill.is_paid),
        },
        serialize: toBill,
      });
    },
    emptyPage,
  ),

  route('post', paths.billing.create, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<CreateBillRequest>(request);
    const amount = parseMoney(body.amount);
    const type = body.type ?? BillType.DEPOSIT;
    if (!Number.isFinite(amount) || amount <= 0)
      return detail(400, 'Сумма счёта должна быть больше нуля.');
    if (amount > MAX_BILL_KOP) return detail(400, 'Сумма счёта не может превышать 10 000 000 ₽.');
    if (type !== BillType.DEPOSIT && type !== BillType.WITHDRAWAL)
      return detail(400, 'Неизвестный тип счёта.');
    const org = organizationOf(user.id);
    if (type === BillType.WITHDRAWAL && amount > org.available_kop) {
      return detail(400, 'Недостаточно свободных средств для вывода.');
    }
    // The fake pays a bill at once, so «Пополнить» visibly changes the balance.
    const sign = type === BillType.DEPOSIT ? 1 : -1;
    org.balance_kop += sign * amount;
    org.available_kop += sign * amount;
    const id = nextId('bills');
    const bill = {
      id,
      user_id: user.id,
      type,
      amount_kop: amount,
      created_at: new Date().toISOString(),
      is_paid: true,
      number: `С-${String(id).padStart(5, '0')}`,
    };
    getMockDb().state.bills.push(bill);
    commit();
    return ok(toBill(bill), 201);
  }),

  route('delete', paths.billing.detail(':id'), ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params);
    const { state } = getMockDb();
    const bill = state.bills.find((row) => row.id === id && row.user_id === user.id);
    if (!bill) return detail(404, 'Счёт не найден.');
    const org = organizationOf(user.id);
    if (bill.is_paid) {
      // Cancelling a paid deposit takes the money back; it must still be free.
      const sign = bill.type === BillType.DEPOSIT ? -1 : 1;
      if (sign < 0 && bill.amount_kop > org.available_kop) {
        return detail(400, 'Нельзя удалить счёт: эти средства уже распределены по кампаниям.');
      }
      org.balance_kop += sign * bill.amount_kop;
      org.available_kop += sign * bill.amount_kop;
    }
    state.bills.splice(state.bills.indexOf(bill), 1);
    commit();
    return noContent();
  }),
];
