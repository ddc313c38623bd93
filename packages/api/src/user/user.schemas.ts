import { amount, id, known, object, spec, text, withDefault } from '../contract/kit.ts';
import { UserRole } from '../enums.ts';
import { tenantSchema } from '../tenant/tenant.schemas.ts';

export const balanceSchema = object(
  {
    /** Roubles; shown only, so an unknown balance reads as null («—»). */
    balance: amount(),
    available_balance: amount(),
  },
  spec('§3 User and tenant (balance fields)', ['balance', 'available_balance']),
);

/** GET /v2/user/get_me/. Nothing but the id is strict: the frame and sign-out never wait on it. */
export const userSchema = object(
  {
    id: id('the path of PATCH /users/edit/profile/{id}/'),
    email: text(),
    phone: text(),
    first_name: text(),
    last_name: text(),
    /** Not named for the user by the spec: unknown reads as null, and nothing is decided by it. */
    role: known(UserRole),
    tenant: withDefault(tenantSchema, () => tenantSchema.parse({})),
    ...balanceSchema.shape,
  },
  spec('§3 User and tenant; id by §7 PATCH /users/edit/profile/{id}/', [
    'id',
    'tenant',
    'balance',
    'available_balance',
  ]),
);
