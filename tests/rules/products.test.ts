// firestore.rules, the stock feature: products, productsDate, productLocationChangeLogs, refund
// transactions, the sales refund update, and Manager reading the contract merchants (users).
// Every write is made the way src/features/products/api/productWrites.ts makes it (one batch or
// transaction per change), every list query the way api/productQueries.ts builds it from
// domain/filters.ts planProductQuery for the caller's role.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_ROLES } from '../../src/auth/roles';
import { EMPTY_FILTERS, planProductQuery, productScopeFor, type ProductFilters, type ProductListKind, type ProductScope } from '../../src/features/products/domain/filters';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { dayKey, productKeywords, toProduct } from '../../src/entities/product/product';
import { moveFields, refundAmount, refundFields, type MoveTarget } from '../../src/entities/product/stockChanges';
import { COUNT_CAP, planConstraints } from '../../src/features/products/api/productQueries';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import { profileOf, uidOf, userDoc, type Subject } from './support/users';
import { sampleProductDetails } from '../../src/test/productFixtures';
import { listRefundId, listRefundRecord } from '../../src/entities/order/listRefund';
import { toOrder } from '../../src/entities/order/orderDoc';
import { refundProduct as refundAsTheAppDoes } from '../../src/features/products/api/productWrites';
import type { SessionUser } from '../../src/auth/sessionUser';

// productQueries.ts builds the app's query constraints (what these tests need); its `db` is the
// browser app's Firestore, which cannot start here and is never used by planConstraints.
vi.mock('../../src/firebase/firestore', () => ({ db: null }));
vi.mock('../../src/firebase/storage', () => ({ storage: null }));

// -------------------------------------------------------------------------------------------------
// Fixtures
// -------------------------------------------------------------------------------------------------

const STORE_1 = 'store-1'; // the Reception In City subject's store
const STORE_2 = 'store-2'; // the Reception In Country subject's store
const WAREHOUSE = 'warehouse-1';
const SELLER_WITHOUT_STORE = 'uid-seller-without-store';
const TARGET_ADMIN = 'target-admin';
const TARGET_MERCHANT = 'target-merchant';

const P = {
  store1: 'p-store-1',
  store2: 'p-store-2',
  warehouse: 'p-warehouse',
  sold: 'p-sold', // sold in store-1 at a discount, sale SALE.sold
  delivery: 'p-delivery', // in a delivery order: isSold + isDeliveryPending, no sale yet
  discountPending: 'p-discount-pending',
  resold: 'p-resold', // refunded once (tx-old, sale SALE.resoldOld), sold again (SALE.resold)
  free: 'p-free', // sold at price 0
  ordered: 'p-ordered', // sold in ORDER.rec (which records its refunds), sale SALE.ordered
  ordered2: 'p-ordered-2', // the other line of ORDER.rec, still sold
} as const;

/** Orders that exist (the other products' orders do not: an order an Admin deleted records nothing). */
const ORDER = { rec: 'order-rec', other: 'order-other' } as const;

const SALE = { sold: 'sale-sold', resold: 'sale-resold', resoldOld: 'sale-resold-old', store1: 'sale-store-1', ordered: 'sale-ordered' } as const;
const LOG = 'log-existing';
const OLD_TX = 'tx-old';
const DAY_DATE = new Date(2024, 4, 1);
const DAY = dayKey(DAY_DATE); // 2024-05-01
const LEGACY_DAY = '2024-04-30';

let created = 0;

/** A stored product as the add form leaves it (valid for the rules), at store-1, in stock, then `over`. */
function stored(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  created += 1;
  const at = Timestamp.fromMillis(Date.UTC(2024, 4, 1) + created * 60_000);
  const product = newProductDocument(
    sampleProductDetails({ sku: String(200000 + created), pics: [{ picName: 'a.png', picUrl: 'http://127.0.0.1/a.png' }], locationId: STORE_1 }),
    { id, by: { id: uidOf('Manager'), name: 'Bat Dorj' }, on: DAY_DATE, stamp: () => at },
  );
  return { ...product, ...over };
}

const PRODUCTS: Record<string, Record<string, unknown>> = {
  [P.store1]: stored(P.store1),
  [P.store2]: stored(P.store2, { locationId: STORE_2, locationName: 'Store two' }),
  [P.warehouse]: stored(P.warehouse, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse one' }),
  [P.sold]: stored(P.sold, { isSold: true, price: 120000, isDiscount: true, saleId: SALE.sold, orderId: 'order-1' }),
  [P.delivery]: stored(P.delivery, { isSold: true, isDeliveryPending: true, orderId: 'order-2' }),
  [P.discountPending]: stored(P.discountPending, { isDiscountPending: true }),
  [P.resold]: stored(P.resold, { isSold: true, isRefund: true, refundTransactionId: OLD_TX, saleId: SALE.resold, orderId: 'order-4' }),
  [P.free]: stored(P.free, { isSold: true, price: 0, originalPrice: 0, saleId: null, orderId: 'order-5' }),
  [P.ordered]: stored(P.ordered, { isSold: true, price: 120000, saleId: SALE.ordered, orderId: ORDER.rec }),
  [P.ordered2]: stored(P.ordered2, { isSold: true, saleId: null, orderId: ORDER.rec }),
};

/** A store sale of two lines after one counter return (r-earlier took p-gone back). */
const ORDERS: Record<string, Record<string, unknown>> = {
  [ORDER.rec]: {
    id: ORDER.rec, purchaseType: 'store', locationType: 'store', locationId: STORE_1, pending_status: 'done',
    productIds: ['p-gone', P.ordered, P.ordered2], soldTotalPrice: 400000, keptTotalPrice: 270000,
    returnIds: ['r-earlier'], returnedProductIds: ['p-gone'], createdUserId: 'seller-1',
  },
  [ORDER.other]: { id: ORDER.other, purchaseType: 'store', locationType: 'store', locationId: STORE_1, pending_status: 'done', productIds: ['p-x'], soldTotalPrice: 100000, createdUserId: 'seller-1' },
};

const SALES: Record<string, Record<string, unknown>> = {
  [SALE.sold]: { id: SALE.sold, productId: P.sold, price: 120000, userId: 'target-customer', locationType: 'store' },
  [SALE.resold]: { id: SALE.resold, productId: P.resold, price: 150000, locationType: 'store' },
  [SALE.resoldOld]: { id: SALE.resoldOld, productId: P.resold, price: 150000, locationType: 'store', state: 'refund' },
  [SALE.store1]: { id: SALE.store1, productId: P.store1, price: 150000, locationType: 'store' },
  [SALE.ordered]: { id: SALE.ordered, productId: P.ordered, price: 120000, locationType: 'store', orderId: ORDER.rec },
};

/** Puts every fixture back (rules disabled); a test may have changed or deleted any of them. */
async function seedFixtures(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const [id, data] of Object.entries(PRODUCTS)) batch.set(doc(db, 'products', id), data);
    for (const [id, data] of Object.entries(SALES)) batch.set(doc(db, 'sales', id), data);
    for (const [id, data] of Object.entries(ORDERS)) batch.set(doc(db, 'orders', id), data);
    batch.set(doc(db, 'productsDate', DAY), { date: DAY, updatedAt: Timestamp.now() });
    batch.set(doc(db, 'productsDate', LEGACY_DAY), { date: LEGACY_DAY, createdAt: Timestamp.now(), id: LEGACY_DAY });
    batch.set(doc(db, 'productLocationChangeLogs', LOG), {
      productId: P.store2,
      product: { id: P.store2, name: 'Nike Air Max' },
      prevLocationId: WAREHOUSE,
      prevLocationName: 'Warehouse one',
      currentLocationId: STORE_2,
      currentLocationName: 'Store two',
      updatedAt: Timestamp.now(),
    });
    batch.set(doc(db, 'transactions', OLD_TX), { id: OLD_TX, type: 'refund', productId: P.resold, amount: -150000, transactionPrice: -150000, createdAt: Timestamp.now() });
    await batch.commit();
  });
}

