import { oneOf, id, num, object, text } from '../contract/kit.ts';
import { UserRole } from '../enums.ts';
import { tenantSchema } from '../tenant/tenant.schemas.ts';

export const balanceSchema = object({
  balance: num(),
  available_balance: num(),
});

export const userSchema = object({
  id: id(),
  email: text(),
  phone: text(),
  first_name: text(),
  last_name: text(),
  role: oneOf(UserRole),
  tenant: tenantSchema,
  ...balanceSchema.shape,
});
