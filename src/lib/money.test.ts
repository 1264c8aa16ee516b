import { describe, expect, it } from 'vitest';
import { formatMoney, formatThousands, parseMoneyInput } from './money';

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

describe('parseMoneyInput', () => {
  it('reads digits and ignores separators and other characters', () => {
    expect(parseMoneyInput('12,500')).toBe(12500);
    expect(parseMoneyInput('12,500₮')).toBe(12500);
    expect(parseMoneyInput(' 1 000 ')).toBe(1000);
    expect(parseMoneyInput('abc12x3')).toBe(123);
    expect(parseMoneyInput('007')).toBe(7);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('gives null for empty or digit-less text', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('   ')).toBeNull();
    expect(parseMoneyInput('₮,')).toBeNull();
    expect(parseMoneyInput(null)).toBeNull();
    expect(parseMoneyInput(undefined)).toBeNull();
  });

  it('gives null for a number too large to be exact', () => {
    expect(parseMoneyInput('99999999999999999999')).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    expect(parseMoneyInput(formatMoney(1234567))).toBe(1234567);
  });
});
