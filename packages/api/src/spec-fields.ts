/**
 * The fields spec §3 names for the entities it describes field by field: the response schemas mark
 * them as the spec's (contract/kit.ts `spec()`, openapi's `x-source`), and the fake's spec-minimal
 * mode sends exactly them. Plain lists, so the fake needs no schema to read them.
 */

/** Campaign, spec §3 («default payload») plus the id, status and moderation status §4 acts on. */
export const SPEC_CAMPAIGN_FIELDS = [
  'id',
  'name',
  'description',
  'start_date',
  'end_date',
  'audience',
  'today_extra_limit',
  'budget_rollover',
  'delay',
  'budget',
  'daily_budget',
  'spent_fast',
  'agency_percent',
  'type',
  'target_days',
  'players',
  'geo_plans',
  'player_settings',
  'status',
  'moderation_status',
] as const;

/** The legal address fields; the actual address repeats each with an `f_` prefix (spec §3). */
export const ORGANIZATION_ADDRESS_FIELDS = [
  'country',
  'index',
  'city',
  'street',
  'house_number',
  'carcase_number',
  'office_number',
] as const;

/** Organization, spec §3 field for field (it has no id there). */
export const SPEC_ORGANIZATION_FIELDS = [
  'org_type',
  'org_name',
  'short_name',
  ...ORGANIZATION_ADDRESS_FIELDS,
  'address_same',
  ...ORGANIZATION_ADDRESS_FIELDS.map((field) => `f_${field}` as const),
  'inn',
  'kpp',
  'checking_account',
  'ogrn',
  'bank',
  'bank_bik',
  'correspondent_acc',
  'ceo_full_name',
  'based_on',
  'phone',
  'email',
  'signed',
  'user_agreement',
  'bitrix_agreement',
  'doc_status',
  'balance',
  'available_balance',
  'role',
] as const;

/** Tenant, spec §1 and §7 (tenant call): what is fetched and shown. */
export const SPEC_TENANT_FIELDS = [
  'name',
  'favicon',
  'logo',
  'email_tg',
  'company_name',
  'domain',
] as const;
