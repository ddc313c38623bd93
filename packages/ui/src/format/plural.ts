/** The three Russian forms of a noun: for 1 (экран), for 2–4 (экрана), for 5–20 (экранов). */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The Russian plural rule, the one place it is written: 1, 21, 101 → one; 2–4, 22–24 → few;
 * 0, 5–20, 11–14, 111 → many. Fractions take the «few» form (1,5 часа), as Russian does.
 */
export function pluralRu(n: number, [one, few, many]: PluralForms): string {
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

export const SCREEN_FORMS: PluralForms = ['экран', 'экрана', 'экранов'];
export const HOUR_FORMS: PluralForms = ['час', 'часа', 'часов'];
