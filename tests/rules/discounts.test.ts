// firestore.rules, discount requests (docs/discounts.md): discountRequests read,
// create (with the product's isDiscountPending in the same write), confirm (Admin, dev) and cancel
// (Admin, dev, the requester), and the product side (isDiscountFlagChange). Writes are made the way
// src/features/discounts/api/discountRequestWrites.ts makes them (one write for the request and its product),
// with the same domain functions; list queries as requestsQuery builds them.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_ROLES, type StaffRole } from '../../src/auth/roles';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { toProduct } from '../../src/entities/product/product';
import {
  cancelFields,
  confirmFields,
  newRequestFields,
  pendingFields,
  requesterSnapshot,
} from '../../src/features/discounts/domain/discountRequest';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import { profileOf, uidOf, type Subject } from './support/users';
import { sampleProductDetails } from '../../src/test/productFixtures';

// -------------------------------------------------------------------------------------------------
// Fixtures
// -------------------------------------------------------------------------------------------------

const STORE_1 = 'store-1'; // Reception In City
const STORE_2 = 'store-2'; // Reception In Country
const SELLER_STORES: Partial<Record<Subject, string>> = { 'Reception In City': STORE_1, 'Reception In Country': STORE_2 };

const P = {
  store1: 'p-store-1',
  store2: 'p-store-2',
  warehouse: 'p-warehouse',
  sold: 'p-sold',
  pendingCity: 'p-pending-city',
  pendingCallCentre: 'p-pending-call-centre',
  pendingCountry: 'p-pending-country',
  pendingStraySold: 'p-pending-stray-sold',
} as const;

const R = {
  city: 'req-city', // pending, Reception In City, store type, on P.pendingCity
  callCentre: 'req-call-centre', // pending, Call Centre, on P.pendingCallCentre
  country: 'req-country', // pending, Reception In Country, on P.pendingCountry
  cancelled: 'req-cancelled', // already decided
  stray: 'req-stray', // pending, Admin, on a product with a stray isSold (no order)
} as const;

let created = 0;

/** A stored product as the add form leaves it (in stock at store-1), then `over`. */
function stored(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  created += 1;
  const product = newProductDocument(
    sampleProductDetails({ sku: String(300000 + created), pics: [{ picName: 'a.png', picUrl: 'http://127.0.0.1/a.png' }], locationId: STORE_1 }),
    { id, by: { id: uidOf('Manager'), name: 'Bat Dorj' }, on: new Date(2024, 4, 1), stamp: () => Timestamp.fromMillis(Date.UTC(2024, 4, 1)) },
  );
  return { ...product, ...over };
}

const PRODUCTS: Record<string, Record<string, unknown>> = {
  [P.store1]: stored(P.store1),
  [P.store2]: stored(P.store2, { locationId: STORE_2, locationName: 'Store two' }),
  [P.warehouse]: stored(P.warehouse, { locationType: 'warehouse', locationId: 'warehouse-1', locationName: 'Warehouse one' }),
  [P.sold]: stored(P.sold, { isSold: true, orderId: 'order-1', saleId: 'sale-1' }),
  [P.pendingCity]: stored(P.pendingCity, pendingFields(R.city)),
  [P.pendingCallCentre]: stored(P.pendingCallCentre, pendingFields(R.callCentre)),
  [P.pendingCountry]: stored(P.pendingCountry, { ...pendingFields(R.country), locationId: STORE_2, locationName: 'Store two' }),
  [P.pendingStraySold]: stored(P.pendingStraySold, { ...pendingFields(R.stray), isSold: true }),
};

function profileFor(subject: Subject): Record<string, unknown> {
  const store = SELLER_STORES[subject];
  return store ? { ...profileOf(subject), locationId: store, locationType: 'store' } : { ...profileOf(subject) };
}

function requestDoc(id: string, productId: string, subject: Subject, over: Record<string, unknown> = {}): Record<string, unknown> {
  const product = toProduct(productId, { ...PRODUCTS[productId], isDiscountPending: false });
  const role = profileOf(subject).role as StaffRole;
  return {
    id,
    ...newRequestFields(product, 100000, requesterSnapshot(uidOf(subject), profileFor(subject)), role),
    createdAt: Timestamp.fromMillis(Date.UTC(2024, 4, 2)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2024, 4, 2)),
    ...over,
  };
}

