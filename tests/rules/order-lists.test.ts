// firestore.rules, the order lists (/store-orders, /merchant-orders, /transactions): the caller x
// operation matrix of the queries those screens run and of their deletes, then the delete's limits.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_ROLES } from '../../src/auth/roles';
import { deleteOrder } from '../../src/features/orders/api/orderListWrites';
import { deletedOrderRecord } from '../../src/entities/order/deletedOrder';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, rulesHarness } from './support/harness';
import { SUBJECTS, TARGETS, uidOf, type Subject } from './support/users';
import { DELIVERY } from './support/largeDelivery';
import { seedSale } from './support/saleFixture';
import { CUSTOMER, DELIVERY_POINT, STORE_A, addProducts, productData } from './support/selling';

// orderListWrites' default Firestore is the app's (which needs the browser's Firebase config); the
// tests always pass their own.
vi.mock('../../src/firebase/firestore', () => ({ db: null }));

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

// What the screens run (src/features/orders/api/orderListQueries.ts).
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

/**
 * The app's delete (deleteOrder in src/features/orders/api/orderListWrites.ts) as one batch: the
 * deletedOrders/{id} record (the order exactly as stored, the caller as deletedUserId) and the
 * order's deletion. A batch, not the app's transaction, so a caller who may not even read the order
 * is judged on the write itself. `order` is the stored document (read with rules disabled).
 */
function deleteWithRecord(db: Firestore, orderId: string, order: DocumentData, deletedUserId: string): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'deletedOrders', orderId), deletedOrderRecord(orderId, order, deletedUserId, null));
  batch.delete(doc(db, 'orders', orderId));
  return batch.commit();
}

async function deleteTheAppsWay(db: Firestore, subject: Subject, orderId: string): Promise<void> {
  await deleteWithRecord(db, orderId, await stored('orders', orderId), uidOf(subject));
}

/** Deletes act on a fresh document per caller, so one caller's delete never hides another's. */
const OPERATIONS: Record<Operation, (db: Firestore, subject: Subject) => Promise<unknown>> = {
  'list store orders of the month': (db) => getDocs(storeOrders(db)),
  'merchant totals (aggregation)': (db) =>
    getAggregateFromServer(merchantOrders(db), { orders: count(), goods: sum('quantity'), total: sum('soldTotalPrice') }),
  'delete a store order': (db, s) => deleteTheAppsWay(db, s, `store-${uidOf(s)}`),
  'delete a merchant order': (db, s) => deleteTheAppsWay(db, s, `merchant-${uidOf(s)}`),
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

const rules = rulesHarness('demo-rules-order-lists', { users: 'once' });
const { dbFor } = rules;

async function arrange(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await write(modularFirestore(ctx.firestore()));
  });
}

async function exists(path: string, id: string): Promise<boolean> {
  let found = false;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    found = (await getDoc(doc(modularFirestore(ctx.firestore()), path, id))).exists();
  });
  return found;
}

/** A document as stored (read with rules disabled); throws when there is none. */
async function stored(path: string, id: string): Promise<DocumentData> {
  let data: DocumentData | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), path, id))).data();
  });
  if (!data) throw new Error(`${path}/${id} is not there`);
  return data;
}

