import { describe, expect, it } from 'vitest';
import { BillType, DocumentType, OrgStatus, OrgType, Signing } from '../enums.ts';
import { paths } from '../paths.ts';
import { advertiserToken, agencyToken, call, callJson, startMockBackend } from './test-helpers.ts';

startMockBackend();

interface Page<T> {
  count: number;
  next: string | null;
  results: T[];
}

const balance = async (token: string) =>
  (await callJson<{ balance: string; available_balance: string }>(paths.user.balance, { token }))
    .body;

describe('billing', () => {
  it('lists bills with filters and paging', async () => {
    const token = agencyToken();
    const all = await callJson<Page<{ type: number; amount: string; file: string }>>(
      `${paths.billing.list}?pageSize=100`,
      { token },
    );
    expect(all.body.count).toBeGreaterThan(3);
    expect(all.body.results[0]?.amount).toMatch(/^\d+\.\d{2}$/);
    expect(all.body.results[0]?.file).toMatch(/^data:application\/pdf;base64,/);
    const deposits = await callJson<Page<{ type: number }>>(
      `${paths.billing.list}?type=${BillType.DEPOSIT}&pageSize=100`,
      { token },
    );
    expect(deposits.body.results.every((bill) => bill.type === BillType.DEPOSIT)).toBe(true);
    expect(deposits.body.count).toBeLessThan(all.body.count);
  });

  it('creates a deposit that raises the balance and deletes it again', async () => {
    const token = agencyToken();
    const before = await balance(token);
    const created = await callJson<{ id: number; amount: string; is_paid: boolean }>(
      paths.billing.create,
      {
        token,
        json: { amount: 25000, type: BillType.DEPOSIT },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: '25000.00', is_paid: true });
    const after = await balance(token);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) + 25000, 2);
    expect(Number(after.available_balance)).toBeCloseTo(
      Number(before.available_balance) + 25000,
      2,
    );
    expect(
      (await call(paths.billing.detail(created.body.id), { method: 'DELETE', token })).status,
    ).toBe(204);
    expect(await balance(token)).toEqual(before);
    expect(
      (await call(paths.billing.detail(created.body.id), { method: 'DELETE', token })).status,
    ).toBe(404);
  });

  it('refuses empty amounts and withdrawals beyond the free money', async () => {
    const token = agencyToken();
    expect(
      (await callJson(paths.billing.create, { token, json: { amount: 0, type: BillType.DEPOSIT } }))
        .status,
    ).toBe(400);
    const { available_balance } = await balance(token);
    const tooMuch = await callJson(paths.billing.create, {
      token,
      json: { amount: Number(available_balance) + 1, type: BillType.WITHDRAWAL },
    });
    expect(tooMuch).toEqual({
      status: 400,
      body: { detail: 'Недостаточно свободных средств для вывода.' },
    });
  });
});

describe('documents', () => {
  it('lists and filters by type and signing state', async () => {
    const token = agencyToken();
    const reports = await callJson<Page<{ type: number; signing: number }>>(
      `${paths.documents.list}?type=${DocumentType.REPORT}&signing=${Signing.NOT_SIGNED}`,
      { token },
    );
    expect(reports.body.count).toBeGreaterThan(0);
    expect(
      reports.body.results.every(
        (doc) => doc.type === DocumentType.REPORT && doc.signing === Signing.NOT_SIGNED,
      ),
    ).toBe(true);
  });

  it('accepts an uploaded reconciliation act and refuses a wrong file', async () => {
    const token = agencyToken();
    const docs = await callJson<Page<{ id: number; signing: number }>>(
      `${paths.documents.list}?signing=${Signing.NOT_SIGNED}`,
      { token },
    );
    const id = docs.body.results[0]?.id ?? 0;
    const wrong = new FormData();
    wrong.append('file', new File(['x'], 'act.exe', { type: 'application/octet-stream' }));
    expect(
      (await callJson(paths.documents.uploadActRevise(id), { token, form: wrong })).status,
    ).toBe(400);
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'Акт сверки.pdf', { type: 'application/pdf' }));
    const accepted = await callJson<{ act_revise: string; signing: number }>(
      paths.documents.uploadActRevise(id),
      { token, form },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ act_revise: 'Акт сверки.pdf', signing: Signing.SENT });
    // Not someone else's document.
    expect(
      (await callJson(paths.documents.uploadActRevise(id), { token: advertiserToken(), form }))
        .status,
    ).toBe(404);
  });
});

describe('organization', () => {
  it('reads with decimals as strings and updates under the spec rules', async () => {
    const token = advertiserToken();
    const org = await callJson<Record<string, unknown>>(paths.organization.my, { token });
    expect(org.body).toMatchObject({
      org_type: OrgType.ENTREPRENEUR,
      doc_status: OrgStatus.APPROVE,
    });
    expect(org.body.balance).toMatch(/^\d+\.\d{2}$/);
    const updated = await callJson<Record<string, unknown>>(paths.organization.update, {
      method: 'PUT',
      token,
      json: { ...org.body, f_city: 'Казань', address_same: true, kpp: '123456789' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      city: 'Казань',
      f_city: 'Казань',
      kpp: '',
      doc_status: OrgStatus.WAITING,
    });
    const bad = await callJson(paths.organization.update, {
      method: 'PUT',
      token,
      json: { ...org.body, inn: '123' },
    });
    expect(bad).toEqual({
      status: 400,
      body: { detail: 'ИНН предпринимателя состоит из 12 цифр.' },
    });
  });

  it('takes the signed agreement as form data', async () => {
    const token = agencyToken();
    const form = new FormData();
    form.append('user_agreement', new File(['%PDF'], 'договор.pdf', { type: 'application/pdf' }));
    const result = await callJson<{ user_agreement: string; signed: number }>(
      paths.organization.uploadAgreement,
      { token, form },
    );
    expect(result.status).toBe(200);
    expect(result.body.signed).toBe(Signing.SENT);
    expect(result.body.user_agreement).toMatch(/^data:application\/pdf;base64,/);
  });
});
