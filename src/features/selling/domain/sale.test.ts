import { describe, expect, it } from 'vitest';
import { toProduct, type Product } from '../../../entities/product/product';
import { MAX_SALE_PRODUCTS, canSell, personName, saleAvailability, saleInputProblem, saleProblem, type SaleInput, storeOf, canAddVat, lineVatPrice, offerLottery, orderProductOf, orderTotals, toLotteryTypeInfo, type LotteryTypeInfo } from './sale';
import { vatOf } from '../../../entities/product/product';
import { lotteryCode } from '../../../entities/lottery/lotteryTicket';

function product(id: string, price: number, originalPrice: number): Product {
  return toProduct(id, { name: `Shoe ${id}`, sku: '123456', price, originalPrice, locationType: 'store', locationId: 's1', pics: [{ picName: 'a.png', picUrl: 'https://x/a.png' }, { picName: 'b.png', picUrl: 'https://x/b.png' }] });
}

describe('VAT', () => {
  it('is 10 % of the original price, rounded to a whole tugrik', () => {
    expect(vatOf(100_000)).toBe(10_000);
    expect(vatOf(12_345)).toBe(1_235);
    expect(vatOf(0)).toBe(0);
  });

  it('may be ticked only where price equals originalPrice', () => {
    expect(canAddVat(product('a', 100_000, 100_000))).toBe(true);
    expect(canAddVat(product('a', 80_000, 100_000))).toBe(false);
  });

  it('adds 10 % of the original price only when ticked and allowed', () => {
    expect(lineVatPrice(product('a', 100_000, 100_000), true)).toBe(110_000);
    expect(lineVatPrice(product('a', 100_000, 100_000), false)).toBe(100_000);
    expect(lineVatPrice(product('a', 80_000, 100_000), true)).toBe(80_000);
  });
});

describe('orderTotals', () => {
  it('sums the final line prices and the original prices', () => {
    const a = product('a', 100_000, 100_000);
    const b = product('b', 80_000, 100_000);
    const c = product('c', 50_000, 50_000);
    const totals = orderTotals([a, b, c], [
      { productId: 'a', isNoat: true },
      { productId: 'b', isNoat: true },
      { productId: 'c', isNoat: false },
    ]);
    expect(totals.quantity).toBe(3);
    expect(totals.soldTotalPrice).toBe(110_000 + 80_000 + 50_000);
    expect(totals.originalTotalPrice).toBe(250_000);
    expect(totals.lines.map((l) => [l.product.id, l.isNoat, l.price])).toEqual([
      ['a', true, 110_000],
      ['b', false, 80_000],
      ['c', false, 50_000],
    ]);
  });

  it('treats a product without a line as without VAT; an empty sale is zero', () => {
    expect(orderTotals([product('a', 10, 10)], []).soldTotalPrice).toBe(10);
    expect(orderTotals([], [])).toEqual({ quantity: 0, soldTotalPrice: 0, originalTotalPrice: 0, lines: [] });
  });

  it('snapshots a line for the order with its final price and one picture', () => {
    const line = orderTotals([product('a', 100, 100)], [{ productId: 'a', isNoat: true }]).lines[0];
    const snap = orderProductOf(line);
    expect(snap).toMatchObject({ id: 'a', name: 'Shoe a', sku: '123456', price: 110, originalPrice: 100, isNoat: true });
    expect(snap.pics).toHaveLength(1);
  });
});

describe('offerLottery', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const day = 86_400_000;
  const types: LotteryTypeInfo[] = [
    { id: 'future', name: 'Future', price: 100_000, startAt: now + day, endAt: now + 10 * day },
    { id: 'big', name: 'Big', price: 500_000, startAt: now - day, endAt: now + day },
    { id: 'small', name: 'Small', price: 300_000, startAt: now - day, endAt: now + day },
    { id: 'small2', name: 'Small 2', price: 200_000, startAt: now - day, endAt: now + day },
  ];

  it('offers the first type in list order whose price the total exceeds and whose period includes now', () => {
    expect(offerLottery(types, 600_000, now)?.id).toBe('big');
    expect(offerLottery(types, 400_000, now)?.id).toBe('small');
    expect(offerLottery(types, 250_000, now)?.id).toBe('small2');
  });

  it('needs the total to exceed the price, not equal it', () => {
    expect(offerLottery(types, 200_000, now)).toBeNull();
    expect(offerLottery(types, 200_001, now)?.id).toBe('small2');
  });

  it('includes both ends of the period and nothing outside it', () => {
    const t = [{ id: 't', name: 'T', price: 0, startAt: now, endAt: now + day }];
    expect(offerLottery(t, 1, now)?.id).toBe('t');
    expect(offerLottery(t, 1, now + day)?.id).toBe('t');
    expect(offerLottery(t, 1, now - 1)).toBeNull();
    expect(offerLottery(t, 1, now + day + 1)).toBeNull();
    expect(offerLottery([], 1_000_000, now)).toBeNull();
  });
});

describe('lotteryCode', () => {
  it('is 8 digits, never starting with 0', () => {
    expect(lotteryCode(() => 0)).toBe('10000000');
    expect(lotteryCode(() => 0.999999999)).toBe('99999999');
    for (let i = 0; i < 50; i += 1) expect(lotteryCode()).toMatch(/^[1-9][0-9]{7}$/);
  });
});

describe('toLotteryTypeInfo', () => {
  it('reads timestamps or numbers and refuses a type without a period or price', () => {
    const ts = (ms: number) => ({ toMillis: () => ms });
    expect(toLotteryTypeInfo('x', { name: 'X', price: 5, startAt: ts(1), endAt: ts(2) })).toEqual({ id: 'x', name: 'X', price: 5, startAt: 1, endAt: 2 });
    expect(toLotteryTypeInfo('x', { name: 'X', price: 5, startAt: 1, endAt: 2 })?.endAt).toBe(2);
    expect(toLotteryTypeInfo('x', { name: 'X', price: 5 })).toBeNull();
    expect(toLotteryTypeInfo('x', { name: 'X', startAt: 1, endAt: 2 })).toBeNull();
  });
});

