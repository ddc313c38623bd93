import { list, maybeText, object, optional, spec, text, z } from '../contract/kit.ts';
import { SPEC_TENANT_FIELDS } from '../spec-fields.ts';

/** Token values of a theme; a number (a radius "0" read as 0 by the normalisation) reads as text. */
const themeTokens = z.record(
  z.string(),
  z.union([z.string(), z.number()]).transform((value) => String(value)),
);

/** Our own extension: token overrides per mode, e.g. `{light: {primary: '#7c3aed'}}`. */
export const tenantThemeSchema = object({
  light: optional(themeTokens),
  dark: optional(themeTokens),
});

/** Spec §3: what a tenant (white-label reseller) shows; all of it is shown, nothing is strict. */
export const tenantSchema = object(
  {
    name: text(),
    favicon: maybeText(),
    logo: maybeText(),
    email_tg: maybeText(),
    company_name: text(),
    domain: text(),
    theme: optional(tenantThemeSchema),
  },
  spec('§3 User and tenant, §7 POST /v2/user/tenant/', SPEC_TENANT_FIELDS),
);

/** POST /v2/user/tenant/: a list whose first entry counts. */
export const tenantResponseSchema = list(tenantSchema);
