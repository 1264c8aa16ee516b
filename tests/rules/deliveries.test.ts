// firestore.rules, delivery orders and couriers: who reads which delivery
// orders, the courier list, assigning a courier, cancelling a delivery, confirming it (products sold
// or refunded in the same transaction) and deleting an order. Writes go through the app's own
// functions (src/features/deliveries/api/deliveryWrites.ts) with the caller's Firestore.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, serverTimestamp, doc, getDoc, getDocs, query, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { modularFirestore } from './support/env';
import { expectAllowed, rulesHarness } from './support/harness';
import { SUBJECTS, uidOf, userDoc, type Subject } from './support/users';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { STAFF_ROLES, type StaffRole } from '../../src/auth/roles';
import { deliveredFields, deliveredOrderFields, deliveryPlans, type DeliveryQueryPlan } from '../../src/features/deliveries/domain/deliveries';
import { NO_PAYMENTS, singlePayment, type Payments } from '../../src/entities/order/payment';
import type { Order } from '../../src/entities/order/order';
import { toOrder } from '../../src/entities/order/orderDoc';
import {
  assignCourier,
  cancelDelivering,
  confirmDelivery,
  deleteDeliveryOrder,
  DoorPaymentError,
} from '../../src/features/deliveries/api/deliveryWrites';
import { orderLotteryConstraints, planConstraints } from '../../src/features/deliveries/api/deliveryQueries';
import { sampleProductDetails } from '../../src/test/productFixtures';

// The api's default `db` is the browser app's Firestore, which cannot start here; every call below
// passes the caller's Firestore instead.
vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const COURIER = uidOf('DeliveryBoy');
const OTHER_COURIER = 'uid-courier-2';
const CALL_CENTRE = uidOf('Call Centre');

const O = { pending: 'o-pending', delivering: 'o-delivering', other: 'o-other', done: 'o-done', store: 'o-store', big: 'o-big' } as const;
/** The biggest delivery order confirmed in one write (6 products, ONE_WRITE_DELIVERY_MAX; a larger one is THE LARGE DELIVERY), for the rules' per-request limits. */
const BIG = Array.from({ length: 6 }, (_, i) => `p-big-${i + 1}`);
const P = { pending: 'p-pending', kept: 'p-kept', returned: 'p-returned', other: 'p-other', inStock: 'p-in-stock' } as const;

let n = 0;
/** A product sold in a delivery order, still on its way (printed, isSold + isDeliveryPending), then `over`. */
function product(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  n += 1;
  const added = newProductDocument(
    sampleProductDetails({
      name: `Shoe ${id}`,
      sku: String(300000 + n),
      price: 100000,
      originalPrice: 120000,
      isDiscount: true,
    }),
    { id, by: { id: uidOf('Manager'), name: 'Bat Dorj' }, on: new Date(2024, 4, 1), stamp: () => Timestamp.fromMillis(Date.UTC(2024, 4, 1)) },
  );
  return { ...added, isPrinted: true, isSold: true, isDeliveryPending: true, ...over };
}

function line(id: string) {
  return { id, name: `Shoe ${id}`, sku: '1', price: 100000, originalPrice: 120000, isNoat: false, size: '42', colors: ['Black'], categories: ['Shoes'], pics: [] };
}

function order(id: string, status: string, lines: string[], over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    products: lines.map(line),
    // Sale orders list their product ids (lines without a product document are snapshot-only).
    productIds: lines.filter((l) => !['snapshot-only', 'gone'].includes(l)),
    purchaseType: 'delivery',
    pending_status: status,
    quantity: lines.length,
    soldTotalPrice: 100000 * lines.length,
    originalTotalPrice: 120000 * lines.length,
    userId: 'target-customer',
    user: { firstName: 'Bold', phone: '99001122' },
    contactName: 'Bold',
    contactNumber: '99001122',
    duureg: 'district-01',
    address: 'Khan-Uul, 3rd khoroo',
    createdUserId: CALL_CENTRE,
    createdUser: { firstName: 'Call', lastName: 'Centre', role: 'Call Centre' },
    createdAt: Timestamp.fromMillis(Date.UTC(2024, 4, 2)),
    ...over,
  };
}

