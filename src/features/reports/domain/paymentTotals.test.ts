import { describe, expect, it } from 'vitest';
import { NO_PAYMENT_TOTALS, paymentTotals, paymentTotalsFromAggregates } from './paymentTotals';

describe('payment totals', () => {
  const orders = [
    { purchaseType: 'store', soldTotalPrice: 100_000, payments: { cash: 50_000, card: 50_000, qpay: 0, bank: 0 } },
    { purchaseType: 'merchant', soldTotalPrice: 300_000, payments: { cash: 0, card: 0, qpay: 0, bank: 300_000 } },
    // Before payments were recorded.
    { purchaseType: 'store', soldTotalPrice: 70_000 },
    { purchaseType: 'store', soldTotalPrice: 20_000, payments: null },
    // Paid at the door: not a paid purchase type.
    { purchaseType: 'delivery', soldTotalPrice: 999_000 },
  ];

  it('adds up each method over store and merchant orders; the rest of their total is not recorded', () => {
    expect(paymentTotals(orders)).toEqual({
      orders: 4,
      total: 490_000,
      methods: { cash: 50_000, card: 50_000, qpay: 0, bank: 300_000 },
      notRecorded: 90_000,
    });
  });

  it('reads the two aggregations the same way (null sums over no documents are 0)', () => {
    expect(
      paymentTotalsFromAggregates({ orders: 4, total: 490_000 }, { n: 4, m_cash: 50_000, m_card: 50_000, m_qpay: null, m_bank: 300_000 }),
    ).toEqual(paymentTotals(orders));
    expect(paymentTotalsFromAggregates({ orders: 0, total: null }, { n: 0, m_cash: null, m_card: null, m_qpay: null, m_bank: null })).toEqual(NO_PAYMENT_TOTALS);
  });
});
