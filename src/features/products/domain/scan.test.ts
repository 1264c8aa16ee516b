import { describe, expect, it } from 'vitest';
import { toProduct } from '../../../entities/product/product';
import { newProductDocument } from '../../../entities/product/newProduct';
import { sampleProductDetails } from '../../../test/productFixtures';
import { scanRestriction, scanVerdict } from './scan';

function product(id: string, over: Record<string, unknown> = {}) {
  const doc = newProductDocument(sampleProductDetails({ sku: '123456' }), { id, by: { id: 'u', name: 'U' }, on: new Date(2026, 10, 24), stamp: () => null });
  return toProduct(id, { ...doc, ...over });
}

const ALL = { locationType: 'all' as const, locationId: '' };

describe('scanRestriction', () => {
  it('asks only what the role may read', () => {
    expect(scanRestriction({ kind: 'all' })).toEqual({});
    expect(scanRestriction({ kind: 'location', locationId: 's1' })).toEqual({ locationId: 's1' });
    expect(scanRestriction({ kind: 'stores' })).toEqual({ locationType: 'store' });
    expect(scanRestriction({ kind: 'none' })).toBeNull();
  });
});

describe('scanVerdict', () => {
  it('takes an in-stock product where the screen shows products', () => {
    const p = product('a', { locationType: 'store', locationId: 's1' });
    expect(scanVerdict([p], 'inStock', ALL)).toEqual({ kind: 'take', product: p });
    expect(scanVerdict([p], 'inStock', { locationType: 'store', locationId: 's1' })).toEqual({ kind: 'take', product: p });
  });

  it('refuses an unknown code, a sold or pending product, and one at another location, naming it', () => {
    expect(scanVerdict([], 'inStock', ALL)).toEqual({ kind: 'refuse', refusal: 'unknown', product: null });
    const sold = product('b', { isSold: true });
    expect(scanVerdict([sold], 'inStock', ALL)).toMatchObject({ kind: 'refuse', refusal: 'sold', product: sold });
    const pending = product('c', { isDeliveryPending: true });
    expect(scanVerdict([pending], 'inStock', ALL)).toMatchObject({ refusal: 'deliveryPending' });
    const discount = product('d', { isDiscountPending: true });
    expect(scanVerdict([discount], 'inStock', ALL)).toMatchObject({ refusal: 'discountPending' });
    const warehouse = product('e', { locationType: 'warehouse', locationId: 'w1' });
    expect(scanVerdict([warehouse], 'inStock', { locationType: 'store', locationId: '' })).toMatchObject({ refusal: 'elsewhere', product: warehouse });
    const otherStore = product('f', { locationType: 'store', locationId: 's2' });
    expect(scanVerdict([otherStore], 'inStock', { locationType: 'store', locationId: 's1' })).toMatchObject({ refusal: 'elsewhere' });
  });

  it('on the sold list finds the sold product, and refuses one still in stock', () => {
    const sold = product('g', { isSold: true });
    expect(scanVerdict([sold], 'sold', ALL)).toEqual({ kind: 'show', product: sold });
    const inStock = product('h');
    expect(scanVerdict([inStock], 'sold', ALL)).toMatchObject({ kind: 'refuse', refusal: 'notSold', product: inStock });
    expect(scanVerdict([], 'sold', ALL)).toMatchObject({ refusal: 'unknown' });
  });
});