const courierOf = (uid: string) => ({ id: uid, firstName: 'Ganzorig', lastName: 'Erdenebat', phone: '99110005' });

async function seedFixtures(): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', OTHER_COURIER), userDoc(OTHER_COURIER, 'DeliveryBoy'));
    batch.set(doc(db, 'orders', O.pending), order(O.pending, 'pending', [P.pending]));
    batch.set(doc(db, 'orders', O.delivering), order(O.delivering, 'delivering', [P.kept, P.returned, 'snapshot-only'], { deliveryBoy: courierOf(COURIER), deliveryBoyId: COURIER }));
    batch.set(doc(db, 'orders', O.other), order(O.other, 'delivering', [P.other], { deliveryBoy: courierOf(OTHER_COURIER), deliveryBoyId: OTHER_COURIER, createdUserId: uidOf('Manager') }));
    batch.set(doc(db, 'orders', O.done), order(O.done, 'done', ['gone'], { deliveryBoy: courierOf(COURIER), deliveryBoyId: COURIER }));
    batch.set(doc(db, 'orders', O.store), order(O.store, 'done', ['gone'], { purchaseType: 'store', createdUserId: CALL_CENTRE }));
    batch.set(doc(db, 'products', P.pending), product(P.pending, { orderId: O.pending, saleId: 's-pending' }));
    batch.set(doc(db, 'products', P.kept), product(P.kept, { orderId: O.delivering, saleId: 's-kept' }));
    batch.set(doc(db, 'products', P.returned), product(P.returned, { orderId: O.delivering, saleId: 's-returned' }));
    batch.set(doc(db, 'products', P.other), product(P.other, { orderId: O.other, saleId: 's-other' }));
    batch.set(doc(db, 'products', P.inStock), product(P.inStock, { isSold: false, isDeliveryPending: false }));
    batch.set(doc(db, 'orders', O.big), order(O.big, 'delivering', BIG, { deliveryBoy: courierOf(COURIER), deliveryBoyId: COURIER }));
    BIG.forEach((id) => {
      batch.set(doc(db, 'products', id), product(id, { orderId: O.big, saleId: `s-${id}` }));
      batch.set(doc(db, 'sales', `s-${id}`), { id: `s-${id}`, productId: id, orderId: O.big, price: 100000, userId: 'target-customer', locationType: 'delivery' });
    });
    for (const [sale, p, o] of [['s-pending', P.pending, O.pending], ['s-kept', P.kept, O.delivering], ['s-returned', P.returned, O.delivering], ['s-other', P.other, O.other]]) {
      batch.set(doc(db, 'sales', sale), { id: sale, productId: p, orderId: o, price: 100000, userId: 'target-customer', locationType: 'delivery' });
    }
    await batch.commit();
  });
}

const rules = rulesHarness(process.env.RULES_PROJECT ?? 'demo-rules-deliveries', { users: 'each' });
const { dbFor } = rules;

const who = (subject: Subject) => ({ id: uidOf(subject), firstName: 'Bat', lastName: 'Dorj' });

async function orderAs(db: Firestore, id: string) {
  const snap = await getDoc(doc(db, 'orders', id));
  return toOrder(snap.id, snap.data() ?? {});
}

async function stored(collectionName: string, id: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), collectionName, id))).data();
  });
  return data;
}

async function adminOrder(id: string) {
  const data = await stored('orders', id);
  return toOrder(id, data ?? {});
}

/** What the courier records: the refunded products, and the rest paid in full by one method. */
function door(order: Order, refundIds: readonly string[], method: keyof Payments = 'cash') {
  const delivered = deliveredOrderFields(order, order.products, [...refundIds]).soldTotalPrice;
  return { refundIds: new Set(refundIds), payments: singlePayment(method, delivered) };
}

/**
 * The confirmation of O.delivering with nothing refunded, written directly (not through the app's
 * transaction, which refuses a bad payment itself), with `payments` as given (undefined: left out).
 */