// -------------------------------------------------------------------------------------------------
// Callers
// -------------------------------------------------------------------------------------------------

const rules = rulesHarness('demo-rules-products', { users: 'once' });
const { dbFor } = rules;

/** The stores the seller subjects work at (users/{uid}.locationId). */
const SELLER_STORES: Partial<Record<Subject, string>> = { 'Reception In City': STORE_1, 'Reception In Country': STORE_2 };

/** The session user the app would build for a subject (what productScopeFor reads). */
function scopeOf(subject: Subject): ProductScope {
  const profile = profileOf(subject);
  if (!(STAFF_ROLES as readonly string[]).includes(profile.role)) return { kind: 'none' };
  return productScopeFor({ role: profile.role as (typeof STAFF_ROLES)[number], locationId: SELLER_STORES[subject] ?? profile.locationId });
}

// -------------------------------------------------------------------------------------------------
// The app's queries and writes
// -------------------------------------------------------------------------------------------------

const PAGE_SIZE = 20;

/** useProductPage's first page: the plan's constraints (newest first) and limit(pageSize + 1). */
function listQuery(db: Firestore, kind: ProductListKind, scope: ProductScope, filters: Partial<ProductFilters> = {}) {
  const plan = planProductQuery(kind, scope, { ...EMPTY_FILTERS, ...filters });
  return getDocs(query(collection(db, 'products'), ...planConstraints(plan), limit(PAGE_SIZE + 1)));
}

/** useProductPage's count: the same filters without the order, capped. */
function countQuery(db: Firestore, kind: ProductListKind, scope: ProductScope, filters: Partial<ProductFilters> = {}) {
  const plan = planProductQuery(kind, scope, { ...EMPTY_FILTERS, ...filters });
  const constraints = planConstraints(plan).filter((c) => c.type !== 'orderBy');
  return getCountFromServer(query(collection(db, 'products'), ...constraints, limit(COUNT_CAP)));
}

const ALL: ProductScope = { kind: 'all' };
const AT_STORE_1: ProductScope = { kind: 'location', locationId: STORE_1 };
const AT_STORE_2: ProductScope = { kind: 'location', locationId: STORE_2 };
const STORES: ProductScope = { kind: 'stores' };

/** addProduct: the product and its productsDate day in one batch. */
function addProduct(db: Firestore, uid: string, over: Record<string, unknown> = {}, omit: string[] = []) {
  const ref = doc(collection(db, 'products'));
  const product = newProductDocument(
    sampleProductDetails({
      name: 'Adidas Superstar',
      sku: '654321',
      pics: [{ picName: '1-a.png', picUrl: 'http://127.0.0.1/1-a.png' }],
      locationType: 'warehouse',
      locationId: WAREHOUSE,
      locationName: 'Warehouse one',
      colors: ['White'],
      brand: 'Adidas',
      size: '40',
      width: '9',
      height: '2',
      price: 120000,
      isDiscount: true,
    }),
    { id: ref.id, by: { id: uid, name: 'Bat Dorj' }, on: new Date(), stamp: serverTimestamp },
  );
  const { date } = product;
  const data: Record<string, unknown> = { ...product, ...over };
  for (const key of omit) delete data[key];
  const batch = writeBatch(db);
  batch.set(ref, data);
  batch.set(doc(db, 'productsDate', date), { date, updatedAt: serverTimestamp() }, { merge: true });
  return batch.commit();
}

/** updateProduct: the detail dialog's fields. */
function editProduct(db: Firestore, id: string, over: Record<string, unknown> = {}) {
  const name = 'Nike Air Max 90';
  const sku = String(PRODUCTS[id]?.sku ?? '123456');
  const batch = writeBatch(db);
  batch.update(doc(db, 'products', id), {
    name,
    keywords: productKeywords(name, sku),
    size: '43',
    width: '10',
    height: '4',
    brand: 'Nike',
    source: 'Korea',
    colors: ['Black', 'Red'],
    categories: ['Shoes', 'Sport'],
    price: 130000,
    originalPrice: 160000,
    isDiscount: true,
    pics: [],
    updatedAt: serverTimestamp(),
    ...over,
  });
  return batch.commit();
}

