import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import type { SaleRecord } from '../../../entities/sale/sale';
import {
  NO_FILTER,
  canDeleteSales,
  matchesPlan,
  saleCsvColumns,
  salesCsvFileName,
  salesQueryPlan,
  salesListTotals,
  salesTotals,
  toSaleRow,
} from './salesList';

function record(extra: Partial<SaleRecord> = {}, product: Partial<NonNullable<SaleRecord['product']>> = {}): SaleRecord {
  return {
    id: 's1',
    product: {
      id: 'p1',
      name: 'Nike Air Max',
      sku: '123456',
      price: 100_000,
      originalPrice: 100_000,
      isNoat: false,
      size: '42',
      colors: ['Хар'],
      categories: ['Пүүз'],
      pics: [{ picName: 'a.png', picUrl: 'https://x/a.png' }],
      ...product,
    },
    productId: 'p1',
    orderId: 'o1',
    price: 100_000,
    userId: 'c1',
    customerName: 'Болд',
    customerPhone: '99001122',
    locationType: 'store',
    locationId: 'store-1',
    locationName: 'Сүхбаатар салбар',
    purchaseType: 'store',
    createdAt: new Date(2026, 2, 4, 9, 5, 7).getTime(),
    refunded: false,
    returnId: null,
    exchangeId: null,
    ...extra,
  };
}

describe('salesQueryPlan', () => {
  it('the sales list has no filter besides the range', () => {
    expect(salesQueryPlan('salesList', NO_FILTER)).toEqual({ locationTypes: null, locationId: null });
    // The other screens' filters do not leak into it.
    expect(salesQueryPlan('salesList', { merchant: 'm1', locationType: 'store' })).toEqual({ locationTypes: null, locationId: null });
  });

  it('merchant sales: location type merchant, and the merchant uid as locationId when one is chosen', () => {
    expect(salesQueryPlan('merchantSales', NO_FILTER)).toEqual({ locationTypes: ['merchant'], locationId: null });
    expect(salesQueryPlan('merchantSales', { merchant: 'm1', locationType: 'all' })).toEqual({ locationTypes: ['merchant'], locationId: 'm1' });
  });

  it('customer sales: delivery and store, or one of them', () => {
    expect(salesQueryPlan('customerSales', NO_FILTER)).toEqual({ locationTypes: ['delivery', 'store'], locationId: null });
    expect(salesQueryPlan('customerSales', { merchant: 'm1', locationType: 'store' })).toEqual({ locationTypes: ['store'], locationId: null });
  });

  it('matchesPlan keeps exactly the sales the query returns', () => {
    const merchantA = { locationType: 'merchant', locationId: 'm1' };
    const merchantB = { locationType: 'merchant', locationId: 'm2' };
    const store = { locationType: 'store', locationId: 'store-1' };
    const delivery = { locationType: 'delivery', locationId: 'd1' };
    const onlyA = salesQueryPlan('merchantSales', { merchant: 'm1', locationType: 'all' });
    expect([merchantA, merchantB, store].map((s) => matchesPlan(s, onlyA))).toEqual([true, false, false]);
    const customers = salesQueryPlan('customerSales', NO_FILTER);
    expect([merchantA, store, delivery].map((s) => matchesPlan(s, customers))).toEqual([false, true, true]);
    expect([merchantA, store, delivery].map((s) => matchesPlan(s, salesQueryPlan('salesList', NO_FILTER)))).toEqual([true, true, true]);
  });
});

describe('toSaleRow: the price figures', () => {
  it('a full-price sale: base and sold price only', () => {
    const row = toSaleRow(record());
    expect(row.figures).toEqual({ basePrice: 100_000, discountedPrice: null, noatPrice: null, soldPrice: 100_000 });
    expect(row.name).toBe('Nike Air Max');
    expect(row.sku).toBe('123456');
    expect(row.picUrl).toBe('https://x/a.png');
  });

  it('a discounted sale: the discounted price is the sold price', () => {
    const row = toSaleRow(record({ price: 80_000 }, { price: 80_000, isDiscount: true }));
    expect(row.figures).toEqual({ basePrice: 100_000, discountedPrice: 80_000, noatPrice: null, soldPrice: 80_000 });
  });

  it('a sale with VAT: the NOAT price is the sold price', () => {
    const row = toSaleRow(record({ price: 110_000 }, { price: 110_000, isNoat: true }));
    expect(row.figures).toEqual({ basePrice: 100_000, discountedPrice: null, noatPrice: 110_000, soldPrice: 110_000 });
  });

  it("the sold price is the sale's own price", () => {
    const row = toSaleRow(record({ price: 90_000 }, { price: 100_000 }));
    expect(row.figures.soldPrice).toBe(90_000);
    expect(row.figures.discountedPrice).toBe(90_000);
  });

  it('a sale without a product snapshot shows its price', () => {
    const row = toSaleRow(record({ product: null, price: 45_000 }));
    expect(row.figures).toEqual({ basePrice: 45_000, discountedPrice: null, noatPrice: null, soldPrice: 45_000 });
    expect(row.name).toBe('');
    expect(row.picUrl).toBe('');
  });
});

