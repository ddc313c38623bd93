import { mutationOptions, useMutation, type MutationFunctionContext } from '@tanstack/react-query';
import type { Api } from '../create-api.ts';
import type {
  EmailValidRequest,
  ExchangeTokenRequest,
  PhoneValidRequest,
  ResetPasswordMailRequest,
  ResetPasswordRequest,
  ResetTokenValidRequest,
  SigninRequest,
  SignupRequest,
} from './auth.types.ts';

export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};

/** Sign-in and token exchange replace whoever was cached before: everything refetches. */
const refetchEverything = async (
  _data: unknown,
  _vars: unknown,
  _result: unknown,
  context: MutationFunctionContext,
) => {
  await context.client.resetQueries();
};

export const authMutations = {
  signin: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'signin'],
      mutationFn: (body: SigninRequest) => api.auth.signin(body),
      onSuccess: refetchEverything,
    }),
  exchangeToken: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'exchange-token'],
      mutationFn: (body: ExchangeTokenRequest) => api.auth.exchangeToken(body),
      onSuccess: refetchEverything,
    }),
  signup: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'signup'],
      mutationFn: (body: SignupRequest) => api.auth.signup(body),
    }),
  resetPasswordMail: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'reset-password-mail'],
      mutationFn: (body: ResetPasswordMailRequest) => api.auth.resetPasswordMail(body),
    }),
  resetTokenValid: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'reset-token-valid'],
      mutationFn: (body: ResetTokenValidRequest) => api.auth.resetTokenValid(body),
    }),
  resetPassword: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'reset-password'],
      mutationFn: (body: ResetPasswordRequest) => api.auth.resetPassword(body),
    }),
  /** Field checks of the registration form handle their own errors (no toast). */
  emailValid: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'email-valid'],
      mutationFn: (body: EmailValidRequest) => api.auth.emailValid(body, { silent: true }),
    }),
  phoneValid: (api: Api) =>
    mutationOptions({
      mutationKey: ['auth', 'phone-valid'],
      mutationFn: (body: PhoneValidRequest) => api.auth.phoneValid(body, { silent: true }),
    }),
};

export const useSignin = (api: Api) => useMutation(authMutations.signin(api));
export const useExchangeToken = (api: Api) => useMutation(authMutations.exchangeToken(api));
export const useSignup = (api: Api) => useMutation(authMutations.signup(api));
