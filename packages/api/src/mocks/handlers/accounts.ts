import type { SignupRequest } from '../../auth/auth.types.ts';
import { OrgStatus, OrgType, Signing, UserRole } from '../../enums.ts';
import { commit, findUserByEmail, getMockDb, nextId } from '../db/db.ts';
import type { TenantRow, UserRow } from '../db/types.ts';
import { fail } from './utils.ts';

/**
 * The accounts the sign-up, profile and tenant calls share: who may register with which e-mail,
 * phone and password, and which tenant a page's host belongs to.
 */

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Russian phone in any usual spelling → +7XXXXXXXXXX, or null. */
export function normalizePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')))
    return `+7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `+7${digits}`;
  return null;
}

export function emailProblem(email: unknown, exceptUserId?: number): string | null {
  if (typeof email !== 'string' || !EMAIL_RE.test(email.trim()))
    return 'Введите корректный адрес электронной почты.';
  const owner = findUserByEmail(email);
  if (owner && owner.id !== exceptUserId) return 'Пользователь с таким e-mail уже зарегистрирован.';
  return null;
}

export function phoneProblem(phone: unknown, exceptUserId?: number): string | null {
  const normalized = typeof phone === 'string' ? normalizePhone(phone) : null;
  if (!normalized) return 'Введите номер телефона в формате +7 XXX XXX-XX-XX.';
  const owner = getMockDb().state.users.find((user) => user.phone === normalized);
  if (owner && owner.id !== exceptUserId)
    return 'Пользователь с таким номером телефона уже зарегистрирован.';
  return null;
}

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < 8)
    return 'Пароль должен содержать не менее 8 символов.';
  if (/^\d+$/.test(password)) return 'Пароль не может состоять только из цифр.';
  return null;
}

/** Creates a user with an empty organization (doc_status NEW), as registration does. */
export function registerUser(body: Partial<SignupRequest>, tenantId = 1): UserRow {
  const problem =
    emailProblem(body.email) ??
    phoneProblem(body.phone) ??
    passwordProblem(body.password) ??
    (body.role !== UserRole.AGENCY && body.role !== UserRole.ADVERTISER
      ? 'Выберите роль: агентство или рекламодатель.'
      : null) ??
    (body.user_agreement === false ? 'Примите условия пользовательского соглашения.' : null);
  if (problem) fail(400, problem);
  const { state } = getMockDb();
  const user: UserRow = {
    id: nextId('users'),
    email: String(body.email).trim().toLowerCase(),
    phone: normalizePhone(String(body.phone)) ?? '',
    password: String(body.password),
    first_name: body.first_name ?? '',
    last_name: body.last_name ?? '',
    role: body.role as UserRow['role'],
    tenant_id: tenantId,
  };
  state.users.push(user);
  state.organizations.push({
    user_id: user.id,
    org_type: OrgType.LEGAL_ENTITY,
    org_name: '',
    short_name: '',
    country: '',
    index: '',
    city: '',
    street: '',
    house_number: '',
    carcase_number: '',
    office_number: '',
    address_same: false,
    f_country: '',
    f_index: '',
    f_city: '',
    f_street: '',
    f_house_number: '',
    f_carcase_number: '',
    f_office_number: '',
    inn: '',
    kpp: '',
    checking_account: '',
    ogrn: '',
    bank: '',
    bank_bik: '',
    correspondent_acc: '',
    ceo_full_name: '',
    based_on: '',
    phone: user.phone,
    email: user.email,
    signed: Signing.NOT_SIGNED,
    user_agreement: null,
    bitrix_agreement: false,
    doc_status: OrgStatus.NEW,
    balance_kop: 0,
    available_kop: 0,
  });
  commit();
  return user;
}

/** The tenant a host belongs to: its exact domain, or a host whose name starts like the tenant's. */
export function tenantForHost(host: string): TenantRow {
  const { tenants } = getMockDb().state;
  const name = host.trim().toLowerCase();
  const exact = tenants.find((tenant) => tenant.domain === name);
  if (exact) return exact;
  const like = tenants.find((tenant) => {
    const label = tenant.domain.split('.')[0] ?? '';
    return tenant.id !== 1 && (name.startsWith(label) || name.startsWith(tenant.slug));
  });
  return like ?? (tenants[0] as TenantRow);
}

/** Tenant of the page the request came from (registration puts the new user there). */
export function tenantIdFor(request: Request): number {
  const origin = request.headers.get('origin') ?? request.headers.get('referer') ?? request.url;
  try {
    return tenantForHost(new URL(origin).host).id;
  } catch {
    return 1;
  }
}
