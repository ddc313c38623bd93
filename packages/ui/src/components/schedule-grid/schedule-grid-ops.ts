/**
 * Pure operations on the campaign schedule (spec §3 `target_days`): 7 days × 24 hours.
 * The component works on a boolean matrix and converts at the edges so the value it emits
 * always has the exact server shape, whatever partial or unordered shape it was given.
 */
import { HOUR_FORMS, pluralRu } from '../../format/plural';

/** Two-digit hour as the server sends it: '00' … '23'. */
export type ScheduleHourCode =
  | '00'
  | '01'
  | '02'
  | '03'
  | '04'
  | '05'
  | '06'
  | '07'
  | '08'
  | '09'
  | '10'
  | '11'
  | '12'
  | '13'
  | '14'
  | '15'
  | '16'
  | '17'
  | '18'
  | '19'
  | '20'
  | '21'
  | '22'
  | '23';

export type ScheduleHour = { hour: ScheduleHourCode | string; is_active: boolean };

/** One entry of the campaign's `target_days`; day_number 1 is Monday, 7 is Sunday. */
export type ScheduleDay = { day_number: number; hours: ScheduleHour[] };

/** matrix[day 0..6][hour 0..23] */
export type ScheduleMatrix = boolean[][];

export type CellPoint = { day: number; hour: number };

export const DAYS = 7;
export const HOURS = 24;

export const DAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
export const DAY_FULL = [
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
] as const;

export function hourCode(hour: number): ScheduleHourCode {
  return String(hour).padStart(2, '0') as ScheduleHourCode;
}

export function emptyMatrix(): ScheduleMatrix {
  return Array.from({ length: DAYS }, () => Array<boolean>(HOURS).fill(false));
}

/** The spec's default: 7 days, 24 hours each, all inactive. */
export function createEmptySchedule(): ScheduleDay[] {
  return fromMatrix(emptyMatrix());
}

/** Reads any `target_days`-like value; unknown days or hours are ignored, missing ones are off. */
export function toMatrix(days: readonly ScheduleDay[] | null | undefined): ScheduleMatrix {
  const matrix = emptyMatrix();
  for (const day of days ?? []) {
    const row = matrix[Number(day.day_number) - 1];
    if (!row) continue;
    for (const h of day.hours ?? []) {
      const index = Number.parseInt(String(h.hour), 10);
      if (index >= 0 && index < HOURS) row[index] = Boolean(h.is_active);
    }
  }
  return matrix;
}

export function fromMatrix(matrix: ScheduleMatrix): ScheduleDay[] {
  return Array.from({ length: DAYS }, (_, d) => ({
    day_number: d + 1,
    hours: Array.from({ length: HOURS }, (_, h) => ({
      hour: hourCode(h),
      is_active: matrix[d]?.[h] ?? false,
    })),
  }));
}

export function cloneMatrix(matrix: ScheduleMatrix): ScheduleMatrix {
  return matrix.map((row) => row.slice());
}

export function countActive(matrix: ScheduleMatrix): number {
  let n = 0;
  for (const row of matrix) for (const cell of row) if (cell) n += 1;
  return n;
}

export function countRow(matrix: ScheduleMatrix, day: number): number {
  return (matrix[day] ?? []).filter(Boolean).length;
}

export function isCellActive(matrix: ScheduleMatrix, { day, hour }: CellPoint): boolean {
  return matrix[day]?.[hour] ?? false;
}

export function toggleCell(matrix: ScheduleMatrix, { day, hour }: CellPoint): ScheduleMatrix {
  const next = cloneMatrix(matrix);
  const row = next[day];
  if (row && hour >= 0 && hour < HOURS) row[hour] = !row[hour];
  return next;
}

/** Paints the rectangle spanned by two corners (in any order) with one value. */
export function paintRect(
  matrix: ScheduleMatrix,
  a: CellPoint,
  b: CellPoint,
  value: boolean,
): ScheduleMatrix {
  const next = cloneMatrix(matrix);
  const [d0, d1] = [Math.min(a.day, b.day), Math.max(a.day, b.day)];
  const [h0, h1] = [Math.min(a.hour, b.hour), Math.max(a.hour, b.hour)];
  for (let d = Math.max(0, d0); d <= Math.min(DAYS - 1, d1); d++) {
    const row = next[d];
    if (!row) continue;
    for (let h = Math.max(0, h0); h <= Math.min(HOURS - 1, h1); h++) row[h] = value;
  }
  return next;
}

/** A row (or column) turns fully on unless it is already fully on, then it turns off. */
export function toggleRow(matrix: ScheduleMatrix, day: number): ScheduleMatrix {
  const on = countRow(matrix, day) < HOURS;
  return paintRect(matrix, { day, hour: 0 }, { day, hour: HOURS - 1 }, on);
}

