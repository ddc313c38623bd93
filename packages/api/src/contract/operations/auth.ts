import { authTokensSchema, validitySchema } from '../../auth/auth.schemas.ts';
import { UserRole } from '../../enums.ts';
import { anything, entityOrNull, oneOf, z } from '../kit.ts';
import { email, open, type Operation } from './common.ts';

const token = z.object({ token: z.string() });

/** Authentication (spec §7: the tokens are access_token and refresh_token). */
export const authOperations = {
  'auth.signin': {
    method: 'POST',
    path: 'v2/user/auth/signin/',
    summary: 'Sign in',
    access: open,
    body: z.object({ email: z.string(), password: z.string() }),
    response: authTokensSchema,
    fromSpec: 'access_token and refresh_token',
  },
  'auth.refresh': {
    method: 'POST',
    path: 'v2/user/auth/refresh/',
    summary: 'Renew the token pair',
    access: open,
    body: z.object({ refresh_token: z.string() }),
    response: authTokensSchema,
    fromSpec: 'access_token and refresh_token',
  },
  'auth.signup': {
    method: 'POST',
    path: 'v2/user/auth/signup/',
    summary: 'Register',
    access: open,
    body: z.looseObject({
      email: z.string(),
      phone: z.string(),
      password: z.string(),
      role: oneOf(UserRole),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      user_agreement: z.boolean().optional(),
    }),
    response: anything(),
  },
  'auth.resetPasswordMail': {
    method: 'POST',
    path: 'v2/user/auth/reset_password_mail/',
    summary: 'Mail a password reset link',
    access: open,
    body: email,
    response: anything(),
  },
  'auth.resetTokenValid': {
    method: 'POST',
    path: 'v2/user/auth/reset_token_valid/',
    summary: 'Is a reset token valid',
    access: open,
    body: token,
    response: entityOrNull(validitySchema),
  },
  'auth.exchangeToken': {
    method: 'POST',
    path: 'v2/user/auth/exchange_token/',
    summary: 'Exchange a one-time token for a session',
    access: open,
    body: token,
    response: authTokensSchema,
    fromSpec: 'access_token and refresh_token',
  },
  'auth.resetPassword': {
    method: 'POST',
    path: 'v2/user/auth/reset_password/',
    summary: 'Set a new password with a reset token',
    access: open,
    body: z.object({ token: z.string(), password: z.string() }),
    response: anything(),
  },
  'auth.emailValid': {
    method: 'POST',
    path: 'v2/user/auth/email_valid/',
    summary: 'Is an e-mail free and valid',
    access: open,
    body: email,
    response: entityOrNull(validitySchema),
  },
  'auth.phoneValid': {
    method: 'POST',
    path: 'v2/user/auth/phone_valid/',
    summary: 'Is a phone free and valid',
    access: open,
    body: z.object({ phone: z.string() }),
    response: entityOrNull(validitySchema),
  },
} as const satisfies Record<string, Operation>;
