// firestore.rules, the order lists (/store-orders, /merchant-orders, /transactions): the caller x
// operation matrix of the queries those screens run and of their deletes, then the delete's limits.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  sum,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_ROLES } from '../../src/auth/roles';
import { firestoreRulesEnv, modularFirestore } from './support/env';
import { SUBJECTS, TARGETS, resetUsers, uidOf, type Subject } from './support/users';

const NOW = new Date();
const MONTH_START = new Date(NOW.getFullYear(), NOW.getMonth(), 1);
const END = new Date(NOW.getTime() + 60_000);

function orderDoc(id: string, purchaseType: string, userId: string) {
  const line = { id: `${id}-p`, name: 'Nike Air', sku: '123456', price: 100_000, originalPrice: 120_000, isNoat: false, size: '40', colors: [], categories: [], pics: [] };
  return {
    id,
    products: [line],
    purchaseType,
    pending_status: purchaseType === 'delivery' ? 'pending' : 'done',
    quantity: 1,
    soldTotalPrice: 100_000,
    originalTotalPrice: 120_000,
    userId,
    user: { firstName: 'Bold', phone: '99112233' },
    createdUserId: 'someone',
    createdUser: { firstName: 'Saraa', lastName: 'Bat', role: 'Manager' },
    createdAt: Timestamp.fromDate(new Date(NOW.getTime() - 60_000)),
  };
}

function transactionDoc(id: string, amount: number) {
  return {
    id,
    orderId: 'order-1',
    customerId: TARGETS.customer,
    transactionPrice: amount,
    amount,
    user: { id: 'x', firstName: 'Энхтуяа', lastName: 'Батболд' },
    createdAt: Timestamp.fromDate(new Date(NOW.getTime() - 60_000)),
  };
}

// What the screens run (src/features/orders/api/orderListsApi.ts).
const range = [where('createdAt', '>=', Timestamp.fromDate(MONTH_START)), where('createdAt', '<=', Timestamp.fromDate(END))];
const storeOrders = (db: Firestore) =>
  query(collection(db, 'orders'), where('purchaseType', '==', 'store'), ...range, orderBy('createdAt', 'desc'), limit(100));
const merchantOrders = (db: Firestore) =>
  query(collection(db, 'orders'), where('purchaseType', '==', 'merchant'), where('userId', '==', TARGETS.staff), ...range);

type Operation =
  | 'list store orders of the month'
  | 'merchant totals (aggregation)'
  | 'delete a store order'
  | 'delete a merchant order'
  | 'list transactions of the month'
  | 'get a transaction'
  | 'delete a transaction';

/** Deletes act on a fresh document per caller, so one caller's delete never hides another's. */
const OPERATIONS: Record<Operation, (db: Firestore, subject: Subject) => Promise<unknown>> = {
  'list store orders of the month': (db) => getDocs(storeOrders(db)),
  'merchant totals (aggregation)': (db) =>
    getAggregateFromServer(merchantOrders(db), { orders: count(), goods: sum('quantity'), total: sum('soldTotalPrice') }),
  'delete a store order': (db, s) => deleteDoc(doc(db, 'orders', `store-${uidOf(s)}`)),
  'delete a merchant order': (db, s) => deleteDoc(doc(db, 'orders', `merchant-${uidOf(s)}`)),
  'list transactions of the month': (db) => getDocs(query(collection(db, 'transactions'), ...range, orderBy('createdAt', 'desc'), limit(100))),
  'get a transaction': (db) => getDoc(doc(db, 'transactions', 'tx-kept')),
  'delete a transaction': (db, s) => deleteDoc(doc(db, 'transactions', `tx-${uidOf(s)}`)),
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: the order screens' roles (Admin, Manager, dev) read and delete store
// and merchant orders; the transactions screen's (Manager, dev) read and delete transactions.
// (Who reads users is the users and selling rules' business; the screens' own needs are checked below.)
// ---------------------------------------------------------------------------------------------
const ORDER_ROLES: readonly Subject[] = ['Admin', 'Manager', 'dev'];
const TRANSACTION_ROLES: readonly Subject[] = ['Manager', 'dev'];

function expected(subject: Subject, op: Operation): boolean {
  switch (op) {
    case 'list store orders of the month':
    case 'merchant totals (aggregation)':
    case 'delete a store order':
    case 'delete a merchant order':
      return ORDER_ROLES.includes(subject);
    case 'list transactions of the month':
    case 'get a transaction':
    case 'delete a transaction':
      return TRANSACTION_ROLES.includes(subject);
  }
}

let env: RulesTestEnvironment;

function dbFor(subject: Subject): Firestore {
  return modularFirestore(
    subject === 'signed out' ? env.unauthenticatedContext().firestore() : env.authenticatedContext(uidOf(subject)).firestore(),
  );
}

async function arrange(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await write(modularFirestore(ctx.firestore()));
  });
}

