import { paths } from '../../paths.ts';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CreateUserRequest,
  EditProfileRequest,
  UpdateMeRequest,
} from '../../user/user.types.ts';
import { commit, findUser } from '../db/db.ts';
import type { UserRow } from '../db/types.ts';
import { money, organizationOf, toUser } from '../serialize.ts';
import {
  emailProblem,
  normalizePhone,
  passwordProblem,
  phoneProblem,
  registerUser,
  tenantIdFor,
} from './accounts.ts';
import {
  detail,
  fail,
  idParam,
  ok,
  readJson,
  requireUser,
  route,
  type MockRoute,
} from './utils.ts';

/** Applies profile fields a user may change; the phone is checked and stored normalised. */
function applyProfile(user: UserRow, body: Partial<EditProfileRequest>): void {
  if (body.phone !== undefined && normalizePhone(String(body.phone)) !== user.phone) {
    const problem = phoneProblem(body.phone, user.id);
    if (problem) fail(400, problem);
    user.phone = normalizePhone(String(body.phone)) ?? user.phone;
  }
  if (body.email !== undefined && String(body.email).toLowerCase() !== user.email) {
    const problem = emailProblem(body.email, user.id);
    if (problem) fail(400, problem);
    user.email = String(body.email).trim().toLowerCase();
  }
  if (typeof body.first_name === 'string') user.first_name = body.first_name.trim();
  if (typeof body.last_name === 'string') user.last_name = body.last_name.trim();
  commit();
}

export const userRoutes: MockRoute[] = [
  route('post', paths.user.create, async ({ request }) => {
    const body = await readJson<CreateUserRequest>(request);
    return ok(toUser(registerUser(body, tenantIdFor(request))), 201);
  }),

  route('get', paths.user.me, ({ request }) => ok(toUser(requireUser(request)))),

  route('get', paths.user.balance, ({ request }) => {
    const org = organizationOf(requireUser(request).id);
    return ok({ balance: money(org.balance_kop), available_balance: money(org.available_kop) });
  }),

  route('post', paths.user.changePassword, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<ChangePasswordRequest>(request);
    if (body.old_password !== user.password) return detail(400, 'Текущий пароль указан неверно.');
    if (body.confirm_password !== undefined && body.confirm_password !== body.new_password) {
      return detail(400, 'Пароли не совпадают.');
    }
    const problem = passwordProblem(body.new_password);
    if (problem) return detail(400, problem);
    if (body.new_password === user.password)
      return detail(400, 'Новый пароль совпадает с текущим.');
    user.password = String(body.new_password);
    commit();
    return ok({ detail: 'Пароль изменён.' });
  }),

  route('patch', paths.user.updateMe, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<UpdateMeRequest>(request);
    applyProfile(user, {
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone,
    });
    return ok(toUser(user));
  }),

  route('put', paths.user.changeEmail, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<ChangeEmailRequest>(request);
    const problem = emailProblem(body.email, user.id);
    if (problem) return detail(400, problem);
    user.email = String(body.email).trim().toLowerCase();
    commit();
    return ok({ detail: `Адрес изменён на ${user.email}.`, email: user.email });
  }),

  route('patch', paths.user.editProfile(':id'), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params);
    if (id === undefined || !findUser(id)) return detail(404, 'Не найдено.');
    if (id !== user.id)
      return detail(403, 'У вас недостаточно прав для выполнения данного действия.');
    const body = await readJson<EditProfileRequest & { id?: unknown }>(request);
    if ('id' in body) return detail(400, 'Поле id нельзя передавать в теле запроса.');
    applyProfile(user, body);
    return ok(toUser(user));
  }),
];