const TO_WAREHOUSE: MoveTarget = { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse one' };
const TO_STORE_2: MoveTarget = { locationType: 'store', locationId: STORE_2, locationName: 'Store two' };

interface MoveOptions {
  /** false: the product changes without its change log entry. */
  log?: boolean;
  /** Change log fields that differ from what moveProducts writes. */
  logFields?: Record<string, unknown>;
  /** lastMoveLogId written on the product: the new entry's id by default, null for none. */
  lastMoveLogId?: string | null;
  /** More product fields written with the move. */
  productFields?: Record<string, unknown>;
}

/** moveProducts as a batch: per product its change log entry and the location update. */
function moveProducts(db: Firestore, ids: string[], target: MoveTarget, options: MoveOptions = {}) {
  const batch = writeBatch(db);
  for (const id of ids) {
    const p = toProduct(id, PRODUCTS[id]);
    const logRef = doc(collection(db, 'productLocationChangeLogs'));
    if (options.log !== false) {
      batch.set(logRef, {
        productId: p.id,
        product: { id: p.id, name: p.name, sku: p.sku, pics: p.pics.slice(0, 1) },
        prevLocationId: p.locationId,
        prevLocationName: p.locationName,
        prevLocationType: p.locationType,
        currentLocationId: target.locationId,
        currentLocationName: target.locationName,
        currentLocationType: target.locationType,
        updatedAt: serverTimestamp(),
        ...options.logFields,
      });
    }
    const lastMoveLogId = options.lastMoveLogId === undefined ? logRef.id : options.lastMoveLogId;
    batch.update(doc(db, 'products', id), {
      ...moveFields(target),
      ...(lastMoveLogId === null ? {} : { lastMoveLogId }),
      updatedAt: serverTimestamp(),
      ...options.productFields,
    });
  }
  return batch.commit();
}

interface RefundOptions {
  /** Who refunds (the transaction's `user` is its id and name): the Manager by default. */
  by?: Subject;
  /** false: the product is refunded without its negative transaction. */
  transaction?: boolean;
  transactionFields?: Record<string, unknown>;
  /** refundTransactionId written on the product: the new transaction's id by default, null for none. */
  link?: string | null;
  productFields?: Record<string, unknown>;
  /** The sale set to 'refund': the product's saleId by default, null for none. */
  sale?: string | null;
  saleFields?: Record<string, unknown>;
  /** The order's record of the refund, given the new transaction's id (none by default). */
  orderFields?: (transactionId: string) => Record<string, unknown>;
  /** The order that record goes to: the product's by default. */
  recordOn?: string;
}

/** refundProduct as a batch: negative transaction, product back in stock, sale state 'refund'. */
function refundProduct(db: Firestore, id: string, options: RefundOptions = {}) {
  const p = toProduct(id, PRODUCTS[id]);
  const batch = writeBatch(db);
  const txRef = doc(collection(db, 'transactions'));
  const amount = refundAmount(p);
  if (options.transaction !== false) {
    batch.set(txRef, {
      id: txRef.id,
      type: 'refund',
      productId: p.id,
      saleId: p.saleId,
      orderId: p.orderId,
      customerId: null,
      transactionPrice: amount,
      amount,
      user: { id: uidOf(options.by ?? 'Manager'), firstName: profileOf(options.by ?? 'Manager').firstName, lastName: profileOf(options.by ?? 'Manager').lastName },
      createdAt: serverTimestamp(),
      ...options.transactionFields,
    });
  }
  const link = options.link === undefined ? txRef.id : options.link;
  batch.update(doc(db, 'products', id), {
    ...refundFields(p),
    ...(link === null ? {} : { refundTransactionId: link }),
    updatedAt: serverTimestamp(),
    ...options.productFields,
  });
  const saleId = options.sale === undefined ? p.saleId : options.sale;
  if (saleId) batch.update(doc(db, 'sales', saleId), { state: 'refund', updatedAt: serverTimestamp(), ...options.saleFields });
  if (options.orderFields) batch.update(doc(db, 'orders', options.recordOn ?? p.orderId!), options.orderFields(txRef.id));
  return batch.commit();
}

/** The order's record of refunding `productId` (as productWrites.refundProduct writes it), then `over`. */
function recordOf(orderId: string, productId: string, over: Record<string, unknown> = {}) {
  return (transactionId: string) => ({
    ...listRefundRecord(toOrder(orderId, ORDERS[orderId]), productId, transactionId, 0 - refundAmount(toProduct(productId, PRODUCTS[productId]))),
    refundedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  });
}

/** markPrinted. */
function markPrinted(db: Firestore, ids: string[], over: Record<string, unknown> = {}) {
  const batch = writeBatch(db);
  for (const id of ids) batch.update(doc(db, 'products', id), { isPrinted: true, updatedAt: serverTimestamp(), ...over });
  return batch.commit();
}

// -------------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: caller -> operation -> allowed. One test per cell.
// -------------------------------------------------------------------------------------------------

type Operation =
  | 'get a store-1 product'
  | 'get a warehouse product'
  | "list: Manager's query (in stock, newest first)"
  | "list: seller's query for store-1"
  | "list: call centre's query (stores)"
  | 'list: warehouse tab'
  | 'create a product (with its day)'
  | 'edit a product'
  | 'move a product (with its log)'
  | 'refund a sold product (transaction + sale)'
  | 'mark a store-1 label printed'
  | 'delete an in-stock product'
  | 'read productsDate (newest first)'
  | 'read the transfer history'
  | 'read transactions';

const OPERATIONS: Record<Operation, (db: Firestore, me: Subject) => Promise<unknown>> = {
  'get a store-1 product': (db) => getDoc(doc(db, 'products', P.store1)),
  'get a warehouse product': (db) => getDoc(doc(db, 'products', P.warehouse)),
  "list: Manager's query (in stock, newest first)": (db) => listQuery(db, 'inStock', ALL),
  "list: seller's query for store-1": (db) => listQuery(db, 'inStock', AT_STORE_1),
  "list: call centre's query (stores)": (db) => listQuery(db, 'inStock', STORES),
  'list: warehouse tab': (db) => listQuery(db, 'inStock', ALL, { locationType: 'warehouse' }),
  'create a product (with its day)': (db, me) => addProduct(db, uidOf(me)),
  'edit a product': (db) => editProduct(db, P.store1),
  'move a product (with its log)': (db) => moveProducts(db, [P.store1], TO_WAREHOUSE),
  'refund a sold product (transaction + sale)': (db, me) => refundProduct(db, P.sold, { by: me }),
  'mark a store-1 label printed': (db) => markPrinted(db, [P.store1]),
  'delete an in-stock product': (db) => deleteDoc(doc(db, 'products', P.store1)),
  'read productsDate (newest first)': (db) => getDocs(query(collection(db, 'productsDate'), orderBy('date', 'desc'))),
  'read the transfer history': (db) => getDocs(query(collection(db, 'productLocationChangeLogs'), orderBy('updatedAt', 'desc'), limit(20))),
  'read transactions': (db) => getDocs(query(collection(db, 'transactions'), orderBy('createdAt', 'desc'), limit(20))),
};

const Y = true;
const N = false;
type Row = Record<Operation, boolean>;

function row(
  [getStore1, getWarehouse]: [boolean, boolean],
  [listAll, listStore1, listStores, listWarehouse]: [boolean, boolean, boolean, boolean],
  [create, edit, move, refund, print, del]: [boolean, boolean, boolean, boolean, boolean, boolean],
  [days, history, transactions]: [boolean, boolean, boolean],
): Row {
  return {
    'get a store-1 product': getStore1,
    'get a warehouse product': getWarehouse,
    "list: Manager's query (in stock, newest first)": listAll,
    "list: seller's query for store-1": listStore1,
    "list: call centre's query (stores)": listStores,
    'list: warehouse tab': listWarehouse,
    'create a product (with its day)': create,
    'edit a product': edit,
    'move a product (with its log)': move,
    'refund a sold product (transaction + sale)': refund,
    'mark a store-1 label printed': print,
    'delete an in-stock product': del,
    'read productsDate (newest first)': days,
    'read the transfer history': history,
    'read transactions': transactions,
  };
}

const NOTHING = row([N, N], [N, N, N, N], [N, N, N, N, N, N], [N, N, N]);

//                             get: store-1 warehouse   list: all store-1 stores warehouse   create edit move refund print delete   days history transactions
const EXPECTED: Record<Subject, Row> = {
  'Super Admin':          NOTHING,
  Admin:                  row([Y, Y], [Y, Y, Y, Y], [N, N, N, N, N, N], [Y, N, N]),
  Manager:                row([Y, Y], [Y, Y, Y, Y], [Y, Y, Y, Y, Y, Y], [Y, Y, Y]),
  Merchant:               NOTHING,
  DeliveryBoy:            NOTHING,
  // At store-1: its own products and labels only.
  'Reception In City':    row([Y, N], [N, Y, N, N], [N, N, N, N, Y, N], [N, N, N]),
  // At store-2: nothing of store-1.
  'Reception In Country': NOTHING,
  // Store-located products only, and only with locationType == 'store' in the query.
  'Call Centre':          row([Y, N], [N, N, Y, N], [N, N, N, N, N, N], [N, N, N]),
  dev:                    row([Y, Y], [Y, Y, Y, Y], [Y, Y, Y, Y, Y, Y], [Y, Y, Y]),
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
    for (const [subject, store] of Object.entries(SELLER_STORES)) {
      const uid = uidOf(subject as Subject);
      batch.set(doc(db, 'users', uid), { ...profileOf(subject as Subject), locationId: store, locationType: 'store' });
    }
    batch.set(doc(db, 'users', SELLER_WITHOUT_STORE), userDoc(SELLER_WITHOUT_STORE, 'Reception In City'));
    batch.set(doc(db, 'users', TARGET_ADMIN), userDoc(TARGET_ADMIN, 'Admin'));
    batch.set(doc(db, 'users', TARGET_MERCHANT), userDoc(TARGET_MERCHANT, 'Merchant', { name: 'Merchant one' }));
    await batch.commit();
  });
});

