// firestore.rules, orders and sales (read by the dashboard and, later, the order screens): the
// caller x operation matrix, plus the dashboard's own aggregation queries run as the callers.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  average,
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { loadDashboard } from '../../src/features/dashboard/api/dashboardQueries';
import { saveKeptFigures } from '../../src/features/dashboard/api/dashboardWrites';
import { startOfDay } from '../../src/features/dashboard/domain/periods';
import { newYear } from '../../src/features/dashboard/domain/storedFigures';
import { deletedOrderRecord } from '../../src/entities/order/deletedOrder';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import { SUBJECTS, uidOf, type Subject } from './support/users';

// ---------------------------------------------------------------------------------------------
// Data: two orders (a store order today, a delivery order in January) and their three sales.
// ---------------------------------------------------------------------------------------------
const NOW = new Date();
const TODAY = new Date(NOW.getTime() - 60_000);
const JANUARY = new Date(NOW.getFullYear(), 0, 15, 12);

function line(id: string, price: number) {
  return { id, name: `Shoe ${id}`, sku: '123456', price, originalPrice: price, isNoat: false, size: '40', colors: [], categories: [], pics: [] };
}

function orderDoc(id: string, purchaseType: string, locationId: string, at: Date, prices: number[]) {
  return {
    id,
    products: prices.map((p, i) => line(`${id}-p${i}`, p)),
    purchaseType,
    pending_status: 'done',
    quantity: prices.length,
    soldTotalPrice: prices.reduce((a, b) => a + b, 0),
    originalTotalPrice: prices.reduce((a, b) => a + b, 0),
    userId: 'customer-1',
    user: { firstName: 'Bold', phone: '99112233' },
    locationId,
    locationName: locationId,
    locationType: purchaseType === 'store' ? 'store' : 'delivery',
    createdUserId: 'seller-1',
    createdUser: { firstName: 'Saraa', lastName: 'Bat', role: 'Reception In City' },
    createdAt: Timestamp.fromDate(at),
  };
}

const ORDERS = [
  orderDoc('order-store', 'store', 'store-a', TODAY, [100_000, 250_000]),
  orderDoc('order-delivery', 'delivery', 'district-01', JANUARY, [155_000]),
];

async function seedSalesData(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'stores', 'store-a'), { name: 'Store A', address: 'Sukhbaatar district', phone: '77111101' });
    batch.set(doc(db, 'stores', 'store-b'), { name: 'Store B', address: 'Khan-Uul district', phone: '77111102' });
    for (const order of ORDERS) {
      batch.set(doc(db, 'orders', order.id), order);
      order.products.forEach((product, i) => {
        const id = `${order.id}-sale-${i}`;
        batch.set(doc(db, 'sales', id), {
          id,
          product,
          productId: product.id,
          orderId: order.id,
          price: product.price,
          userId: order.userId,
          user: order.user,
          locationType: order.locationType,
          locationId: order.locationId,
          locationName: order.locationName,
          purchaseType: order.purchaseType,
          createdAt: order.createdAt,
        });
      });
    }
    await batch.commit();
  });
}

// ---------------------------------------------------------------------------------------------
// The operations of the matrix.
// ---------------------------------------------------------------------------------------------
type Operation =
  | 'get an order'
  | 'list orders'
  | 'count orders (aggregation)'
  | 'create an order'
  | 'update an order'
  | 'delete an order'
  | 'get a sale'
  | 'list sales'
  | 'sum and average sales (aggregation)'
  | 'create a sale'
  | 'update a sale'
  | 'delete a sale';

