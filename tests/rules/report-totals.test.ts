// The reports at scale (docs/reports.md): a few thousand sales and delivery orders written with the
// rules off, then, as the app reads them under the rules:
//   - the sales report's summary and breakdown from its 14 aggregation queries equal what the rows
//     give (salesSummary / purchaseTypeBreakdown over every sale read in one query);
//   - the delivery report's totals from its aggregation equal the rows' (door refunds left out);
//   - the sales lists' totals (two aggregations) equal salesTotals over the rows;
//   - the CSV read in slices of the range, a few at once, each in pages (the lite SDK's RunQuery:
//     readExportQueries) is byte for byte the CSV of the rows read in one query, for both reports,
//     a slice's boundary on a sale's instant too; the progress grows with each page and cancelling
//     stops the read;
//   - Admin and dev may run every aggregation query, a seller may not.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, count, doc, getAggregateFromServer, getDocs, sum, writeBatch, type Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator as connectLite, getFirestore as getLiteFirestore, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { firestoreEmulator, modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { uidOf } from './support/users';
import {
  deliveryReportQuery,
  deliveryTotalsQuery,
  readDeliveryReportRows,
  readDeliveryTotals,
  readSalesReportRows,
  readSalesTotals,
  salesReportQuery,
  salesTotalsQueries,
} from '../../src/features/reports/api/reportQueries';
import { deliveryCsvColumns, deliveryReportRows, deliveryTotals } from '../../src/features/reports/domain/deliveryReport';
import { OTHER_PURCHASE_TYPE, purchaseTypeBreakdown, salesCsvColumns, salesSummary, toSalesReportRow } from '../../src/features/reports/domain/salesReport';
import { reportColumnTitles } from '../../src/entities/sale/figures';
import { csvBlob, toCsv } from '../../src/lib/csv';
import { isAbortError, readAllPages } from '../../src/firebase/queries';
import { readSalesRows, salesQuery, salesTotalsQueries as listTotalsQueries } from '../../src/features/salesLists/api/salesListQueries';
import { NO_FILTER, salesQueryPlan, salesTotals, toSaleRow, type SalesListKind } from '../../src/features/salesLists/domain/salesList';
import type { DateRange } from '../../src/lib/dates';

