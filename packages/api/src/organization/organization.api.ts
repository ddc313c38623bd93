import type { KyInstance } from 'ky';
import { callOptions } from '../client/http.ts';
import type { CallOptions, ProgressOptions } from '../common.types.ts';
import { OrgType } from '../enums.ts';
import { paths } from '../paths.ts';
import { ORGANIZATION_ADDRESS_FIELDS } from '../spec-fields.ts';
import type { Organization, OrganizationForm, OrganizationPayload } from './organization.types.ts';

/** Fields an entrepreneur does not have (spec §3). */
export const ENTREPRENEUR_OMITTED_FIELDS = [
  'kpp',
  'short_name',
  'ceo_full_name',
  'based_on',
] as const;

export { ORGANIZATION_ADDRESS_FIELDS };

/** Spec §3's sending rules: entrepreneurs lose four fields; address_same copies the f_ fields. */
export const buildOrganizationPayload = (form: OrganizationForm): OrganizationPayload => {
  const payload: OrganizationPayload = { ...form };
  if (form.address_same) {
    for (const field of ORGANIZATION_ADDRESS_FIELDS) payload[field] = form[`f_${field}`];
  }
  if (form.org_type === OrgType.ENTREPRENEUR) {
    for (const field of ENTREPRENEUR_OMITTED_FIELDS) delete payload[field];
  }
  return payload;
};

export const createOrganizationApi = (http: KyInstance) => ({
  getMy: (options?: CallOptions) =>
    http.get(paths.organization.my, callOptions(options)).json<Organization>(),
  /** PUT with spec §3's rules applied (see buildOrganizationPayload). */
  updateMy: (form: OrganizationForm, options?: CallOptions) =>
    http
      .put(paths.organization.update, {
        json: buildOrganizationPayload(form),
        ...callOptions(options),
      })
      .json<unknown>(),
  /** POST form data with the signed agreement under `user_agreement`. */
  uploadAgreement: (file: Blob, options?: ProgressOptions & { filename?: string }) => {
    const form = new FormData();
    if (options?.filename) form.append('user_agreement', file, options.filename);
    else form.append('user_agreement', file);
    return http
      .post(paths.organization.uploadAgreement, {
        body: form,
        timeout: false,
        onUploadProgress: options?.onProgress,
        ...callOptions(options),
      })
      .json<unknown>();
  },
});

export type OrganizationApi = ReturnType<typeof createOrganizationApi>;
