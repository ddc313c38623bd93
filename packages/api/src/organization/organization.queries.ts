import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidates } from '../client/query-helpers.ts';
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
  my: (api: Api) =>
    queryOptions({
      queryKey: organizationKeys.my(),
      queryFn: ({ signal }) => api.organization.getMy({ signal }),
    }),
};

export const organizationMutations = {
  updateMy: (api: Api) =>
    mutationOptions({
      mutationKey: ['organization', 'update'],
      mutationFn: (form: OrganizationForm) => api.organization.updateMy(form),
      onSuccess: invalidates(organizationKeys.all, userKeys.all),
    }),
  uploadAgreement: (api: Api) =>
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
      }) => api.organization.uploadAgreement(file, { filename, onProgress }),
      onSuccess: invalidates(organizationKeys.all),
    }),
};