const REQUESTS: Record<string, Record<string, unknown>> = {
  [R.city]: requestDoc(R.city, P.pendingCity, 'Reception In City'),
  [R.callCentre]: requestDoc(R.callCentre, P.pendingCallCentre, 'Call Centre'),
  [R.country]: requestDoc(R.country, P.pendingCountry, 'Reception In Country'),
  [R.cancelled]: requestDoc(R.cancelled, P.store1, 'Reception In City', { state: 'cancelled', cancelledUserId: uidOf('Reception In City') }),
  [R.stray]: requestDoc(R.stray, P.pendingStraySold, 'Admin'),
};

async function seedFixtures(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const [id, data] of Object.entries(PRODUCTS)) batch.set(doc(db, 'products', id), data);
    for (const [id, data] of Object.entries(REQUESTS)) batch.set(doc(db, 'discountRequests', id), data);
    await batch.commit();
  });
}

async function clearRequests(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const snap = await getDocs(collection(db, 'discountRequests'));
    const batch = writeBatch(db);
    for (const d of snap.docs) batch.delete(d.ref);
    await batch.commit();
  });
}

// -------------------------------------------------------------------------------------------------
// Callers and the app's writes
// -------------------------------------------------------------------------------------------------

const rules = rulesHarness('demo-rules-discounts', { users: 'once' });
const { dbFor } = rules;

interface CreateOptions {
  requestPrice?: number;
  request?: Record<string, unknown>;
  /** false: the request without the product flag. */
  product?: boolean;
  /** false: the product flag without the request. */
  withRequest?: boolean;
  productFields?: Record<string, unknown>;
}

/** createDiscountRequests for one product: the request and the product's flag in one write. */
function createRequest(db: Firestore, subject: Subject, productId: string, options: CreateOptions = {}) {
  const ref = doc(collection(db, 'discountRequests'));
  const product = toProduct(productId, PRODUCTS[productId]);
  const role = ((STAFF_ROLES as readonly string[]).includes(profileOf(subject).role) ? profileOf(subject).role : 'Manager') as StaffRole;
  const batch = writeBatch(db);
  if (options.withRequest !== false) {
    batch.set(ref, {
      id: ref.id,
      ...newRequestFields(product, options.requestPrice ?? 120000, requesterSnapshot(uidOf(subject), profileFor(subject)), role),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...options.request,
    });
  }
  if (options.product !== false) {
    batch.update(doc(db, 'products', productId), { ...pendingFields(ref.id), updatedAt: serverTimestamp(), ...options.productFields });
  }
  return batch.commit();
}

interface DecideOptions {
  request?: Record<string, unknown>;
  /** false: the request changes without its product. */
  product?: boolean;
  /** false: the product changes without its request. */
  withRequest?: boolean;
  productFields?: Record<string, unknown>;
}

/** confirmDiscountRequest: request confirmed with the approved price, product discounted. */
function confirm(db: Firestore, subject: Subject, requestId: string, price: number, options: DecideOptions = {}) {
  const productId = String(REQUESTS[requestId].productId);
  const batch = writeBatch(db);
  if (options.withRequest !== false) {
    batch.update(doc(db, 'discountRequests', requestId), {
      state: 'confirmed',
      confirmedUserId: uidOf(subject),
      approvedPrice: price,
      updatedAt: serverTimestamp(),
      ...options.request,
    });
  }
  if (options.product !== false) {
    batch.update(doc(db, 'products', productId), { ...confirmFields(price), updatedAt: serverTimestamp(), ...options.productFields });
  }
  return batch.commit();
}

