import type { z } from 'zod';
import type { balanceSchema, userSchema } from './user.schemas.ts';
import type { UserRole } from '../enums.ts';

export type User = z.output<typeof userSchema>;

export type Balance = z.output<typeof balanceSchema>;

export interface CreateUserRequest {
  email: string;
  phone: string;
  password: string;
  role: UserRole;
  first_name?: string;
  last_name?: string;
}

export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export type UpdateMeRequest = Partial<Pick<User, 'first_name' | 'last_name' | 'phone'>>;

export interface ChangeEmailRequest {
  email: string;
}

/** PATCH /users/edit/profile/{id}/ — the id goes in the path, never in the body. */
export type EditProfileRequest = Partial<
  Omit<User, 'id' | 'tenant' | 'balance' | 'available_balance'>
>;
