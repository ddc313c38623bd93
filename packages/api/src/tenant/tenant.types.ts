import type { z } from 'zod';
import type { tenantSchema, tenantThemeSchema } from './tenant.schemas.ts';
/** Spec §3: what a tenant (white-label reseller) shows (tenant.schemas.ts). */
export type Tenant = z.output<typeof tenantSchema>;

/** Token overrides per mode, e.g. `{ light: { primary: '#7c3aed', radius: '0.5rem' } }`. */
export type TenantTheme = z.output<typeof tenantThemeSchema>;

/** POST /v2/user/tenant/ — the host the app runs on; the answer is a list whose first entry counts. */
export interface TenantRequest {
  domain: string;
}

export type TenantResponse = Tenant[];