async function rawConfirm(db: Firestore, payments: unknown): Promise<void> {
  const current = await adminOrder(O.delivering);
  const batch = writeBatch(db);
  for (const id of [P.kept, P.returned]) batch.update(doc(db, 'products', id), { ...deliveredFields(), updatedAt: Timestamp.now() });
  batch.update(doc(db, 'orders', O.delivering), {
    pending_status: 'done',
    ...deliveredOrderFields(current, current.products, []),
    ...(payments === undefined ? {} : { payments }),
    deliveredAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
}

const isStaff = (s: Subject): s is StaffRole => (STAFF_ROLES as readonly string[]).includes(s);
const runQuery = (db: Firestore, plan: DeliveryQueryPlan) => getDocs(query(collection(db, 'orders'), ...planConstraints(plan)));

beforeEach(async () => {
  await seedFixtures();
});

describe('reading delivery orders: each role runs its page\'s queries', () => {
  it.each(SUBJECTS)('%s: /delivery-orders tables', async (subject) => {
    const db = dbFor(subject);
    const plans = isStaff(subject) ? deliveryPlans({ id: uidOf(subject), role: subject }, 'deliveryOrders') : [];
    const allowed = ['Admin', 'Manager', 'dev', 'DeliveryBoy'].includes(subject);
    expect(plans.length > 0).toBe(allowed);
    for (const plan of plans) await assertSucceeds(runQuery(db, plan));
    // Everyone else (and the courier) is refused the unfiltered awaiting table.
    const awaiting: DeliveryQueryPlan = { table: 'awaiting', status: 'pending', purchaseTypes: ['delivery', 'mobile'] };
    await expectAllowed(['Admin', 'Manager', 'dev'].includes(subject), runQuery(db, awaiting));
  });

  it('a courier sees only its own delivering orders; another courier\'s order is refused', async () => {
    const db = dbFor('DeliveryBoy');
    const [plan] = deliveryPlans({ id: COURIER, role: 'DeliveryBoy' }, 'deliveryOrders');
    const snap = await assertSucceeds(runQuery(db, plan));
    expect(snap.docs.map((d) => d.id).sort()).toEqual([O.big, O.delivering].sort());
    await assertFails(getDoc(doc(db, 'orders', O.other)));
    await assertFails(runQuery(db, { ...plan, deliveryBoyId: OTHER_COURIER }));
    await assertFails(runQuery(db, { ...plan, deliveryBoyId: undefined }));
    await assertSucceeds(getDoc(doc(db, 'orders', O.delivering)));
  });

  it('the call centre reads the delivery orders it created (three tables), not the others', async () => {
    const db = dbFor('Call Centre');
    const plans = deliveryPlans({ id: CALL_CENTRE, role: 'Call Centre' }, 'callCentre');
    expect(plans).toHaveLength(3);
    const ids: string[] = [];
    for (const plan of plans) ids.push(...(await assertSucceeds(runQuery(db, plan))).docs.map((d) => d.id));
    expect(ids.sort()).toEqual([O.big, O.delivering, O.done, O.pending].sort());
    await assertFails(getDoc(doc(db, 'orders', O.other)));
  });

  it('a courier reads the products and sales of its own orders only', async () => {
    const db = dbFor('DeliveryBoy');
    await assertSucceeds(getDoc(doc(db, 'products', P.kept)));
    await assertSucceeds(getDoc(doc(db, 'sales', 's-kept')));
    await assertFails(getDoc(doc(db, 'products', P.other)));
    await assertFails(getDoc(doc(db, 'products', P.inStock)));
    await assertFails(getDoc(doc(db, 'sales', 's-other')));
  });
});

describe('the lottery ticket of a delivery (the confirmation wizard shows it)', () => {
  const T = { mine: '51000001', other: '51000002', store: '51000003', page: '51000004' } as const;

  async function seedTickets(): Promise<void> {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      const batch = writeBatch(db);
      for (const [code, orderId] of [[T.mine, O.delivering], [T.other, O.other], [T.store, O.store], [T.page, null]] as const) {
        batch.set(doc(db, 'lottery', code), {
          id: code,
          lotteryUUID: code,
          userId: 'target-customer',
          user: { firstName: 'Bold', lastName: '', phone: '99001122' },
          lotteryTypeId: 'lt-now',
          orderId,
          createdUserId: CALL_CENTRE,
          createdAt: Timestamp.fromMillis(Date.UTC(2024, 4, 2)),
        });
      }
      await batch.commit();
    });
  }

  const lookUp = (db: Firestore, orderId: string) => getDocs(query(collection(db, 'lottery'), ...orderLotteryConstraints(orderId)));

  it('a courier reads the ticket of its own delivery, by its code or found by its order (the order names none), and no other', async () => {
    await seedTickets();
    const db = dbFor('DeliveryBoy');
    await assertSucceeds(getDoc(doc(db, 'lottery', T.mine)));
    const found = await assertSucceeds(lookUp(db, O.delivering));
    expect(found.docs.map((d) => d.id)).toEqual([T.mine]);
    // An order of theirs without a ticket: the lookup is allowed and finds none.
    expect((await assertSucceeds(lookUp(db, O.big))).size).toBe(0);
    // Another courier's delivery, a store sale, a ticket of no order, or no order named.
    await assertFails(getDoc(doc(db, 'lottery', T.other)));
    await assertFails(lookUp(db, O.other));
    await assertFails(getDoc(doc(db, 'lottery', T.store)));
    await assertFails(lookUp(db, O.store));
    await assertFails(getDoc(doc(db, 'lottery', T.page)));
    await assertFails(getDocs(query(collection(db, 'lottery'), where('lotteryTypeId', '==', 'lt-now'))));
    await assertFails(getDocs(query(collection(db, 'lottery'), where('orderId', 'in', [O.delivering, O.other]))));
  });

  it('another courier, the call centre and a seller may not read the courier\'s ticket; Admin may', async () => {
    await seedTickets();
    await assertFails(getDoc(doc(dbFor({ uid: OTHER_COURIER }), 'lottery', T.mine)));
    await assertSucceeds(getDoc(doc(dbFor({ uid: OTHER_COURIER }), 'lottery', T.other)));
    for (const subject of ['Call Centre', 'Reception In City'] as const) {
      await assertFails(getDoc(doc(dbFor(subject), 'lottery', T.mine)));
      await assertFails(lookUp(dbFor(subject), O.delivering));
    }
    await assertSucceeds(lookUp(dbFor('Admin'), O.delivering));
  });
});

