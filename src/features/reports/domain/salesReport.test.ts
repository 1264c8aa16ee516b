import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/dates';
import type { OrderProduct } from '../../../entities/order/order';
import { toSaleRecord, type SaleRecord } from '../../../entities/sale/sale';
import {
  EMPTY_SUMMARY,
  purchaseTypeBreakdown,
  salesCsvColumns,
  salesSummary,
  toSalesReportRow,
  lineVat,
  OTHER_PURCHASE_TYPE,
  SALES_TOTALS_PLAN,
  salesTotalsFromAggregates,
  type SalesAggregate,
  type SalesColumnTitles,
  type TotalsFilter,
} from './salesReport';

const CREATED = new Date(2019, 2, 3, 10, 11, 12).getTime();

function product(price: number, originalPrice: number, extra: Partial<OrderProduct> = {}): OrderProduct {
  return { id: 'p', name: 'Пүүз', sku: '123456', price, originalPrice, isNoat: false, size: '40', colors: [], categories: [], pics: [], ...extra };
}

function sale(id: string, price: number, p: OrderProduct | null, extra: Partial<SaleRecord> = {}): SaleRecord {
  return {
    id,
    product: p,
    productId: p?.id ?? '',
    orderId: 'o',
    price,
    userId: 'c',
    customerName: 'Бат',
    customerPhone: '99112233',
    locationType: 'store',
    locationId: 's',
    locationName: 'Төв дэлгүүр',
    purchaseType: 'store',
    createdAt: CREATED,
    refunded: false,
    returnId: null,
    exchangeId: null,
    ...extra,
  };
}

describe('toSalesReportRow', () => {
  it('takes the sold price from the sale and the list price and flags from its product', () => {
    const row = toSalesReportRow(sale('s1', 90_000, product(90_000, 120_000, { isDiscount: true })));
    expect(row).toMatchObject({
      id: 's1',
      productName: 'Пүүз',
      sku: '123456',
      basePrice: 120_000,
      discountedPrice: 90_000,
      noatPrice: null,
      soldPrice: 90_000,
      vat: 0,
      discount: 30_000,
      customerName: 'Бат',
      locationName: 'Төв дэлгүүр',
    });
  });

  it('a VAT line: NOAT price, 10 % VAT, no discount', () => {
    const row = toSalesReportRow(sale('s2', 132_000, product(132_000, 120_000, { isNoat: true })));
    expect(row).toMatchObject({ basePrice: 120_000, discountedPrice: null, noatPrice: 132_000, soldPrice: 132_000, vat: 12_000, discount: 0 });
  });

  it('a sale without its product snapshot counts at its own price', () => {
    const row = toSalesReportRow(sale('s3', 5000, null));
    expect(row).toMatchObject({ productName: '', sku: '', basePrice: 5000, soldPrice: 5000, discountedPrice: null, discount: 0, vat: 0 });
  });
});

describe('lineVat', () => {
  it('is 10 % of the base price when flagged, rounded to the tugrik', () => {
    expect(lineVat(120_000, true)).toBe(12_000);
    expect(lineVat(12_345, true)).toBe(1235);
    expect(lineVat(120_000, false)).toBe(0);
  });
});

describe('salesSummary', () => {
  const rows = [
    toSalesReportRow(sale('a', 90_000, product(90_000, 120_000, { isDiscount: true }))),
    toSalesReportRow(sale('b', 132_000, product(132_000, 120_000, { isNoat: true }))),
    toSalesReportRow(sale('c', 50_000, product(50_000, 50_000))),
    toSalesReportRow(sale('d', 70_000, product(70_000, 100_000, { isDiscount: true }), { refunded: true })),
  ];

  it('counts the goods sold and sums sold total, discount given and VAT collected, refunds left out', () => {
    expect(salesSummary(rows)).toEqual({
      goods: 3,
      refunded: 1,
      basePrice: 290_000,
      soldTotal: 272_000,
      discountTotal: 30_000,
      discountedLines: 1,
      vatTotal: 12_000,
      vatLines: 1,
    });
  });

  it('is all zero for no rows', () => {
    expect(salesSummary([])).toEqual(EMPTY_SUMMARY);
  });

  it('a discounted line that also carries VAT (older data) still gives its discount', () => {
    // Base 100,000, sold at 80,000 + 10,000 VAT.
    const row = toSalesReportRow(sale('e', 90_000, product(90_000, 100_000, { isDiscount: true, isNoat: true })));
    expect(salesSummary([row])).toMatchObject({ discountTotal: 20_000, discountedLines: 1, vatTotal: 10_000, soldTotal: 90_000 });
  });

  it('breaks the sold goods down by purchase type, the four known types first', () => {
    const typed = [
      ...rows,
      toSalesReportRow(sale('m', 40_000, product(40_000, 40_000), { purchaseType: 'mobile' })),
      toSalesReportRow(sale('x', 8_000, product(8_000, 8_000), { purchaseType: 'legacy' })),
    ];
    const breakdown = purchaseTypeBreakdown(typed);
    expect(breakdown.map((b) => [b.purchaseType, b.goods, b.soldTotal])).toEqual([
      ['store', 3, 272_000],
      ['delivery', 0, 0],
      ['mobile', 1, 40_000],
      ['merchant', 0, 0],
      ['legacy', 1, 8_000],
    ]);
    expect(breakdown[0]?.share).toBeCloseTo(272 / 320);
    expect(purchaseTypeBreakdown([]).every((b) => b.share === 0 && b.goods === 0)).toBe(true);
  });
});

