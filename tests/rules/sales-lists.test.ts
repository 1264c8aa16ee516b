// firestore.rules, the sales lists (/report/sales, /merchant-sales, /customer-sales): the caller x
// operation matrix of the three list queries those screens run and of the sale delete, then what the
// delete may not do and that a refund still works once the product's sale is gone.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_ROLES } from '../../src/auth/roles';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { refundAmount, refundFields } from '../../src/entities/product/stockChanges';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, rulesHarness } from './support/harness';
import { SUBJECTS, TARGETS, uidOf, type Subject } from './support/users';
import { sampleProductDetails } from '../../src/test/productFixtures';

const START = new Date(2026, 0, 1);
const END = new Date(2026, 11, 31, 23, 59, 59, 999);
const AT = Timestamp.fromDate(new Date(2026, 2, 4, 9, 0, 0));

function saleDoc(id: string, locationType: string, locationId: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    product: { id: `${id}-p`, name: 'Nike Air', sku: '123456', price: 100_000, originalPrice: 100_000, isNoat: false, size: '40', colors: [], categories: [], pics: [] },
    productId: `${id}-p`,
    orderId: 'order-1',
    price: 100_000,
    userId: TARGETS.customer,
    user: { firstName: 'Болд', phone: '99112233' },
    locationType,
    locationId,
    locationName: 'Somewhere',
    purchaseType: locationType,
    createdUserId: 'someone',
    createdAt: AT,
    ...extra,
  };
}

// What the screens run (src/features/salesLists/api/salesListQueries.ts salesQuery, first page).
const range = [where('createdAt', '>=', Timestamp.fromDate(START)), where('createdAt', '<=', Timestamp.fromDate(END))];
const page = [orderBy('createdAt', 'desc'), limit(500)] as const;

type Operation =
  | 'list every sale of the range (/report/sales)'
  | 'list merchant sales (/merchant-sales, all)'
  | "list one merchant's sales (/merchant-sales, filtered)"
  | 'list store and delivery sales (/customer-sales)'
  | 'list store sales (/customer-sales, filtered)'
  | 'get a sale'
  | 'delete a sale';

/** Deletes act on a fresh sale per caller, so one caller's delete never hides another's. */
const OPERATIONS: Record<Operation, (db: Firestore, subject: Subject) => Promise<unknown>> = {
  'list every sale of the range (/report/sales)': (db) => getDocs(query(collection(db, 'sales'), ...range, ...page)),
  'list merchant sales (/merchant-sales, all)': (db) =>
    getDocs(query(collection(db, 'sales'), where('locationType', '==', 'merchant'), ...range, ...page)),
  "list one merchant's sales (/merchant-sales, filtered)": (db) =>
    getDocs(query(collection(db, 'sales'), where('locationType', '==', 'merchant'), where('locationId', '==', TARGETS.staff), ...range, ...page)),
  'list store and delivery sales (/customer-sales)': (db) =>
    getDocs(query(collection(db, 'sales'), where('locationType', 'in', ['delivery', 'store']), ...range, ...page)),
  'list store sales (/customer-sales, filtered)': (db) =>
    getDocs(query(collection(db, 'sales'), where('locationType', '==', 'store'), ...range, ...page)),
  'get a sale': (db) => getDoc(doc(db, 'sales', 'sale-kept')),
  'delete a sale': (db, s) => deleteDoc(doc(db, 'sales', `sale-${uidOf(s)}`)),
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: the sales readers (Admin, Manager, dev; isOrderReader) list sales; the
// roles of /report/sales (Admin, dev) delete them (the dev screens are dev's).
// ---------------------------------------------------------------------------------------------
const READ_ROLES: readonly Subject[] = ['Admin', 'Manager', 'dev'];
const DELETE_ROLES: readonly Subject[] = ['Admin', 'dev'];

function expected(subject: Subject, op: Operation): boolean {
  return op === 'delete a sale' ? DELETE_ROLES.includes(subject) : READ_ROLES.includes(subject);
}

const rules = rulesHarness('demo-rules-sales-lists', { users: 'once' });
const { dbFor } = rules;

async function arrange(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await write(modularFirestore(ctx.firestore()));
  });
}

async function read(path: string, id: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), path, id))).data();
  });
  return data;
}

beforeAll(async () => {
  await arrange(async (db) => {
    await setDoc(doc(db, 'sales', 'sale-kept'), saleDoc('sale-kept', 'store', 'store-1'));
    await setDoc(doc(db, 'sales', 'sale-merchant'), saleDoc('sale-merchant', 'merchant', TARGETS.staff));
    await setDoc(doc(db, 'sales', 'sale-delivery'), saleDoc('sale-delivery', 'delivery', 'duureg-1'));
    for (const subject of SUBJECTS) {
      const uid = uidOf(subject);
      await setDoc(doc(db, 'sales', `sale-${uid}`), saleDoc(`sale-${uid}`, 'merchant', TARGETS.staff));
    }
  });
});

describe('expected-permissions table', () => {
  it('covers every staff role and special caller', () => {
    for (const role of STAFF_ROLES) expect(SUBJECTS).toContain(role);
  });
});