/** cancelDiscountRequest: request cancelled, product released. */
function cancel(db: Firestore, subject: Subject, requestId: string, options: DecideOptions = {}) {
  const productId = String(REQUESTS[requestId].productId);
  const product = toProduct(productId, PRODUCTS[productId]);
  const batch = writeBatch(db);
  if (options.withRequest !== false) {
    batch.update(doc(db, 'discountRequests', requestId), {
      state: 'cancelled',
      cancelledUserId: uidOf(subject),
      updatedAt: serverTimestamp(),
      ...options.request,
    });
  }
  if (options.product !== false) {
    batch.update(doc(db, 'products', productId), { ...cancelFields(product), updatedAt: serverTimestamp(), ...options.productFields });
  }
  return batch.commit();
}

const ownPending = (db: Firestore, uid: string) =>
  getDocs(query(collection(db, 'discountRequests'), where('createdUserId', '==', uid), where('state', '==', 'pending')));
const allPending = (db: Firestore) => getDocs(query(collection(db, 'discountRequests'), where('state', '==', 'pending')));

// -------------------------------------------------------------------------------------------------
// The matrix: caller -> operation -> allowed
// -------------------------------------------------------------------------------------------------

type Operation = 'create on a product it sees' | 'list own pending' | 'list all pending' | 'read the city seller request' | 'approve' | 'cancel the city seller request';

/** The product each caller would ask a discount for (one it sees, if any). */
function visibleProduct(subject: Subject): string {
  return subject === 'Reception In Country' ? P.store2 : P.store1;
}

const OPERATIONS: Record<Operation, (db: Firestore, subject: Subject) => Promise<unknown>> = {
  'create on a product it sees': (db, subject) => createRequest(db, subject, visibleProduct(subject)),
  'list own pending': (db, subject) => ownPending(db, uidOf(subject)),
  'list all pending': (db) => allPending(db),
  'read the city seller request': (db) => getDoc(doc(db, 'discountRequests', R.city)),
  approve: (db, subject) => confirm(db, subject, R.city, 110000),
  'cancel the city seller request': (db, subject) => cancel(db, subject, R.city),
};

const Y = true;
const N = false;
function row(create: boolean, own: boolean, all: boolean, read: boolean, approve: boolean, cancelCity: boolean): Record<Operation, boolean> {
  return {
    'create on a product it sees': create,
    'list own pending': own,
    'list all pending': all,
    'read the city seller request': read,
    approve,
    'cancel the city seller request': cancelCity,
  };
}
const NOTHING = row(N, N, N, N, N, N);

const EXPECTED: Record<Subject, Record<Operation, boolean>> = {
  'Super Admin':          NOTHING,
  Admin:                  row(Y, Y, Y, Y, Y, Y),
  Manager:                row(Y, Y, N, N, N, N),
  Merchant:               NOTHING,
  DeliveryBoy:            NOTHING,
  // The requester of R.city: reads and cancels it, never approves.
  'Reception In City':    row(Y, Y, N, Y, N, Y),
  'Reception In Country': row(Y, Y, N, N, N, N),
  'Call Centre':          row(Y, Y, N, N, N, N),
  dev:                    row(Y, Y, Y, Y, Y, Y),
  'inactive staff':       NOTHING,
  'unknown role':         NOTHING,
  'clientUser auth':      NOTHING,
  'signed out':           NOTHING,
};

// -------------------------------------------------------------------------------------------------

beforeAll(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const subject of Object.keys(SELLER_STORES) as Subject[]) batch.set(doc(db, 'users', uidOf(subject)), profileFor(subject));
    await batch.commit();
  });
});

beforeEach(async () => {
  await clearRequests();
  await seedFixtures();
});

