/**
 * Pure text rules of NumberInput: what the user typed becomes Russian-formatted text
 * (`12 345,5`) and a number, and the caret keeps its place among the digits.
 */

// The same grouping formatMoney prints, so typed and displayed amounts match.
import { GROUP, groupDigits } from '../../format/decimal';

const significant = /[\d,-]/;

export type MoneyTextOptions = {
  /** Decimals allowed after the comma. */
  fractionDigits: number;
  /** Whether a leading minus is kept. */
  allowNegative: boolean;
};

/** Cleans typed or pasted text: a comma (or dot) for decimals, grouped thousands, no letters. */
export function normalizeMoneyText(
  raw: string,
  { fractionDigits, allowNegative }: MoneyTextOptions,
): string {
  const negative = allowNegative && raw.trim().startsWith('-');
  const text = raw.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const comma = text.indexOf(',');
  let integer = comma < 0 ? text : text.slice(0, comma);
  const fraction =
    comma < 0
      ? null
      : text
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, fractionDigits);
  integer = integer.replace(/^0+(?=\d)/, '');
  if (fraction !== null && fractionDigits > 0 && integer === '') integer = '0';
  const body =
    groupDigits(integer) + (fraction !== null && fractionDigits > 0 ? `,${fraction}` : '');
  return (negative ? '-' : '') + body;
}

/** The number a text stands for, or null while there is none (empty, a lone minus). */
export function parseMoneyText(text: string): number | null {
  const plain = text.replace(new RegExp(`[${GROUP}\\s]`, 'g'), '').replace(',', '.');
  if (plain === '' || plain === '-' || plain === '.' || plain === '-.') return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : null;
}

/** Text for a value set from outside (a form reset, a loaded campaign). */
export function formatMoneyText(value: number | null, fractionDigits: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  // The field's own editable text (no currency sign, trailing zeros trimmed), not a display format.
  // eslint-disable-next-line no-restricted-syntax -- digits to edit, grouped below
  const [integer = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const trimmed = fraction?.replace(/0+$/, '');
  return (value < 0 ? '-' : '') + groupDigits(integer) + (trimmed ? `,${trimmed}` : '');
}

/** Where the caret goes in `formatted` to sit after the same digits it followed in `raw`. */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  let count = 0;
  for (let i = 0; i < caret && i < raw.length; i += 1) {
    if (significant.test(raw[i]?.replace('.', ',') ?? '')) count += 1;
  }
  if (count === 0) return 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (significant.test(formatted[i] ?? '')) count -= 1;
    if (count === 0) return i + 1;
  }
  return formatted.length;
}
