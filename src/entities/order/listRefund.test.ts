import { describe, expect, it } from 'vitest';
import { listRefundId, listRefundRecord } from './listRefund';

describe('a refund from the sold products screen, on its order', () => {
  it('names the refund transaction and the product', () => {
    expect(listRefundId('Tx0123456789abcdefGH', 'p-1')).toBe('refund_Tx0123456789abcdefGH_p-1');
  });

  it('is one more return of one more product; what the order keeps drops by what was paid', () => {
    expect(listRefundRecord({ soldTotalPrice: 300_000 }, 'p1', 'tx1', 120_000)).toEqual({
      returnIds: ['refund_tx1_p1'],
      returnedProductIds: ['p1'],
      keptTotalPrice: 180_000,
    });
  });

  it('after a counter return: appended, from what the order kept', () => {
    const order = { soldTotalPrice: 300_000, keptTotalPrice: 200_000, returnIds: ['r1'], returnedProductIds: ['p0'] };
    expect(listRefundRecord(order, 'p1', 'tx1', 0)).toEqual({
      returnIds: ['r1', 'refund_tx1_p1'],
      returnedProductIds: ['p0', 'p1'],
      keptTotalPrice: 200_000,
    });
  });
});