describe('who may sell what (saleProblem)', () => {
  const inStore = (locationId: string) => ({ locationType: 'store' as const, locationId, locationName: locationId });
  const manager = { role: 'Manager' as const, locationId: null };
  const seller = { role: 'Reception In City' as const, locationId: 's1' };

  it('follows the role lists', () => {
    expect(canSell('store', 'Reception In Country')).toBe(true);
    expect(canSell('delivery', 'Reception In City')).toBe(false);
    expect(canSell('delivery', 'Call Centre')).toBe(true);
    expect(canSell('merchant', 'Call Centre')).toBe(false);
    expect(canSell('merchant', 'Admin')).toBe(true);
    expect(canSell('store', 'DeliveryBoy')).toBe(false);
    expect(canSell('store', 'Super Admin')).toBe(false);
  });

  it('accepts a valid sale of each kind', () => {
    expect(saleProblem('store', [inStore('s1'), inStore('s1')], seller, 'c1')).toBeNull();
    expect(saleProblem('delivery', [inStore('s1'), inStore('s2')], { role: 'Call Centre', locationId: null }, 'c1', 'dp1')).toBeNull();
    expect(saleProblem('merchant', [{ locationType: 'warehouse', locationId: 'w1' }], manager, 'm1')).toBeNull();
  });

  it('refuses what cannot be sold', () => {
    expect(saleProblem('merchant', [inStore('s1')], seller, 'm1')).toBe('notAllowed');
    expect(saleProblem('store', [], manager, 'c1')).toBe('empty');
    expect(saleProblem('store', Array.from({ length: MAX_SALE_PRODUCTS + 1 }, () => inStore('s1')), manager, 'c1')).toBe('tooMany');
    expect(saleProblem('store', [inStore('s1')], manager, '')).toBe('noBuyer');
    expect(saleProblem('store', [{ locationType: 'warehouse', locationId: 'w1' }], manager, 'c1')).toBe('notInStore');
    expect(saleProblem('store', [inStore('s1'), inStore('s2')], manager, 'c1')).toBe('mixedStores');
    expect(saleProblem('store', [inStore('s2')], seller, 'c1')).toBe('notYourStore');
    expect(saleProblem('delivery', [{ locationType: 'warehouse', locationId: 'w1' }], { role: 'Call Centre', locationId: null }, 'c1', 'dp1')).toBe('notInStore');
    expect(saleProblem('delivery', [inStore('s1')], manager, 'c1', '')).toBe('noDeliveryPoint');
  });

  it("takes a store sale's location from its products; names a merchant last name first", () => {
    expect(storeOf([{ locationId: 's1', locationName: 'Store 1' }])).toEqual({ locationType: 'store', locationId: 's1', locationName: 'Store 1' });
    expect(personName({ firstName: 'Bat', lastName: 'Dorj' })).toBe('Dorj Bat');
    expect(personName({ firstName: 'Bat', lastName: '' })).toBe('Bat');
  });
});

describe('saleInputProblem', () => {
  const manager = { role: 'Manager', locationId: null } as const;
  const input = (over: Partial<SaleInput> = {}): SaleInput => ({
    kind: 'store',
    products: [product('a', 100_000, 100_000)],
    lines: [],
    buyer: { id: 'c1', firstName: 'A', lastName: 'B', phone: '88112233' },
    ...over,
  });
  const total = { soldTotalPrice: 100_000 };

  it('passes a whole sale; refuses the selection, the buyer, the point, the payment and a ticket without a phone', () => {
    expect(saleInputProblem(input(), manager, total)).toBeNull();
    expect(saleInputProblem(input({ products: [] }), manager, total)).toBe('empty');
    expect(saleInputProblem(input({ kind: 'merchant', buyer: { id: null, firstName: '', lastName: '', phone: '' } }), manager, total)).toBe('noBuyer');
    expect(saleInputProblem(input({ kind: 'delivery' }), manager, total)).toBe('noDeliveryPoint');
    expect(saleInputProblem(input({ payment: { payments: { cash: 50_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null } }), manager, total)).toBe('paymentMismatch');
    expect(saleInputProblem(input({ payment: { payments: { cash: 100_000, card: 0, qpay: 0, bank: 0 }, cashReceived: 90_000 } }), manager, total)).toBe('cashShort');
    const walkIn = { id: null, firstName: '', lastName: '', phone: '' };
    expect(saleInputProblem(input({ buyer: walkIn, lottery: { lotteryTypeId: 'lt', code: '12345678' } }), manager, total)).toBe('ticketNeedsPhone');
    expect(saleInputProblem(input({ buyer: { ...walkIn, phone: '88112233' }, lottery: { lotteryTypeId: 'lt', code: '12345678' } }), manager, total)).toBeNull();
  });
});

describe('saleAvailability', () => {
  const seen = product('a', 100_000, 100_000);
  it('names why a product shown may no longer be sold, or null', () => {
    expect(saleAvailability(seen, seen)).toBeNull();
    expect(saleAvailability(seen, null)).toBe('missing');
    expect(saleAvailability(seen, { ...seen, isSold: true })).toBe('sold');
    expect(saleAvailability(seen, { ...seen, isDeliveryPending: true })).toBe('deliveryPending');
    expect(saleAvailability(seen, { ...seen, isDiscountPending: true })).toBe('discountPending');
    expect(saleAvailability(seen, { ...seen, price: 90_000 })).toBe('changed');
  });
});