beforeEach(async () => {
  await seedFixtures();
});

describe('expected-permissions table', () => {
  it('has a row for every staff role and every special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });
});

describeRoleMatrix('products matrix: %s', {
  operations: Object.keys(OPERATIONS) as Operation[],
  allowed: (subject, operation) => EXPECTED[subject][operation],
  attempt: (subject, operation) => OPERATIONS[operation](dbFor(subject), subject),
});

// -------------------------------------------------------------------------------------------------
// Reads: the queries each role's screens make
// -------------------------------------------------------------------------------------------------

const ids = (snap: { docs: { id: string }[] }) => snap.docs.map((d) => d.id).sort();

/** Deletes the products earlier tests created, so the lists hold exactly the fixtures. */
async function removeCreatedProducts(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const snap = await getDocs(collection(db, 'products'));
    const batch = writeBatch(db);
    for (const d of snap.docs) if (!(d.id in PRODUCTS)) batch.delete(d.ref);
    await batch.commit();
  });
}

describe('products: the list queries each role makes', () => {
  beforeEach(removeCreatedProducts);

  it.each(['Admin', 'Manager', 'dev'] as const)('%s: in stock and sold lists, the count, any tab', async (subject) => {
    const db = dbFor(subject);
    const scope = scopeOf(subject);
    expect(scope).toEqual(ALL);
    const inStock = await assertSucceeds(listQuery(db, 'inStock', scope));
    expect(ids(inStock)).toEqual([P.store1, P.store2, P.warehouse, P.discountPending].sort());
    const sold = await assertSucceeds(listQuery(db, 'sold', scope));
    expect(ids(sold)).toEqual([P.sold, P.delivery, P.resold, P.free, P.ordered, P.ordered2].sort());
    expect((await assertSucceeds(countQuery(db, 'inStock', scope))).data().count).toBe(4);
    await assertSucceeds(listQuery(db, 'inStock', scope, { locationType: 'merchant' }));
    await assertSucceeds(listQuery(db, 'inStock', scope, { locationType: 'store', locationId: STORE_2, text: 'nike air', color: 'Black', category: 'Shoes', minPrice: 1, maxPrice: 200000 }));
  });

  it('a seller: its own store’s lists (in stock, sold, filtered) and the count', async () => {
    const db = dbFor('Reception In City');
    const scope = scopeOf('Reception In City');
    expect(scope).toEqual(AT_STORE_1);
    const inStock = await assertSucceeds(listQuery(db, 'inStock', scope));
    expect(ids(inStock)).toEqual([P.store1, P.discountPending].sort());
    const sold = await assertSucceeds(listQuery(db, 'sold', scope));
    expect(ids(sold)).toEqual([P.sold, P.delivery, P.resold, P.free, P.ordered, P.ordered2].sort());
    expect((await assertSucceeds(countQuery(db, 'inStock', scope))).data().count).toBe(2);
    await assertSucceeds(listQuery(db, 'inStock', scope, { text: 'nike', brand: 'Nike', size: '42', color: 'Black' }));
    await assertSucceeds(listQuery(db, 'inStock', scope, { locationType: 'store' }));
    await assertSucceeds(countQuery(db, 'sold', scope, { category: 'Shoes' }));
  });

  it('the other seller: its own store (store-2) only', async () => {
    const db = dbFor('Reception In Country');
    const inStock = await assertSucceeds(listQuery(db, 'inStock', scopeOf('Reception In Country')));
    expect(ids(inStock)).toEqual([P.store2]);
    await assertSucceeds(getDoc(doc(db, 'products', P.store2)));
    await assertFails(getDoc(doc(db, 'products', P.store1)));
  });

  it('a seller may not list without its store, nor another store’s products', async () => {
    const db = dbFor('Reception In City');
    await assertFails(listQuery(db, 'inStock', ALL));
    await assertFails(countQuery(db, 'inStock', ALL));
    await assertFails(listQuery(db, 'inStock', AT_STORE_2));
    await assertFails(listQuery(db, 'inStock', STORES));
    await assertFails(getDoc(doc(db, 'products', P.store2)));
    await assertFails(getDoc(doc(db, 'products', P.warehouse)));
  });

  it('a seller without a store sees nothing (and the app asks nothing)', async () => {
    const db = dbFor({ uid: SELLER_WITHOUT_STORE });
    const scope = productScopeFor({ role: 'Reception In City', locationId: null });
    expect(planProductQuery('inStock', scope, EMPTY_FILTERS).empty).toBe(true);
    await assertFails(getDoc(doc(db, 'products', P.store1)));
    await assertFails(listQuery(db, 'inStock', AT_STORE_1));
    await assertFails(listQuery(db, 'inStock', ALL));
    await assertFails(markPrinted(db, [P.store1]));
  });

  it('the call centre: store-located products (all stores or one), the count', async () => {
    const db = dbFor('Call Centre');
    const scope = scopeOf('Call Centre');
    expect(scope).toEqual(STORES);
    const inStock = await assertSucceeds(listQuery(db, 'inStock', scope));
    expect(ids(inStock)).toEqual([P.store1, P.store2, P.discountPending].sort());
    expect((await assertSucceeds(countQuery(db, 'inStock', scope))).data().count).toBe(3);
    const one = await assertSucceeds(listQuery(db, 'inStock', scope, { locationType: 'store', locationId: STORE_2 }));
    expect(ids(one)).toEqual([P.store2]);
    await assertSucceeds(listQuery(db, 'sold', scope, { text: 'air', color: 'Black' }));
  });

  it('the call centre may not read warehouse products: the plan is empty, the query and the get are denied', async () => {
    const db = dbFor('Call Centre');
    expect(planProductQuery('inStock', STORES, { ...EMPTY_FILTERS, locationType: 'warehouse' }).empty).toBe(true);
    await assertFails(getDocs(query(collection(db, 'products'), where('isSold', '==', false), where('locationType', '==', 'warehouse'), orderBy('createdAt', 'desc'), limit(21))));
    await assertFails(getDoc(doc(db, 'products', P.warehouse)));
    // Without locationType == 'store' nothing proves the results are store products.
    await assertFails(listQuery(db, 'inStock', ALL));
    await assertFails(getDocs(query(collection(db, 'products'), where('isSold', '==', false), where('locationId', '==', STORE_1))));
  });

  it('freshSku and the add form’s sku check (where sku ==, limit 1): Manager and dev only', async () => {
    const bySku = (db: Firestore) => getDocs(query(collection(db, 'products'), where('sku', '==', '123456'), limit(1)));
    await assertSucceeds(bySku(dbFor('Manager')));
    await assertSucceeds(bySku(dbFor('dev')));
    await assertFails(bySku(dbFor('Reception In City')));
    await assertFails(bySku(dbFor('Call Centre')));
  });
});