describe('the courier list', () => {
  it.each(SUBJECTS)('%s', async (subject) => {
    const q = query(collection(dbFor(subject), 'users'), where('role', '==', 'DeliveryBoy'));
    await expectAllowed(['Admin', 'Manager', 'dev', 'Super Admin'].includes(subject), getDocs(q));
  });
});

describe('assigning a courier (pending -> delivering)', () => {
  it.each(SUBJECTS)('%s', async (subject) => {
    const db = dbFor(subject);
    const o = await adminOrder(O.pending);
    const call = assignCourier(o, courierOf(COURIER), db);
    if (['Admin', 'Manager', 'dev'].includes(subject)) {
      await assertSucceeds(call);
      const after = await stored('orders', O.pending);
      expect(after?.pending_status).toBe('delivering');
      expect(after?.deliveryBoyId).toBe(COURIER);
    } else await assertFails(call);
  });

  it('the courier must be a DeliveryBoy; nothing else may change', async () => {
    const db = dbFor('Manager');
    const o = await adminOrder(O.pending);
    await assertFails(assignCourier(o, { ...courierOf('target-staff') }, db));
    await assertFails(assignCourier(o, { ...courierOf('no-such-user') }, db));
    await assertFails(updateDoc(doc(db, 'orders', O.pending), { pending_status: 'delivering', deliveryBoyId: COURIER, deliveryBoy: courierOf(COURIER), soldTotalPrice: 1 }));
    await assertFails(updateDoc(doc(db, 'orders', O.pending), { pending_status: 'done' }));
  });
});

describe('cancelling a delivery (delivering -> pending)', () => {
  it.each(SUBJECTS)('%s', async (subject) => {
    const db = dbFor(subject);
    const call = cancelDelivering(await adminOrder(O.delivering), db);
    if (['Admin', 'Manager', 'dev'].includes(subject)) {
      await assertSucceeds(call);
      const after = await stored('orders', O.delivering);
      expect(after?.pending_status).toBe('pending');
      expect(after?.deliveryBoyId ?? null).toBeNull();
    } else await assertFails(call);
  });
});

