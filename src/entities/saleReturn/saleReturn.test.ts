import { describe, expect, it } from 'vitest';
import { NO_PAYMENTS, singlePayment } from '../order/payment';
import { saleReturnDocument, toReturnRequest, toReturnWindowDays, toSaleReturn, DEFAULT_RETURN_WINDOW_DAYS } from './saleReturn';

const line = (id: string, price: number) => ({ id, name: id, sku: id, price, originalPrice: price, isNoat: false, size: '40', colors: [], categories: [], pics: [] });

describe('the stored return', () => {
  it('an exchange: lines keyed by id, totals as sums, the difference, the kind; read back the same', () => {
    const doc = saleReturnDocument({
      id: 'r1',
      orderId: 'o1',
      locationId: 's1',
      locationName: 'Store',
      lines: [line('a', 100_000)],
      newLines: [line('n', 130_000)],
      payments: singlePayment('card', 30_000),
      cashReceived: null,
      paidBack: NO_PAYMENTS,
      transactionId: 't1',
      voidedLotteryId: null,
      approvalId: null,
      userId: null,
      user: { firstName: '', lastName: '', phone: '' },
      contactName: '',
      createdUserId: 'u1',
      createdUser: { firstName: 'A', lastName: 'B', role: 'Reception In City' },
      createdAt: 5,
    });
    expect(doc).toMatchObject({ kind: 'exchange', productIds: ['a'], newProductIds: ['n'], returnedTotal: 100_000, newTotal: 130_000, difference: 30_000 });
    expect(doc.lines).toEqual({ a: line('a', 100_000) });
    expect('cashReceived' in doc).toBe(false);
    const back = toSaleReturn('r1', doc as unknown as Record<string, unknown>);
    expect(back).toMatchObject({ kind: 'exchange', difference: 30_000, payments: singlePayment('card', 30_000), createdAtMs: 5 });
    expect(back.lines.map((l) => l.id)).toEqual(['a']);
    expect(back.newLines[0].price).toBe(130_000);
  });

  it('an even exchange stores a difference of +0 (never -0, which Firestore keeps as a double)', () => {
    const doc = saleReturnDocument({
      id: 'r',
      orderId: 'o',
      locationId: 's',
      locationName: '',
      lines: [line('a', 5)],
      newLines: [line('b', 5)],
      payments: NO_PAYMENTS,
      cashReceived: null,
      paidBack: NO_PAYMENTS,
      transactionId: 't',
      voidedLotteryId: null,
      approvalId: null,
      userId: null,
      user: null,
      contactName: '',
      createdUserId: 'u',
      createdUser: { firstName: '', lastName: '', role: '' },
      createdAt: 0,
    });
    expect(Object.is(doc.difference, 0)).toBe(true);
  });

  it('the window setting falls back to the default when missing or out of range', () => {
    expect(toReturnWindowDays(null)).toBe(DEFAULT_RETURN_WINDOW_DAYS);
    expect(toReturnWindowDays({ windowDays: 30 })).toBe(30);
    expect(toReturnWindowDays({ windowDays: 400 })).toBe(DEFAULT_RETURN_WINDOW_DAYS);
    expect(toReturnWindowDays({ windowDays: 2.5 })).toBe(DEFAULT_RETURN_WINDOW_DAYS);
  });

  it('a request read back: an unknown state is pending', () => {
    expect(toReturnRequest('q', { state: 'weird', productIds: ['a'], returnedTotal: 10 })).toMatchObject({ state: 'pending', productIds: ['a'], returnedTotal: 10, decidedBy: null });
  });
});
