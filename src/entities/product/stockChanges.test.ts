import { describe, expect, it } from 'vitest';
import { toProduct, type Product } from './product';
import { changedSince, moveConflict, moveFields, refundAmount, refundConflict, refundFields, type MoveTarget } from './stockChanges';

function product(over: Record<string, unknown> = {}): Product {
  return toProduct('p1', {
    name: 'Nike Air',
    sku: '123456',
    locationType: 'store',
    locationId: 'store-1',
    locationName: 'Store one',
    price: 120000,
    originalPrice: 150000,
    isDiscount: true,
    isSold: false,
    isDeliveryPending: false,
    isDiscountPending: false,
    isMerchantSold: false,
    isRefund: false,
    saleId: null,
    ...over,
  });
}

const WAREHOUSE: MoveTarget = { locationType: 'warehouse', locationId: 'wh-1', locationName: 'Warehouse one' };

describe('moveConflict', () => {
  it('none for an in-stock product going elsewhere', () => {
    expect(moveConflict(product(), WAREHOUSE)).toBeNull();
  });

  it('names why a product cannot move', () => {
    expect(moveConflict(product({ isSold: true }), WAREHOUSE)).toBe('sold');
    expect(moveConflict(product({ isDeliveryPending: true }), WAREHOUSE)).toBe('deliveryPending');
    expect(moveConflict(product({ isDiscountPending: true }), WAREHOUSE)).toBe('discountPending');
    // A delivery order sets isSold too: sold wins.
    expect(moveConflict(product({ isSold: true, isDeliveryPending: true }), WAREHOUSE)).toBe('sold');
  });

  it('refuses a move to where the product already is', () => {
    expect(moveConflict(product(), { locationType: 'store', locationId: 'store-1', locationName: 'Other name' })).toBe('sameLocation');
    // Same id but another kind of place is a different location.
    expect(moveConflict(product(), { locationType: 'merchant', locationId: 'store-1', locationName: 'M' })).toBeNull();
  });
});

describe('moveFields', () => {
  it('writes exactly the location', () => {
    expect(moveFields(WAREHOUSE)).toEqual({ locationType: 'warehouse', locationId: 'wh-1', locationName: 'Warehouse one' });
  });
});

describe('refundConflict', () => {
  it('only sold or delivery-pending products can be refunded', () => {
    expect(refundConflict(product())).toBe('notSold');
    expect(refundConflict(product({ isDiscountPending: true }))).toBe('notSold');
    expect(refundConflict(product({ isSold: true }))).toBeNull();
    expect(refundConflict(product({ isSold: true, isDeliveryPending: true }))).toBe('deliveryPending');
    expect(refundConflict(product({ isSold: true, isRefund: true }))).toBeNull(); // refunded, sold again
  });
});

describe('refundFields', () => {
  it('clears every selling flag, sets isRefund and puts the price back to originalPrice', () => {
    expect(refundFields(product({ isSold: true }))).toEqual({
      isSold: false,
      isDeliveryPending: false,
      isDiscount: false,
      isDiscountPending: false,
      isMerchantSold: false,
      isRefund: true,
      price: 150000,
    });
  });
});

describe('refundAmount', () => {
  it('is minus the price the product was sold at', () => {
    expect(refundAmount({ price: 120000, originalPrice: 150000, isNoat: false })).toBe(-120000);
    expect(refundAmount({ price: -5, originalPrice: 0, isNoat: false })).toBe(-5);
    // VAT paid with the sale is paid back: 10 % of the original price, rounded.
    expect(refundAmount({ price: 155_555, originalPrice: 155_555, isNoat: true })).toBe(-171_111);
    // VAT only ever applies at the original price.
    expect(refundAmount({ price: 100_000, originalPrice: 120_000, isNoat: true })).toBe(-100_000);
  });

  it('is a plain 0 (not -0) for a free product: Firestore stores -0 as a double, which the rules refuse', () => {
    expect(Object.is(refundAmount({ price: 0, originalPrice: 0, isNoat: false }), 0)).toBe(true);
  });
});

describe('changedSince', () => {
  const seen = product({ isSold: true, saleId: 's1' });

  it('false for the same state (other fields may differ)', () => {
    expect(changedSince(seen, product({ isSold: true, saleId: 's1', name: 'Renamed', isPrinted: true }))).toBe(false);
  });

  it.each([
    ['locationId', { locationId: 'store-2' }],
    ['locationType', { locationType: 'merchant' }],
    ['isSold', { isSold: false }],
    ['isDeliveryPending', { isDeliveryPending: true }],
    ['isDiscountPending', { isDiscountPending: true }],
    ['price', { price: 100000 }],
    ['saleId', { saleId: 's2' }],
  ])('true when %s changed', (_field, over) => {
    expect(changedSince(seen, product({ isSold: true, saleId: 's1', ...over }))).toBe(true);
  });
});