export function toggleColumn(matrix: ScheduleMatrix, hour: number): ScheduleMatrix {
  const on = matrix.some((row) => !row[hour]);
  return paintRect(matrix, { day: 0, hour }, { day: DAYS - 1, hour }, on);
}

export function toggleAll(matrix: ScheduleMatrix): ScheduleMatrix {
  const on = countActive(matrix) < DAYS * HOURS;
  return fillMatrix(on);
}

export function fillMatrix(value: boolean): ScheduleMatrix {
  return Array.from({ length: DAYS }, () => Array<boolean>(HOURS).fill(value));
}

function fromPredicate(active: (day: number, hour: number) => boolean): ScheduleMatrix {
  return Array.from({ length: DAYS }, (_, d) =>
    Array.from({ length: HOURS }, (_, h) => active(d, h)),
  );
}

export type SchedulePresetId = 'all' | 'weekdays' | 'weekend' | 'business' | 'evening' | 'clear';

export type SchedulePreset = { id: SchedulePresetId; label: string; matrix: ScheduleMatrix };

/**
 * Hour ranges read as clock time, end exclusive: «09–18» is 09:00 to 18:00, i.e. hours 09…17;
 * «18–23» is hours 18…22. «Рабочее время» is Monday to Friday only.
 */
export const SCHEDULE_PRESETS: readonly SchedulePreset[] = [
  { id: 'all', label: 'Круглосуточно', matrix: fillMatrix(true) },
  { id: 'weekdays', label: 'Будни', matrix: fromPredicate((d) => d < 5) },
  { id: 'weekend', label: 'Выходные', matrix: fromPredicate((d) => d >= 5) },
  {
    id: 'business',
    label: 'Рабочее время 09–18',
    matrix: fromPredicate((d, h) => d < 5 && h >= 9 && h < 18),
  },
  { id: 'evening', label: 'Вечер 18–23', matrix: fromPredicate((_d, h) => h >= 18 && h < 23) },
  { id: 'clear', label: 'Очистить', matrix: fillMatrix(false) },
];

export function matricesEqual(a: ScheduleMatrix, b: ScheduleMatrix): boolean {
  for (let d = 0; d < DAYS; d++) {
    for (let h = 0; h < HOURS; h++) if ((a[d]?.[h] ?? false) !== (b[d]?.[h] ?? false)) return false;
  }
  return true;
}

/** Hour runs of one day as «09:00–18:00», joined by commas; a run may cross no midnight. */
export function describeHours(row: readonly boolean[]): string {
  const runs: string[] = [];
  let start = -1;
  for (let h = 0; h <= HOURS; h++) {
    const on = h < HOURS && Boolean(row[h]);
    if (on && start < 0) start = h;
    if (!on && start >= 0) {
      runs.push(`${hourCode(start)}:00–${h === HOURS ? '24' : hourCode(h)}:00`);
      start = -1;
    }
  }
  if (runs.length === 1 && runs[0] === '00:00–24:00') return 'круглосуточно';
  return runs.join(', ');
}

/**
 * A short human summary («Пн–Пт: 09:00–18:00; Сб, Вс: круглосуточно») for the read-only view and
 * screen readers; consecutive days with the same hours are grouped.
 */
export function describeSchedule(matrix: ScheduleMatrix): string {
  if (countActive(matrix) === 0) return 'Показы не запланированы';
  const groups: { days: number[]; hours: string }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const hours = describeHours(matrix[d] ?? []);
    if (!hours) continue;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.days.at(-1) === d - 1) last.days.push(d);
    else groups.push({ days: [d], hours });
  }
  // Non-adjacent days with equal hours read better together: «Пн, Ср: …».
  const merged: { days: number[]; hours: string }[] = [];
  for (const g of groups) {
    const same = merged.find((m) => m.hours === g.hours);
    if (same) same.days.push(...g.days);
    else merged.push({ days: [...g.days], hours: g.hours });
  }
  return merged.map((g) => `${dayRangeLabel(g.days)}: ${g.hours}`).join('; ');
}

function dayRangeLabel(days: number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < days.length) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === (days[j] ?? 0) + 1) j++;
    const from = DAY_SHORT[days[i] ?? 0] ?? '';
    const to = DAY_SHORT[days[j] ?? 0] ?? '';
    if (j - i >= 2) parts.push(`${from}–${to}`);
    else for (let k = i; k <= j; k++) parts.push(DAY_SHORT[days[k] ?? 0] ?? '');
    i = j + 1;
  }
  return parts.join(', ');
}

/** Russian plural for «час»: 1 час, 2 часа, 5 часов. */
export const pluralHours = (n: number): string => pluralRu(n, HOUR_FORMS);