// -------------------------------------------------------------------------------------------------
// Create
// -------------------------------------------------------------------------------------------------

describe('products: create (add form) as Manager', () => {
  const manager = () => dbFor('Manager');
  const me = uidOf('Manager');

  it('the add form’s batch is accepted, also without a discount and at a merchant', async () => {
    await assertSucceeds(addProduct(manager(), me));
    await assertSucceeds(addProduct(manager(), me, { price: 150000, originalPrice: 150000, isDiscount: false, locationType: 'merchant', locationId: TARGET_MERCHANT }));
    await assertSucceeds(addProduct(manager(), me, { price: 0, originalPrice: 0, isDiscount: false }));
  });

  const bad: [string, Record<string, unknown>, string[]][] = [
    ['name missing', {}, ['name']],
    ['name blank', { name: '   ' }, []],
    ['price negative', { price: -1 }, []],
    ['price not an integer', { price: 1500.5 }, []],
    ['price a string', { price: '120000' }, []],
    ['originalPrice not an integer', { originalPrice: 150000.5 }, []],
    ['originalPrice missing', {}, ['originalPrice']],
    ['price above originalPrice', { price: 160000 }, []],
    ['isSold true', { isSold: true }, []],
    ['isDiscountPending true', { isDiscountPending: true }, []],
    ['isDeliveryPending true', { isDeliveryPending: true }, []],
    ['isRefund true', { isRefund: true }, []],
    ['isMerchantSold true', { isMerchantSold: true }, []],
    ['isSold missing', {}, ['isSold']],
    ['createdUserId another user', { createdUserId: uidOf('dev') }, []],
    ['createdAt a client time', { createdAt: Timestamp.now() }, []],
    ['sku not digits', { sku: '12a456' }, []],
    ['sku a number', { sku: 654321 }, []],
    ['sku empty', { sku: '' }, []],
    ['unknown locationType', { locationType: 'shop' }, []],
    ['locationId empty', { locationId: '' }, []],
    ['no colours', { colors: [] }, []],
    ['no categories', { categories: [] }, []],
    ['brand empty', { brand: '' }, []],
    ['size empty', { size: '' }, []],
    ['keywords missing', {}, ['keywords']],
    ['pics not a list', { pics: 'a.png' }, []],
    ['isDiscount missing', {}, ['isDiscount']],
    ['id not the document id', { id: 'another-id' }, []],
    ['a refundTransactionId (would authorize a refund transaction)', { refundTransactionId: 'tx-forged' }, []],
    ['a lastMoveLogId (would authorize a transfer-history entry)', { lastMoveLogId: 'log-forged' }, []],
    ['a field the app never writes', { requestPrice: 1000 }, []],
  ];

  it.each(bad)('refused: %s', async (_name, over, omit) => {
    await assertFails(addProduct(manager(), me, over, omit));
  });

  it('a forged refund transaction riding on a new product is refused', async () => {
    const db = manager();
    const productRef = doc(collection(db, 'products'));
    const txRef = doc(collection(db, 'transactions'));
    const batch = writeBatch(db);
    batch.set(productRef, { ...stored(productRef.id, { createdUserId: me, createdAt: serverTimestamp() }), refundTransactionId: txRef.id });
    batch.set(txRef, { id: txRef.id, type: 'refund', productId: productRef.id, amount: -1000, transactionPrice: -1000, createdAt: serverTimestamp() });
    await assertFails(batch.commit());
  });
});

// -------------------------------------------------------------------------------------------------
// Edit
// -------------------------------------------------------------------------------------------------

describe('products: edit (detail dialog) as Manager', () => {
  const manager = () => dbFor('Manager');

  it('the dialog’s fields are accepted, also at the original price and with isPrinted', async () => {
    await assertSucceeds(editProduct(manager(), P.store1));
    await assertSucceeds(editProduct(manager(), P.warehouse, { price: 160000, originalPrice: 160000, isDiscount: false }));
    await assertSucceeds(editProduct(manager(), P.store2, { isPrinted: true }));
  });

  it('a legacy product without keywords gets them with the edit', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const data = { ...PRODUCTS[P.store2] };
      delete data.keywords;
      await setDoc(doc(modularFirestore(ctx.firestore()), 'products', P.store2), data);
    });
    await assertSucceeds(editProduct(manager(), P.store2));
  });

  const flips: [string, Record<string, unknown>][] = [
    ['isSold', { isSold: true }],
    ['isDiscountPending', { isDiscountPending: true }],
    ['isDeliveryPending', { isDeliveryPending: true }],
    ['isRefund', { isRefund: true }],
    ['isMerchantSold', { isMerchantSold: true }],
    ['sku', { sku: '999999' }],
    ['locationId (a move without its log)', { locationId: STORE_2, locationName: 'Store two' }],
    ['locationType', { locationType: 'merchant' }],
    ['createdUserId', { createdUserId: uidOf('dev') }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['saleId', { saleId: 'sale-x' }],
    ['refundTransactionId', { refundTransactionId: OLD_TX }],
  ];
  it.each(flips)('an edit may not change %s', async (_name, over) => {
    await assertFails(editProduct(manager(), P.store1, over));
  });

  const badShapes: [string, Record<string, unknown>][] = [
    ['price above originalPrice', { price: 170000 }],
    ['price not an integer', { price: 130000.5 }],
    ['price negative', { price: -1 }],
    ['name blank', { name: ' ' }],
    ['no colours', { colors: [] }],
    ['no categories', { categories: [] }],
    ['brand empty', { brand: '' }],
  ];
  it.each(badShapes)('refused: %s', async (_name, over) => {
    await assertFails(editProduct(manager(), P.store1, over));
  });

  it('a sold product (also one in a delivery order) cannot be edited', async () => {
    await assertFails(editProduct(manager(), P.sold));
    await assertFails(editProduct(manager(), P.delivery));
    await assertFails(editProduct(dbFor('dev'), P.sold, { name: 'Other' }));
  });

  it('a seller may not edit its own store’s product', async () => {
    await assertFails(editProduct(dbFor('Reception In City'), P.store1));
  });
});