beforeAll(async () => {
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

describe('expected-permissions table', () => {
  it('covers every staff role and special caller', () => {
    for (const role of STAFF_ROLES) expect(SUBJECTS).toContain(role);
  });
});

describeRoleMatrix('order lists matrix: %s', {
  operations: Object.keys(OPERATIONS) as Operation[],
  allowed: (subject, operation) => expected(subject, operation),
  attempt: (subject, operation) => OPERATIONS[operation](dbFor(subject), subject),
  // One cell at a time: five month-long list queries at once (beside another file) kept the
  // emulator past the 20 s test timeout on a quiet two-core machine.
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
  it('an allowed delete removes the order and leaves its record; a refused one leaves both as they were', async () => {
    expect(await exists('orders', `store-${uidOf('Manager')}`)).toBe(false);
    const record = await stored('deletedOrders', `store-${uidOf('Manager')}`);
    expect(record).toMatchObject({
      id: `store-${uidOf('Manager')}`,
      order: orderDoc(`store-${uidOf('Manager')}`, 'store', TARGETS.customer),
      cancelTransactionId: null,
      deletedUserId: uidOf('Manager'),
    });
    expect(record.deletedAt).toBeInstanceOf(Timestamp);
    expect(await exists('orders', `store-${uidOf('Reception In City')}`)).toBe(true);
    expect(await exists('deletedOrders', `store-${uidOf('Reception In City')}`)).toBe(false);
    expect(await exists('transactions', `tx-${uidOf('dev')}`)).toBe(false);
    expect(await exists('transactions', `tx-${uidOf('Admin')}`)).toBe(true);
  });

  it.each(ORDER_ROLES)("%s deletes a store and a merchant order with the app's deleteOrder", async (subject) => {
    const uid = uidOf(subject);
    await arrange(async (db) => {
      await setDoc(doc(db, 'orders', `app-store-${uid}`), orderDoc(`app-store-${uid}`, 'store', TARGETS.customer));
      await setDoc(doc(db, 'orders', `app-merchant-${uid}`), orderDoc(`app-merchant-${uid}`, 'merchant', TARGETS.staff));
    });
    for (const id of [`app-store-${uid}`, `app-merchant-${uid}`]) {
      const before = await stored('orders', id);
      await assertSucceeds(deleteOrder(id, uid, dbFor(subject)));
      expect(await exists('orders', id)).toBe(false);
      expect(await stored('deletedOrders', id)).toMatchObject({ id, order: before, cancelTransactionId: null, deletedUserId: uid });
    }
  });

  describe('refused deletes (as Manager, who may delete these orders the right way)', () => {
    const manager = () => dbFor('Manager');
    const fresh = async (id: string) => {
      await arrange(async (db) => {
        await setDoc(doc(db, 'orders', id), orderDoc(id, 'store', TARGETS.customer));
      });
      return stored('orders', id);
    };
    const untouched = async (id: string) => {
      expect(await exists('orders', id)).toBe(true);
      expect(await exists('deletedOrders', id)).toBe(false);
    };

    it('a bare delete, without the deletedOrders record', async () => {
      const order = await fresh('bare');
      await assertFails(deleteDoc(doc(manager(), 'orders', 'bare')));
      await untouched('bare');
      await assertSucceeds(deleteWithRecord(manager(), 'bare', order, uidOf('Manager')));
    });

    it('a record naming someone else as deletedUserId', async () => {
      const order = await fresh('other-deleter');
      await assertFails(deleteWithRecord(manager(), 'other-deleter', order, uidOf('Admin')));
      await assertFails(deleteWithRecord(manager(), 'other-deleter', order, 'someone'));
      await untouched('other-deleter');
      await assertSucceeds(deleteWithRecord(manager(), 'other-deleter', order, uidOf('Manager')));
    });

    it("a record whose order differs from the stored order (a changed total, a dropped field, another order's copy)", async () => {
      const order = await fresh('forged-copy');
      await assertFails(deleteWithRecord(manager(), 'forged-copy', { ...order, soldTotalPrice: 1 }, uidOf('Manager')));
      const { createdUserId: _dropped, ...withoutCreator } = order;
      await assertFails(deleteWithRecord(manager(), 'forged-copy', withoutCreator, uidOf('Manager')));
      await assertFails(deleteWithRecord(manager(), 'forged-copy', await stored('orders', 'store-kept'), uidOf('Manager')));
      await untouched('forged-copy');
      // The same write with the order as stored goes through.
      await assertSucceeds(deleteWithRecord(manager(), 'forged-copy', order, uidOf('Manager')));
    });

    it('a record without deleting the order, or one with a deletedAt other than now', async () => {
      const order = await fresh('record-only');
      const db = manager();
      await assertFails(setDoc(doc(db, 'deletedOrders', 'record-only'), deletedOrderRecord('record-only', order, uidOf('Manager'), null)));
      const batch = writeBatch(db);
      batch.set(doc(db, 'deletedOrders', 'record-only'), {
        ...deletedOrderRecord('record-only', order, uidOf('Manager'), null),
        deletedAt: Timestamp.fromDate(new Date(NOW.getTime() - 3_600_000)),
      });
      batch.delete(doc(db, 'orders', 'record-only'));
      await assertFails(batch.commit());
      await untouched('record-only');
    });

    it('a pending delivery order is not deleted like a done one (no cancel transaction, products not returned)', async () => {
      await arrange(async (db) => {
        await setDoc(doc(db, 'orders', 'pending-delivery'), orderDoc('pending-delivery', 'delivery', TARGETS.customer));
      });
      await assertFails(deleteWithRecord(manager(), 'pending-delivery', await stored('orders', 'pending-delivery'), uidOf('Manager')));
      await untouched('pending-delivery');
    });

    it('a missing order cannot be "deleted", bare or with a record (nothing to judge)', async () => {
      await assertFails(deleteDoc(doc(manager(), 'orders', 'never-existed')));
      await assertFails(deleteWithRecord(manager(), 'never-existed', orderDoc('never-existed', 'store', TARGETS.customer), uidOf('Manager')));
      expect(await exists('deletedOrders', 'never-existed')).toBe(false);
    });

    it('an order id once deleted keeps its record: it cannot be replaced by a second delete', async () => {
      const order = await fresh('deleted-twice');
      await assertSucceeds(deleteWithRecord(manager(), 'deleted-twice', order, uidOf('Manager')));
      await arrange(async (db) => {
        await setDoc(doc(db, 'orders', 'deleted-twice'), order);
      });
      await assertFails(deleteWithRecord(dbFor('Admin'), 'deleted-twice', order, uidOf('Admin')));
      expect((await stored('deletedOrders', 'deleted-twice')).deletedUserId).toBe(uidOf('Manager'));
    });
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

describe('sellers read only their own store\'s store orders; a seller without a store reads none', () => {
  const SELLER_WITH_STORE = 'order-lists-seller-a';
  beforeAll(async () => {
    await arrange(async (db) => {
      await setDoc(doc(db, 'users', SELLER_WITH_STORE), {
        ...(await stored('users', uidOf('Reception In City'))),
        id: SELLER_WITH_STORE,
        locationId: 'store-a',
        locationType: 'store',
      });
      await setDoc(doc(db, 'orders', 'seller-store-a'), { ...orderDoc('seller-store-a', 'store', TARGETS.customer), locationId: 'store-a' });
      await setDoc(doc(db, 'orders', 'seller-store-b'), { ...orderDoc('seller-store-b', 'store', TARGETS.customer), locationId: 'store-b' });
    });
  });

  const sellerOrders = (db: Firestore, locationId: string | null) =>
    getDocs(query(collection(db, 'orders'), where('purchaseType', '==', 'store'), where('locationId', '==', locationId)));

  it("a seller of store-a reads store-a's store orders, not store-b's nor orders without a store", async () => {
    const db = dbFor({ uid: SELLER_WITH_STORE });
    await assertSucceeds(getDoc(doc(db, 'orders', 'seller-store-a')));
    const snap = await assertSucceeds(sellerOrders(db, 'store-a'));
    expect(snap.docs.map((d) => d.id)).toEqual(['seller-store-a']);
    await assertFails(getDoc(doc(db, 'orders', 'seller-store-b')));
    await assertFails(sellerOrders(db, 'store-b'));
    await assertFails(getDoc(doc(db, 'orders', 'store-kept')));
    await assertFails(sellerOrders(db, null));
  });

  it.each(['Reception In City', 'Reception In Country'] as const)('%s without a store reads no order at all', async (subject) => {
    expect((await stored('users', uidOf(subject))).locationId).toBeNull();
    const db = dbFor(subject);
    for (const id of ['seller-store-a', 'seller-store-b', 'store-kept', 'merchant-kept']) {
      await assertFails(getDoc(doc(db, 'orders', id)));
    }
    await assertFails(sellerOrders(db, 'store-a'));
    await assertFails(sellerOrders(db, null));
    await assertFails(getDocs(storeOrders(db)));
    await assertFails(getDocs(collection(db, 'orders')));
  });

  it("orders as the sell command writes them: the store's seller reads its store sale, the call centre its own delivery", async () => {
    await arrange((db) => setDoc(doc(db, 'deliveryLocations', DELIVERY_POINT), { name: 'Bayanzurkh' }));
    const [a, b] = await addProducts(rules.env, [productData(), productData()]);
    const store = await seedSale(rules.env, { kind: 'store', products: [a], lines: [{ productId: a.id, isNoat: false }], buyer: CUSTOMER }, 'Manager');
    const delivery = await seedSale(rules.env, { kind: 'delivery', products: [b], lines: [{ productId: b.id, isNoat: false }], buyer: CUSTOMER, delivery: DELIVERY }, 'Call Centre');
    const seller = dbFor({ uid: SELLER_WITH_STORE });
    await assertSucceeds(getDoc(doc(seller, 'orders', store.orderId)));
    expect((await assertSucceeds(sellerOrders(seller, STORE_A))).docs.map((d) => d.id)).toContain(store.orderId);
    await assertFails(getDoc(doc(seller, 'orders', delivery.orderId)));
    await assertFails(getDocs(collection(seller, 'orders')));
    const cc = dbFor('Call Centre');
    const own = await assertSucceeds(getDocs(query(collection(cc, 'orders'), where('purchaseType', '==', 'delivery'), where('createdUserId', '==', uidOf('Call Centre')))));
    expect(own.docs.map((d) => d.id)).toEqual([delivery.orderId]);
    await assertFails(getDocs(query(collection(cc, 'orders'), where('purchaseType', '==', 'delivery'))));
    await assertFails(getDoc(doc(cc, 'orders', store.orderId)));
    await assertFails(getDocs(query(collection(dbFor('DeliveryBoy'), 'orders'), where('purchaseType', '==', 'store'), where('locationId', '==', STORE_A))));
  });
});
