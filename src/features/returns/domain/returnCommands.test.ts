import { describe, expect, it } from 'vitest';
import { NO_PAYMENTS, singlePayment } from '../../../entities/order/payment';
import {
  RETURN_KEY,
  attemptKey,
  newReturnKey,
  parseRequestReturnRequest,
  parseReturnOrExchangeRequest,
  toReturnOrExchangeRequest,
} from './returnCommands';

const KEY = 'k'.repeat(24);

function request(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    key: KEY,
    orderId: 'order1',
    productIds: ['a', 'b'],
    newLines: [{ productId: 'n', isNoat: true, price: 100_000 }],
    payment: { payments: { cash: 10_000, card: 0, qpay: 0, bank: 0 }, cashReceived: 20_000 },
    paidBack: null,
    approvalId: null,
    ...over,
  };
}

describe('the return request the command accepts', () => {
  it('a whole request passes as it is; payment, paid back, approval and the new lines may be left out', () => {
    expect(parseReturnOrExchangeRequest(request())).toEqual(request());
    expect(parseReturnOrExchangeRequest({ key: KEY, orderId: 'o', productIds: ['a'] })).toEqual({
      key: KEY,
      orderId: 'o',
      productIds: ['a'],
      newLines: [],
      payment: null,
      paidBack: null,
      approvalId: null,
    });
    expect(parseReturnOrExchangeRequest(request({ paidBack: singlePayment('card', 5), payment: null }))).toMatchObject({ paidBack: singlePayment('card', 5), payment: null });
  });

  it('any figure the server derives is refused as an unknown field, not ignored', () => {
    for (const field of ['returnedTotal', 'newTotal', 'difference', 'lines', 'kind', 'locationId', 'keptTotalPrice', 'voidedLotteryId', 'createdUserId', 'transactionId']) {
      expect(parseReturnOrExchangeRequest(request({ [field]: 1 }))).toEqual({ invalid: field });
    }
    // A new line carries only its product, its VAT tick and the price shown.
    expect(parseReturnOrExchangeRequest(request({ newLines: [{ productId: 'n', isNoat: false, price: 1, originalPrice: 1 }] }))).toEqual({ invalid: 'newLines' });
  });

  it('the key, the order and the products', () => {
    expect(parseReturnOrExchangeRequest(request({ key: 'short' }))).toEqual({ invalid: 'key' });
    expect(parseReturnOrExchangeRequest(request({ key: 'x'.repeat(19) + '/' }))).toEqual({ invalid: 'key' });
    expect(parseReturnOrExchangeRequest(request({ orderId: 'a/b' }))).toEqual({ invalid: 'orderId' });
    expect(parseReturnOrExchangeRequest(request({ orderId: '' }))).toEqual({ invalid: 'orderId' });
    expect(parseReturnOrExchangeRequest(request({ productIds: [] }))).toEqual({ invalid: 'productIds' });
    expect(parseReturnOrExchangeRequest(request({ productIds: ['a', 'a'] }))).toEqual({ invalid: 'productIds' });
    expect(parseReturnOrExchangeRequest(request({ productIds: 'a' }))).toEqual({ invalid: 'productIds' });
    expect(parseReturnOrExchangeRequest(request({ productIds: [1] }))).toEqual({ invalid: 'productIds' });
    // A product both back and new, a new one twice.
    expect(parseReturnOrExchangeRequest(request({ newLines: [{ productId: 'a', isNoat: false, price: 1 }] }))).toEqual({ invalid: 'newLines' });
    const n = { productId: 'n', isNoat: false, price: 1 };
    expect(parseReturnOrExchangeRequest(request({ newLines: [n, n] }))).toEqual({ invalid: 'newLines' });
    expect(parseReturnOrExchangeRequest(request({ newLines: [{ ...n, price: -1 }] }))).toEqual({ invalid: 'newLines' });
    expect(parseReturnOrExchangeRequest(request({ newLines: [{ ...n, price: 1.5 }] }))).toEqual({ invalid: 'newLines' });
    expect(parseReturnOrExchangeRequest(request({ newLines: [{ ...n, isNoat: 'yes' }] }))).toEqual({ invalid: 'newLines' });
  });

  it('any number of lines up to 200, back and new together', () => {
    const ids = (n: number, p = 'p') => Array.from({ length: n }, (_, i) => `${p}${i}`);
    expect(parseReturnOrExchangeRequest(request({ productIds: ids(7), newLines: [] }))).toMatchObject({ productIds: ids(7) });
    expect(parseReturnOrExchangeRequest(request({ productIds: ids(200), newLines: [] }))).toMatchObject({ productIds: ids(200) });
    expect(parseReturnOrExchangeRequest(request({ productIds: ids(201), newLines: [] }))).toEqual({ invalid: 'productIds' });
    const newLines = ids(101, 'n').map((productId) => ({ productId, isNoat: false, price: 1 }));
    expect(parseReturnOrExchangeRequest(request({ productIds: ids(100), newLines }))).toEqual({ invalid: 'newLines' });
  });

  it('money: whole, non-negative tugrik of the four methods; an approval by its id', () => {
    expect(parseReturnOrExchangeRequest(request({ payment: { payments: { ...NO_PAYMENTS, cash: -1 }, cashReceived: null } }))).toEqual({ invalid: 'payment' });
    expect(parseReturnOrExchangeRequest(request({ payment: { payments: { ...NO_PAYMENTS, cash: 0.5 }, cashReceived: null } }))).toEqual({ invalid: 'payment' });
    expect(parseReturnOrExchangeRequest(request({ payment: { payments: { ...NO_PAYMENTS, gold: 1 }, cashReceived: null } }))).toEqual({ invalid: 'payment' });
    expect(parseReturnOrExchangeRequest(request({ payment: { payments: NO_PAYMENTS, cashReceived: -5 } }))).toEqual({ invalid: 'payment' });
    expect(parseReturnOrExchangeRequest(request({ paidBack: { cash: 1 } }))).toEqual({ invalid: 'paidBack' });
    expect(parseReturnOrExchangeRequest(request({ paidBack: { ...NO_PAYMENTS, card: -3 } }))).toEqual({ invalid: 'paidBack' });
    expect(parseReturnOrExchangeRequest(request({ approvalId: 'a/b' }))).toEqual({ invalid: 'approvalId' });
    expect(parseReturnOrExchangeRequest(request({ approvalId: 'req1' }))).toMatchObject({ approvalId: 'req1' });
    expect(parseReturnOrExchangeRequest(null)).toEqual({ invalid: 'request' });
    expect(parseReturnOrExchangeRequest([])).toEqual({ invalid: 'request' });
  });
});

