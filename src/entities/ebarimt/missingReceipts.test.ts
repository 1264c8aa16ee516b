import { describe, expect, it } from 'vitest';
import type { EbarimtStatus } from './ebarimt';
import { deliveriesToRead, inGroups, jobIdOf, missingReceipts, receiptCases, type DeliveryState, type VatSaleLine } from './missingReceipts';

const line = (over: Partial<VatSaleLine>): VatSaleLine => ({
  orderId: 'o1',
  productId: 'p1',
  exchangeId: null,
  purchaseType: 'store',
  locationName: 'Төв дэлгүүр',
  price: 110_000,
  createdAt: 1_000,
  ...over,
});

const none = new Map<string, DeliveryState>();

describe('receiptCases: the VAT sale lines by the receipt job that must cover them', () => {
  it("groups a sale's lines under its order and an exchange's new goods under <exchange>-new", () => {
    const cases = receiptCases([
      line({ productId: 'p1', createdAt: 2_000 }),
      line({ productId: 'p2', price: 55_000, createdAt: 2_000 }),
      line({ productId: 'p3', exchangeId: 'r1', createdAt: 5_000 }),
      line({ orderId: 'o0', productId: 'p4', createdAt: 1_000 }),
    ]);
    expect(cases.map((c) => [c.jobId, c.productIds, c.total])).toEqual([
      ['o0', ['p4'], 110_000],
      ['o1', ['p1', 'p2'], 165_000],
      ['r1-new', ['p3'], 110_000],
    ]);
    expect(jobIdOf({ orderId: 'o1', exchangeId: 'r9' })).toBe('r9-new');
  });
});

describe('missingReceipts', () => {
  const cases = receiptCases([
    line({ orderId: 'issued', createdAt: 1 }),
    line({ orderId: 'returned', createdAt: 2 }),
    line({ orderId: 'nojob', createdAt: 3 }),
    line({ orderId: 'failed', createdAt: 4 }),
    line({ orderId: 'pending', createdAt: 5 }),
    line({ orderId: 'uncertain', createdAt: 6 }),
  ]);
  const jobs = new Map<string, EbarimtStatus>([
    ['issued', 'issued'],
    ['returned', 'returned'],
    ['failed', 'failed'],
    ['pending', 'pending'],
    ['uncertain', 'uncertain'],
  ]);

  it('lists every sale whose job is missing or not issued, with why', () => {
    expect(missingReceipts(cases, jobs, none).map((m) => [m.jobId, m.reason])).toEqual([
      ['nojob', 'noJob'],
      ['failed', 'failed'],
      ['pending', 'pending'],
      ['uncertain', 'uncertain'],
    ]);
  });

  it('an exchange whose new goods have no receipt is listed under its return, not its sale', () => {
    const withExchange = receiptCases([line({ orderId: 'o1' }), line({ orderId: 'o1', productId: 'p2', exchangeId: 'r1' })]);
    const found = missingReceipts(withExchange, new Map([['o1', 'issued']]), none);
    expect(found.map((m) => [m.jobId, m.orderId, m.reason])).toEqual([['r1-new', 'o1', 'noJob']]);
  });

  it('a delivery owes its receipt only once done, and only for a line the customer kept', () => {
    const deliveries = receiptCases([
      line({ orderId: 'd-road', createdAt: 1, purchaseType: 'delivery' }),
      line({ orderId: 'd-done', createdAt: 2, purchaseType: 'delivery' }),
      line({ orderId: 'd-refused', createdAt: 3, purchaseType: 'delivery', productId: 'p9' }),
      line({ orderId: 'd-gone', createdAt: 4, purchaseType: 'delivery' }),
      line({ orderId: 'd-issued', createdAt: 5, purchaseType: 'delivery' }),
    ]);
    const jobs = new Map<string, EbarimtStatus>([['d-issued', 'issued']]);
    expect(deliveriesToRead(deliveries, jobs)).toEqual(['d-road', 'd-done', 'd-refused', 'd-gone']);
    const states = new Map<string, DeliveryState>([
      ['d-road', { done: false, refundedProductIds: [] }],
      ['d-done', { done: true, refundedProductIds: ['p2'] }],
      ['d-refused', { done: true, refundedProductIds: ['p9'] }],
    ]);
    expect(missingReceipts(deliveries, jobs, states).map((m) => m.jobId)).toEqual(['d-done']);
  });
});

describe('inGroups', () => {
  it('splits ids into groups of 30 for `in` queries', () => {
    const ids = Array.from({ length: 61 }, (_, i) => `o${i}`);
    expect(inGroups(ids).map((g) => g.length)).toEqual([30, 30, 1]);
    expect(inGroups([])).toEqual([]);
  });
});
