import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { toProduct } from '../../../entities/product/product';
import {
  approvedPriceError,
  canApprove,
  cancelFields,
  confirmFields,
  formatSentAt,
  isPendingFrom,
  newRequestFields,
  parseRequestPrice,
  pendingFields,
  requestPriceError,
  requestTypeFor,
  requesterName,
  requesterSnapshot,
  sortRequests,
  toDiscountRequest,
} from './discountRequest';

const product = toProduct('p1', {
  name: 'Nike Air',
  sku: '123456',
  pics: [{ picName: 'a.png', picUrl: 'http://x/a.png' }],
  locationType: 'store',
  locationId: 'store-1',
  locationName: 'Store one',
  size: '40',
  width: '9',
  height: '3',
  brand: 'Nike',
  colors: ['Black'],
  categories: ['Shoes'],
  price: 150000,
  originalPrice: 150000,
});

describe('request type and approvers', () => {
  it('call centre sends callCentre requests, everyone else store requests', () => {
    expect(requestTypeFor('Call Centre')).toBe('callCentre');
    expect(requestTypeFor('Reception In City')).toBe('store');
    expect(requestTypeFor('Reception In Country')).toBe('store');
    expect(requestTypeFor('Manager')).toBe('store');
    expect(requestTypeFor('Admin')).toBe('store');
    expect(requestTypeFor('dev')).toBe('store');
  });

  it('only Admin and dev approve', () => {
    expect(canApprove('Admin')).toBe(true);
    expect(canApprove('dev')).toBe(true);
    for (const role of ['Manager', 'Reception In City', 'Reception In Country', 'Call Centre', 'Super Admin'] as const) {
      expect(canApprove(role)).toBe(false);
    }
  });
});

describe('requested price', () => {
  it('is required, positive, whole and lower than the current price', () => {
    expect(requestPriceError(null, 1000)).toBe('required');
    expect(requestPriceError(undefined, 1000)).toBe('required');
    expect(requestPriceError(Number.NaN, 1000)).toBe('required');
    expect(requestPriceError(0, 1000)).toBe('notPositive');
    expect(requestPriceError(-5, 1000)).toBe('notPositive');
    expect(requestPriceError(10.5, 1000)).toBe('notPositive');
    expect(requestPriceError(1000, 1000)).toBe('notLower');
    expect(requestPriceError(1200, 1000)).toBe('notLower');
    expect(requestPriceError(999, 1000)).toBeNull();
  });

  it('refuses negative and non-numeric text', () => {
    expect(parseRequestPrice('-5')).toBeNull();
    expect(parseRequestPrice('abc')).toBeNull();
    expect(parseRequestPrice('12abc')).toBeNull();
    expect(parseRequestPrice('1.5')).toBeNull();
    expect(parseRequestPrice('')).toBeNull();
    expect(parseRequestPrice('0')).toBeNull();
    expect(parseRequestPrice('120,000')).toBe(120000);
    expect(parseRequestPrice(' 99000 ')).toBe(99000);
  });
});

describe('approved price', () => {
  it('is a whole number from 0 up to the original price', () => {
    expect(approvedPriceError(null, 1000)).toBe('required');
    expect(approvedPriceError(-1, 1000)).toBe('required');
    expect(approvedPriceError(1.5, 1000)).toBe('required');
    expect(approvedPriceError(1001, 1000)).toBe('tooHigh');
    expect(approvedPriceError(1000, 1000)).toBeNull();
    expect(approvedPriceError(0, 1000)).toBeNull();
  });
});

