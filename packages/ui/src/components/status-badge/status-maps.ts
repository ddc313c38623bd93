import type { BadgeTone } from '../badge';

/**
 * The tone of every value of every enumeration of spec §3, keyed by the spec's numeric values. Only
 * the colours live here: the words are `@ekran/api`'s label maps (`statusLabelMaps`), and the caller
 * passes the label in, so there is one home for each phrase.
 */
export const statusMaps = {
  /** Campaign status: 1 ACTIVE … 6 MODERATION. */
  campaignStatus: {
    1: 'success',
    2: 'warning',
    3: 'neutral',
    4: 'neutral',
    5: 'neutral',
    6: 'info',
  },
  /** Moderation status of a campaign: 1 NOT_STARTED … 5 APPROVED. */
  campaignModerationStatus: {
    1: 'neutral',
    2: 'info',
    3: 'destructive',
    4: 'warning',
    5: 'success',
  },
  /** Moderation status of a video: 1 NOT_STARTED … 4 APPROVED. */
  videoModerationStatus: {
    1: 'neutral',
    2: 'info',
    3: 'destructive',
    4: 'success',
  },
  /** Organization verification (doc_status): 1 NEW … 4 CANCEL. */
  organizationStatus: {
    1: 'neutral',
    2: 'info',
    3: 'success',
    4: 'destructive',
  },
  /** Signing state of a document or agreement: 1 SIGNED, 2 SENT, 3 NOT_SIGNED. */
  signing: {
    1: 'success',
    2: 'info',
    3: 'warning',
  },
  /** Bill type: 1 DEPOSIT, 2 WITHDRAWAL. */
  billType: {
    1: 'success',
    2: 'neutral',
  },
  /** Document type: 1 AGREEMENT, 2 REPORT, 3 CERTIFICATE_OF_COMPLETED_WORK. */
  documentType: {
    1: 'neutral',
    2: 'neutral',
    3: 'neutral',
  },
  /** Campaign type: 1 RTB, 2 FIX. */
  campaignType: {
    1: 'primary',
    2: 'neutral',
  },
  /** User role: 1 AGENCY, 2 ADVERTISER. */
  userRole: {
    1: 'primary',
    2: 'neutral',
  },
  /** Organization type: 1 ENTREPRENEUR, 2 LEGAL_ETITY (sic, spec spelling). */
  organizationType: {
    1: 'neutral',
    2: 'neutral',
  },
} as const satisfies Record<string, Record<number, BadgeTone>>;

export type StatusKind = keyof typeof statusMaps;

/** The tone of a value (neutral for one the map does not know); numeric strings are accepted. */
export function statusTone(kind: StatusKind, value: number | string | null | undefined): BadgeTone {
  const key = typeof value === 'string' ? Number(value) : value;
  if (key === null || key === undefined || !Number.isInteger(key)) return 'neutral';
  const map: Readonly<Record<number, BadgeTone>> = statusMaps[kind];
  return map[key] ?? 'neutral';
}
