import { mutationOptions } from '@tanstack/react-query';
import {
  apiQuery,
  invalidates,
  type MutationExtras,
  type QueryExtras,
} from '../client/query-helpers.ts';
import type { TransferProgress } from '../common.types.ts';
import type { Api } from '../create-api.ts';
import { userKeys } from '../user/user.queries.ts';
import type { OrganizationForm } from './organization.types.ts';

export const organizationKeys = {
  all: ['organization'] as const,
  my: () => ['organization', 'my'] as const,
};

export const organizationQueries = {
  all: () => organizationKeys.all,
  my: (api: Api, extras?: QueryExtras) =>
    apiQuery(organizationKeys.my(), (call) => api.organization.getMy(call), extras),
};

export const organizationMutations = {
  updateMy: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['organization', 'update'],
      mutationFn: (form: OrganizationForm) => api.organization.updateMy(form, { silent }),
      onSuccess: invalidates(organizationKeys.all, userKeys.all),
    }),
  uploadAgreement: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['organization', 'upload-agreement'],
      mutationFn: ({
        file,
        filename,
        onProgress,
      }: {
        file: Blob;
        filename?: string;
        onProgress?: (p: TransferProgress) => void;
      }) => api.organization.uploadAgreement(file, { filename, onProgress, silent }),
      onSuccess: invalidates(organizationKeys.all),
    }),
};
