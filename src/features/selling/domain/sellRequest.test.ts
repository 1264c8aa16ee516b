import { describe, expect, it } from 'vitest';
import { newSaleKey, parseSellRequest, SALE_KEY } from './sellRequest';

const base = {
  key: 'k'.repeat(24),
  kind: 'store',
  lines: [{ productId: 'p1', isNoat: true, price: 100_000 }],
  buyerId: null,
  walkInPhone: '',
  delivery: null,
  lottery: null,
  payment: null,
  ebarimt: null,
};

describe('parseSellRequest', () => {
  it('takes a whole request as it is, and fills what may be left out', () => {
    expect(parseSellRequest(base)).toEqual(base);
    const { walkInPhone: _w, lottery: _l, ...short } = base;
    expect(parseSellRequest(short)).toEqual(base);
  });

  it('trims a delivery address and refuses one past its limit', () => {
    const delivery = { duureg: 'dp-1', address: '  street 1 ', addressDescription: ' gate ' };
    const parsed = parseSellRequest({ ...base, kind: 'delivery', buyerId: 'c1', delivery });
    expect(parsed).toMatchObject({ delivery: { duureg: 'dp-1', address: 'street 1', addressDescription: 'gate' } });
    expect(parseSellRequest({ ...base, kind: 'delivery', buyerId: 'c1', delivery: { ...delivery, address: 'x'.repeat(301) } })).toEqual({ invalid: 'delivery' });
  });

  it.each([
    ['an unknown field', { ...base, soldTotalPrice: 1 }, 'soldTotalPrice'],
    ['a short key', { ...base, key: 'abc' }, 'key'],
    ['a key with a slash', { ...base, key: 'a/'.repeat(12) }, 'key'],
    ['another kind', { ...base, kind: 'mobile' }, 'kind'],
    ['a fractional price', { ...base, lines: [{ productId: 'p1', isNoat: false, price: 1.5 }] }, 'lines'],
    ['a path as product id', { ...base, lines: [{ productId: 'a/b', isNoat: false, price: 1 }] }, 'lines'],
    ['a walk-in phone of 7 digits', { ...base, walkInPhone: '1234567' }, 'walkInPhone'],
    ['a delivery without an address', { ...base, kind: 'delivery', buyerId: 'c1' }, 'delivery'],
    ['an address on a store sale', { ...base, delivery: { duureg: 'd', address: 'a', addressDescription: '' } }, 'delivery'],
    ['a payment method of our own', { ...base, payment: { payments: { cash: 1, card: 0, qpay: 0, bank: 0, gold: 1 }, cashReceived: null } }, 'payment'],
    ['a ticket code of 7 digits', { ...base, lottery: { lotteryTypeId: 't1', code: '1234567' } }, 'lottery'],
    ['a ticket without its type', { ...base, lottery: { code: '12345678' } }, 'lottery'],
    ['a B2B buyer with its name', { ...base, ebarimt: { type: 'B2B', regNo: '1234567', customerName: 'X' } }, 'ebarimt'],
    ['a register number of 6 digits', { ...base, ebarimt: { type: 'B2B', regNo: '123456' } }, 'ebarimt'],
  ])('refuses %s, naming the field', (_what, request, field) => {
    expect(parseSellRequest(request)).toEqual({ invalid: field });
  });
});

describe('newSaleKey', () => {
  it('makes keys the schema takes, different each time', () => {
    const a = newSaleKey();
    expect(a).toMatch(SALE_KEY);
    expect(newSaleKey()).not.toBe(a);
  });
});
