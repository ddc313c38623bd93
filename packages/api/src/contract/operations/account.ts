import { billPageSchema, billSchema } from '../../billing/billing.schemas.ts';
import { documentPageSchema } from '../../documents/documents.schemas.ts';
import { BillType, DocumentType, Signing } from '../../enums.ts';
import { organizationSchema } from '../../organization/organization.schemas.ts';
import { anything, entityOrNull, oneOf, z } from '../kit.ts';
import { bearer, listQuery, type Operation } from './common.ts';

/** The user's organization, bills and documents. */
export const accountOperations = {
  'organization.getMy': {
    method: 'GET',
    path: 'v2/user/organization/get_my_organization/',
    summary: "The user's organization",
    access: bearer,
    response: organizationSchema,
  },
  'organization.updateMy': {
    method: 'PUT',
    path: 'v2/user/organization/update_my_organization/',
    summary: "Update the user's organization",
    access: bearer,
    body: z.looseObject({}),
    response: anything(),
  },
  'organization.uploadAgreement': {
    method: 'POST',
    path: 'v2/user/organization/upload_organization_agreement/',
    summary: 'Upload the signed agreement',
    access: bearer,
    form: ['user_agreement'],
    response: anything(),
  },
  // Billing
  'billing.create': {
    method: 'POST',
    path: 'v2/user/billing/',
    summary: 'Create a bill',
    access: bearer,
    body: z.object({ amount: z.number(), type: oneOf(BillType) }),
    response: entityOrNull(billSchema),
  },
  'billing.list': {
    method: 'GET',
    path: 'v2/user/billing/',
    summary: 'Bills',
    access: bearer,
    query: listQuery.extend({
      type: oneOf(BillType).optional(),
      date_from: z.string().optional(),
      date_to: z.string().optional(),
    }),
    response: billPageSchema,
  },
  'billing.remove': {
    method: 'DELETE',
    path: 'v2/user/billing/{id}/',
    summary: 'Delete a bill',
    access: bearer,
    response: anything(),
  },
  // Documents
  'documents.list': {
    method: 'GET',
    path: 'v2/user/documents/',
    summary: 'Documents',
    access: bearer,
    query: listQuery.extend({
      type: oneOf(DocumentType).optional(),
      signing: oneOf(Signing).optional(),
    }),
    response: documentPageSchema,
  },
  'documents.uploadActRevise': {
    method: 'POST',
    path: 'v2/user/documents/{id}/upload_act_revise/',
    summary: 'Upload a reconciliation act',
    access: bearer,
    form: ['file'],
    response: anything(),
  },
} as const satisfies Record<string, Operation>;
