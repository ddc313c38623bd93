/**
 * Russian number text without Intl. The first `Intl.NumberFormat` of a page loads the locale's
 * data, which on a low-tier phone holds the main thread longer than the rest of a screen's
 * figures together; the rules it applies for «ru-RU» are few and fixed, so they are written out
 * here. `number.test.ts` checks them against Intl across magnitudes, signs and halves.
 */

/** The grouping and unit separator Intl prints for «ru-RU»: a no-break space. */
export const GROUP = '\u00a0';

/** An integer's digits grouped by threes with a no-break space: «1234567» → «1 234 567». */
export const groupDigits = (integer: string): string =>
  integer.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);

export type DecimalOptions = {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Powers of ten the value is shifted by before rounding: 2 for percent, as Intl scales. */
  shift?: number;
};

/**
 * A finite number as Intl formats it in «ru-RU»: rounded half away from zero from the shortest
 * decimal that reads back as the same number (so 1.005 rounds to 1,01), the integer part grouped
 * by threes with a no-break space, a decimal comma, and a minus for any negative value, −0 too.
 */
export function formatDecimal(
  n: number,
  { minimumFractionDigits, maximumFractionDigits, shift = 0 }: DecimalOptions,
): string {
  const negative = n < 0 || Object.is(n, -0);
  const [mantissa = '0', exponent = '0'] = String(Math.abs(n)).split('e');
  const dot = mantissa.indexOf('.');
  // All significant digits, and where the decimal point falls among them.
  let digits = mantissa.replace('.', '');
  let point = (dot < 0 ? mantissa.length : dot) + Number(exponent) + shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length);
  }
  const keep = point + maximumFractionDigits;
  let kept = digits.slice(0, keep).padEnd(keep, '0');
  if ((digits[keep] ?? '0') >= '5') {
    const carried = roundUp(kept);
    if (carried.length > kept.length) point += 1;
    kept = carried;
  }
  const integer = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  let fraction = kept.slice(point);
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) {
    fraction = fraction.slice(0, -1);
  }
  return `${negative ? '-' : ''}${groupDigits(integer)}${fraction ? `,${fraction}` : ''}`;
}

/** A string of decimal digits plus one in its last place: «199» → «200», «99» → «100». */
function roundUp(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}