const SALES = 3_000;
const ORDERS = 1_200;
const RANGE: DateRange = { start: new Date(2025, 0, 1), end: new Date(2025, 11, 31, 23, 59, 59, 999) };
const COURIERS = [
  { id: 'courier-a', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' },
  { id: 'courier-b', firstName: 'Болд', lastName: 'Дорж', phone: '99110006' },
];

/** A repeatable pseudo-random sequence. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/** A day of 2025 (and a few outside the range); some sales share a second (ties in the order). */
function when(rnd: () => number): Timestamp {
  const outside = rnd() < 0.03;
  const start = outside ? new Date(2024, 11, 20).getTime() : RANGE.start.getTime();
  const span = outside ? 10 * 86_400_000 : RANGE.end.getTime() - RANGE.start.getTime();
  return Timestamp.fromMillis(start + Math.floor((rnd() * span) / 60_000) * 60_000);
}

/** A product line as the sale writes it: discounted (flagged, below its price), VAT (at the original price + 10 %) or plain. */
function productLine(id: string, rnd: () => number) {
  const originalPrice = 1_000 * (20 + Math.floor(rnd() * 300));
  const kind = rnd();
  const isDiscount = kind < 0.2;
  const isNoat = !isDiscount && kind < 0.35;
  const price = isDiscount ? originalPrice - 1_000 * (1 + Math.floor(rnd() * 10)) : isNoat ? originalPrice + Math.round(originalPrice / 10) : originalPrice;
  return {
    id,
    // Commas, quotes and a formula-looking name: the CSV must quote and neutralise them the same way.
    name: rnd() < 0.1 ? `=SUM(A1) "Пүүз", ${id}` : `Пүүз ${id}`,
    sku: String(100000 + Math.floor(rnd() * 900000)),
    price,
    originalPrice,
    isNoat,
    isDiscount,
    size: '40',
    colors: ['Хар'],
    categories: ['Пүүз'],
    pics: [],
  };
}

const PURCHASE_TYPES = ['store', 'store', 'delivery', 'mobile', 'merchant', 'legacy'];

const PROJECT = 'demo-rules-report-totals';
const rules = rulesHarness(PROJECT, { users: 'once' });
const { dbFor } = rules;

// The CSV reads through the lite SDK (src/firebase/exportReads.ts): its own app per caller, signed in
// with the emulator's mock token (as the harness's contexts are).
const liteApps: FirebaseApp[] = [];
function liteFor(subject: 'Admin' | 'dev'): LiteFirestore {
  const app = initializeApp({ projectId: PROJECT }, `report-totals-lite-${liteApps.length}`);
  liteApps.push(app);
  const db = getLiteFirestore(app);
  const { host, port } = firestoreEmulator();
  connectLite(db, host, port, { mockUserToken: { sub: uidOf(subject) } });
  return db;
}
afterAll(async () => {
  await Promise.all(liteApps.map((app) => deleteApp(app)));
});

async function seed(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const docs: [string, string, Record<string, unknown>][] = [];
    const rnd = random(42);
    for (let i = 0; i < SALES; i++) {
      const id = `sale-${String(i).padStart(5, '0')}`;
      const line = productLine(`p${i}`, rnd);
      const purchaseType = PURCHASE_TYPES[Math.floor(rnd() * PURCHASE_TYPES.length)] as string;
      const locationType = purchaseType === 'mobile' ? 'delivery' : purchaseType === 'legacy' ? 'store' : purchaseType;
      docs.push([
        'sales',
        id,
        {
          id,
          product: line,
          productId: line.id,
          orderId: `order-of-${id}`,
          price: line.price,
          userId: 'customer-1',
          user: { firstName: rnd() < 0.5 ? 'Бат, "Од"' : 'Сараа', phone: '99112233' },
          locationType,
          locationId: locationType === 'merchant' ? 'merchant-1' : 'store-1',
          locationName: 'Төв дэлгүүр',
          purchaseType,
          createdUserId: 'seller',
          createdAt: when(rnd),
          ...(rnd() < 0.08 ? { state: 'refund' } : {}),
        },
      ]);
    }
    for (let i = 0; i < ORDERS; i++) {
      const id = `order-${String(i).padStart(5, '0')}`;
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, k) => productLine(`${id}-l${k}`, rnd));
      const courier = COURIERS[Math.floor(rnd() * COURIERS.length)] as (typeof COURIERS)[number];
      const status = rnd() < 0.85 ? 'done' : 'delivering';
      const purchaseType = rnd() < 0.1 ? 'store' : rnd() < 0.3 ? 'mobile' : 'delivery';
      // A confirmed delivery as the rules write it: the refunded lines left out of quantity and totals.
      const refunded = status === 'done' && lines.length > 1 && rnd() < 0.2 ? [lines[0]!.id] : null;
      const kept = lines.filter((l) => !refunded?.includes(l.id));
      const totals = (ls: typeof lines) => ({
        quantity: ls.length,
        soldTotalPrice: ls.reduce((s, l) => s + l.price, 0),
        originalTotalPrice: ls.reduce((s, l) => s + l.originalPrice, 0),
      });
      docs.push([
        'orders',
        id,
        {
          id,
          products: lines,
          productIds: lines.map((l) => l.id),
          purchaseType,
          pending_status: status,
          ...totals(kept),
          ...(refunded ? { refundedProductIds: refunded, ordered: totals(lines) } : {}),
          userId: 'customer-1',
          user: { firstName: 'Сараа', phone: '88112233' },
          contactNumber: rnd() < 0.5 ? '99445566' : '',
          address: 'Баянзүрх, 26-р хороо',
          addressDescription: 'Орц "1", код 12#',
          deliveryBoy: courier,
          deliveryBoyId: courier.id,
          createdUserId: 'callcentre',
          createdUser: { firstName: 'a', lastName: 'b', role: 'Call Centre' },
          createdAt: when(rnd),
        },
      ]);
    }
    for (let i = 0; i < docs.length; i += 450) {
      const batch = writeBatch(db);
      for (const [collection, id, data] of docs.slice(i, i + 450)) batch.set(doc(db, collection, id), data);
      await batch.commit();
    }
  });
}

beforeAll(async () => {
  await seed();
}, 120_000);

const titles = reportColumnTitles((key) => key.split('.').pop() ?? key);
const label = (purchaseType: string) => `type:${purchaseType}`;

async function bytes(csv: string): Promise<Buffer> {
  return Buffer.from(await csvBlob(csv).arrayBuffer());
}

