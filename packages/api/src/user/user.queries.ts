import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invalidates } from '../client/query-helpers.ts';
import type { Api } from '../create-api.ts';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CreateUserRequest,
  EditProfileRequest,
  UpdateMeRequest,
} from './user.types.ts';

/** Spec §9: the balance is polled every 7000 ms. */
export const BALANCE_POLL_MS = 7000;

export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me'] as const,
  balance: () => ['user', 'balance'] as const,
};

export const userQueries = {
  all: () => userKeys.all,
  me: (api: Api) =>
    queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => api.user.getMe({ signal }) }),
  /**
   * Polled every 7 s only while the window is focused (no background polling) and only while the
   * user is logged in: both checks read the session each time, so a logout stops the polling.
   */
  balance: (api: Api) =>
    queryOptions({
      queryKey: userKeys.balance(),
      queryFn: ({ signal }) => api.user.getBalance({ signal }),
      enabled: () => api.session.isLoggedIn(),
      refetchInterval: () => (api.session.isLoggedIn() ? BALANCE_POLL_MS : false),
      refetchIntervalInBackground: false,
    }),
};

export const userMutations = {
  create: (api: Api) =>
    mutationOptions({
      mutationKey: ['user', 'create'],
      mutationFn: (body: CreateUserRequest) => api.user.create(body),
      onSuccess: invalidates(userKeys.all),
    }),
  changePassword: (api: Api) =>
    mutationOptions({
      mutationKey: ['user', 'change-password'],
      mutationFn: (body: ChangePasswordRequest) => api.user.changePassword(body),
    }),
  updateMe: (api: Api) =>
    mutationOptions({
      mutationKey: ['user', 'update-me'],
      mutationFn: (body: UpdateMeRequest) => api.user.updateMe(body),
      onSuccess: invalidates(userKeys.all),
    }),
  changeEmail: (api: Api) =>
    mutationOptions({
      mutationKey: ['user', 'change-email'],
      mutationFn: (body: ChangeEmailRequest) => api.user.changeEmail(body),
      onSuccess: invalidates(userKeys.all),
    }),
  editProfile: (api: Api) =>
    mutationOptions({
      mutationKey: ['user', 'edit-profile'],
      mutationFn: ({ id, ...body }: EditProfileRequest & { id: number }) =>
        api.user.editProfile(id, body),
      onSuccess: invalidates(userKeys.all),
    }),
};

export const useMe = (api: Api) => useQuery(userQueries.me(api));
export const useBalance = (api: Api) => useQuery(userQueries.balance(api));
export const useUpdateMe = (api: Api) => useMutation(userMutations.updateMe(api));
export const useChangePassword = (api: Api) => useMutation(userMutations.changePassword(api));
export const useChangeEmail = (api: Api) => useMutation(userMutations.changeEmail(api));
