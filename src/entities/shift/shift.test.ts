import { describe, expect, it } from 'vitest';
import { NO_FIGURES, countTotal, storedCount, figureDifferences, isLeftOpen, mustOpenShift, noDrawer, shiftBalance, toShift } from './shift';
import { closedShiftFields, handoverDocument, openedShiftDocument } from './shiftDocuments';
import { A_DAY_AT_THE_COUNTER } from './aDayAtTheCounter';

const DAY = A_DAY_AT_THE_COUNTER;

describe('cash counts', () => {
  it('adds up the denominations and stores only those counted', () => {
    expect(countTotal({ '20000': 4, '10000': 1, '5000': 2, '100': 3, '10': 5 })).toBe(80_000 + 10_000 + 10_000 + 300 + 50);
    expect(countTotal({})).toBe(0);
    expect(storedCount({ '20000': 0, '1000': 2, '50': 0 })).toEqual([0, 0, 0, 2, 0, 0, 0, 0, 0]);
  });
});

describe('a shift balance', () => {
  it('expects float + net cash + pay-ins - pay-outs, and says the change, discounts and per method net', () => {
    const b = shiftBalance(DAY, 100_000, 0, 20_000);
    expect(b.net).toEqual({ cash: 50_000, card: 100_000, qpay: 0, bank: 0 });
    expect(b.expectedCash).toBe(100_000 + 50_000 - 20_000);
    expect(b.change).toBe(5_000);
    // 250,000 at original prices, 245,000 paid of which 5,000 VAT: 10,000 off.
    expect(b.discounts).toBe(10_000);
  });

  it('counts an exchange paid in cash with change; received - change - refunds + float and moves is the expected cash', () => {
    const f = { ...NO_FIGURES, returnPaid: { cash: 30_000, card: 0, qpay: 0, bank: 0 }, returnCashReceived: 40_000, cashReceived: 10_000, paid: { cash: 10_000, card: 0, qpay: 0, bank: 0 } };
    const b = shiftBalance(f, 0, 5_000, 0);
    expect(b.cashReceived).toBe(50_000);
    expect(b.change).toBe(10_000);
    expect(b.expectedCash).toBe(45_000);
    expect(b.cashReceived - b.change - f.paidBack.cash + 5_000).toBe(b.expectedCash);
  });
});

describe('what a close stores', () => {
  it('the counted cash, the expected cash and their difference', () => {
    const fields = closedShiftFields({ float: 100_000, payIns: 0, payOuts: 20_000, figures: DAY, countedCount: { '20000': 6, '5000': 1, '1000': 4 }, countedCash: 0, note: 'x', userId: 'u', userName: 'Бат Дорж', now: 1 });
    expect(fields.countedCash).toBe(129_000);
    expect(fields.expectedCash).toBe(130_000);
    expect(fields.difference).toBe(-1_000);
    expect(fields.status).toBe('closed');
  });

  it('an amount typed without a count', () => {
    const fields = closedShiftFields({ float: 0, payIns: 0, payOuts: 0, figures: NO_FIGURES, countedCount: null, countedCash: 500, note: '', userId: 'u', userName: 'n', now: 1 });
    expect(fields).toMatchObject({ countedCash: 500, countedCount: null, expectedCash: 0, difference: 500 });
  });

  it('an opened shift: numbered per store, its float from the count', () => {
    const d = openedShiftDocument({ storeId: 's1', storeName: 'Төв', no: 3, floatCount: { '10000': 5, '1000': 0 }, float: 999, userId: 'u', userName: 'n', now: 1 });
    expect(d).toMatchObject({ id: 's1-3', no: 3, float: 50_000, floatCount: [0, 5, 0, 0, 0, 0, 0, 0, 0], status: 'open', payIns: 0, moveCount: 0 });
    const shift = toShift(d.id, d);
    expect(shift.floatCount).toEqual({ '10000': 5 });
  });

  it('a hand-over: the difference is counted - expected', () => {
    expect(handoverDocument({ courierId: 'c', courierName: 'n', n: 1, from: null, until: 2, deliveries: 3, expected: 300_000, counted: 295_000, note: '', userId: 'm', userName: 'M', now: 3 }).difference).toBe(-5_000);
  });
});

describe('the counter', () => {
  it('a sale must wait for a shift only where the business requires one and none is open', () => {
    expect(mustOpenShift(null)).toBe(false);
    expect(mustOpenShift(noDrawer('s'))).toBe(false);
    expect(mustOpenShift({ ...noDrawer('s'), shiftRequired: true })).toBe(true);
    expect(mustOpenShift({ ...noDrawer('s'), shiftRequired: true, openShiftId: 's-1' })).toBe(false);
  });

  it('a shift opened before today and still open is left open overnight', () => {
    expect(isLeftOpen({ status: 'open', openedAtMs: 100 }, 200)).toBe(true);
    expect(isLeftOpen({ status: 'open', openedAtMs: 300 }, 200)).toBe(false);
    expect(isLeftOpen({ status: 'closed', openedAtMs: 100 }, 200)).toBe(false);
  });

  it('lists the figures that differ from what was stored', () => {
    expect(figureDifferences(DAY, DAY)).toEqual([]);
    expect(figureDifferences(DAY, { ...DAY, sales: 3, paid: { ...DAY.paid, cash: 1 } })).toEqual(['sales', 'paid.cash']);
  });
});
