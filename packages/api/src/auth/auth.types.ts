import type { z } from 'zod';
import type { authTokensSchema, validitySchema } from './auth.schemas.ts';
import type { UserRole } from '../enums.ts';

/** Spec §3: the token pair; both are JWTs whose `exp` claim decides the login state. */
export type AuthTokens = z.output<typeof authTokensSchema>;

export interface SigninRequest {
  email: string;
  password: string;
}

export interface RefreshRequest {
  refresh_token: string;
}

export interface SignupRequest {
  email: string;
  phone: string;
  password: string;
  role: UserRole;
  first_name?: string;
  last_name?: string;
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
