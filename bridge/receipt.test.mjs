import { describe, expect, it } from 'vitest';
import { classificationCodeOf, containedVat, receiptLines, receiptPayments, receiptRequest } from './receipt.mjs';

const point = { merchantTin: '37900846788', branchNo: '001', posNo: '001', districtCode: '2501' };
const line = (id, price, isNoat, categories = ['Пүүз']) => ({ id, name: `Гутал ${id}`, sku: `80000${id}`, price, isNoat, categories });

describe('receiptLines', () => {
  const lines = [line('a', 110_000, true), line('b', 50_000, false)];
  it('under "added" (the default) only the lines with VAT ticked', () => {
    expect(receiptLines(lines, {}).map((l) => l.id)).toEqual(['a']);
    expect(receiptLines(lines, { treatment: 'added' }).map((l) => l.id)).toEqual(['a']);
  });
  it('under "contained" every line', () => {
    expect(receiptLines(lines, { treatment: 'contained' }).map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('classificationCodeOf', () => {
  it("the first category with a code, else the business's default", () => {
    const settings = { defaultClassificationCode: '1111111', categoryCodes: { Пүүз: '2222222', Хивс: '3333333' } };
    expect(classificationCodeOf(line('a', 1, true, ['Эмэгтэй гутал', 'Пүүз']), settings)).toBe('2222222');
    expect(classificationCodeOf(line('a', 1, true, ['Малгай']), settings)).toBe('1111111');
    expect(classificationCodeOf(line('a', 1, true, []), {})).toMatch(/^\d{7}$/);
  });
});

describe('receiptPayments', () => {
  it('one method pays the whole receipt', () => {
    expect(receiptPayments({ cash: 0, card: 160_000, qpay: 0, bank: 0 }, 110_000)).toEqual([{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: 110_000 }]);
  });
  it('a split spreads over the receipt in proportion, whole tugrik, adding up exactly', () => {
    const p = receiptPayments({ cash: 100_000, card: 60_000, qpay: 0, bank: 0 }, 110_001);
    expect(p.reduce((s, x) => s + x.paidAmount, 0)).toBe(110_001);
    expect(p.map((x) => x.code)).toEqual(['CASH', 'PAYMENT_CARD']);
    expect(p[0].paidAmount).toBe(68_751);
  });
  it('QPay and bank both go as BANK_TRANSFER, merged', () => {
    expect(receiptPayments({ cash: 0, card: 0, qpay: 30, bank: 70 }, 100)).toEqual([{ code: 'BANK_TRANSFER', status: 'PAID', paidAmount: 100 }]);
  });
  it('an order without recorded payments is cash', () => {
    expect(receiptPayments(null, 500)).toEqual([{ code: 'CASH', status: 'PAID', paidAmount: 500 }]);
  });
});

describe('receiptRequest', () => {
  it('a B2C receipt of the VAT lines: VAT contained (1/11), sums and payments adding up', () => {
    const body = receiptRequest({
      lines: [line('a', 110_000, true), line('b', 50_000, false), line('c', 12_345, true)],
      payments: { cash: 172_345, card: 0, qpay: 0, bank: 0 },
      point,
      settings: {},
      buyer: { type: 'B2C', consumerNo: '10038071' },
      billIdSuffix: '0001',
    });
    expect(body).toMatchObject({ type: 'B2C_RECEIPT', merchantTin: point.merchantTin, consumerNo: '10038071', customerTin: null, totalAmount: 122_345, billIdSuffix: '0001' });
    expect(body.receipts[0].items.map((i) => [i.totalAmount, i.totalVAT])).toEqual([
      [110_000, 10_000],
      [12_345, 1_122.27],
    ]);
    expect(body.totalVAT).toBe(11_122.27);
    expect(body.receipts[0].totalVAT).toBe(11_122.27);
    expect(body.payments).toEqual([{ code: 'CASH', status: 'PAID', paidAmount: 122_345 }]);
    expect(containedVat(12_345)).toBe(1122.27);
  });
  it('B2B names the customer TIN and no consumer number', () => {
    const body = receiptRequest({ lines: [line('a', 11_000, true)], payments: null, point, settings: {}, buyer: { type: 'B2B', customerTin: '15400004123' }, billIdSuffix: '7' });
    expect(body).toMatchObject({ type: 'B2B_RECEIPT', customerTin: '15400004123', consumerNo: null });
    expect(body.receipts[0].customerTin).toBe('15400004123');
  });
  it('a correction names the receipt it replaces', () => {
    const body = receiptRequest({ lines: [line('a', 11_000, true)], payments: null, point, settings: {}, buyer: { type: 'B2C' }, billIdSuffix: '8', inactiveId: '0'.repeat(33) });
    expect(body.inactiveId).toBe('0'.repeat(33));
  });
  it('nothing to put on a receipt: null', () => {
    expect(receiptRequest({ lines: [line('b', 50_000, false)], payments: null, point, settings: {}, buyer: { type: 'B2C' }, billIdSuffix: '9' })).toBeNull();
  });
});
