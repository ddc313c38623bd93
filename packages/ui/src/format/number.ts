import { formatDecimal, GROUP } from './decimal';

/** Shown instead of a value that is missing or not a number, so a screen never reads «NaN ₽». */
export const EMPTY_VALUE = '—';

/**
 * Reads a number from what the API or a form may hand over: numbers, numeric strings (with a
 * comma or a dot for decimals, spaces for grouping) and nothing else. Returns null when absent
 * or not a finite number.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export type FormatNumberOptions = {
  /** Exact number of decimals; by default up to 2, none when whole. */
  fractionDigits?: number;
};

/** Russian grouping and decimal comma: `1 234 567,5`; «—» for missing or invalid input. */
export function formatNumber(value: unknown, { fractionDigits }: FormatNumberOptions = {}): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  return formatDecimal(n, {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 2,
  });
}

export type FormatPercentOptions = {
  /** Decimals shown, up to 1 by default. */
  fractionDigits?: number;
  /** The value is a fraction (0.125 → 12,5 %) rather than percent points (12.5 → 12,5 %). */
  ratio?: boolean;
};

/** Percent in the Russian style, `12,5 %`; takes percent points unless `ratio` is set. */
export function formatPercent(
  value: unknown,
  { fractionDigits, ratio = false }: FormatPercentOptions = {},
): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const text = formatDecimal(ratio ? n : n / 100, {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 1,
    shift: 2,
  });
  return `${text}${GROUP}%`;
}
