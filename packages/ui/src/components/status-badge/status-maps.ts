import type { BadgeTone } from '../badge';

/**
 * Russian labels and tones for every enumeration of spec §3, keyed by the spec's numeric values.
 * They live here, not in the api package, because ui may not import api; the api package keeps
 * its own `as const` enums and the two agree on the numbers.
 */
export type StatusEntry = { label: string; tone: BadgeTone };

export const statusMaps = {
  /** Campaign status: 1 ACTIVE … 6 MODERATION. */
  campaignStatus: {
    1: { label: 'Активна', tone: 'success' },
    2: { label: 'На паузе', tone: 'warning' },
    3: { label: 'Завершена', tone: 'neutral' },
    4: { label: 'Черновик', tone: 'neutral' },
    5: { label: 'В архиве', tone: 'neutral' },
    6: { label: 'На модерации', tone: 'info' },
  },
  /** Moderation status of a campaign: 1 NOT_STARTED … 5 APPROVED. */
  campaignModerationStatus: {
    1: { label: 'Не начата', tone: 'neutral' },
    2: { label: 'На модерации', tone: 'info' },
    3: { label: 'Отклонена', tone: 'destructive' },
    4: { label: 'Частично отклонена', tone: 'warning' },
    5: { label: 'Одобрена', tone: 'success' },
  },
  /** Moderation status of a video: 1 NOT_STARTED … 4 APPROVED. */
  videoModerationStatus: {
    1: { label: 'Не проверено', tone: 'neutral' },
    2: { label: 'На модерации', tone: 'info' },
    3: { label: 'Отклонено', tone: 'destructive' },
    4: { label: 'Одобрено', tone: 'success' },
  },
  /** Organization verification (doc_status): 1 NEW … 4 CANCEL. */
  organizationStatus: {
    1: { label: 'Не проверена', tone: 'neutral' },
    2: { label: 'На проверке', tone: 'info' },
    3: { label: 'Подтверждена', tone: 'success' },
    4: { label: 'Отклонена', tone: 'destructive' },
  },
  /** Signing state of a document or agreement: 1 SIGNED, 2 SENT, 3 NOT_SIGNED. */
  signing: {
    1: { label: 'Подписан', tone: 'success' },
    2: { label: 'Отправлен', tone: 'info' },
    3: { label: 'Не подписан', tone: 'warning' },
  },
  /** Bill type: 1 DEPOSIT, 2 WITHDRAWAL. */
  billType: {
    1: { label: 'Пополнение', tone: 'success' },
    2: { label: 'Списание', tone: 'neutral' },
  },
  /** Document type: 1 AGREEMENT, 2 REPORT, 3 CERTIFICATE_OF_COMPLETED_WORK. */
  documentType: {
    1: { label: 'Договор', tone: 'neutral' },
    2: { label: 'Отчёт', tone: 'neutral' },
    3: { label: 'Акт выполненных работ', tone: 'neutral' },
  },
  /** Campaign type: 1 RTB, 2 FIX. */
  campaignType: {
    1: { label: 'RTB', tone: 'primary' },
    2: { label: 'Фиксированная', tone: 'neutral' },
  },
  /** User role: 1 AGENCY, 2 ADVERTISER. */
  userRole: {
    1: { label: 'Агентство', tone: 'primary' },
    2: { label: 'Рекламодатель', tone: 'neutral' },
  },
  /** Organization type: 1 ENTREPRENEUR, 2 LEGAL_ETITY (sic, spec spelling). */
  organizationType: {
    1: { label: 'Индивидуальный предприниматель', tone: 'neutral' },
    2: { label: 'Юридическое лицо', tone: 'neutral' },
  },
} as const satisfies Record<string, Record<number, StatusEntry>>;

export type StatusKind = keyof typeof statusMaps;

/** Shown for a value the map does not know (a newer server, a bad row). */
export const UNKNOWN_STATUS: StatusEntry = { label: 'Неизвестно', tone: 'neutral' };

/** Label and tone of a value; accepts numeric strings as the API may send them. */
export function getStatus(
  kind: StatusKind,
  value: number | string | null | undefined,
): StatusEntry {
  const key = typeof value === 'string' ? Number(value) : value;
  if (key === null || key === undefined || !Number.isInteger(key)) return UNKNOWN_STATUS;
  const map: Readonly<Record<number, StatusEntry>> = statusMaps[kind];
  return map[key] ?? UNKNOWN_STATUS;
}

/** Options for a filter select: value as a string, Russian label. */
export function statusOptions(kind: StatusKind): { value: string; label: string }[] {
  return Object.entries(statusMaps[kind]).map(([value, entry]) => ({ value, label: entry.label }));
}