describe('expected-permissions table', () => {
  it('has a row for every staff role and every special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });
});

describeRoleMatrix('discountRequests matrix: %s', {
  operations: Object.keys(OPERATIONS) as Operation[],
  allowed: (subject, operation) => EXPECTED[subject][operation],
  attempt: (subject, operation) => OPERATIONS[operation](dbFor(subject), subject),
});

describe('visibility', () => {
  it('a seller lists only its own requests, not another seller\'s', async () => {
    const city = await ownPending(dbFor('Reception In City'), uidOf('Reception In City'));
    expect(city.docs.map((d) => d.id)).toEqual([R.city]);
    await assertFails(ownPending(dbFor('Reception In City'), uidOf('Reception In Country')));
    await assertFails(getDoc(doc(dbFor('Reception In City'), 'discountRequests', R.country)));
  });

  it('the call centre lists only its own callCentre requests', async () => {
    const own = await ownPending(dbFor('Call Centre'), uidOf('Call Centre'));
    expect(own.docs.map((d) => [d.id, d.data().type])).toEqual([[R.callCentre, 'callCentre']]);
    await assertFails(getDoc(doc(dbFor('Call Centre'), 'discountRequests', R.city)));
  });

  it('Admin lists every pending request', async () => {
    const all = await allPending(dbFor('Admin'));
    expect(all.docs.map((d) => d.id).sort()).toEqual([R.callCentre, R.city, R.country, R.stray].sort());
  });
});

describe('create', () => {
  it('writes the request and the product flag together', async () => {
    await assertSucceeds(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1));
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const p = (await getDoc(doc(modularFirestore(ctx.firestore()), 'products', P.store1))).data();
      expect(p?.isDiscountPending).toBe(true);
      const r = (await getDoc(doc(modularFirestore(ctx.firestore()), 'discountRequests', String(p?.discountRequestId)))).data();
      expect(r).toMatchObject({ state: 'pending', type: 'store', productId: P.store1, requestPrice: 120000, createdUserId: uidOf('Reception In City') });
    });
  });

  it('refuses the request without the product flag, and the flag without a request', async () => {
    await assertFails(createRequest(dbFor('Manager'), 'Manager', P.store1, { product: false }));
    await assertFails(createRequest(dbFor('Manager'), 'Manager', P.store1, { withRequest: false }));
  });

  it('refuses a product the caller does not see', async () => {
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store2));
    await assertFails(createRequest(dbFor('Reception In Country'), 'Reception In Country', P.store1));
    await assertFails(createRequest(dbFor('Call Centre'), 'Call Centre', P.warehouse));
    await assertSucceeds(createRequest(dbFor('Manager'), 'Manager', P.warehouse));
  });

  it('refuses a product that is sold or already pending', async () => {
    await assertFails(createRequest(dbFor('Admin'), 'Admin', P.sold));
    await assertFails(createRequest(dbFor('Admin'), 'Admin', P.pendingCity));
  });

  it('the type follows the role', async () => {
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { type: 'callCentre' } }));
    await assertFails(createRequest(dbFor('Call Centre'), 'Call Centre', P.store1, { request: { type: 'store' } }));
    await assertSucceeds(createRequest(dbFor('Call Centre'), 'Call Centre', P.store1, { request: { type: 'callCentre' } }));
  });

  it('the requested price is a positive integer below the current price', async () => {
    for (const requestPrice of [0, -5, 150000, 200000, 1000.5]) {
      await assertFails(createRequest(dbFor('Manager'), 'Manager', P.store1, { requestPrice }));
    }
    await assertFails(createRequest(dbFor('Manager'), 'Manager', P.store1, { request: { requestPrice: '1000' } }));
    await assertSucceeds(createRequest(dbFor('Manager'), 'Manager', P.store1, { requestPrice: 149999 }));
  });

  it('is sent under the caller: own id, own snapshot, nothing secret, no extra fields', async () => {
    const other = uidOf('Reception In Country');
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { createdUserId: other } }));
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { createdUser: { id: other } } }));
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { createdUser: { id: uidOf('Reception In City'), password: 'x' } } }));
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { state: 'confirmed' } }));
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { approvedPrice: 1 } }));
    await assertFails(createRequest(dbFor('Reception In City'), 'Reception In City', P.store1, { request: { locationId: STORE_2 } }));
  });

  it('the product write may carry nothing else (no price change, no isSold)', async () => {
    await assertFails(createRequest(dbFor('Manager'), 'Manager', P.store1, { productFields: { price: 1000 } }));
    await assertFails(createRequest(dbFor('Manager'), 'Manager', P.store1, { productFields: { isSold: true } }));
  });
});

