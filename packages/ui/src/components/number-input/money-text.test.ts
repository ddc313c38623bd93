import { describe, expect, it } from 'vitest';
import { GROUP } from '../../format/decimal';
import { caretAfterFormat, formatMoneyText, normalizeMoneyText, parseMoneyText } from './money-text';

const money = { fractionDigits: 2, allowNegative: false };
const g = (text: string) => text.replaceAll(' ', GROUP);

describe('normalizeMoneyText', () => {
  it.each([
    ['12345', '12 345'],
    ['12345,5', '12 345,5'],
    ['12345.5', '12 345,5'],
    ['1234567,891', '1 234 567,89'],
    ['007', '7'],
    [',5', '0,5'],
    ['12,', '12,'],
    ['1,2,3', '1,23'],
    ['12 абв 3', '123'],
    ['-50', '50'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeMoneyText(raw, money)).toBe(g(expected));
  });

  it('keeps a minus when negatives are allowed', () => {
    expect(normalizeMoneyText('-1500', { ...money, allowNegative: true })).toBe(g('-1 500'));
  });

  it('drops the decimal part for whole numbers rather than gluing it on', () => {
    expect(normalizeMoneyText('12,50', { fractionDigits: 0, allowNegative: false })).toBe('12');
  });
});

describe('parseMoneyText', () => {
  it('reads Russian text back as a number', () => {
    expect(parseMoneyText(g('12 345,5'))).toBe(12345.5);
    expect(parseMoneyText('12,')).toBe(12);
    expect(parseMoneyText('-')).toBeNull();
    expect(parseMoneyText('')).toBeNull();
  });
});

describe('formatMoneyText', () => {
  it('formats an outside value without trailing zeros', () => {
    expect(formatMoneyText(12345.5, 2)).toBe(g('12 345,5'));
    expect(formatMoneyText(1000, 2)).toBe(g('1 000'));
    expect(formatMoneyText(0.1 + 0.2, 2)).toBe('0,3');
    expect(formatMoneyText(null, 2)).toBe('');
    expect(formatMoneyText(-42, 0)).toBe('-42');
  });
});

describe('caretAfterFormat', () => {
  it('keeps the caret after the same digit when grouping changes', () => {
    // Typing «5» at the end of «1 234» gives raw «1 2345»: the caret stays at the end.
    const raw = g('1 2345');
    expect(caretAfterFormat(raw, raw.length, g('12 345'))).toBe(6);
    // Caret after the «2» in raw «12345» → after the «2» in «12 345».
    expect(caretAfterFormat('12345', 2, g('12 345'))).toBe(2);
    expect(caretAfterFormat('12345', 3, g('12 345'))).toBe(4);
    expect(caretAfterFormat('12345', 0, g('12 345'))).toBe(0);
  });
});
