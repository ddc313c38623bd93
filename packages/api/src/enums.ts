/**
 * Enumerations of spec §3 with the server's numbers, each an `as const` object with its Russian label
 * map beside it. Labels are the one place these phrases live; screens import them from here.
 */

type ValueOf<T> = T[keyof T];

export const UserRole = { AGENCY: 1, ADVERTISER: 2 } as const;
export type UserRole = ValueOf<typeof UserRole>;
export const userRoleLabels: Record<UserRole, string> = {
  1: 'Агентство',
  2: 'Рекламодатель',
};

/** The spec spells the second key LEGAL_ETITY; the number is what the server reads, so the key is corrected. */
export const OrgType = { ENTREPRENEUR: 1, LEGAL_ENTITY: 2 } as const;
export type OrgType = ValueOf<typeof OrgType>;
export const orgTypeLabels: Record<OrgType, string> = {
  1: 'Индивидуальный предприниматель',
  2: 'Юридическое лицо',
};

export const OrgStatus = { NEW: 1, WAITING: 2, APPROVE: 3, CANCEL: 4 } as const;
export type OrgStatus = ValueOf<typeof OrgStatus>;
export const orgStatusLabels: Record<OrgStatus, string> = {
  1: 'Не проверена',
  2: 'На проверке',
  3: 'Подтверждена',
  4: 'Отклонена',
};

export const BillType = { DEPOSIT: 1, WITHDRAWAL: 2 } as const;
export type BillType = ValueOf<typeof BillType>;
export const billTypeLabels: Record<BillType, string> = {
  1: 'Пополнение',
  2: 'Списание',
};

export const Signing = { SIGNED: 1, SENT: 2, NOT_SIGNED: 3 } as const;
export type Signing = ValueOf<typeof Signing>;
export const signingLabels: Record<Signing, string> = {
  1: 'Подписан',
  2: 'Отправлен',
  3: 'Не подписан',
};

export const CampaignStatus = {
  ACTIVE: 1,
  PAUSE: 2,
  FINISH: 3,
  DRAFT: 4,
  ARCHIVE: 5,
  MODERATION: 6,
} as const;
export type CampaignStatus = ValueOf<typeof CampaignStatus>;
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  1: 'Активна',
  2: 'На паузе',
  3: 'Завершена',
  4: 'Черновик',
  5: 'В архиве',
  6: 'На модерации',
};

/** Moderation of a whole campaign. */
export const ModerationStatus = {
  NOT_STARTED: 1,
  MODERATION: 2,
  DECLINED: 3,
  PARTIALLY_DECLINED: 4,
  APPROVED: 5,
} as const;
export type ModerationStatus = ValueOf<typeof ModerationStatus>;
export const moderationStatusLabels: Record<ModerationStatus, string> = {
  1: 'Не начата',
  2: 'На модерации',
  3: 'Отклонена',
  4: 'Частично отклонена',
  5: 'Одобрена',
};

/** Moderation of one video: no partial state, and APPROVED is 4 here (not 5 as for campaigns). */
export const VideoModerationStatus = {
  NOT_STARTED: 1,
  MODERATION: 2,
  DECLINED: 3,
  APPROVED: 4,
} as const;
export type VideoModerationStatus = ValueOf<typeof VideoModerationStatus>;
export const videoModerationStatusLabels: Record<VideoModerationStatus, string> = {
  1: 'Не проверено',
  2: 'На модерации',
  3: 'Отклонено',
  4: 'Одобрено',
};

export const CampaignType = { RTB: 1, FIX: 2 } as const;
export type CampaignType = ValueOf<typeof CampaignType>;
export const campaignTypeLabels: Record<CampaignType, string> = {
  1: 'RTB (аукцион)',
  2: 'Фиксированная',
};

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
export const weekdayLabels: Record<Weekday, string> = {
  1: 'Понедельник',
  2: 'Вторник',
  3: 'Среда',
  4: 'Четверг',
  5: 'Пятница',
  6: 'Суббота',
  7: 'Воскресенье',
};
export const weekdayShortLabels: Record<Weekday, string> = {
  1: 'Пн',
  2: 'Вт',
  3: 'Ср',
  4: 'Чт',
  5: 'Пт',
  6: 'Сб',
  7: 'Вс',
};