// -------------------------------------------------------------------------------------------------
// Move
// -------------------------------------------------------------------------------------------------

describe('products: move (move wizard)', () => {
  const manager = () => dbFor('Manager');

  it('several products, each with its change log entry, in one batch', async () => {
    await assertSucceeds(moveProducts(manager(), [P.store1, P.warehouse], TO_STORE_2));
    // Goods reach a merchant only by a merchant sale (with its order and money), never by a move.
    await assertFails(moveProducts(dbFor('dev'), [P.store2], { locationType: 'merchant', locationId: TARGET_MERCHANT, locationName: 'Merchant one' }));
  });

  it('as the app does it: a transaction reading the products, then writing', async () => {
    const db = manager();
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const ref = doc(db, 'products', P.warehouse);
        const snap = await tx.get(ref);
        const p = toProduct(snap.id, snap.data() ?? {});
        const logRef = doc(collection(db, 'productLocationChangeLogs'));
        tx.set(logRef, {
          productId: p.id,
          product: { id: p.id, name: p.name, sku: p.sku, pics: p.pics.slice(0, 1) },
          prevLocationId: p.locationId,
          prevLocationName: p.locationName,
          prevLocationType: p.locationType,
          currentLocationId: STORE_1,
          currentLocationName: 'Store one',
          currentLocationType: 'store',
          updatedAt: serverTimestamp(),
        });
        tx.update(ref, { locationType: 'store', locationId: STORE_1, locationName: 'Store one', lastMoveLogId: logRef.id, updatedAt: serverTimestamp() });
      }),
    );
  });

  it('refused without the log entry', async () => {
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { log: false }));
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { log: false, lastMoveLogId: null }));
  });

  it('refused when the product does not point at the new entry', async () => {
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { lastMoveLogId: null }));
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { lastMoveLogId: LOG })); // an old entry
  });

  it('refused with an entry for another product', async () => {
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { logFields: { productId: P.store2 } }));
  });

  it('refused when the entry does not say where the product goes or where it was', async () => {
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { logFields: { currentLocationId: STORE_2 } }));
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { logFields: { prevLocationId: WAREHOUSE } }));
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { logFields: { updatedAt: Timestamp.now() } }));
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { logFields: { product: 'Nike' } }));
  });

  it('refused for a sold, delivery-pending or discount-pending product', async () => {
    await assertFails(moveProducts(manager(), [P.sold], TO_WAREHOUSE));
    await assertFails(moveProducts(manager(), [P.delivery], TO_WAREHOUSE));
    await assertFails(moveProducts(manager(), [P.discountPending], TO_WAREHOUSE));
    // One bad product fails the whole move.
    await assertFails(moveProducts(manager(), [P.store1, P.sold], TO_WAREHOUSE));
  });

  it('refused with another field changed, or to an unknown kind of place', async () => {
    await assertFails(moveProducts(manager(), [P.store1], TO_WAREHOUSE, { productFields: { price: 1000 } }));
    await assertFails(moveProducts(manager(), [P.store1], { locationType: 'shop' as 'store', locationId: 'x', locationName: 'X' }));
  });

  it('refused for a seller (even its own store’s product) and the call centre', async () => {
    await assertFails(moveProducts(dbFor('Reception In City'), [P.store1], TO_WAREHOUSE));
    await assertFails(moveProducts(dbFor('Call Centre'), [P.store1], TO_WAREHOUSE));
  });

  it('a change log entry alone is refused; entries are never changed or deleted', async () => {
    const db = manager();
    await assertFails(
      setDoc(doc(db, 'productLocationChangeLogs', 'alone'), {
        productId: P.store1,
        product: { id: P.store1 },
        prevLocationId: STORE_1,
        prevLocationName: 'Store one',
        currentLocationId: WAREHOUSE,
        currentLocationName: 'Warehouse one',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(doc(db, 'productLocationChangeLogs', LOG), { currentLocationName: 'Other' }));
    await assertFails(deleteDoc(doc(db, 'productLocationChangeLogs', LOG)));
    await assertFails(deleteDoc(doc(dbFor('dev'), 'productLocationChangeLogs', LOG)));
  });
});

// -------------------------------------------------------------------------------------------------
// Refund
// -------------------------------------------------------------------------------------------------

