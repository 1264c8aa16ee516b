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
  batchPlanFields,
  batchState,
  chunks,
  DISCOUNT_CHUNK,
  MAX_DISCOUNT_PRODUCTS,
  selectionProblem,
  toBatchPlan,
  unfinishedBatches,
  type DiscountRequest,
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

describe('requests of any size: chunks, the batch and its state', () => {
  const requester = requesterSnapshot('u1', { firstName: 'Saraa', lastName: 'Bat' });

  it('writes at most 8 products per write, 200 per request', () => {
    expect(DISCOUNT_CHUNK).toBe(8);
    expect(MAX_DISCOUNT_PRODUCTS).toBe(200);
    const fifty = Array.from({ length: 50 }, (_, i) => i);
    const parts = chunks(fifty);
    expect(parts.map((c) => c.length)).toEqual([8, 8, 8, 8, 8, 8, 2]);
    expect(parts.flat()).toEqual(fifty);
    expect(chunks([])).toEqual([]);
    expect(chunks([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(() => chunks([1], 0)).toThrow();
  });

  it('the wizard sends 1 to 200 products', () => {
    expect(selectionProblem(0)).toBe('none');
    expect(selectionProblem(1)).toBeNull();
    expect(selectionProblem(50)).toBeNull();
    expect(selectionProblem(200)).toBeNull();
    expect(selectionProblem(201)).toBe('tooMany');
  });

  it('a request of a batch is drafting and names its batch; without one it is pending, with no batch field', () => {
    expect(newRequestFields(product, 100000, requester, 'Manager', { id: 'b1', size: 50 })).toMatchObject({ state: 'drafting', batchId: 'b1', batchSize: 50 });
    const single = newRequestFields(product, 100000, requester, 'Manager');
    expect(single.state).toBe('pending');
    expect(single).not.toHaveProperty('batchId');
    expect(single).not.toHaveProperty('batchSize');
  });

  it('a drafting request reads back as drafting, with its batch', () => {
    const r = toDiscountRequest('r1', { state: 'drafting', batchId: 'b1', batchSize: 12 });
    expect(r).toMatchObject({ state: 'drafting', batchId: 'b1', batchSize: 12 });
    expect(toDiscountRequest('r2', { state: 'pending' })).toMatchObject({ batchId: null, batchSize: null });
  });

  it('the plan: product ids and prices in order; a malformed one plans nothing', () => {
    const plan = { id: 'b1', createdUserId: 'u1', productIds: ['p1', 'p2'], requestPrices: [10, 20] };
    expect(toBatchPlan('b1', batchPlanFields(plan))).toEqual(plan);
    expect(toBatchPlan('b1', { createdUserId: 'u1', productIds: ['p1', 'p2'], requestPrices: [10] })).toMatchObject({ productIds: [], requestPrices: [] });
  });

  const plan = { id: 'b1', createdUserId: 'u1', productIds: ['p1', 'p2', 'p3'], requestPrices: [10, 20, 30] };
  const req = (id: string, productId: string, state: DiscountRequest['state']) => ({ id, productId, state, batchSize: 3 });

  it('batch state: what is drafting, what is still to write', () => {
    expect(batchState(plan, [req('r2', 'p2', 'drafting'), req('r1', 'p1', 'drafting')])).toEqual({
      kind: 'drafting',
      drafting: ['r1', 'r2'],
      missing: [{ productId: 'p3', requestPrice: 30 }],
      total: 3,
    });
    // A request cancelled by an undo that stopped half-way: its product is to write again.
    expect(batchState(plan, [req('r1', 'p1', 'drafting'), req('r2', 'p2', 'cancelled')])).toMatchObject({ kind: 'drafting', drafting: ['r1'], missing: [{ productId: 'p2' }, { productId: 'p3' }] });
    // Without its plan: only the flip of what is there.
    expect(batchState(null, [req('r1', 'p1', 'drafting')])).toEqual({ kind: 'drafting', drafting: ['r1'], missing: [], total: 3 });
  });

  it('batch state: flipped once any request is past drafting; empty when nothing drafts', () => {
    expect(batchState(plan, [req('r1', 'p1', 'pending'), req('r2', 'p2', 'pending')])).toEqual({ kind: 'flipped' });
    expect(batchState(plan, [req('r1', 'p1', 'confirmed')])).toEqual({ kind: 'flipped' });
    expect(batchState(plan, [req('r1', 'p1', 'cancelled')])).toEqual({ kind: 'empty' });
    expect(batchState(plan, [])).toEqual({ kind: 'empty' });
  });

  it('unfinished batches: drafting requests grouped by batch, oldest first', () => {
    const at = (ms: number) => Timestamp.fromMillis(ms);
    const rows = [
      toDiscountRequest('a1', { state: 'drafting', batchId: 'A', batchSize: 20, createdUserId: 'u1', createdUser: { firstName: 'Saraa', lastName: 'Bat' }, createdAt: at(2000) }),
      toDiscountRequest('b1', { state: 'drafting', batchId: 'B', batchSize: 10, createdUserId: 'u1', createdAt: at(1000) }),
      toDiscountRequest('a2', { state: 'drafting', batchId: 'A', batchSize: 20, createdUserId: 'u1', createdAt: at(2500) }),
      toDiscountRequest('p1', { state: 'pending', batchId: 'C', batchSize: 10, createdUserId: 'u1', createdAt: at(500) }),
      toDiscountRequest('x1', { state: 'drafting', createdUserId: 'u1', createdAt: at(100) }),
    ];
    const batches = unfinishedBatches(rows);
    expect(batches.map((b) => [b.batchId, b.written, b.total])).toEqual([
      ['B', 1, 10],
      ['A', 2, 20],
    ]);
    expect(batches[1]).toMatchObject({ requesterName: 'Bat Saraa', startedAtMs: 2000, createdUserId: 'u1' });
  });
});