const OPERATIONS: Record<Operation, (db: Firestore, subject: Subject) => Promise<unknown>> = {
  'get an order': (db) => getDoc(doc(db, 'orders', 'order-store')),
  'list orders': (db) => getDocs(collection(db, 'orders')),
  'count orders (aggregation)': (db) => getCountFromServer(query(collection(db, 'orders'), where('purchaseType', '==', 'store'))),
  'create an order': (db) => addDoc(collection(db, 'orders'), { ...ORDERS[0], id: 'new' }),
  'update an order': (db) => updateDoc(doc(db, 'orders', 'order-delivery'), { pending_status: 'delivering' }),
  // The store-orders screen may delete a store order the app's way (tests/rules/order-lists.test.ts):
  // in one write with its deletedOrders record (the order as stored, the caller as deletedUserId).
  // The order is put back (and the record removed) after an allowed delete so the dashboard figures
  // below still see it.
  'delete an order': async (db, subject) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'deletedOrders', 'order-store'), deletedOrderRecord('order-store', ORDERS[0], uidOf(subject), null));
    batch.delete(doc(db, 'orders', 'order-store'));
    await batch.commit();
    await restoreStoreOrder();
  },
  'get a sale': (db) => getDoc(doc(db, 'sales', 'order-store-sale-0')),
  'list sales': (db) => getDocs(collection(db, 'sales')),
  'sum and average sales (aggregation)': (db) =>
    getAggregateFromServer(collection(db, 'sales'), { total: sum('price'), avg: average('price'), n: count() }),
  'create a sale': (db) => setDoc(doc(db, 'sales', 'new-sale'), { price: 1000, orderId: 'x', createdAt: Timestamp.now() }),
  'update a sale': (db) => updateDoc(doc(db, 'sales', 'order-store-sale-0'), { price: 1 }),
  // The sales list (/report/sales: Admin, dev) may delete a sale (tests/rules/sales-lists.test.ts);
  // the data is put back after an allowed delete so the dashboard figures below still see it.
  'delete a sale': async (db) => {
    await deleteDoc(doc(db, 'sales', 'order-store-sale-0'));
    await seedSalesData(rules.env);
  },
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: caller -> operation -> allowed. One test per cell.
// Readers: Admin (dashboard), Manager (order screens), dev. Their only writes: the deletes below.
// ---------------------------------------------------------------------------------------------
const READERS: readonly Subject[] = ['Admin', 'Manager', 'dev'];
const READ_OPERATIONS: readonly Operation[] = [
  'get an order',
  'list orders',
  'count orders (aggregation)',
  'get a sale',
  'list sales',
  'sum and average sales (aggregation)',
];

// Besides reading, the readers may delete a store order (the store-orders screen), and Admin and
// dev a sale (the sales list).
const READER_OPERATIONS: readonly Operation[] = [...READ_OPERATIONS, 'delete an order'];
const SALE_DELETERS: readonly Subject[] = ['Admin', 'dev'];
const allowedFor = (subject: Subject, op: Operation): boolean =>
  (READERS.includes(subject) && READER_OPERATIONS.includes(op)) || (op === 'delete a sale' && SALE_DELETERS.includes(subject));

const EXPECTED: Record<Subject, Record<Operation, boolean>> = Object.fromEntries(
  SUBJECTS.map((subject) => [
    subject,
    Object.fromEntries(
      (Object.keys(OPERATIONS) as Operation[]).map((op) => [op, allowedFor(subject, op)]),
    ),
  ]),
) as Record<Subject, Record<Operation, boolean>>;

const rules = rulesHarness('demo-rules-dashboard', { users: 'once' });
const { dbFor } = rules;

async function restoreStoreOrder(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'orders', 'order-store'), ORDERS[0]);
    batch.delete(doc(db, 'deletedOrders', 'order-store'));
    await batch.commit();
  });
}

// Seeded once: every write in this file is expected to be refused (the allowed store-order delete
// puts the order back), so the data stays as seeded (a write wrongly allowed fails its own test first).
beforeAll(async () => {
  await seedSalesData(rules.env);
});