describeRoleMatrix('sales lists matrix: %s', {
  operations: Object.keys(OPERATIONS) as Operation[],
  allowed: (subject, operation) => expected(subject, operation),
  attempt: (subject, operation) => OPERATIONS[operation](dbFor(subject), subject),
  // One cell at a time: five month-long list queries at once (beside another file) kept the
  // emulator past the 20 s test timeout on a quiet two-core machine.
});

describe('the delete', () => {
  it('an allowed delete removes the sale; a refused one leaves it', async () => {
    expect(await read('sales', `sale-${uidOf('Admin')}`)).toBeUndefined();
    expect(await read('sales', `sale-${uidOf('dev')}`)).toBeUndefined();
    expect(await read('sales', `sale-${uidOf('Manager')}`)).toBeDefined();
    expect(await read('sales', `sale-${uidOf('Merchant')}`)).toBeDefined();
  });

  it('a missing sale cannot be "deleted"', async () => {
    await assertFails(deleteDoc(doc(dbFor('Admin'), 'sales', 'never-existed')));
  });

  it('a merchant may not delete the sales at its own location', async () => {
    await arrange((db) => setDoc(doc(db, 'sales', 'sale-own'), saleDoc('sale-own', 'merchant', uidOf('Merchant'))));
    await assertFails(deleteDoc(doc(dbFor('Merchant'), 'sales', 'sale-own')));
  });

  it('the readers still may not create or edit sales through the list (no write besides delete)', async () => {
    await assertFails(setDoc(doc(dbFor('Admin'), 'sales', 'sale-new'), saleDoc('sale-new', 'store', 'store-1')));
    await assertFails(setDoc(doc(dbFor('dev'), 'sales', 'sale-kept'), { ...saleDoc('sale-kept', 'store', 'store-1'), price: 1 }));
  });
});

describe('the courier reading the sales of its own delivery orders (existing rule) still works', () => {
  it('reads a sale of its order, not one of another courier', async () => {
    const courier = uidOf('DeliveryBoy');
    await arrange(async (db) => {
      await setDoc(doc(db, 'orders', 'order-mine'), { id: 'order-mine', purchaseType: 'delivery', pending_status: 'delivering', deliveryBoyId: courier, createdAt: AT });
      await setDoc(doc(db, 'orders', 'order-other'), { id: 'order-other', purchaseType: 'delivery', pending_status: 'delivering', deliveryBoyId: 'someone-else', createdAt: AT });
      await setDoc(doc(db, 'sales', 'sale-of-mine'), saleDoc('sale-of-mine', 'delivery', 'duureg-1', { orderId: 'order-mine' }));
      await setDoc(doc(db, 'sales', 'sale-of-other'), saleDoc('sale-of-other', 'delivery', 'duureg-1', { orderId: 'order-other' }));
    });
    await assertSucceeds(getDoc(doc(dbFor('DeliveryBoy'), 'sales', 'sale-of-mine')));
    await assertFails(getDoc(doc(dbFor('DeliveryBoy'), 'sales', 'sale-of-other')));
    // ... and still may not delete it.
    await assertFails(deleteDoc(doc(dbFor('DeliveryBoy'), 'sales', 'sale-of-mine')));
  });
});

describe('a refund after the sale was deleted', () => {
  it('refundProduct (products/api/productWrites.ts) still goes through: transaction + product, the missing sale skipped', async () => {
    // A product sold in store at a discount (sale 'sale-deleted-later').
    const added = newProductDocument(
      sampleProductDetails({
        name: 'Nike Air',
        sku: '654321',
        size: '40',
        width: '',
        height: '',
        price: 120_000,
        isDiscount: true,
      }),
      { id: 'p-sold', by: { id: uidOf('Manager'), name: 'Bat Dorj' }, on: AT.toDate(), stamp: () => AT },
    );
    const product = { ...added, isSold: true, saleId: 'sale-deleted-later', orderId: 'order-1' };
    await arrange(async (db) => {
      await setDoc(doc(db, 'products', 'p-sold'), product);
      await setDoc(doc(db, 'sales', 'sale-deleted-later'), saleDoc('sale-deleted-later', 'store', 'store-1', { productId: 'p-sold' }));
    });
    await assertSucceeds(deleteDoc(doc(dbFor('Admin'), 'sales', 'sale-deleted-later')));

    const db = dbFor('Manager');
    // The refund's transaction reads the sale first: a missing sale is readable (nothing there).
    const sale = await assertSucceeds(getDoc(doc(db, 'sales', 'sale-deleted-later')));
    expect(sale.exists()).toBe(false);
    const txRef = doc(collection(db, 'transactions'));
    const amount = refundAmount({ ...product, isNoat: false });
    const batch = writeBatch(db);
    batch.set(txRef, {
      id: txRef.id,
      type: 'refund',
      productId: 'p-sold',
      saleId: 'sale-deleted-later',
      orderId: 'order-1',
      customerId: null,
      transactionPrice: amount,
      amount,
      user: { id: uidOf('Manager'), firstName: 'Bat', lastName: 'Dorj' },
      createdAt: serverTimestamp(),
    });
    batch.update(doc(db, 'products', 'p-sold'), { ...refundFields(product), refundTransactionId: txRef.id, updatedAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
    expect(await read('products', 'p-sold')).toMatchObject({ isSold: false, isRefund: true, price: 150_000, refundTransactionId: txRef.id });
    expect(await read('transactions', txRef.id)).toMatchObject({ amount: -120_000 });
  });
});