describe('salesCsvColumns', () => {
  const titles: SalesColumnTitles = {
    date: 'Огноо',
    purchaseType: 'Төрөл',
    location: 'Байршил',
    product: 'Бараа',
    sku: 'Баркод',
    basePrice: 'Үндсэн',
    discountedPrice: 'Хямдарсан',
    noatPrice: 'НӨАТ',
    soldPrice: 'Зарагдсан',
    customer: 'Харилцагч',
    phone: 'Утас',
    state: 'Төлөв',
  };

  const stateTexts = { refunded: 'Буцаагдсан', returned: 'Дэлгүүрт буцаагдсан', exchange: 'Солилтоор' };

  it('writes the table columns with the purchase type label and the refunded mark', () => {
    const rows = [
      toSalesReportRow(sale('a', 90_000, product(90_000, 120_000, { isDiscount: true }))),
      toSalesReportRow(sale('b', 132_000, product(132_000, 120_000, { isNoat: true }), { purchaseType: 'delivery', refunded: true })),
    ];
    const label = (p: string) => ({ store: 'дэлгүүр', delivery: 'хүргэлт' })[p] ?? p;
    const csv = toCsv('№', salesCsvColumns(titles, label, stateTexts), rows).split('\r\n');
    const date = formatDateTime(CREATED);
    expect(csv).toEqual([
      '№,Огноо,Төрөл,Байршил,Бараа,Баркод,Үндсэн,Хямдарсан,НӨАТ,Зарагдсан,Харилцагч,Утас,Төлөв',
      `1,${date},дэлгүүр,Төв дэлгүүр,Пүүз,123456,120000,90000,,90000,Бат,99112233,`,
      `2,${date},хүргэлт,Төв дэлгүүр,Пүүз,123456,120000,,132000,132000,Бат,99112233,Буцаагдсан`,
    ]);
  });

  it('marks a sale returned at the counter and one sold in an exchange', () => {
    const rows = [
      toSalesReportRow(sale('a', 90_000, product(90_000, 90_000), { refunded: true, returnId: 'r1' })),
      toSalesReportRow(sale('r1-p', 120_000, product(120_000, 120_000), { exchangeId: 'r1' })),
    ];
    const csv = toCsv('№', salesCsvColumns(titles, (p) => p, stateTexts), rows).split('\r\n');
    expect(csv.slice(1).map((line) => line.split(',').pop())).toEqual(['Дэлгүүрт буцаагдсан', 'Солилтоор']);
  });
});

