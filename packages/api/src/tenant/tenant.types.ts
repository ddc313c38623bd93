/** Spec §3: what a tenant (white-label reseller) shows. */
export interface Tenant {
  name: string;
  favicon: string | null;
  logo: string | null;
  email_tg: string | null;
  company_name: string;
  domain: string;
  /**
   * Our own extension (an assumption of the API contract, issue 20): the tenant's colours, token
   * names without `--` for each mode; a missing `dark` is derived from `light`. Optional.
   */
  theme?: TenantTheme | null;
}

/** Token overrides per mode, e.g. `{ light: { primary: '#7c3aed', radius: '0.5rem' } }`. */
export interface TenantTheme {
  light?: Record<string, string>;
  dark?: Record<string, string>;
}

/** POST /v2/user/tenant/ — the host the app runs on; the answer is a list whose first entry counts. */
export interface TenantRequest {
  domain: string;
}

export type TenantResponse = Tenant[];