describe('confirming a delivery (delivering -> done) in one transaction', () => {

  it.each(SUBJECTS)('%s confirms with one product refunded', async (subject) => {
    const db = dbFor(subject);
    const current = await adminOrder(O.delivering);
    const call = confirmDelivery(current, door(current, [P.returned]), who(subject), db);
    if (['Admin', 'Manager', 'dev', 'DeliveryBoy'].includes(subject)) {
      await assertSucceeds(call);
      // Two lines kept (one a snapshot-only line), paid in cash at the door.
      expect(await stored('orders', O.delivering)).toMatchObject({ pending_status: 'done', soldTotalPrice: 200000, payments: { cash: 200000, card: 0, qpay: 0, bank: 0 } });
      const kept = await stored('products', P.kept);
      expect(kept).toMatchObject({ isSold: true, isDeliveryPending: false });
      const back = await stored('products', P.returned);
      expect(back).toMatchObject({ isSold: false, isDeliveryPending: false, isRefund: true, isDiscount: false, price: 120000 });
      const tx = await stored('transactions', String(back?.refundTransactionId));
      expect(tx).toMatchObject({ type: 'refund', productId: P.returned, amount: -100000, transactionPrice: -100000, orderId: O.delivering });
      expect((await stored('sales', 's-returned'))?.state).toBe('refund');
      expect((await stored('sales', 's-kept'))?.state).toBeUndefined();
    } else await assertFails(call);
  });

  it.each(['Admin', 'DeliveryBoy', 'Manager'] as const)('%s confirms with every product kept (sold)', async (subject) => {
    const current = await adminOrder(O.delivering);
    await assertSucceeds(confirmDelivery(current, door(current, [], 'card'), who(subject), dbFor(subject)));
    expect(await stored('products', P.returned)).toMatchObject({ isSold: true, isDeliveryPending: false, isRefund: false });
  });

  it.each(['Admin', 'DeliveryBoy'] as const)('%s confirms a 6-product order with every product refunded within the rules\' limits', async (subject) => {
    await assertSucceeds(confirmDelivery(await adminOrder(O.big), { refundIds: new Set(BIG), payments: NO_PAYMENTS }, who(subject), dbFor(subject)));
    expect(await stored('products', BIG[0])).toMatchObject({ isRefund: true, isSold: false });
    expect(await stored('products', BIG[5])).toMatchObject({ isRefund: true, isSold: false });
    // The order now says what was delivered and paid: nothing; `ordered` keeps what was ordered.
    expect(await stored('orders', O.big)).toMatchObject({
      pending_status: 'done',
      quantity: 0,
      soldTotalPrice: 0,
      originalTotalPrice: 0,
      ordered: { quantity: 6, soldTotalPrice: 600000, originalTotalPrice: 720000 },
      payments: NO_PAYMENTS,
    });
  });

  it('records a payment split at the door (cash and QPay) adding up to what was delivered', async () => {
    const current = await adminOrder(O.delivering);
    await assertSucceeds(confirmDelivery(current, { refundIds: new Set([P.returned]), payments: { ...NO_PAYMENTS, cash: 50000, qpay: 150000 } }, who('DeliveryBoy'), dbFor('DeliveryBoy')));
    expect((await stored('orders', O.delivering))?.payments).toEqual({ cash: 50000, card: 0, qpay: 150000, bank: 0 });
  });

  it('the app refuses a payment that does not add up before writing anything', async () => {
    const current = await adminOrder(O.delivering);
    // Paid as if nothing was refunded.
    await expect(confirmDelivery(current, { refundIds: new Set([P.returned]), payments: singlePayment('cash', 300000) }, who('DeliveryBoy'), dbFor('DeliveryBoy'))).rejects.toBeInstanceOf(DoorPaymentError);
    await expect(confirmDelivery(current, { refundIds: new Set(), payments: { ...NO_PAYMENTS, cash: 300100, card: -100 } }, who('DeliveryBoy'), dbFor('DeliveryBoy'))).rejects.toBeInstanceOf(DoorPaymentError);
    expect((await stored('orders', O.delivering))?.pending_status).toBe('delivering');
  });

  it('the rules refuse a confirmation without the payment, or with parts that do not add up, are negative, fractional or unknown', async () => {
    const db = dbFor('DeliveryBoy');
    const total = 300000; // three lines kept
    await assertFails(rawConfirm(db, undefined));
    await assertFails(rawConfirm(db, null));
    await assertFails(rawConfirm(db, singlePayment('cash', total - 1)));
    await assertFails(rawConfirm(db, singlePayment('card', total + 1000)));
    await assertFails(rawConfirm(db, { ...NO_PAYMENTS, cash: total + 1000, bank: -1000 }));
    await assertFails(rawConfirm(db, { ...NO_PAYMENTS, cash: total - 0.5, qpay: 0.5 }));
    await assertFails(rawConfirm(db, { ...singlePayment('cash', total), voucher: 0 }));
    await assertFails(rawConfirm(db, { cash: total, card: 0, qpay: 0 }));
    await assertFails(rawConfirm(db, total));
    // The same write, paid in full: allowed.
    await assertSucceeds(rawConfirm(db, { ...NO_PAYMENTS, cash: 100000, bank: 200000 }));
  });

  it('a courier cannot confirm another courier\'s order', async () => {
    const db = dbFor('DeliveryBoy');
    const other = await adminOrder(O.other);
    await assertFails(confirmDelivery(other, door(other, []), who('DeliveryBoy'), db));
    await assertFails(updateDoc(doc(db, 'orders', O.other), { pending_status: 'done' }));
  });

  it('nobody marks a delivery product sold (or refunds it) without the order becoming done', async () => {
    for (const subject of ['DeliveryBoy', 'Admin'] as const) {
      const db = dbFor(subject);
      await assertFails(updateDoc(doc(db, 'products', P.kept), { isSold: true, isDeliveryPending: false }));
      await assertFails(updateDoc(doc(db, 'products', P.kept), { isSold: false, isDeliveryPending: false, orderId: null, saleId: null }));
    }
  });

  it('the order cannot become done with other fields changed, nor from pending', async () => {
    const db = dbFor('DeliveryBoy');
    await assertFails(updateDoc(doc(db, 'orders', O.delivering), { pending_status: 'done', soldTotalPrice: 0 }));
    const manager = dbFor('Manager');
    await assertFails(updateDoc(doc(manager, 'orders', O.pending), { pending_status: 'done' }));
  });

  it('a courier cannot mark the courier-less product sold in the confirm write of a different order', async () => {
    const db = dbFor('DeliveryBoy');
    const batch = writeBatch(db);
    batch.update(doc(db, 'orders', O.delivering), { pending_status: 'done' });
    batch.update(doc(db, 'products', P.other), { isSold: true, isDeliveryPending: false });
    await assertFails(batch.commit());
  });
});