export const DocumentType = { AGREEMENT: 1, REPORT: 2, CERTIFICATE_OF_COMPLETED_WORK: 3 } as const;
export type DocumentType = ValueOf<typeof DocumentType>;
export const documentTypeLabels: Record<DocumentType, string> = {
  1: 'Договор',
  2: 'Отчёт',
  3: 'Акт выполненных работ',
};

/** Audience gender as the default payload sends it (`all`); the other two values are assumed. */
export const Gender = { ALL: 'all', MALE: 'male', FEMALE: 'female' } as const;
export type Gender = ValueOf<typeof Gender>;
export const genderLabels: Record<Gender, string> = {
  all: 'Все',
  male: 'Мужчины',
  female: 'Женщины',
};

/**
 * Audience income is a set of letters sent as one string (`abc` = every group, the default);
 * each letter is one income group.
 */
export const IncomeGroup = { A: 'a', B: 'b', C: 'c' } as const;
export type IncomeGroup = ValueOf<typeof IncomeGroup>;
export const incomeGroupLabels: Record<IncomeGroup, string> = {
  a: 'Высокий доход',
  b: 'Средний доход',
  c: 'Низкий доход',
};

/** Every numeric value of an `as const` enum, in order — for selects and property tests. */
export const enumValues = <T extends Record<string, number | string>>(e: T): ValueOf<T>[] =>
  Object.values(e) as ValueOf<T>[];

/**
 * Russian names of the player type codes the server sends (`type_name`); a code the app does not
 * know yet is shown as it came.
 */
export const playerTypeLabels: Readonly<Record<string, string>> = {
  BB: 'Билборд',
  CB: 'Ситиборд',
  RB: 'Ситиборд с ролл-системой',
  SS: 'Суперсайт',
  MF: 'Медиафасад',
  MALL: 'Экран в торговом центре',
  OFFICE: 'Экран в бизнес-центре',
  FITNESS: 'Экран в фитнес-клубе',
  AIRPORT: 'Экран в аэропорту',
  METRO: 'Экран в метро',
  BUS: 'Экран в транспорте',
};

/** The Russian name of a player type code (the code itself when it is unknown). */
export const playerTypeLabel = (code: string | null | undefined): string =>
  code ? (playerTypeLabels[code] ?? code) : '—';

/**
 * The label map of each enumeration a status badge shows, keyed by the ui `StatusKind` names: the
 * ui keeps the tones, the words live here.
 */
export const statusLabelMaps = {
  campaignStatus: campaignStatusLabels,
  campaignModerationStatus: moderationStatusLabels,
  videoModerationStatus: videoModerationStatusLabels,
  organizationStatus: orgStatusLabels,
  signing: signingLabels,
  billType: billTypeLabels,
  documentType: documentTypeLabels,
  campaignType: campaignTypeLabels,
  userRole: userRoleLabels,
  organizationType: orgTypeLabels,
} as const satisfies Record<string, Readonly<Record<number, string>>>;

export type StatusLabelKind = keyof typeof statusLabelMaps;

/** Shown for a value the maps do not know (a newer server, a bad row). */
export const UNKNOWN_STATUS_LABEL = 'Неизвестно';

/** The Russian label of an enum value; numeric strings are accepted as the API may send them. */
export function statusLabel(
  kind: StatusLabelKind,
  value: number | string | null | undefined,
): string {
  const key = typeof value === 'string' ? Number(value) : value;
  if (key === null || key === undefined || !Number.isInteger(key)) return UNKNOWN_STATUS_LABEL;
  const map: Readonly<Record<number, string>> = statusLabelMaps[kind];
  return map[key] ?? UNKNOWN_STATUS_LABEL;
}

/** Options for a filter select of one enumeration: value as a string, Russian label. */
export const statusLabelOptions = (kind: StatusLabelKind): { value: string; label: string }[] =>
  Object.entries(statusLabelMaps[kind]).map(([value, label]) => ({ value, label }));
