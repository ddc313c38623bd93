/**
 * Enumerations of spec §3 with the server's numbers, each an `as const` object. Their Russian labels
 * are in enum-labels.ts, the one place these phrases live; screens import them from the package.
 */

type ValueOf<T> = T[keyof T];

// Each enumeration is written out as its own literal (the shapes look alike on purpose): the spec's
// numbers stay readable at a glance and every type keeps its exact literal values.

export const UserRole = { AGENCY: 1, ADVERTISER: 2 } as const;
export type UserRole = ValueOf<typeof UserRole>;
/** The spec spells the second key LEGAL_ETITY; the number is what the server reads, so the key is corrected. */
export const OrgType = { ENTREPRENEUR: 1, LEGAL_ENTITY: 2 } as const;
export type OrgType = ValueOf<typeof OrgType>;
export const OrgStatus = { NEW: 1, WAITING: 2, APPROVE: 3, CANCEL: 4 } as const;
export type OrgStatus = ValueOf<typeof OrgStatus>;
export const BillType = { DEPOSIT: 1, WITHDRAWAL: 2 } as const;
export type BillType = ValueOf<typeof BillType>;
export const Signing = { SIGNED: 1, SENT: 2, NOT_SIGNED: 3 } as const;
export type Signing = ValueOf<typeof Signing>;
export const CampaignStatus = {
  ACTIVE: 1,
  PAUSE: 2,
  FINISH: 3,
  DRAFT: 4,
  ARCHIVE: 5,
  MODERATION: 6,
} as const;
export type CampaignStatus = ValueOf<typeof CampaignStatus>;
/** Moderation of a whole campaign. */
export const ModerationStatus = {
  NOT_STARTED: 1,
  MODERATION: 2,
  DECLINED: 3,
  PARTIALLY_DECLINED: 4,
  APPROVED: 5,
} as const;
export type ModerationStatus = ValueOf<typeof ModerationStatus>;
/** Moderation of one video: no partial state, and APPROVED is 4 here (not 5 as for campaigns). */
export const VideoModerationStatus = {
  NOT_STARTED: 1,
  MODERATION: 2,
  DECLINED: 3,
  APPROVED: 4,
} as const;
export type VideoModerationStatus = ValueOf<typeof VideoModerationStatus>;
export const CampaignType = { RTB: 1, FIX: 2 } as const;
export type CampaignType = ValueOf<typeof CampaignType>;
export const Weekday = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
} as const;
export type Weekday = ValueOf<typeof Weekday>;
export const DocumentType = { AGREEMENT: 1, REPORT: 2, CERTIFICATE_OF_COMPLETED_WORK: 3 } as const;
export type DocumentType = ValueOf<typeof DocumentType>;
/** Audience gender as the default payload sends it (`all`); the other two values are assumed. */
export const Gender = { ALL: 'all', MALE: 'male', FEMALE: 'female' } as const;
export type Gender = ValueOf<typeof Gender>;
/**
 * Audience income is a set of letters sent as one string (`abc` = every group, the default);
 * each letter is one income group.
 */
export const IncomeGroup = { A: 'a', B: 'b', C: 'c' } as const;
export type IncomeGroup = ValueOf<typeof IncomeGroup>;
/** Every numeric value of an `as const` enum, in order — for selects and property tests. */
export const enumValues = <T extends Record<string, number | string>>(e: T): ValueOf<T>[] =>
  Object.values(e) as ValueOf<T>[];
