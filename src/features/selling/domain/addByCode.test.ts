import { describe, expect, it } from 'vitest';
import { toProduct } from '../../../entities/product/product';
import { newProductDocument } from '../../../entities/product/newProduct';
import { sampleProductDetails } from '../../../test/productFixtures';
import { addVerdict, saleLookupRestriction } from './addByCode';
import { MAX_SALE_PRODUCTS } from './sale';

function product(id: string, over: Record<string, unknown> = {}) {
  const doc = newProductDocument(sampleProductDetails(), { id, by: { id: 'u', name: 'U' }, on: new Date(2026, 10, 24), stamp: () => null });
  return toProduct(id, { ...doc, ...over });
}

describe('adding a scanned product to a sale', () => {
  it('looks up only what the role may read', () => {
    expect(saleLookupRestriction('Reception In City', 's1')).toEqual({ locationId: 's1' });
    expect(saleLookupRestriction('Call Centre', null)).toEqual({ locationType: 'store' });
    expect(saleLookupRestriction('Manager', null)).toEqual({});
  });

  it('adds an in-stock product of the sale’s store, once', () => {
    const a = product('a', { locationId: 's1' });
    const b = product('b', { locationId: 's1' });
    expect(addVerdict([b], 'store', [a], null)).toEqual({ kind: 'add', product: b });
    expect(addVerdict([a], 'store', [a], null)).toEqual({ kind: 'already', product: a });
    // An empty sale takes the seller's own store.
    expect(addVerdict([b], 'store', [], 's1')).toEqual({ kind: 'add', product: b });
  });

  it('refuses another store, a warehouse, a sold or pending product, an unknown code, and a full sale', () => {
    const a = product('a', { locationId: 's1' });
    const other = product('o', { locationId: 's2', locationName: 'Two' });
    expect(addVerdict([other], 'store', [a], null)).toMatchObject({ kind: 'refuse', refusal: 'elsewhere', product: other });
    const warehouse = product('w', { locationType: 'warehouse', locationId: 'w1' });
    expect(addVerdict([warehouse], 'store', [a], null)).toMatchObject({ kind: 'refuse', refusal: 'elsewhere' });
    expect(addVerdict([warehouse], 'delivery', [a], null)).toMatchObject({ kind: 'add' });
    expect(addVerdict([product('s', { locationId: 's1', isSold: true })], 'store', [a], null)).toMatchObject({ refusal: 'sold' });
    expect(addVerdict([product('d', { locationId: 's1', isDiscountPending: true })], 'store', [a], null)).toMatchObject({ refusal: 'discountPending' });
    expect(addVerdict([], 'store', [a], null)).toEqual({ kind: 'unknown' });
    expect(addVerdict([product('h', { locationId: 's1', isSalePending: true })], 'store', [a], null)).toMatchObject({ refusal: 'salePending' });
    // Every kind of sale takes up to MAX_SALE_PRODUCTS: a 7th product is added to a delivery too.
    const six = ['1', '2', '3', '4', '5', '6'].map((id) => product(id, { locationId: 's1' }));
    expect(addVerdict([product('7', { locationId: 's1' })], 'delivery', six, null)).toMatchObject({ kind: 'add' });
    expect(addVerdict([product('7', { locationId: 's1' })], 'store', six, null)).toMatchObject({ kind: 'add' });
    const full = Array.from({ length: MAX_SALE_PRODUCTS }, (_, i) => product(`f${i}`, { locationId: 's1' }));
    expect(addVerdict([product('x', { locationId: 's1' })], 'store', full, null)).toEqual({ kind: 'full' });
    expect(addVerdict([product('x', { locationId: 's1' })], 'delivery', full, null)).toEqual({ kind: 'full' });
  });
});
