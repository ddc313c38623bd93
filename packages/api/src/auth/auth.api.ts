import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import type { Session } from '../client/session.ts';
import type { CallOptions } from '../common.types.ts';
import { paths } from '../paths.ts';
import type {
  AuthTokens,
  EmailValidRequest,
  ExchangeTokenRequest,
  PhoneValidRequest,
  ResetPasswordMailRequest,
  ResetPasswordRequest,
  ResetTokenValidRequest,
  SigninRequest,
  SignupRequest,
  ValidityResponse,
} from './auth.types.ts';

/** Auth calls run outside the session: no bearer, no refresh before them, a 401 logs nobody out. */
const outside = { skipAuth: true } as const;

export const createAuthApi = (http: KyInstance, session: Session) => {
  const post = <T>(path: string, json: unknown, options?: CallOptions) =>
    http.post(path, { json, ...callOptions(options, outside) }).json<T>();
  /** A call that posts its body as it is and answers with `T`. */
  const poster =
    <Body, T>(path: string) =>
    (body: Body, options?: CallOptions) =>
      post<T>(path, body, options);

  /** Stores the pair in the session, so a successful sign-in is a logged-in user. */
  const establish = async (tokens: Promise<AuthTokens>) => {
    const pair = await tokens;
    session.setTokens(pair);
    return pair;
  };

  return {
    /** POST signin/ — stores the returned tokens. */
    signin: (body: SigninRequest, options?: CallOptions) =>
      establish(post<AuthTokens>(paths.auth.signin, body, options)),
    /** POST refresh/ — renewal normally happens inside the client; this is for explicit use. */
    refresh: (refresh_token: string, options?: CallOptions) =>
      establish(post<AuthTokens>(paths.auth.refresh, { refresh_token }, options)),
    signup: poster<SignupRequest, unknown>(paths.auth.signup),
    resetPasswordMail: poster<ResetPasswordMailRequest, unknown>(paths.auth.resetPasswordMail),
    resetTokenValid: poster<ResetTokenValidRequest, ValidityResponse>(paths.auth.resetTokenValid),
    /** POST exchange_token/ — /login?token=… becomes a session; stores the returned tokens. */
    exchangeToken: (body: ExchangeTokenRequest, options?: CallOptions) =>
      establish(post<AuthTokens>(paths.auth.exchangeToken, body, options)),
    resetPassword: poster<ResetPasswordRequest, unknown>(paths.auth.resetPassword),
    emailValid: poster<EmailValidRequest, ValidityResponse>(paths.auth.emailValid),
    phoneValid: poster<PhoneValidRequest, ValidityResponse>(paths.auth.phoneValid),
  };
};

export type AuthApi = ReturnType<typeof createAuthApi>;
