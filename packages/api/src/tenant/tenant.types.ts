/** Spec §3: what a tenant (white-label reseller) shows. */
export interface Tenant {
  name: string;
  favicon: string | null;
  logo: string | null;
  email_tg: string | null;
  company_name: string;
  domain: string;
  /**
   * Our assumption, not in the spec: optional theme overrides per mode, design token → CSS value
   * (e.g. `{ light: { accent: '#0a7' } }`). Absent on today's backend.
   */
  theme?: TenantTheme | null;
}

/** Assumed (not in the spec): a tenant's colour overrides for the light and dark modes. */
export interface TenantTheme {
  light?: Record<string, string>;
  dark?: Record<string, string>;
}

/** POST /v2/user/tenant/ — the host the app runs on; the answer is a list whose first entry counts. */
export interface TenantRequest {
  domain: string;
}

export type TenantResponse = Tenant[];
