import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Data } from '../../../firebase/fields';
import { toOrder } from '../../../entities/order/orderDoc';
import { filterByMerchant, orderTotals, toOrderListItem as rowOf, type OrderListItem } from './orderLists';

/** A stored order as its list row: through the entity's mapper, as the list reads it. */
const toOrderListItem = (id: string, d: Data) => rowOf(toOrder(id, d));

const stamp = (d: Date) => Timestamp.fromDate(d);

function line(id: string, price: number, originalPrice = price, isNoat = false) {
  return { id, name: `Shoe ${id}`, sku: '123456', price, originalPrice, isNoat, size: '40', colors: [], categories: [], pics: [] };
}

describe('toOrderListItem', () => {
  it('tells a walk-in sale (userId stored as null) from an order without a buyer id', () => {
    expect(toOrderListItem('w', { purchaseType: 'store', userId: null, contactName: '', user: { firstName: '', lastName: '', phone: '' } })).toMatchObject({ walkIn: true, userId: null, name: '' });
    expect(toOrderListItem('x', { purchaseType: 'store' })).toMatchObject({ walkIn: false, userId: null });
  });

  it('reads contact, totals, lines and date of an order', () => {
    const at = new Date(2025, 10, 3, 9, 4, 5);
    const row = toOrderListItem('o1', {
      purchaseType: 'store',
      contactName: 'Болд',
      contactNumber: '99112233',
      user: { firstName: 'Other', phone: '88' },
      userId: 'c1',
      quantity: 2,
      originalTotalPrice: 300_000,
      soldTotalPrice: 290_000,
      products: [line('a', 100_000), line('b', 190_000, 200_000)],
      createdAt: stamp(at),
    });
    expect(row).toEqual({
      id: 'o1',
      purchaseType: 'store',
      name: 'Болд',
      phone: '99112233',
      userId: 'c1',
      walkIn: false,
      quantity: 2,
      originalTotal: 300_000,
      soldTotal: 290_000,
      lines: [
        { ...line('a', 100_000), isDiscount: false, brand: '' },
        { ...line('b', 190_000, 200_000), isDiscount: false, brand: '' },
      ],
      createdAtMs: at.getTime(),
    });
  });

  it('falls back to the user snapshot and the lines when fields are missing (legacy orders)', () => {
    const row = toOrderListItem('o2', {
      user: { firstName: 'Сараа', phone: '99001122' },
      products: [line('a', 110_000, 100_000, true), { id: 'b', name: 'No price' }, { name: 'No id: not a line' }],
    });
    expect(row.name).toBe('Сараа');
    expect(row.phone).toBe('99001122');
    expect(row.quantity).toBe(2);
    expect(row.soldTotal).toBe(110_000);
    expect(row.originalTotal).toBe(100_000);
    expect(row.lines[0].isNoat).toBe(true);
    expect(row.lines[1]).toMatchObject({ id: 'b', name: 'No price', sku: '', price: 0, originalPrice: 0, isNoat: false });
    expect(row.lines).toHaveLength(2);
    expect(row.userId).toBeNull();
    expect(row.createdAtMs).toBe(0);
  });
});

describe('merchant filter and totals', () => {
  const order = (id: string, userId: string, quantity: number, sold: number, original: number): OrderListItem => ({
    id,
    purchaseType: 'merchant',
    name: userId,
    phone: '',
    userId,
    walkIn: false,
    quantity,
    originalTotal: original,
    soldTotal: sold,
    lines: [],
    createdAtMs: 1,
  });
  const orders = [order('1', 'm1', 2, 200, 250), order('2', 'm2', 1, 100, 100), order('3', 'm1', 3, 300, 300)];

  it("'all' keeps every order, a merchant id only theirs", () => {
    expect(filterByMerchant(orders, 'all').map((o) => o.id)).toEqual(['1', '2', '3']);
    expect(filterByMerchant(orders, 'm1').map((o) => o.id)).toEqual(['1', '3']);
    expect(filterByMerchant(orders, 'nobody')).toEqual([]);
  });

  it('count of goods and total price of the filtered set', () => {
    expect(orderTotals(filterByMerchant(orders, 'm1'))).toEqual({ orders: 2, goods: 5, soldTotal: 500, originalTotal: 550 });
    expect(orderTotals(filterByMerchant(orders, 'all'))).toEqual({ orders: 3, goods: 6, soldTotal: 600, originalTotal: 650 });
    expect(orderTotals([])).toEqual({ orders: 0, goods: 0, soldTotal: 0, originalTotal: 0 });
  });
});