describe('products: a refund from the sold products screen is recorded on its order (its e-barimt’s correction)', () => {
  const manager = () => dbFor('Manager');
  const session = { id: uidOf('Manager'), firstName: profileOf('Manager').firstName, lastName: profileOf('Manager').lastName, role: 'Manager' } as SessionUser;

  it('as the app does it: product, transaction, sale and the order’s record in one transaction', async () => {
    await assertSucceeds(refundAsTheAppDoes(toProduct(P.ordered, PRODUCTS[P.ordered]), session, manager()));
    let stored: Record<string, unknown> = {};
    let product: Record<string, unknown> = {};
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      stored = (await getDoc(doc(db, 'orders', ORDER.rec))).data() ?? {};
      product = (await getDoc(doc(db, 'products', P.ordered))).data() ?? {};
    });
    const rid = listRefundId(String(product.refundTransactionId), P.ordered);
    expect(stored).toMatchObject({ returnIds: ['r-earlier', rid], returnedProductIds: ['p-gone', P.ordered], keptTotalPrice: 150000 });
    expect(stored.refundedAt).toBeInstanceOf(Timestamp);
  });

  it('a batch with the record succeeds; without it, it is refused', async () => {
    await assertFails(refundProduct(manager(), P.ordered));
    await assertSucceeds(refundProduct(manager(), P.ordered, { orderFields: recordOf(ORDER.rec, P.ordered) }));
  });

  const forged: [string, RefundOptions['orderFields']][] = [
    ['naming the other line', (tx) => recordOf(ORDER.rec, P.ordered, { returnIds: ['r-earlier', listRefundId(tx, P.ordered2)] })(tx)],
    ['naming an older transaction', recordOf(ORDER.rec, P.ordered, { returnIds: ['r-earlier', listRefundId(OLD_TX, P.ordered)] })],
    ['the earlier return dropped', (tx) => recordOf(ORDER.rec, P.ordered, { returnIds: [listRefundId(tx, P.ordered)] })(tx)],
    ['the product not among the returned', recordOf(ORDER.rec, P.ordered, { returnedProductIds: ['p-gone'] })],
    ['another product among the returned', recordOf(ORDER.rec, P.ordered, { returnedProductIds: ['p-gone', P.ordered2] })],
    ['kept 1 ₮ more', recordOf(ORDER.rec, P.ordered, { keptTotalPrice: 150001 })],
    ['kept from the sold total (the earlier return forgotten)', recordOf(ORDER.rec, P.ordered, { keptTotalPrice: 280000 })],
    ['kept unchanged', recordOf(ORDER.rec, P.ordered, { keptTotalPrice: 270000 })],
    ['no refundedAt', (tx) => { const { refundedAt: _, ...rest } = recordOf(ORDER.rec, P.ordered)(tx); return rest; }],
    ['the sold total changed too', recordOf(ORDER.rec, P.ordered, { soldTotalPrice: 280000 })],
    ['the lottery ticket dropped too', recordOf(ORDER.rec, P.ordered, { lotteryId: null })],
  ];
  for (const [name, orderFields] of forged) {
    it(`refuses the record with ${name}`, async () => {
      await assertFails(refundProduct(manager(), P.ordered, { orderFields }));
    });
  }

  it('refuses a record with no refund in the write, a record on another order, and a seller’s or an Admin’s', async () => {
    // The other line, still sold, "refunded" on the order alone.
    await assertFails(updateDoc(doc(manager(), 'orders', ORDER.rec), recordOf(ORDER.rec, P.ordered2)('AbCdEfGhIjKlMnOpQrSt')));
    // Its own order's record and another order's.
    await assertFails(
      refundProduct(manager(), P.ordered, {
        orderFields: recordOf(ORDER.other, P.ordered),
        recordOn: ORDER.other,
      }),
    );
    await assertFails(refundProduct(dbFor('Reception In City'), P.ordered, { by: 'Reception In City', orderFields: recordOf(ORDER.rec, P.ordered) }));
    await assertFails(refundProduct(dbFor('Admin'), P.ordered, { by: 'Admin', orderFields: recordOf(ORDER.rec, P.ordered) }));
  });
});

describe('products: refund (sold products screen)', () => {
  const manager = () => dbFor('Manager');

  it('Manager and dev: product + negative transaction + sale state in one batch', async () => {
    await assertSucceeds(refundProduct(manager(), P.sold));
    await seedFixtures();
    await assertSucceeds(refundProduct(dbFor('dev'), P.sold, { by: 'dev' }));
  });

  it('not a delivery-pending product: it is refunded at the door or returned by deleting its order', async () => {
    await assertFails(refundProduct(manager(), P.delivery));
  });

  it('a product refunded before and sold again, with its current sale', async () => {
    await assertSucceeds(refundProduct(manager(), P.resold));
  });

  it('a product sold at price 0 (a transaction of 0)', async () => {
    await assertSucceeds(refundProduct(manager(), P.free));
  });

  it('as the app does it: a transaction reading product and sale, then writing', async () => {
    const db = manager();
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const productRef = doc(db, 'products', P.sold);
        const p = toProduct(P.sold, (await tx.get(productRef)).data() ?? {});
        const saleRef = doc(db, 'sales', p.saleId ?? 'none');
        const sale = await tx.get(saleRef);
        const txRef = doc(collection(db, 'transactions'));
        const amount = refundAmount(p);
        tx.set(txRef, { id: txRef.id, type: 'refund', productId: p.id, saleId: p.saleId, orderId: p.orderId, customerId: sale.data()?.userId ?? null, transactionPrice: amount, amount, user: { id: uidOf('Manager'), firstName: profileOf('Manager').firstName, lastName: profileOf('Manager').lastName }, createdAt: serverTimestamp() });
        tx.update(productRef, { ...refundFields(p), refundTransactionId: txRef.id, updatedAt: serverTimestamp() });
        tx.update(saleRef, { state: 'refund', updatedAt: serverTimestamp() });
      }),
    );
  });

  it('refused without the transaction', async () => {
    await assertFails(refundProduct(manager(), P.sold, { transaction: false }));
    await assertFails(refundProduct(manager(), P.sold, { transaction: false, link: null }));
    await assertFails(refundProduct(manager(), P.sold, { link: null })); // transaction not linked
    await assertFails(refundProduct(manager(), P.sold, { link: OLD_TX })); // an old transaction
  });

  it('refused with a wrong amount', async () => {
    // Minus the original price, not the price it was sold at.
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { amount: -150000, transactionPrice: -150000 } }));
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { amount: 120000, transactionPrice: 120000 } }));
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { transactionPrice: -1 } }));
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { amount: -120000.5, transactionPrice: -120000.5 } }));
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { type: 'sale' } }));
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { productId: P.store1 } }));
    // Recorded under another member of staff, or under another name.
    await assertFails(refundProduct(manager(), P.sold, { by: 'dev' }));
    await assertFails(refundProduct(manager(), P.sold, { transactionFields: { user: { id: uidOf('Manager'), firstName: 'Saraa', lastName: 'Bold' } } }));
  });

  it('refused when the product does not go back to stock at its original price', async () => {
    await assertFails(refundProduct(manager(), P.sold, { productFields: { price: 120000 } }));
    await assertFails(refundProduct(manager(), P.sold, { productFields: { isSold: true } }));
    await assertFails(refundProduct(manager(), P.sold, { productFields: { isRefund: false } }));
    await assertFails(refundProduct(manager(), P.sold, { productFields: { isDiscount: true } }));
    await assertFails(refundProduct(manager(), P.sold, { productFields: { locationId: STORE_2 } }));
  });

  it('refused for a product that is not sold', async () => {
    await assertFails(refundProduct(manager(), P.store1));
    await assertFails(refundProduct(manager(), P.discountPending));
  });

  it('refused for a seller (its own store’s sold product) and the call centre', async () => {
    await assertFails(refundProduct(dbFor('Reception In City'), P.sold, { by: 'Reception In City' }));
    await assertFails(refundProduct(dbFor('Call Centre'), P.sold, { by: 'Call Centre' }));
    await assertFails(refundProduct(dbFor('Admin'), P.sold, { by: 'Admin' }));
  });

  // Deleting a transaction is the /transactions screen's (Manager, dev: tests/rules/order-lists.test.ts).
  it('a refund transaction alone is refused; transactions are never changed, nor deleted by other roles', async () => {
    const db = manager();
    await assertFails(setDoc(doc(db, 'transactions', 'alone'), { id: 'alone', type: 'refund', productId: P.sold, amount: -120000, transactionPrice: -120000, createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'transactions', OLD_TX), { amount: -1 }));
    await assertFails(deleteDoc(doc(dbFor('Admin'), 'transactions', OLD_TX)));
    await assertFails(deleteDoc(doc(dbFor('Reception In City'), 'transactions', OLD_TX)));
  });
});