describe('confirm', () => {
  it('sets the approved price, isDiscount, clears isDiscountPending, with the request', async () => {
    await assertSucceeds(confirm(dbFor('Admin'), 'Admin', R.city, 99000));
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const p = (await getDoc(doc(modularFirestore(ctx.firestore()), 'products', P.pendingCity))).data();
      expect(p).toMatchObject({ price: 99000, isDiscount: true, isDiscountPending: false });
    });
  });

  it('a seller cannot approve a discount, not even its own request', async () => {
    await assertFails(confirm(dbFor('Reception In City'), 'Reception In City', R.city, 99000));
    await assertFails(confirm(dbFor('Call Centre'), 'Call Centre', R.callCentre, 99000));
    await assertFails(confirm(dbFor('Manager'), 'Manager', R.city, 99000));
  });

  it('the approved price is an integer from 0 to the original price, the same on both documents', async () => {
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.city, 150001));
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.city, -1));
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.city, 99000, { productFields: { price: 98000 } }));
    await assertSucceeds(confirm(dbFor('dev'), 'dev', R.city, 0));
  });

  it('never one document without the other, never a decided request, never another request\'s product', async () => {
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.city, 99000, { product: false }));
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.city, 99000, { withRequest: false }));
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.cancelled, 99000, { product: false }));
    // R.cancelled points at P.store1, which is not pending from it.
    await assertFails(confirm(dbFor('Admin'), 'Admin', R.cancelled, 99000));
  });
});

describe('cancel', () => {
  it('the requester cancels its own request and the product is released', async () => {
    await assertSucceeds(cancel(dbFor('Call Centre'), 'Call Centre', R.callCentre));
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      expect((await getDoc(doc(db, 'products', P.pendingCallCentre))).data()).toMatchObject({ isDiscountPending: false, isDiscount: false, isSold: false });
      expect((await getDoc(doc(db, 'discountRequests', R.callCentre))).data()).toMatchObject({ state: 'cancelled', cancelledUserId: uidOf('Call Centre') });
    });
  });

  it('nobody else cancels: not another seller, not the call centre', async () => {
    await assertFails(cancel(dbFor('Reception In Country'), 'Reception In Country', R.city));
    await assertFails(cancel(dbFor('Call Centre'), 'Call Centre', R.city));
    await assertFails(cancel(dbFor('Reception In City'), 'Reception In City', R.callCentre));
  });

  it('the linked product is released in the same write, with exactly the flags a cancel or approval sets', async () => {
    await assertFails(cancel(dbFor('Admin'), 'Admin', R.city, { product: false }));
    await assertFails(cancel(dbFor('Admin'), 'Admin', R.city, { withRequest: false }));
    await assertFails(cancel(dbFor('Admin'), 'Admin', R.city, { productFields: { price: 1000 } }));
    await assertFails(cancel(dbFor('Admin'), 'Admin', R.city, { productFields: { isDiscount: true } }));
  });

  it('clears a stray isSold, but never un-sells a product an order sold', async () => {
    await assertSucceeds(cancel(dbFor('Admin'), 'Admin', R.stray));
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const p = (await getDoc(doc(modularFirestore(ctx.firestore()), 'products', P.pendingStraySold))).data();
      expect(p).toMatchObject({ isSold: false, isDiscountPending: false });
    });
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      const batch = writeBatch(db);
      batch.update(doc(db, 'products', P.pendingStraySold), { isSold: true, isDiscountPending: true, orderId: 'order-9' });
      batch.update(doc(db, 'discountRequests', R.stray), { state: 'pending' });
      await batch.commit();
    });
    await assertFails(cancel(dbFor('Admin'), 'Admin', R.stray, { productFields: { isSold: false } }));
  });

  it('a decided request cannot be cancelled or changed again, and requests are never deleted', async () => {
    await assertFails(cancel(dbFor('Admin'), 'Admin', R.cancelled, { product: false }));
    await assertFails(deleteDoc(doc(dbFor('Admin'), 'discountRequests', R.city)));
    await assertFails(deleteDoc(doc(dbFor('dev'), 'discountRequests', R.cancelled)));
  });
});