describe('deleting a delivery order', () => {
  it.each(SUBJECTS)('%s deletes a pending order, its products back in stock', async (subject) => {
    const db = dbFor(subject);
    const call = deleteDeliveryOrder(await adminOrder(O.pending), who(subject), db);
    if (['Admin', 'Manager', 'dev'].includes(subject)) {
      await assertSucceeds(call);
      expect(await stored('orders', O.pending)).toBeUndefined();
      expect(await stored('products', P.pending)).toMatchObject({ isSold: false, isDeliveryPending: false, orderId: null, saleId: null });
    } else await assertFails(call);
  });

  it('a done order is deleted alone; a store order is not the delivery area\'s', async () => {
    const db = dbFor('Manager');
    await assertSucceeds(deleteDeliveryOrder(await adminOrder(O.done), who('Manager'), db));
    const courier = dbFor('DeliveryBoy');
    await assertFails(deleteDoc(doc(courier, 'orders', O.delivering)));
  });

  it('products return to stock only in the write that deletes their order', async () => {
    const db = dbFor('Manager');
    await assertFails(updateDoc(doc(db, 'products', P.pending), { isSold: false, isDeliveryPending: false, orderId: null, saleId: null, updatedAt: Timestamp.now() }));
  });
});

describe('reads through the app\'s order converter', () => {
  it('the courier\'s view of its order', async () => {
    const o = await orderAs(dbFor('DeliveryBoy'), O.delivering);
    expect(o.deliveryBoy?.id).toBe(COURIER);
    expect(o.products).toHaveLength(3);
  });
});
