import { describe, expect, it } from 'vitest';
import { formatMoney, formatThousands, parseMoneyInput, readMoneyText } from './money';

describe('formatThousands', () => {
  it('groups thousands with commas', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(12500)).toBe('12,500');
    expect(formatThousands(1234567890)).toBe('1,234,567,890');
  });

  it('keeps a minus sign and handles decimals', () => {
    expect(formatThousands(-12500)).toBe('-12,500');
    expect(formatThousands(1234.5, 2)).toBe('1,234.50');
    expect(formatThousands(1234.567)).toBe('1,235');
    expect(formatThousands(-0.001, 2)).toBe('0.00');
  });

  it('treats non-finite numbers as zero', () => {
    expect(formatThousands(Number.NaN)).toBe('0');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatMoney', () => {
  it('adds the tugrik sign without a space', () => {
    expect(formatMoney(12500)).toBe('12,500₮');
    expect(formatMoney(0)).toBe('0₮');
    expect(formatMoney(-5000)).toBe('-5,000₮');
    expect(formatMoney(99.5, 2)).toBe('99.50₮');
  });
});

describe('readMoneyText / parseMoneyInput', () => {
  it('reads whole amounts with thousands separators and the tugrik sign', () => {
    expect(parseMoneyInput('12,500')).toBe(12500);
    expect(parseMoneyInput('12,500₮')).toBe(12500);
    expect(parseMoneyInput(' 1 000 ')).toBe(1000);
    expect(parseMoneyInput('1\u00a0000\u202f000')).toBe(1000000);
    // A separator typed in the middle of a formatted amount (while editing it) is still one.
    expect(parseMoneyInput('5,0000')).toBe(50000);
    expect(parseMoneyInput('007')).toBe(7);
    expect(parseMoneyInput('0')).toBe(0);
    expect(readMoneyText('12,500₮')).toEqual({ value: 12500 });
  });

  it('gives null for empty or separator-only text', () => {
    expect(readMoneyText('')).toEqual({ value: null });
    expect(readMoneyText('   ')).toEqual({ value: null });
    expect(readMoneyText('₮,')).toEqual({ value: null });
    expect(readMoneyText(null)).toEqual({ value: null });
    expect(parseMoneyInput(undefined)).toBeNull();
  });

  it('refuses a decimal part instead of dropping the point ("5,000.50" is not 500,050)', () => {
    expect(readMoneyText('5,000.50')).toEqual({ problem: 'fraction' });
    expect(readMoneyText('89.9')).toEqual({ problem: 'fraction' });
    expect(readMoneyText('5000.')).toEqual({ problem: 'fraction' });
    expect(readMoneyText('.5')).toEqual({ problem: 'fraction' });
    expect(parseMoneyInput('5,000.50')).toBeNull();
  });

  it('refuses a negative amount instead of dropping the sign ("-100" is not 100)', () => {
    expect(readMoneyText('-100')).toEqual({ problem: 'negative' });
    expect(readMoneyText('\u2212100₮')).toEqual({ problem: 'negative' });
    expect(readMoneyText('-')).toEqual({ problem: 'negative' });
    expect(parseMoneyInput('-100')).toBeNull();
  });

  it('refuses letters and other signs instead of ignoring them', () => {
    expect(readMoneyText('abc12x3')).toEqual({ problem: 'notDigits' });
    expect(readMoneyText('12a')).toEqual({ problem: 'notDigits' });
    expect(readMoneyText('+100')).toEqual({ problem: 'notDigits' });
    expect(readMoneyText('1e5')).toEqual({ problem: 'notDigits' });
    expect(readMoneyText('1.000.000')).toEqual({ problem: 'notDigits' });
    expect(readMoneyText('100$')).toEqual({ problem: 'notDigits' });
  });

  it('refuses a number too large to be exact', () => {
    expect(readMoneyText('99999999999999999999')).toEqual({ problem: 'tooLarge' });
    expect(parseMoneyInput('99999999999999999999')).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    expect(parseMoneyInput(formatMoney(1234567))).toBe(1234567);
    expect(parseMoneyInput(formatThousands(0))).toBe(0);
  });
});