async function exists(path: string, id: string): Promise<boolean> {
  let found = false;
  await env.withSecurityRulesDisabled(async (ctx) => {
    found = (await getDoc(doc(modularFirestore(ctx.firestore()), path, id))).exists();
  });
  return found;
}

beforeAll(async () => {
  env = await firestoreRulesEnv('demo-rules-order-lists');
  await resetUsers(env);
  await arrange(async (db) => {
    await setDoc(doc(db, 'orders', 'store-kept'), orderDoc('store-kept', 'store', TARGETS.customer));
    await setDoc(doc(db, 'orders', 'merchant-kept'), orderDoc('merchant-kept', 'merchant', TARGETS.staff));
    await setDoc(doc(db, 'transactions', 'tx-kept'), transactionDoc('tx-kept', 250_000));
    for (const subject of SUBJECTS) {
      const uid = uidOf(subject);
      await setDoc(doc(db, 'orders', `store-${uid}`), orderDoc(`store-${uid}`, 'store', TARGETS.customer));
      await setDoc(doc(db, 'orders', `merchant-${uid}`), orderDoc(`merchant-${uid}`, 'merchant', TARGETS.staff));
      await setDoc(doc(db, 'transactions', `tx-${uid}`), transactionDoc(`tx-${uid}`, -90_000));
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('expected-permissions table', () => {
  it('covers every staff role and special caller', () => {
    for (const role of STAFF_ROLES) expect(SUBJECTS).toContain(role);
  });
});

describe.each(SUBJECTS)('order lists matrix: %s', (subject) => {
  for (const operation of Object.keys(OPERATIONS) as Operation[]) {
    const allowed = expected(subject, operation);
    it(`${allowed ? 'ALLOWED' : 'denied '}: ${operation}`, async () => {
      const attempt = OPERATIONS[operation](dbFor(subject), subject);
      if (allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }
});

describe('what the screens read besides orders and transactions', () => {
  it.each(ORDER_ROLES)('%s lists the merchants for the merchant filter', async (subject) => {
    await assertSucceeds(getDocs(query(collection(dbFor(subject), 'users'), where('role', '==', 'Merchant'))));
  });

  it.each(TRANSACTION_ROLES)("%s reads a transaction's customer by id", async (subject) => {
    await assertSucceeds(getDoc(doc(dbFor(subject), 'users', TARGETS.customer)));
  });
});

describe('deletes: what they touch and what they may not', () => {
  it('an allowed delete removes the document; a refused one leaves it', async () => {
    expect(await exists('orders', `store-${uidOf('Manager')}`)).toBe(false);
    expect(await exists('orders', `store-${uidOf('Reception In City')}`)).toBe(true);
    expect(await exists('transactions', `tx-${uidOf('dev')}`)).toBe(false);
    expect(await exists('transactions', `tx-${uidOf('Admin')}`)).toBe(true);
  });

  it('an order that is neither store nor merchant is not deletable through the order lists rule', async () => {
    // Delivery and mobile orders are the delivery area's (isDeliveryOrderDelete); an order without
    // a purchase type matches no rule at all.
    await arrange(async (db) => {
      await setDoc(doc(db, 'orders', 'no-type'), { ...orderDoc('no-type', 'store', TARGETS.customer), purchaseType: null });
    });
    await assertFails(deleteDoc(doc(dbFor('Manager'), 'orders', 'no-type')));
  });

  it('a missing order cannot be "deleted" (nothing to judge)', async () => {
    await assertFails(deleteDoc(doc(dbFor('Manager'), 'orders', 'never-existed')));
  });

  it('store and merchant orders and transactions still cannot be edited from the lists', async () => {
    await assertFails(updateDoc(doc(dbFor('Manager'), 'orders', 'store-kept'), { soldTotalPrice: 1 }));
    await assertFails(updateDoc(doc(dbFor('dev'), 'transactions', 'tx-kept'), { amount: 1 }));
  });

  it('the merchant figures as Manager match the orders', async () => {
    const snap = await getAggregateFromServer(merchantOrders(dbFor('Manager')), {
      orders: count(),
      goods: sum('quantity'),
      total: sum('soldTotalPrice'),
    });
    const merchantCount = 1 + SUBJECTS.length - ORDER_ROLES.length; // the kept one + those not deleted
    expect(snap.data()).toEqual({ orders: merchantCount, goods: merchantCount, total: merchantCount * 100_000 });
  });
});
