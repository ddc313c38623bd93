import { UserRole } from '../../enums.ts';
import { tenantResponseSchema } from '../../tenant/tenant.schemas.ts';
import { balanceSchema, userSchema } from '../../user/user.schemas.ts';
import { anything, oneOf, z } from '../kit.ts';
import { bearer, email, open, type Operation } from './common.ts';

/** The signed-in user, and the tenant of a host. */
export const userOperations = {
  'user.create': {
    method: 'POST',
    path: 'v2/user/',
    summary: 'Create a user',
    access: bearer,
    body: z.looseObject({
      email: z.string(),
      phone: z.string(),
      password: z.string(),
      role: oneOf(UserRole),
    }),
    response: anything(),
  },
  'user.getMe': {
    method: 'GET',
    path: 'v2/user/get_me/',
    summary: 'The signed-in user',
    access: bearer,
    response: userSchema,
  },
  'user.getBalance': {
    method: 'GET',
    path: 'v2/user/balance/',
    summary: 'Balance (polled every 7 s)',
    access: bearer,
    response: balanceSchema,
  },
  'user.changePassword': {
    method: 'POST',
    path: 'v2/user/change_password/',
    summary: 'Change the password',
    access: bearer,
    body: z.object({
      old_password: z.string(),
      new_password: z.string(),
      confirm_password: z.string(),
    }),
    response: anything(),
  },
  'user.updateMe': {
    method: 'PATCH',
    path: 'v2/user/update_me/',
    summary: 'Update the signed-in user',
    access: bearer,
    body: z.object({
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      phone: z.string().optional(),
    }),
    response: anything(),
  },
  'user.changeEmail': {
    method: 'PUT',
    path: 'v2/user/change_email/',
    summary: 'Change the e-mail',
    access: bearer,
    body: email,
    response: anything(),
  },
  'user.editProfile': {
    method: 'PATCH',
    path: 'users/edit/profile/{id}/',
    summary: 'Edit a profile (body without id)',
    access: bearer,
    body: z.looseObject({}),
    response: anything(),
  },
  'tenant.list': {
    method: 'POST',
    path: 'v2/user/tenant/',
    summary: 'The tenant of a host',
    access: open,
    body: z.object({ domain: z.string() }),
    response: tenantResponseSchema,
    fromSpec: 'a list; the first entry holds logo, favicon, name, company_name, email_tg, domain',
  },
} as const satisfies Record<string, Operation>;
