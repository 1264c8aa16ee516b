import { describe, expect, it } from 'vitest';
import { paymentsText } from './paymentView';

const t = (key: string) => ({ 'order.payment.cash': 'Cash', 'order.payment.card': 'Card', 'order.payment.qpay': 'QPay', 'order.payment.bank': 'Bank transfer', 'order.payment.notRecorded': 'Not recorded' })[key] ?? key;

describe('paymentsText', () => {
  it('lists the methods used with their amounts, in the counter order', () => {
    expect(paymentsText({ cash: 50_000, card: 50_000, qpay: 0, bank: 0 }, t)).toBe('Cash 50,000 · Card 50,000');
    expect(paymentsText({ cash: 0, card: 0, qpay: 0, bank: 1_250_000 }, t)).toBe('Bank transfer 1,250,000');
    expect(paymentsText({ cash: 1, card: 2, qpay: 3, bank: 4 }, t)).toBe('Cash 1 · Card 2 · QPay 3 · Bank transfer 4');
  });
  it('says "not recorded" for an order without payments', () => {
    expect(paymentsText(null, t)).toBe('Not recorded');
    expect(paymentsText(undefined, t)).toBe('Not recorded');
  });
});
