// firestore.rules, orders and sales (read by the dashboard and, later, the order screens): the
// caller x operation matrix, plus the dashboard's own aggregation queries run as the callers.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  setDoc,
  sum,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_ROLES } from '../../src/auth/roles';
import {
  fetchChannels,
  fetchClientCount,
  fetchMonthlySales,
  fetchRevenue,
  fetchTodayOrders,
  fetchTopStores,
  fetchTotalOrders,
} from '../../src/features/dashboard/api/dashboardQueries';
import { deletedOrderRecord } from '../../src/entities/order/deletedOrder';
import { firestoreRulesEnv, modularFirestore } from './support/env';
import { SUBJECTS, resetUsers, uidOf, type Subject } from './support/users';

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
    await seedSalesData(env);
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

let env: RulesTestEnvironment;

async function restoreStoreOrder(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'orders', 'order-store'), ORDERS[0]);
    batch.delete(doc(db, 'deletedOrders', 'order-store'));
    await batch.commit();
  });
}

function dbFor(subject: Subject): Firestore {
  return modularFirestore(
    subject === 'signed out' ? env.unauthenticatedContext().firestore() : env.authenticatedContext(uidOf(subject)).firestore(),
  );
}

// Seeded once: every write in this file is expected to be refused (the allowed store-order delete
// puts the order back), so the data stays as seeded (a write wrongly allowed fails its own test first).
beforeAll(async () => {
  env = await firestoreRulesEnv('demo-rules-dashboard');
  await env.clearFirestore();
  await resetUsers(env);
  await seedSalesData(env);
});

afterAll(async () => {
  await env?.cleanup();
});

describe('expected-permissions table', () => {
  it('has a row for every staff role and special caller', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SUBJECTS].sort());
    for (const role of STAFF_ROLES) expect(EXPECTED).toHaveProperty([role]);
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

describe.each(SUBJECTS)('orders and sales matrix: %s', (subject) => {
  for (const operation of Object.keys(OPERATIONS) as Operation[]) {
    const allowed = EXPECTED[subject][operation];
    it(`${allowed ? 'ALLOWED' : 'denied '}: ${operation}`, async () => {
      const attempt = OPERATIONS[operation](dbFor(subject), subject);
      if (allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }
});

describe('dashboard queries (src/features/dashboard/api) as Admin', () => {
  it('sum and average over sales give the right figures', async () => {
    const snap = await assertSucceeds(
      getAggregateFromServer(collection(dbFor('Admin'), 'sales'), { total: sum('price'), avg: average('price'), n: count() }),
    );
    expect(snap.data()).toEqual({ total: 505_000, avg: 505_000 / 3, n: 3 });
  });

  it('total revenue and the average price rounded to 2 decimals', async () => {
    await expect(fetchRevenue(dbFor('Admin'))).resolves.toEqual({ revenue: 505_000, averagePrice: 168_333.33 });
  });

  it("today's orders and total orders", async () => {
    await expect(fetchTodayOrders(NOW, dbFor('Admin'))).resolves.toBe(1);
    await expect(fetchTotalOrders(dbFor('Admin'))).resolves.toBe(2);
  });

  it('total clients counts users with role clientUser', async () => {
    // resetUsers seeds one customer doc and one clientUser profile.
    await expect(fetchClientCount(dbFor('Admin'))).resolves.toBe(2);
  });

  it('monthly sales of the current year', async () => {
    const months = await fetchMonthlySales(NOW, dbFor('Admin'));
    expect(months).toHaveLength(12);
    const byMonth = (m: number) => months.find((x) => x.month === m);
    if (NOW.getMonth() === 0) {
      expect(byMonth(0)).toEqual({ month: 0, revenue: 505_000, count: 3 });
    } else {
      expect(byMonth(0)).toEqual({ month: 0, revenue: 155_000, count: 1 });
      expect(byMonth(NOW.getMonth())).toEqual({ month: NOW.getMonth(), revenue: 350_000, count: 2 });
    }
    for (const m of months.filter((x) => x.month > NOW.getMonth())) expect(m.revenue).toBe(0);
  });

  it('top stores: yearly sales per store, highest first', async () => {
    const stores = await fetchTopStores(NOW, dbFor('Admin'));
    expect(stores).toEqual([
      { id: 'store-a', name: 'Store A', total: 350_000, percent: 100 },
      { id: 'store-b', name: 'Store B', total: 0, percent: 0 },
    ]);
  });

  it('orders per sales channel', async () => {
    await expect(fetchChannels(dbFor('Admin'))).resolves.toEqual([
      { channel: 'store', count: 1 },
      { channel: 'delivery', count: 1 },
    ]);
  });

  it('the same aggregations fail for Reception and Call Centre', async () => {
    for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre'] as const) {
      await assertFails(fetchRevenue(dbFor(subject)));
      await assertFails(fetchTotalOrders(dbFor(subject)));
    }
  });

  it('a DeliveryBoy may not count all orders', async () => {
    await assertFails(fetchTotalOrders(dbFor('DeliveryBoy')));
  });
});
