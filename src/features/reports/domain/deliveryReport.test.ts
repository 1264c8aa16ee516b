import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { toCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/dates';
import type { Order, OrderProduct } from '../../../entities/order/order';
import { toPerson } from '../../../entities/person/person';
import {
  deliveryCsvColumns,
  deliveryReportRows,
  deliveryTotals,
  deliveryTotalsFromAggregate,
  refundedLineCount,
  sortCouriers,
  type DeliveryColumnTitles,
} from './deliveryReport';

function line(id: string, price: number, originalPrice: number, extra: Partial<OrderProduct> = {}): OrderProduct {
  return { id, name: `Бараа ${id}`, sku: `10000${id.length}`, price, originalPrice, isNoat: false, size: '40', colors: [], categories: [], pics: [], ...extra };
}

const CREATED = new Date(2019, 4, 6, 13, 7, 9).getTime();

function order(id: string, products: OrderProduct[], extra: Partial<Order> = {}): Order {
  return {
    id,
    products,
    purchaseType: 'delivery',
    pending_status: 'done',
    quantity: products.length,
    soldTotalPrice: 0,
    originalTotalPrice: 0,
    userId: 'c1',
    user: { firstName: 'Бат', phone: '88001122' },
    contactName: 'Бат',
    contactNumber: '99001122',
    address: 'БЗД 3-р хороо',
    addressDescription: 'Орцны код 12#',
    deliveryBoy: { id: 'boy', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' },
    deliveryBoyId: 'boy',
    createdUserId: 'cc',
    createdUser: { firstName: 'a', lastName: 'b', role: 'Call Centre' },
    createdAt: Timestamp.fromMillis(CREATED),
    ...extra,
  };
}

describe('deliveryReportRows', () => {
  it('makes one row per product line with the report-row fields and the price figures', () => {
    const rows = deliveryReportRows([
      order('o1', [line('a', 90_000, 120_000, { isDiscount: true }), line('b', 132_000, 120_000, { isNoat: true })]),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      key: 'o1:0',
      orderId: 'o1',
      createdAt: CREATED,
      courierId: 'boy',
      courierName: 'Эрдэнэбат Ганзориг',
      productName: 'Бараа a',
      sku: '100001',
      basePrice: 120_000,
      discountedPrice: 90_000,
      noatPrice: null,
      soldPrice: 90_000,
      phone: '99001122',
      address: 'БЗД 3-р хороо',
      addressDescription: 'Орцны код 12#',
    });
    expect(rows[1]).toMatchObject({ key: 'o1:1', basePrice: 120_000, discountedPrice: null, noatPrice: 132_000, soldPrice: 132_000 });
  });

  it('takes the buyer phone when there is no contact number', () => {
    const [row] = deliveryReportRows([order('o1', [line('a', 1, 1)], { contactNumber: '' })]);
    expect(row?.phone).toBe('88001122');
    const [none] = deliveryReportRows([order('o1', [line('a', 1, 1)], { contactNumber: '', user: null })]);
    expect(none?.phone).toBe('');
  });

  it('names the courier from the couriers list when the order has no snapshot', () => {
    const couriers = [toPerson('boy', { firstName: 'Болд', lastName: 'Дорж', isActive: true })];
    const [row] = deliveryReportRows([order('o1', [line('a', 1, 1)], { deliveryBoy: undefined })], couriers);
    expect(row?.courierName).toBe('Дорж Болд');
    const [unknown] = deliveryReportRows([order('o1', [line('a', 1, 1)], { deliveryBoy: undefined })]);
    expect(unknown?.courierName).toBe('');
  });

  it('leaves out the lines refunded at the door, and counts them', () => {
    const orders = [order('o1', [line('a', 10, 10), line('b', 20, 20)], { refundedProductIds: ['b'] }), order('o2', [line('c', 5, 5)])];
    const rows = deliveryReportRows(orders);
    expect(rows.map((r) => r.productName)).toEqual(['Бараа a', 'Бараа c']);
    expect(refundedLineCount(orders)).toBe(1);
  });
});

describe('deliveryTotals', () => {
  it('counts the goods and sums every price column', () => {
    const rows = deliveryReportRows([
      order('o1', [line('a', 90_000, 120_000, { isDiscount: true }), line('b', 132_000, 120_000, { isNoat: true })]),
      order('o2', [line('c', 50_000, 50_000)]),
    ]);
    expect(deliveryTotals(rows)).toEqual({ lines: 3, basePrice: 290_000, discountedPrice: 90_000, noatPrice: 132_000, soldPrice: 272_000 });
  });
});

describe('couriers', () => {
  it('lists active couriers first, by name (users documents read by the people mapper)', () => {
    const list = sortCouriers([
      toPerson('z', { firstName: 'Ану', lastName: 'Б', isActive: false }),
      toPerson('b', { firstName: 'Төмөр', lastName: 'Б', isActive: true, phone: 99 }),
      toPerson('a', { firstName: 'Ану', lastName: 'Б', isActive: true }),
    ]);
    expect(list.map((c) => c.id)).toEqual(['a', 'b', 'z']);
    expect(list[1]?.phone).toBe('99');
  });
});

describe('deliveryCsvColumns', () => {
  const titles: DeliveryColumnTitles = {
    date: 'Огноо',
    courier: 'Хүргэгч',
    product: 'Бараа',
    sku: 'Баркод',
    basePrice: 'Үндсэн',
    discountedPrice: 'Хямдарсан',
    noatPrice: 'НӨАТ',
    soldPrice: 'Зарагдсан',
    phone: 'Утас',
    address: 'Хаяг',
    addressDescription: 'Тайлбар',
  };

  it('writes the table columns after the row number, prices as plain integers, empty figures empty', () => {
    const rows = deliveryReportRows([
      order('o1', [line('a', 90_000, 120_000, { isDiscount: true }), line('b', 132_000, 120_000, { isNoat: true })]),
    ]);
    const csv = toCsv('№', deliveryCsvColumns(titles), rows).split('\r\n');
    expect(csv[0]).toBe('№,Огноо,Хүргэгч,Бараа,Баркод,Үндсэн,Хямдарсан,НӨАТ,Зарагдсан,Утас,Хаяг,Тайлбар');
    const date = formatDateTime(CREATED);
    expect(date).toBe('2019-05-06 13:07:09');
    expect(csv[1]).toBe(`1,${date},Эрдэнэбат Ганзориг,Бараа a,100001,120000,90000,,90000,99001122,БЗД 3-р хороо,Орцны код 12#`);
    expect(csv[2]).toBe(`2,${date},Эрдэнэбат Ганзориг,Бараа b,100001,120000,,132000,132000,99001122,БЗД 3-р хороо,Орцны код 12#`);
  });
});

describe('deliveryTotalsFromAggregate', () => {
  it('takes the orders\' quantity and totals (a confirmed order\'s leave out the lines refunded at the door)', () => {
    const orders = [
      order('o1', [line('a', 90_000, 120_000, { isDiscount: true }), line('b', 132_000, 120_000, { isNoat: true })]),
      order('o2', [line('c', 10, 10), line('d', 20, 20)], { refundedProductIds: ['d'], quantity: 1, soldTotalPrice: 10, originalTotalPrice: 10 }),
    ];
    const rows = deliveryReportRows(orders);
    const aggregate = { orders: 2, lines: 3, base: 240_010, sold: 222_010 };
    const fromRows = deliveryTotals(rows);
    expect(deliveryTotalsFromAggregate(aggregate)).toEqual({ orders: 2, lines: fromRows.lines, basePrice: fromRows.basePrice, soldPrice: fromRows.soldPrice });
    expect(deliveryTotalsFromAggregate({ orders: 0, lines: null, base: null, sold: null })).toEqual({ orders: 0, lines: 0, basePrice: 0, soldPrice: 0 });
  });
});
