import type { z } from 'zod';
import type { organizationSchema } from './organization.schemas.ts';

/** Spec §3, field for field (organization.schemas.ts). */
export type Organization = z.output<typeof organizationSchema>;

/** Fields the server computes; never sent back. */
export type OrganizationReadOnlyField =
  'signed' | 'user_agreement' | 'doc_status' | 'balance' | 'available_balance' | 'role';

/** What the organization form edits. */
export type OrganizationForm = Omit<Organization, OrganizationReadOnlyField>;

/** PUT body after spec §3's rules: entrepreneurs lose four fields; address_same copies f_ fields. */
export type OrganizationPayload = Omit<
  OrganizationForm,
  'kpp' | 'short_name' | 'ceo_full_name' | 'based_on'
> &
  Partial<Pick<OrganizationForm, 'kpp' | 'short_name' | 'ceo_full_name' | 'based_on'>>;