describe('the approval request the command accepts', () => {
  const ask = (over: Record<string, unknown> = {}) => ({ key: KEY, orderId: 'o1', productIds: ['a'], reason: '  Too small  ', ...over });

  it('the order, the products and a reason of at most 200 characters (trimmed); nothing else', () => {
    expect(parseRequestReturnRequest(ask())).toEqual({ key: KEY, orderId: 'o1', productIds: ['a'], reason: 'Too small' });
    expect(parseRequestReturnRequest(ask({ reason: undefined }))).toMatchObject({ reason: '' });
    expect(parseRequestReturnRequest(ask({ reason: 'x'.repeat(201) }))).toEqual({ invalid: 'reason' });
    expect(parseRequestReturnRequest(ask({ reason: 5 }))).toEqual({ invalid: 'reason' });
    for (const field of ['returnedTotal', 'soldAt', 'locationId', 'contactName', 'state', 'createdUserId']) {
      expect(parseRequestReturnRequest(ask({ [field]: 0 }))).toEqual({ invalid: field });
    }
    expect(parseRequestReturnRequest(ask({ productIds: ['a', 'a'] }))).toEqual({ invalid: 'productIds' });
    expect(parseRequestReturnRequest(ask({ key: 'k' }))).toEqual({ invalid: 'key' });
  });
});

describe("the desk's request and its key", () => {
  it('names the products, the price shown and the VAT tick of each new one; copies the money', () => {
    const plan = {
      orderId: 'o1',
      productIds: ['a'],
      newProducts: [
        { id: 'n1', price: 200_000 },
        { id: 'n2', price: 90_000 },
      ],
      newVat: { n1: true },
      payment: { payments: singlePayment('card', 10_000), cashReceived: null },
      paidBack: NO_PAYMENTS,
      approvalId: null,
    };
    const r = toReturnOrExchangeRequest(plan, KEY);
    expect(r).toEqual({
      key: KEY,
      orderId: 'o1',
      productIds: ['a'],
      newLines: [
        { productId: 'n1', isNoat: true, price: 200_000 },
        { productId: 'n2', isNoat: false, price: 90_000 },
      ],
      payment: { payments: singlePayment('card', 10_000), cashReceived: null },
      paidBack: NO_PAYMENTS,
      approvalId: null,
    });
    expect(parseReturnOrExchangeRequest(r)).toEqual(r);
  });

  it('a fresh key per attempt: the same request keeps its key (a retry), a changed one gets a new key', () => {
    expect(newReturnKey()).toMatch(RETURN_KEY);
    expect(newReturnKey()).not.toBe(newReturnKey());
    let n = 0;
    const fresh = () => `key${++n}`;
    const first = attemptKey({ productIds: ['a'] }, null, fresh);
    expect(first.key).toBe('key1');
    expect(attemptKey({ productIds: ['a'] }, first, fresh)).toBe(first);
    expect(attemptKey({ productIds: ['a', 'b'] }, first, fresh).key).toBe('key2');
  });
});
