import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import type { CallOptions } from '../common.types.ts';
import { paths } from '../paths.ts';
import type {
  Balance,
  ChangeEmailRequest,
  ChangePasswordRequest,
  CreateUserRequest,
  EditProfileRequest,
  UpdateMeRequest,
  User,
} from './user.types.ts';

export const createUserApi = (http: KyInstance) => ({
  /** POST /v2/user/ */
  create: (body: CreateUserRequest, options?: CallOptions) =>
    http.post(paths.user.create, { json: body, ...callOptions(options) }).json<unknown>(),
  getMe: (options?: CallOptions) => http.get(paths.user.me, callOptions(options)).json<User>(),
  getBalance: (options?: CallOptions) =>
    http.get(paths.user.balance, callOptions(options)).json<Balance>(),
  changePassword: (body: ChangePasswordRequest, options?: CallOptions) =>
    http.post(paths.user.changePassword, { json: body, ...callOptions(options) }).json<unknown>(),
  updateMe: (body: UpdateMeRequest, options?: CallOptions) =>
    http.patch(paths.user.updateMe, { json: body, ...callOptions(options) }).json<unknown>(),
  changeEmail: (body: ChangeEmailRequest, options?: CallOptions) =>
    http.put(paths.user.changeEmail, { json: body, ...callOptions(options) }).json<unknown>(),
  /** PATCH /users/edit/profile/{id}/ — an `id` in the given object is dropped from the body. */
  editProfile: (id: number, body: EditProfileRequest & { id?: number }, options?: CallOptions) => {
    const { id: _dropped, ...rest } = body;
    return http
      .patch(paths.user.editProfile(id), { json: rest, ...callOptions(options) })
      .json<unknown>();
  },
});

export type UserApi = ReturnType<typeof createUserApi>;
