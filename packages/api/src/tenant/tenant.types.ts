/** Spec §3: what a tenant (white-label reseller) shows. */
export interface Tenant {
  name: string;
  favicon: string | null;
  logo: string | null;
  email_tg: string | null;
  company_name: string;
  domain: string;
}

/** POST /v2/user/tenant/ — the host the app runs on; the answer is a list whose first entry counts. */
export interface TenantRequest {
  domain: string;
}

export type TenantResponse = Tenant[];