describe('documents', () => {
  it('snapshots the requester without anything secret', () => {
    const snap = requesterSnapshot('u1', { firstName: 'Saraa', lastName: 'Bat', phone: '9911', email: 'a@b.mn', role: 'Reception In City', password: 'x', locationId: 'store-1' });
    expect(snap).toEqual({ id: 'u1', firstName: 'Saraa', lastName: 'Bat', phone: '9911', email: 'a@b.mn', role: 'Reception In City', locationId: 'store-1', locationType: null });
    expect('password' in snap).toBe(false);
  });

  it('builds a pending request with the product snapshot and location', () => {
    const requester = requesterSnapshot('u1', { firstName: 'Saraa', lastName: 'Bat', role: 'Call Centre' });
    const fields = newRequestFields(product, 120000, requester, 'Call Centre');
    expect(fields).toMatchObject({
      state: 'pending',
      type: 'callCentre',
      locationId: 'store-1',
      locationName: 'Store one',
      requestPrice: 120000,
      createdUserId: 'u1',
      productId: 'p1',
      product: { id: 'p1', name: 'Nike Air', sku: '123456', price: 150000, originalPrice: 150000, size: '40', width: '9', height: '3', locationName: 'Store one' },
    });
  });

  it('reads a stored request back, tolerating missing fields', () => {
    const r = toDiscountRequest('r1', {
      state: 'pending',
      type: 'store',
      requestPrice: 100,
      createdUserId: 'u1',
      createdUser: { id: 'u1', firstName: 'A', lastName: 'B', phone: '1' },
      productId: 'p1',
      product: { id: 'p1', name: 'N', pics: [{ picName: 'a', picUrl: 'u' }, { picName: 'b' }] },
      createdAt: Timestamp.fromMillis(1000),
    });
    expect(r.product.pics).toHaveLength(1);
    expect(r.createdAtMs).toBe(1000);
    expect(r.approvedPrice).toBeNull();
    expect(requesterName(r)).toBe('B A');
    expect(toDiscountRequest('x', {}).state).toBe('pending');
  });

  it('sorts newest first', () => {
    const a = toDiscountRequest('a', { createdAt: Timestamp.fromMillis(1) });
    const b = toDiscountRequest('b', { createdAt: Timestamp.fromMillis(2) });
    expect(sortRequests([a, b]).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('formats the sent date as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatSentAt(new Date(2024, 4, 1, 9, 5, 7).getTime())).toBe('2024-05-01 09:05:07');
    expect(formatSentAt(0)).toBe('');
  });
});

describe('product flags of a request', () => {
  it('created: pending and linked to the request', () => {
    expect(pendingFields('r1')).toEqual({ isDiscountPending: true, discountRequestId: 'r1' });
  });

  it('confirmed: the approved price, discounted, no longer pending', () => {
    expect(confirmFields(90000)).toEqual({ price: 90000, isDiscount: true, isDiscountPending: false });
  });

  it('cancelled: flags cleared, never un-selling a product an order sold', () => {
    expect(cancelFields({ ...product, isDiscount: false })).toEqual({ isDiscountPending: false, isDiscount: false });
    // An earlier approved discount stays (the flag keeps matching the price).
    expect(cancelFields({ ...product, isDiscount: true, price: 100000 })).toEqual({ isDiscountPending: false, isDiscount: true });
    expect(cancelFields({ ...product, isDiscount: true, price: 150000 })).toEqual({ isDiscountPending: false, isDiscount: false });
    // A stray isSold without an order is cleared; a product sold by an order stays sold.
    expect(cancelFields({ ...product, isSold: true })).toEqual({ isDiscountPending: false, isDiscount: false, isSold: false });
    expect(cancelFields({ ...product, isSold: true, orderId: 'o1' })).toEqual({ isDiscountPending: false, isDiscount: false });
    expect(cancelFields({ ...product, isSold: true, saleId: 's1' })).toEqual({ isDiscountPending: false, isDiscount: false });
  });

  it('a product is pending from a request only when it points at it', () => {
    expect(isPendingFrom({ isDiscountPending: true, discountRequestId: 'r1' }, 'r1')).toBe(true);
    expect(isPendingFrom({ isDiscountPending: true, discountRequestId: 'r2' }, 'r1')).toBe(false);
    expect(isPendingFrom({ isDiscountPending: false, discountRequestId: 'r1' }, 'r1')).toBe(false);
  });
});