describe('sales: the refund update', () => {
  const manager = () => dbFor('Manager');

  it('only with the refund of its product in the same write', async () => {
    await assertFails(updateDoc(doc(manager(), 'sales', SALE.sold), { state: 'refund', updatedAt: serverTimestamp() }));
  });

  it('only the state, and only to refund', async () => {
    await assertFails(refundProduct(manager(), P.sold, { saleFields: { state: 'cancelled' } }));
    await assertFails(refundProduct(manager(), P.sold, { saleFields: { price: 0 } }));
  });

  it('not another product’s sale', async () => {
    await assertFails(refundProduct(manager(), P.sold, { sale: SALE.store1 }));
  });

  it('not an older sale of a product refunded before and sold again', async () => {
    await assertFails(refundProduct(manager(), P.resold, { sale: SALE.resoldOld }));
  });

  it('never created or deleted from here', async () => {
    await assertFails(setDoc(doc(manager(), 'sales', 'new-sale'), { productId: P.store1, price: 1 }));
    await assertFails(deleteDoc(doc(manager(), 'sales', SALE.sold)));
  });
});

// -------------------------------------------------------------------------------------------------
// Labels and delete
// -------------------------------------------------------------------------------------------------

describe('products: label printed', () => {
  it('Manager and dev: any product, several in one batch, sold ones too', async () => {
    await assertSucceeds(markPrinted(dbFor('Manager'), [P.store1, P.store2, P.warehouse, P.sold]));
    await assertSucceeds(markPrinted(dbFor('dev'), [P.delivery, P.discountPending]));
  });

  it('a seller: its own store’s products, only isPrinted', async () => {
    await assertSucceeds(markPrinted(dbFor('Reception In City'), [P.store1, P.sold]));
    await assertSucceeds(markPrinted(dbFor('Reception In Country'), [P.store2]));
    await assertFails(markPrinted(dbFor('Reception In City'), [P.store2]));
    await assertFails(markPrinted(dbFor('Reception In City'), [P.warehouse]));
    await assertFails(markPrinted(dbFor('Reception In City'), [P.store1, P.store2])); // one foreign product fails the batch
    await assertFails(markPrinted(dbFor('Reception In City'), [P.store1], { price: 1000 }));
    await assertFails(markPrinted(dbFor('Reception In City'), [P.store1], { isPrinted: false }));
  });

  it('the call centre, Admin and others may not', async () => {
    await assertFails(markPrinted(dbFor('Call Centre'), [P.store1]));
    await assertFails(markPrinted(dbFor('Admin'), [P.store1]));
    await assertFails(markPrinted(dbFor('Merchant'), [P.store1]));
  });
});

describe('products: delete', () => {
  it('Manager and dev: an in-stock product, as the app does it (transaction)', async () => {
    const db = dbFor('Manager');
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const ref = doc(db, 'products', P.warehouse);
        await tx.get(ref);
        tx.delete(ref);
      }),
    );
    await assertSucceeds(deleteDoc(doc(dbFor('dev'), 'products', P.store2)));
  });

  it('never a sold, delivery-pending or discount-pending product', async () => {
    for (const id of [P.sold, P.delivery, P.discountPending, P.resold]) {
      await assertFails(deleteDoc(doc(dbFor('Manager'), 'products', id)));
    }
  });
});

// -------------------------------------------------------------------------------------------------
// productsDate, transfer history, transactions
// -------------------------------------------------------------------------------------------------

describe('productsDate', () => {
  const manager = () => dbFor('Manager');

  it('Manager and dev write {date, updatedAt} with date == id, merged onto an existing day too', async () => {
    await assertSucceeds(setDoc(doc(manager(), 'productsDate', '2024-06-01'), { date: '2024-06-01', updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(doc(dbFor('dev'), 'productsDate', DAY), { date: DAY, updatedAt: serverTimestamp() }, { merge: true }));
    // A legacy day document with other fields still takes the add form's merge.
    await assertSucceeds(setDoc(doc(manager(), 'productsDate', LEGACY_DAY), { date: LEGACY_DAY, updatedAt: serverTimestamp() }, { merge: true }));
  });

  it('refused: date not the id, another field, a bad id, a delete', async () => {
    await assertFails(setDoc(doc(manager(), 'productsDate', '2024-06-02'), { date: '2024-06-03', updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(manager(), 'productsDate', DAY), { date: '2024-06-03' }, { merge: true }));
    await assertFails(setDoc(doc(manager(), 'productsDate', '2024-06-02'), { date: '2024-06-02', count: 3 }));
    await assertFails(setDoc(doc(manager(), 'productsDate', DAY), { date: DAY, count: 3 }, { merge: true }));
    await assertFails(setDoc(doc(manager(), 'productsDate', 'today'), { date: 'today' }));
    await assertFails(deleteDoc(doc(manager(), 'productsDate', DAY)));
  });

  it('other roles may not write', async () => {
    for (const subject of ['Admin', 'Reception In City', 'Call Centre', 'Super Admin'] as const) {
      await assertFails(setDoc(doc(dbFor(subject), 'productsDate', '2024-06-04'), { date: '2024-06-04', updatedAt: serverTimestamp() }, { merge: true }));
    }
  });
});

// -------------------------------------------------------------------------------------------------
// users: contract merchants for the stock screens
// -------------------------------------------------------------------------------------------------

describe('users: Manager reads the contract merchants (merchant tab, move and sale wizards)', () => {
  it("Manager may read a Merchant and list where role == 'Merchant'", async () => {
    const db = dbFor('Manager');
    await assertSucceeds(getDoc(doc(db, 'users', TARGET_MERCHANT)));
    const snap = await assertSucceeds(getDocs(query(collection(db, 'users'), where('role', '==', 'Merchant'))));
    expect(snap.docs.every((d) => d.data().role === 'Merchant')).toBe(true);
  });

  it('Manager still may not read an Admin or a Super Admin, nor list merchants with admins', async () => {
    const db = dbFor('Manager');
    await assertFails(getDoc(doc(db, 'users', TARGET_ADMIN)));
    await assertFails(getDoc(doc(db, 'users', 'target-super-admin')));
    await assertFails(getDocs(query(collection(db, 'users'), where('role', 'in', ['Merchant', 'Admin']))));
  });

  it('the call centre and the sellers may not list merchants', async () => {
    for (const subject of ['Call Centre', 'Reception In City'] as const) {
      await assertFails(getDocs(query(collection(dbFor(subject), 'users'), where('role', '==', 'Merchant'))));
    }
  });
});
