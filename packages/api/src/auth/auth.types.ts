import type { z } from 'zod';
import type { authTokensSchema, validitySchema } from './auth.schemas.ts';
import type { CreateUserRequest } from '../user/user.types.ts';

/** Spec §3: the token pair; both are JWTs whose `exp` claim decides the login state. */
export type AuthTokens = z.output<typeof authTokensSchema>;

export interface SigninRequest {
  email: string;
  password: string;
}

export interface RefreshRequest {
  refresh_token: string;
}

/** A new user's fields, as user.create takes them, with the terms accepted. */
export interface SignupRequest extends CreateUserRequest {
  /** Acceptance of /terms-of-use. */
  user_agreement?: boolean;
}

export interface ResetPasswordMailRequest {
  email: string;
}

export interface ResetTokenValidRequest {
  token: string;
}

export interface ExchangeTokenRequest {
  token: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface EmailValidRequest {
  email: string;
}

export interface PhoneValidRequest {
  phone: string;
}

/** Answer of the *_valid calls; an invalid value may also come back as a 400 with `detail`. */
export type ValidityResponse = z.output<typeof validitySchema>;