describe('sales report', () => {
  it('the summary and the breakdown from the aggregations equal the rows\' figures', async () => {
    const db = dbFor('Admin');
    const rows = (await getDocs(salesReportQuery(RANGE, db))).docs.map((d) => toSalesReportRow(d.data()));
    expect(rows.length).toBeGreaterThan(2_500);
    const { summary, breakdown } = await readSalesTotals(RANGE, db);
    const fromRows = salesSummary(rows);
    expect(summary).toEqual(fromRows);
    expect(fromRows.refunded).toBeGreaterThan(100);
    expect(fromRows.vatLines).toBeGreaterThan(100);
    expect(fromRows.discountedLines).toBeGreaterThan(100);
    const types = purchaseTypeBreakdown(rows);
    expect(breakdown.slice(0, 4)).toEqual(types.slice(0, 4));
    // 'legacy' is no known type: it is the other types' row.
    const legacy = types.find((t) => t.purchaseType === 'legacy');
    expect(legacy?.goods).toBeGreaterThan(0);
    expect(breakdown[4]).toEqual({ ...legacy, purchaseType: OTHER_PURCHASE_TYPE });
  });

  it('the CSV read in slices of the range is byte for byte the CSV of every row read at once', async () => {
    const db = dbFor('Admin');
    const columns = salesCsvColumns(titles, label, { refunded: 'refunded', returned: 'returned', exchange: 'exchange' });
    const once = (await getDocs(salesReportQuery(RANGE, db))).docs.map((d) => toSalesReportRow(d.data()));
    const expected = await bytes(toCsv('№', columns, once));
    expect([...expected.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(expected.toString('utf8')).toContain('"\'=SUM(A1) ""Пүүз"", p');
    // As the screen reads it (slices from the count: one here), and in 7 slices of pages of 150 (a
    // cursor within each slice, minutes shared by several sales on both sides of a page's end).
    const progress: number[] = [];
    const bySlices = await readSalesReportRows(RANGE, { slices: 7, pageSize: 150, onProgress: (n) => progress.push(n) }, liteFor('Admin'));
    expect((await bytes(toCsv('№', columns, await readSalesReportRows(RANGE, { expected: once.length }, liteFor('Admin'))))).equals(expected)).toBe(true);
    expect((await bytes(toCsv('№', columns, bySlices))).equals(expected)).toBe(true);
    expect(progress.length).toBeGreaterThan(7 * 2);
    expect(progress.every((n, i) => i === 0 || n > (progress[i - 1] as number))).toBe(true);
    expect(progress.at(-1)).toBe(once.length);
  });

  it("a slice's end on a sale's instant: its sales are read once, in the newer slice, in order", async () => {
    const rows = (await getDocs(salesReportQuery(RANGE, dbFor('Admin')))).docs.map((d) => toSalesReportRow(d.data()));
    // A minute several sales share (the seed draws minutes): the range around it cut in two there.
    const at = rows.map((r) => r.createdAt).find((ms, i, all) => all[i + 1] === ms) as number;
    const range: DateRange = { start: new Date(at - 3 * 86_400_000), end: new Date(at + 3 * 86_400_000) };
    const inRange = (await getDocs(salesReportQuery(range, dbFor('Admin')))).docs.map((d) => toSalesReportRow(d.data()));
    expect(inRange.filter((r) => r.createdAt === at).length).toBeGreaterThan(1);
    expect(await readSalesReportRows(range, { slices: 2 }, liteFor('Admin'))).toEqual(inRange);
  });

  it('cancelling stops the read before the next page', async () => {
    const abort = new AbortController();
    const progress: number[] = [];
    const read = readSalesReportRows(
      RANGE,
      {
        slices: 6,
        pageSize: 250,
        concurrency: 1,
        signal: abort.signal,
        onProgress: (n) => {
          progress.push(n);
          if (n >= 500) abort.abort();
        },
      },
      liteFor('Admin'),
    );
    const error = await read.then(() => null, (e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(progress).toEqual([250, 500]);
  });
});

describe('delivery report', () => {
  for (const courier of ['all', 'courier-a']) {
    it(`the totals from the aggregation equal the rows' (${courier}), door refunds left out`, async () => {
      const db = dbFor('Admin');
      const orders = (await getDocs(deliveryReportQuery(RANGE, courier, db))).docs.map((d) => d.data());
      expect(orders.length).toBeGreaterThan(courier === 'all' ? 700 : 300);
      expect(orders.some((o) => (o.refundedProductIds ?? []).length > 0)).toBe(true);
      const fromRows = deliveryTotals(deliveryReportRows(orders));
      const totals = await readDeliveryTotals(RANGE, courier, db);
      expect(totals).toEqual({ orders: orders.length, lines: fromRows.lines, basePrice: fromRows.basePrice, soldPrice: fromRows.soldPrice });
    });
  }

  it('the CSV read in slices of the range is byte for byte the CSV of every row read at once', async () => {
    const db = dbFor('dev');
    const columns = deliveryCsvColumns(titles);
    const once = deliveryReportRows((await getDocs(deliveryReportQuery(RANGE, 'all', db))).docs.map((d) => d.data()));
    const bySlices = await readDeliveryReportRows(RANGE, 'all', [], { slices: 5, pageSize: 200 }, liteFor('dev'));
    expect(once.length).toBeGreaterThan(1_500);
    expect((await bytes(toCsv('№', columns, bySlices))).equals(await bytes(toCsv('№', columns, once)))).toBe(true);
    // One courier's: the report's filters go with every slice.
    const oneCourier = deliveryReportRows((await getDocs(deliveryReportQuery(RANGE, 'courier-a', db))).docs.map((d) => d.data()));
    expect(await readDeliveryReportRows(RANGE, 'courier-a', [], { slices: 3 }, liteFor('dev'))).toEqual(oneCourier);
  });
});

describe('sales lists', () => {
  for (const [kind, filter] of [
    ['salesList', NO_FILTER],
    ['merchantSales', NO_FILTER],
    ['merchantSales', { ...NO_FILTER, merchant: 'merchant-1' }],
    ['customerSales', NO_FILTER],
    ['customerSales', { ...NO_FILTER, locationType: 'store' }],
  ] as const) {
    it(`${kind} ${JSON.stringify(filter)}: the totals from two aggregations equal the rows'; the CSV rows are the query's`, async () => {
      const db = dbFor('Admin');
      const rows = await readSalesRows(kind as SalesListKind, RANGE, filter, {}, db);
      expect(rows.length).toBeGreaterThan(100);
      const [all, refunded] = await Promise.all(
        listTotalsQueries(kind as SalesListKind, RANGE, filter, db).map(async (q) => (await getAggregateFromServer(q, { n: count(), sold: sum('price') })).data()),
      );
      expect({ goods: all!.n - refunded!.n, sold: (all!.sold ?? 0) - (refunded!.sold ?? 0), refunded: refunded!.n }).toEqual(salesTotals(rows));
    });
  }

  it('readSalesRows is readAllPages over the list query, mapped to rows', async () => {
    const db = dbFor('Admin');
    const q = salesQuery(RANGE, salesQueryPlan('salesList', NO_FILTER), db);
    const once = (await getDocs(q)).docs.map((d) => toSaleRow(d.data()));
    expect((await readAllPages(q, { pageSize: 700 })).map(toSaleRow)).toEqual(once);
  });
});

describe('who may run the aggregation queries', () => {
  /** Each query the screens aggregate, as an attempt started only when awaited. */
  const aggregations = (db: Firestore): (() => Promise<unknown>)[] => [
    ...salesTotalsQueries(RANGE, db).map(([, q]) => () => getAggregateFromServer(q, { n: count(), sold: sum('price'), base: sum('product.originalPrice') })),
    ...['all', 'courier-a'].map(
      (c) => () =>
        getAggregateFromServer(deliveryTotalsQuery(RANGE, c, db), { orders: count(), lines: sum('quantity'), base: sum('originalTotalPrice'), sold: sum('soldTotalPrice') }),
    ),
    ...(['salesList', 'merchantSales', 'customerSales'] as const).flatMap((kind) =>
      listTotalsQueries(kind, RANGE, NO_FILTER, db).map((q) => () => getAggregateFromServer(q, { n: count(), sold: sum('price') })),
    ),
  ];

  for (const subject of ['Admin', 'dev'] as const) {
    it(`${subject} may run each of them`, async () => {
      const attempts = aggregations(dbFor(subject));
      expect(attempts).toHaveLength(14 + 2 + 6);
      for (const attempt of attempts) await assertSucceeds(attempt());
    });
  }

  for (const subject of ['Reception In City', 'Reception In Country'] as const) {
    it(`a seller (${subject}) may run none of them`, async () => {
      for (const attempt of aggregations(dbFor(subject))) await assertFails(attempt());
    });
  }
});
