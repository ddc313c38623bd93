/**
 * The Russian words of spec §3's enumerations, apart from their values (enums.ts) so that the entry
 * chunk, which needs a few values, does not carry every label: only the screens that show them do.
 */
import type {
  BillType,
  CampaignStatus,
  CampaignType,
  DocumentType,
  Gender,
  IncomeGroup,
  ModerationStatus,
  OrgStatus,
  OrgType,
  Signing,
  UserRole,
  VideoModerationStatus,
  Weekday,
} from './enums.ts';

export const userRoleLabels: Record<UserRole, string> = {
  1: 'Агентство',
  2: 'Рекламодатель',
};
export const orgTypeLabels: Record<OrgType, string> = {
  1: 'Индивидуальный предприниматель',
  2: 'Юридическое лицо',
};
export const orgStatusLabels: Record<OrgStatus, string> = {
  1: 'Не проверена',
  2: 'На проверке',
  3: 'Подтверждена',
  4: 'Отклонена',
};
export const billTypeLabels: Record<BillType, string> = {
  1: 'Пополнение',
  2: 'Списание',
};
export const signingLabels: Record<Signing, string> = {
  1: 'Подписан',
  2: 'Отправлен',
  3: 'Не подписан',
};
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  1: 'Активна',
  2: 'На паузе',
  3: 'Завершена',
  4: 'Черновик',
  5: 'В архиве',
  6: 'На модерации',
};
export const moderationStatusLabels: Record<ModerationStatus, string> = {
  1: 'Не начата',
  2: 'На модерации',
  3: 'Отклонена',
  4: 'Частично отклонена',
  5: 'Одобрена',
};
export const videoModerationStatusLabels: Record<VideoModerationStatus, string> = {
  1: 'Не проверено',
  2: 'На модерации',
  3: 'Отклонено',
  4: 'Одобрено',
};
export const campaignTypeLabels: Record<CampaignType, string> = {
  1: 'RTB (аукцион)',
  2: 'Фиксированная',
};
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
export const documentTypeLabels: Record<DocumentType, string> = {
  1: 'Договор',
  2: 'Отчёт',
  3: 'Акт выполненных работ',
};
export const genderLabels: Record<Gender, string> = {
  all: 'Все',
  male: 'Мужчины',
  female: 'Женщины',
};
export const incomeGroupLabels: Record<IncomeGroup, string> = {
  a: 'Высокий доход',
  b: 'Средний доход',
  c: 'Низкий доход',
};
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
