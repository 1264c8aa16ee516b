// The sales report's totals per payment method (docs/reports.md, payments): store, merchant and
// delivery orders, some with payments and some written before payments were recorded, with the
// rules off; then, as the app reads them under the rules:
//   - readPaymentTotals (two aggregation queries) equals paymentTotals over the orders of the range;
//   - Admin, dev (the report) and Manager (who reads every order) may run both aggregations; a
//     seller, the call centre, a courier and a merchant may not.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, count, doc, getAggregateFromServer, sum, writeBatch, type Firestore } from 'firebase/firestore';
import { modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { paymentTotalsQuery, readPaymentTotals } from '../../src/features/reports/api/reportQueries';
import { paymentTotals } from '../../src/features/reports/domain/paymentTotals';
import type { Payments } from '../../src/entities/order/payment';
import type { DateRange } from '../../src/lib/dates';

const ORDERS = 400;
const RANGE: DateRange = { start: new Date(2026, 0, 1), end: new Date(2026, 5, 30, 23, 59, 59, 999) };
const TYPES = ['store', 'store', 'store', 'merchant', 'delivery', 'mobile'] as const;

/** A repeatable pseudo-random sequence. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

interface Seeded {
  purchaseType: string;
  soldTotalPrice: number;
  payments?: Payments | null;
  createdAt: Date;
}

/** Split a total over the methods the way the payment step may: one method, or two halves. */
function split(total: number, rnd: () => number): Payments {
  const p: Payments = { cash: 0, card: 0, qpay: 0, bank: 0 };
  const methods = ['cash', 'card', 'qpay', 'bank'] as const;
  const a = methods[Math.floor(rnd() * 4)] as keyof Payments;
  const b = methods[Math.floor(rnd() * 4)] as keyof Payments;
  const half = Math.floor(total / 2);
  p[a] += half;
  p[b] += total - half;
  return p;
}

function orders(): [string, Seeded][] {
  const rnd = random(7);
  const out: [string, Seeded][] = [];
  for (let i = 0; i < ORDERS; i++) {
    const purchaseType = TYPES[Math.floor(rnd() * TYPES.length)] as string;
    const total = 1_000 * (10 + Math.floor(rnd() * 900));
    // A few before and after the range.
    const month = Math.floor(rnd() * 8) - 1;
    const createdAt = new Date(2026, month, 1 + Math.floor(rnd() * 27), 10, Math.floor(rnd() * 60));
    const paid = purchaseType === 'store' || purchaseType === 'merchant';
    // Older store and merchant orders (a third) carry no payments; delivery orders never do.
    const payments = paid && rnd() > 0.33 ? split(total, rnd) : paid && rnd() < 0.5 ? null : undefined;
    out.push([`order-${String(i).padStart(4, '0')}`, { purchaseType, soldTotalPrice: total, payments, createdAt }]);
  }
  return out;
}

const SEEDED = orders();
const rules = rulesHarness('demo-rules-payment-totals', { users: 'once' });
const { dbFor } = rules;

beforeAll(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    for (let i = 0; i < SEEDED.length; i += 400) {
      const batch = writeBatch(db);
      for (const [id, o] of SEEDED.slice(i, i + 400)) {
        const data: Record<string, unknown> = {
          purchaseType: o.purchaseType,
          pending_status: o.purchaseType === 'store' || o.purchaseType === 'merchant' ? 'done' : 'pending',
          soldTotalPrice: o.soldTotalPrice,
          originalTotalPrice: o.soldTotalPrice,
          quantity: 1,
          products: [],
          createdAt: Timestamp.fromDate(o.createdAt),
        };
        if (o.payments !== undefined) data.payments = o.payments;
        if (o.payments?.cash) data.cashReceived = o.payments.cash + 500;
        batch.set(doc(db, 'orders', id), data);
      }
      await batch.commit();
    }
  });
}, 60_000);

describe('sales report: totals per payment method', () => {
  const inRange = SEEDED.map(([, o]) => o).filter((o) => o.createdAt >= RANGE.start && o.createdAt <= RANGE.end);
  const expected = paymentTotals(inRange);

  it('the seed has every case: each method used, orders without payments, deliveries and orders outside the range', () => {
    expect(expected.orders).toBeGreaterThan(100);
    for (const m of ['cash', 'card', 'qpay', 'bank'] as const) expect(expected.methods[m]).toBeGreaterThan(0);
    expect(expected.notRecorded).toBeGreaterThan(0);
    expect(inRange.some((o) => o.purchaseType === 'delivery')).toBe(true);
    expect(inRange.length).toBeLessThan(SEEDED.length);
  });

  it('the two aggregations equal the figures of the orders, row by row (as Admin)', async () => {
    const got = await readPaymentTotals(RANGE, dbFor('Admin'));
    expect(got).toEqual(expected);
    expect(got.methods.cash + got.methods.card + got.methods.qpay + got.methods.bank + got.notRecorded).toBe(got.total);
  });

  it('an empty range gives zeros', async () => {
    const empty: DateRange = { start: new Date(2030, 0, 1), end: new Date(2030, 0, 2) };
    expect(await readPaymentTotals(empty, dbFor('dev'))).toEqual({ orders: 0, total: 0, methods: { cash: 0, card: 0, qpay: 0, bank: 0 }, notRecorded: 0 });
  });

  const attempts = (db: Firestore): (() => Promise<unknown>)[] => [
    () => getAggregateFromServer(paymentTotalsQuery(RANGE, db), { orders: count(), total: sum('soldTotalPrice') }),
    () => getAggregateFromServer(paymentTotalsQuery(RANGE, db), { n: count(), cash: sum('payments.cash'), card: sum('payments.card'), qpay: sum('payments.qpay'), bank: sum('payments.bank') }),
  ];

  for (const subject of ['Admin', 'dev', 'Manager'] as const) {
    it(`${subject} may run both`, async () => {
      for (const attempt of attempts(dbFor(subject))) await assertSucceeds(attempt());
    });
  }

  for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre', 'DeliveryBoy', 'Merchant', 'Super Admin'] as const) {
    it(`${subject} may run neither`, async () => {
      for (const attempt of attempts(dbFor(subject))) await assertFails(attempt());
    });
  }
});