describe('expected-permissions table', () => {
  it('has a row for every staff role and special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });

  it('only Admin, Manager and dev read (and delete a store order; Admin and dev a sale); nobody else writes', () => {
    for (const subject of SUBJECTS) {
      for (const op of Object.keys(OPERATIONS) as Operation[]) {
        expect(EXPECTED[subject][op]).toBe(allowedFor(subject, op));
      }
    }
    expect(EXPECTED.Manager['delete a sale']).toBe(false);
    expect(EXPECTED.Admin['delete a sale']).toBe(true);
  });
});

describeRoleMatrix('orders and sales matrix: %s', {
  operations: Object.keys(OPERATIONS) as Operation[],
  allowed: (subject, operation) => EXPECTED[subject][operation],
  attempt: (subject, operation) => OPERATIONS[operation](dbFor(subject), subject),
});

describe('the dashboard (src/features/dashboard/api) as Admin', () => {
  const today = startOfDay(NOW);
  const year = String(today.getFullYear());
  const kept = async () => {
    let data: Record<string, unknown> | undefined;
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      data = (await getDoc(doc(modularFirestore(ctx.firestore()), 'dashboardFigures', year))).data();
    });
    return data;
  };
  const clearKept = () => rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    await Promise.all([deleteDoc(doc(db, 'dashboardFigures', year)), deleteDoc(doc(db, 'dashboardFigures', String(Number(year) - 1)))]);
  });

  it('the first open computes every figure from the whole history and keeps what came before today', async () => {
    await clearKept();
    const shown = await loadDashboard(NOW, false, dbFor('Admin'));
    expect(shown.revenue).toEqual({ revenue: 505_000, averagePrice: 168_333.33 });
    expect(shown.todayOrders).toBe(1);
    expect(shown.totalOrders).toBe(2);
    // resetUsers seeds one customer doc and one clientUser profile.
    expect(shown.clients).toBe(2);
    expect(shown.channels).toEqual([
      { channel: 'store', count: 1 },
      { channel: 'delivery', count: 1 },
    ]);
    expect(shown.stores).toEqual([
      { id: 'store-a', name: 'Store A', total: 350_000, percent: 100 },
      { id: 'store-b', name: 'Store B', total: 0, percent: 0 },
    ]);
    const byMonth = (m: number) => shown.months.find((x) => x.month === m);
    if (NOW.getMonth() === 0) {
      expect(byMonth(0)).toEqual({ month: 0, revenue: 505_000, count: 3 });
    } else {
      expect(byMonth(0)).toEqual({ month: 0, revenue: 155_000, count: 1 });
      expect(byMonth(NOW.getMonth())).toEqual({ month: NOW.getMonth(), revenue: 350_000, count: 2 });
    }
    // Kept: everything before today (the January order and its sale), not today's store order.
    const stored = await kept();
    expect(stored).toMatchObject({ year: Number(year), orders: 1, sales: 1, salesTotal: 155_000, customers: 2, channels: { delivery: 1, store: 0 } });
    expect((stored?.through as Timestamp).toMillis()).toBe(today.getTime());
  });

  it('a later open reads the kept figures instead of the history, and adds today', async () => {
    // Kept figures that differ from the history on purpose: the dashboard must show them.
    await rules.env.withSecurityRulesDisabled(async (ctx) =>
      saveKeptFigures({ ...newYear(null, Number(year), today.getTime()), orders: 40, sales: 70, salesTotal: 7_000_000, customers: 9 }, modularFirestore(ctx.firestore())),
    );
    const shown = await loadDashboard(NOW, false, dbFor('Admin'));
    expect(shown.totalOrders).toBe(41);
    expect(shown.clients).toBe(9);
    expect(shown.revenue.revenue).toBe(7_350_000);
    expect(shown.todayOrders).toBe(1);
  });

  it('kept figures of an earlier day are rolled forward over the days since, then saved', async () => {
    const dayBefore = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await rules.env.withSecurityRulesDisabled(async (ctx) =>
      saveKeptFigures({ ...newYear(null, Number(year), dayBefore.getTime()), orders: 40 }, modularFirestore(ctx.firestore())),
    );
    const shown = await loadDashboard(NOW, false, dbFor('Admin'));
    expect(shown.totalOrders).toBe(41); // nothing was created yesterday
    expect(((await kept())?.through as Timestamp).toMillis()).toBe(today.getTime());
  });

  it('Recompute rebuilds the kept figures from the whole history', async () => {
    const shown = await loadDashboard(NOW, true, dbFor('dev'));
    expect(shown.totalOrders).toBe(2);
    expect(await kept()).toMatchObject({ orders: 1, customers: 2 });
  });

  it('Recompute corrects bogus figures kept later the same day (through after the start of today)', async () => {
    // Written before the rules wanted a quarter hour, or at one: the last quarter hour before now.
    const bogusThrough = Math.floor(Date.now() / 900_000) * 900_000;
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modularFirestore(ctx.firestore()), 'dashboardFigures', year), {
        ...newYear(null, Number(year), 0),
        through: Timestamp.fromMillis(bogusThrough),
        orders: 999,
        salesTotal: 123_456_789,
        storeTotals: { 'store-a': 5 },
        updatedAt: Timestamp.now(),
      });
    });
    const shown = await assertSucceeds(loadDashboard(NOW, true, dbFor('Admin')));
    expect(shown.totalOrders).toBe(2);
    const fixed = await kept();
    expect(fixed).toMatchObject({ orders: 1, customers: 2 });
    expect((fixed?.through as Timestamp).toMillis()).toBe(today.getTime());
    // A plain open after it finds the corrected figures current.
    expect((await loadDashboard(NOW, false, dbFor('Admin'))).totalOrders).toBe(2);
  });

  it('only Admin and dev read or keep the figures; forged documents are refused', async () => {
    const figures = { ...newYear(null, Number(year), today.getTime()), orders: 3 };
    for (const subject of SUBJECTS.filter((s) => s !== 'Admin' && s !== 'dev')) {
      await assertFails(getDoc(doc(dbFor(subject), 'dashboardFigures', year)));
      await assertFails(saveKeptFigures(figures, dbFor(subject)));
    }
    await assertSucceeds(saveKeptFigures(figures, dbFor('Admin')));
    const ref = doc(dbFor('Admin'), 'dashboardFigures', year);
    const base = (await getDoc(ref)).data() ?? {};
    const legit = { ...base, updatedAt: serverTimestamp() };
    await assertSucceeds(setDoc(ref, legit));
    const forged: [string, Record<string, unknown>][] = [
      ['through in the future', { through: Timestamp.fromMillis(Date.now() + 86_400_000) }],
      ['through moved back', { through: Timestamp.fromMillis(today.getTime() - 86_400_000) }],
      ['another year', { year: Number(year) + 1 }],
      ['through not at a quarter hour (now)', { through: Timestamp.fromMillis(Date.now() - 1) }],
      ['a figure not an integer', { orders: 1.5 }],
      ['negative sales total', { salesTotal: -100 }],
      ['a negative channel count', { channels: { store: -1, delivery: 0, merchant: 0, mobile: 0 } }],
      ['store totals not a map', { storeTotals: [1, 2] }],
      ['a negative store total', { storeTotals: { 'store-a': 100, 'store-b': -5 } }],
      ['a store total a string', { storeTotals: { 'store-a': '100' } }],
      ['a store total a map', { storeTotals: { 'store-a': { nested: 1 } } }],
      ['a store id with other characters', { storeTotals: { 'store a<b>': 1 } }],
      ['16 store totals', { storeTotals: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`store-${i}`, i])) }],
      ['negative orders', { orders: -1 }],
      ['positive refunds', { refunds: 1000 }],
      ['a month list too short', { monthSales: [1, 2, 3] }],
      ['an unknown channel', { channels: { store: 1, shop: 2 } }],
      ['an extra field', { note: 'x' }],
      ['updatedAt not now', { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }],
    ];
    for (const [name, change] of forged) {
      await expect(assertFails(setDoc(ref, { ...legit, ...change })), name).resolves.toBeDefined();
    }
    // The legitimate extremes: 15 stores with totals (0 too), a store total as large as the year's.
    await assertSucceeds(setDoc(ref, { ...legit, storeTotals: Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`store-${i}`, i * 1000])) }));
    await assertSucceeds(setDoc(ref, { ...legit, storeTotals: { 'store-a': 0, AbCdEfGh0123456789xy: 5_000_000 } }));
    await assertFails(deleteDoc(ref));
  });

  it('the dashboard fails for Reception, Call Centre and couriers', async () => {
    for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre', 'DeliveryBoy'] as const) {
      await assertFails(loadDashboard(NOW, false, dbFor(subject)));
    }
  });
});
