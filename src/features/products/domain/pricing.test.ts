import { describe, expect, it } from 'vitest';
import { discountedPriceOf, pricesFrom, pricesFromThousands, toInt } from './pricing';

describe('toInt', () => {
  it.each([
    [42, 42],
    [42.9, 42],
    ['42', 42],
    [' 42 ', 42],
    ['42.7', 42],
    ['0', 0],
    [0, 0],
    [-5, 0],
    ['-5', 0],
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    ['12abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
  ])('%o -> %d', (input, expected) => {
    expect(toInt(input)).toBe(expected);
  });
});

describe('pricesFrom (tugrik)', () => {
  it('sells at the price when there is no discounted price', () => {
    expect(pricesFrom(150000, null)).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
    expect(pricesFrom(150000, undefined)).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
    expect(pricesFrom(150000, 0)).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
  });

  it('is discounted only when the discounted price is non-zero and lower', () => {
    expect(pricesFrom(150000, 120000)).toEqual({ price: 120000, originalPrice: 150000, isDiscount: true });
    expect(pricesFrom(150000, 149999)).toEqual({ price: 149999, originalPrice: 150000, isDiscount: true });
  });

  it('ignores a discounted price equal to or above the price', () => {
    expect(pricesFrom(150000, 150000)).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
    expect(pricesFrom(150000, 200000)).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
  });

  it('never gives a negative or fractional price, nor price above originalPrice', () => {
    expect(pricesFrom(-100, null)).toEqual({ price: 0, originalPrice: 0, isDiscount: false });
    expect(pricesFrom(1000.9, 500.5)).toEqual({ price: 500, originalPrice: 1000, isDiscount: true });
    expect(pricesFrom(1000, -5)).toEqual({ price: 1000, originalPrice: 1000, isDiscount: false });
    for (const [p, d] of [[0, 0], [0, 100], [100, 0], [100, 99], [100, 101]]) {
      const prices = pricesFrom(p, d);
      expect(prices.price).toBeLessThanOrEqual(prices.originalPrice);
      expect(Number.isInteger(prices.price) && Number.isInteger(prices.originalPrice)).toBe(true);
    }
  });
});

describe('pricesFromThousands (add form)', () => {
  it('multiplies both fields by 1000', () => {
    expect(pricesFromThousands('150', '120')).toEqual({ price: 120000, originalPrice: 150000, isDiscount: true });
    expect(pricesFromThousands(150, 120)).toEqual({ price: 120000, originalPrice: 150000, isDiscount: true });
  });

  it('without a discounted price: price = original price, not discounted', () => {
    expect(pricesFromThousands('150', '')).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
    expect(pricesFromThousands('150', 'abc')).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
  });

  it('a discounted price not lower than the price is ignored', () => {
    expect(pricesFromThousands('150', '150')).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
    expect(pricesFromThousands('150', '200')).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
  });

  it('0 when the fields are not numbers', () => {
    expect(pricesFromThousands('', '')).toEqual({ price: 0, originalPrice: 0, isDiscount: false });
    expect(pricesFromThousands('x', '5')).toEqual({ price: 0, originalPrice: 0, isDiscount: false });
  });

  it('whole thousands only: decimals are cut before multiplying', () => {
    expect(pricesFromThousands('150.5', '99.9')).toEqual({ price: 99000, originalPrice: 150000, isDiscount: true });
  });
});

describe('discountedPriceOf (edit dialog)', () => {
  it('is the price when discounted, else empty', () => {
    expect(discountedPriceOf({ price: 120000, isDiscount: true })).toBe(120000);
    expect(discountedPriceOf({ price: 150000, isDiscount: false })).toBeNull();
  });

  it('round-trips through pricesFrom', () => {
    const stored = pricesFrom(150000, 120000);
    expect(pricesFrom(stored.originalPrice, discountedPriceOf(stored))).toEqual(stored);
    const plain = pricesFrom(150000, null);
    expect(pricesFrom(plain.originalPrice, discountedPriceOf(plain))).toEqual(plain);
  });
});