describe('salesTotalsFromAggregates', () => {
  /** A stored sales document (as the aggregation queries see it) and its record. */
  function stored(i: number, rnd: () => number) {
    const originalPrice = 1_000 * (10 + Math.floor(rnd() * 200));
    const kind = rnd();
    const isDiscount = kind < 0.25;
    const isNoat = !isDiscount && kind < 0.45;
    const price = isDiscount ? originalPrice - 1_000 * (1 + Math.floor(rnd() * 5)) : isNoat ? originalPrice + Math.round(originalPrice / 10) : originalPrice;
    const types = ['store', 'delivery', 'mobile', 'merchant', 'legacy', ''];
    const doc: Record<string, unknown> = {
      product: product(price, originalPrice, { isNoat, isDiscount, id: `p${i}` }),
      price,
      purchaseType: types[Math.floor(rnd() * types.length)],
      ...(rnd() < 0.1 ? { state: 'refund' } : {}),
    };
    return doc;
  }

  function field(doc: Record<string, unknown>, path: string): unknown {
    return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);
  }

  /** What Firestore answers for one plan entry: == on the value, not-in excluding missing fields. */
  function aggregate(docs: Record<string, unknown>[], filters: readonly TotalsFilter[]): SalesAggregate {
    const hits = docs.filter((d) =>
      filters.every((f) => {
        const v = field(d, f.field);
        return f.op === '==' ? v === f.value : v !== undefined && v !== null && !(f.value as readonly unknown[]).includes(v);
      }),
    );
    if (hits.length === 0) return { n: 0, sold: null, base: null };
    return { n: hits.length, sold: hits.reduce((s, d) => s + (d.price as number), 0), base: hits.reduce((s, d) => s + (field(d, 'product.originalPrice') as number), 0) };
  }

  it('gives the summary and the breakdown the rows give, from the plan\'s aggregations', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const docs = Array.from({ length: 500 }, (_, i) => stored(i, rnd));
    const rows = docs.map((d, i) => toSalesReportRow(toSaleRecord(`s${i}`, d)));
    const results = Object.fromEntries(Object.entries(SALES_TOTALS_PLAN).map(([name, filters]) => [name, aggregate(docs, filters)]));
    const { summary, breakdown } = salesTotalsFromAggregates(results);
    expect(summary).toEqual(salesSummary(rows));
    expect(summary.vatLines).toBeGreaterThan(0);
    expect(summary.discountedLines).toBeGreaterThan(0);
    expect(summary.refunded).toBeGreaterThan(0);
    const fromRows = purchaseTypeBreakdown(rows);
    // The known types as the rows give them; every other value (here 'legacy' and '') in one row.
    expect(breakdown.slice(0, 4)).toEqual(fromRows.slice(0, 4));
    const others = fromRows.slice(4);
    expect(breakdown[4]).toEqual({
      purchaseType: OTHER_PURCHASE_TYPE,
      goods: others.reduce((n, r) => n + r.goods, 0),
      soldTotal: others.reduce((n, r) => n + r.soldTotal, 0),
      share: others.reduce((n, r) => n + r.share, 0),
    });
  });

  it('a counter exchange: the sale it took back is left out, its new sale counts as goods sold (rows and aggregations alike)', () => {
    // Sold for 100,000 at the store, exchanged for a VAT line of 132,000 (the sale marked refund with
    // the return's id; the new sale sales/{r}-{p} with exchangeId, purchaseType store).
    const docs: Record<string, unknown>[] = [
      { product: product(100_000, 100_000, { id: 'p1' }), price: 100_000, purchaseType: 'store', state: 'refund', returnId: 'r1' },
      { product: product(132_000, 120_000, { id: 'p2', isNoat: true }), price: 132_000, purchaseType: 'store', exchangeId: 'r1' },
      // And a counter return of another sale.
      { product: product(50_000, 50_000, { id: 'p3' }), price: 50_000, purchaseType: 'store', state: 'refund', returnId: 'r2' },
    ];
    const rows = docs.map((d, i) => toSalesReportRow(toSaleRecord(`s${i}`, d)));
    expect(rows.map((r) => [r.state, r.exchange])).toEqual([
      ['returned', false],
      ['exchange', true],
      ['returned', false],
    ]);
    const summary = salesSummary(rows);
    expect(summary).toMatchObject({ goods: 1, refunded: 2, soldTotal: 132_000, basePrice: 120_000, vatTotal: 12_000, vatLines: 1 });
    const results = Object.fromEntries(Object.entries(SALES_TOTALS_PLAN).map(([name, filters]) => [name, aggregate(docs, filters)]));
    expect(salesTotalsFromAggregates(results).summary).toEqual(summary);
  });

  it('has 14 queries, and no sale in the range means zeros, no other-types row', () => {
    expect(Object.keys(SALES_TOTALS_PLAN)).toHaveLength(14);
    const empty = Object.fromEntries(Object.keys(SALES_TOTALS_PLAN).map((k) => [k, { n: 0, sold: null, base: null }]));
    const { summary, breakdown } = salesTotalsFromAggregates(empty);
    expect(summary).toEqual(EMPTY_SUMMARY);
    expect(breakdown.map((b) => b.purchaseType)).toEqual(['store', 'delivery', 'mobile', 'merchant']);
    expect(breakdown.every((b) => b.goods === 0 && b.share === 0)).toBe(true);
  });
});
