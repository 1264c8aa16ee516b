import { describe, expect, it } from 'vitest';
import { changeDue } from './payment';
import { draftPayment, exactCash, followTotal, paymentDraft, paymentProblem, remainingToPay, setMethodAmount, toggleMethod } from './paymentDraft';

describe('payment of a sale', () => {
  it('starts as the whole total in cash', () => {
    const d = paymentDraft(120_000);
    expect(draftPayment(d)).toEqual({ payments: { cash: 120_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null });
    expect(paymentProblem(120_000, draftPayment(d))).toBeNull();
  });

  it('splits half cash, half card with one amount typed, and gives the change', () => {
    let d = toggleMethod(paymentDraft(100_000), 'card', 100_000);
    expect(d.amounts.card).toBe(0);
    d = setMethodAmount(d, 'cash', 50_000, 100_000);
    expect(d.amounts).toMatchObject({ cash: 50_000, card: 50_000 });
    d = { ...d, cashReceived: 60_000 };
    const p = draftPayment(d);
    expect(p).toEqual({ payments: { cash: 50_000, card: 50_000, qpay: 0, bank: 0 }, cashReceived: 60_000 });
    expect(paymentProblem(100_000, p)).toBeNull();
    expect(changeDue(p.payments, p.cashReceived)).toBe(10_000);
  });

  it('refuses parts that do not add up, negative parts and too little cash', () => {
    expect(paymentProblem(100, { payments: { cash: 50, card: 40, qpay: 0, bank: 0 }, cashReceived: null })).toBe('paymentMismatch');
    expect(paymentProblem(100, { payments: { cash: 150, card: -50, qpay: 0, bank: 0 }, cashReceived: null })).toBe('paymentNegative');
    expect(paymentProblem(100, { payments: { cash: 100, card: 0, qpay: 0, bank: 0 }, cashReceived: 90 })).toBe('cashShort');
    expect(paymentProblem(100, exactCash(100))).toBeNull();
  });

  it('turning a method off hands its amount back; the last method stays', () => {
    let d = toggleMethod(paymentDraft(100), 'qpay', 100);
    d = setMethodAmount(d, 'qpay', 30, 100);
    d = toggleMethod(d, 'qpay', 100);
    expect(d.methods).toEqual(['cash']);
    expect(draftPayment(d).payments).toEqual({ cash: 100, card: 0, qpay: 0, bank: 0 });
    expect(toggleMethod(d, 'cash', 100)).toBe(d);
  });

  it('three methods keep what was typed and say what is left', () => {
    let d = toggleMethod(toggleMethod(paymentDraft(100), 'card', 100), 'bank', 100);
    d = setMethodAmount(d, 'cash', 20, 100);
    expect(remainingToPay(d, 100)).toBe(80);
    d = setMethodAmount(d, 'card', 50, 100);
    d = setMethodAmount(d, 'bank', 30, 100);
    expect(remainingToPay(d, 100)).toBe(0);
  });

  it('a one-method payment follows the total; cash received is dropped without cash', () => {
    expect(followTotal(paymentDraft(100), 250).amounts.cash).toBe(250);
    const card = { ...paymentDraft(100, 'card'), cashReceived: 500 };
    expect(draftPayment(card).cashReceived).toBeNull();
  });
});