describe('salesTotals', () => {
  it('counts goods and sums sold prices without the refunded sales', () => {
    const rows = [
      toSaleRow(record({ id: 'a', price: 80_000 }, { isDiscount: true })),
      toSaleRow(record({ id: 'b', price: 110_000 }, { isNoat: true })),
      toSaleRow(record({ id: 'c', price: 50_000, refunded: true })),
    ];
    expect(salesTotals(rows)).toEqual({ goods: 2, sold: 190_000, refunded: 1 });
    expect(salesTotals([])).toEqual({ goods: 0, sold: 0, refunded: 0 });
    // The same from the aggregations over the query: all sales, and the refunded ones.
    const all = { n: rows.length, sold: rows.reduce((s, r) => s + r.price, 0) };
    const refunded = rows.filter((r) => r.refunded);
    expect(salesListTotals(all, { n: refunded.length, sold: refunded.reduce((s, r) => s + r.price, 0) })).toEqual(salesTotals(rows));
    expect(salesListTotals({ n: 0, sold: null }, { n: 0, sold: null })).toEqual({ goods: 0, sold: 0, refunded: 0 });
  });

  it('an exchange: the returned sale is left out, the new one counts as goods sold', () => {
    const rows = [
      toSaleRow(record({ id: 'a', price: 100_000, refunded: true, returnId: 'r1' })),
      toSaleRow(record({ id: 'r1-p2', price: 120_000, exchangeId: 'r1' })),
    ];
    expect(salesTotals(rows)).toEqual({ goods: 1, sold: 120_000, refunded: 1 });
  });
});

describe('CSV', () => {
  const t = (key: string) => key.split('.').pop() ?? key;
  const labels = { purchaseType: (type: string) => `pt:${type}`, state: (state: string) => state };

  it('has the CSV columns in order, with plain integers and empty optional figures', () => {
    const rows = [
      toSaleRow(record({ id: 'a', price: 80_000 }, { isDiscount: true, name: 'Гутал, хар' })),
      toSaleRow(record({ id: 'b', price: 110_000, refunded: true, purchaseType: 'delivery', locationName: 'Баянзүрх' }, { isNoat: true })),
    ];
    const csv = toCsv('№', saleCsvColumns(t, labels), rows).split('\r\n');
    expect(csv[0]).toBe('№,date,product,barcode,basePrice,discountedPrice,noatPrice,soldPrice,customer,phone,purchaseType,location,state');
    expect(csv[1]).toBe('1,2026-03-04 09:05:07,"Гутал, хар",123456,100000,80000,,80000,Болд,99001122,pt:store,Сүхбаатар салбар,sold');
    expect(csv[2]).toBe('2,2026-03-04 09:05:07,Nike Air Max,123456,100000,,110000,110000,Болд,99001122,pt:delivery,Баянзүрх,refunded');
    expect(csv).toHaveLength(3);
  });

  it('names a sale returned at the counter and one sold in an exchange in the state column', () => {
    const rows = [
      toSaleRow(record({ id: 'a', refunded: true, returnId: 'r1' })),
      toSaleRow(record({ id: 'r1-p2', exchangeId: 'r1' })),
    ];
    const csv = toCsv('№', saleCsvColumns(t, labels), rows).split('\r\n');
    expect(csv.slice(1).map((line) => line.split(',').pop())).toEqual(['returned', 'exchange']);
  });

  it('names the file after the screen and the range', () => {
    const range = { start: new Date(2026, 0, 1), end: new Date(2026, 10, 22, 23, 59, 59, 999) };
    expect(salesCsvFileName('salesList', range)).toBe('sales_2026-01-01_2026-11-22.csv');
    expect(salesCsvFileName('merchantSales', range)).toBe('merchant-sales_2026-01-01_2026-11-22.csv');
    expect(salesCsvFileName('customerSales', range)).toBe('customer-sales_2026-01-01_2026-11-22.csv');
  });
});

describe('canDeleteSales', () => {
  it('Admin and dev only (isSaleDelete in firestore.rules)', () => {
    expect(canDeleteSales('Admin')).toBe(true);
    expect(canDeleteSales('dev')).toBe(true);
    for (const role of ['Manager', 'Super Admin', 'DeliveryBoy', 'Merchant', 'Call Centre', 'Reception In City', '']) {
      expect(canDeleteSales(role)).toBe(false);
    }
  });
});
