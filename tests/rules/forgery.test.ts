// firestore.rules against an attacker with the SDK: every client write path, as its legitimate
// write (allowed) and, generated from it (support/forgery.ts), one variant per money, stock,
// ownership and status field changed alone to a wrong value, one per document left out of the
// write, and the same write by a caller who may not make it (all refused). Each write is one batch,
// as the app commits it in one transaction; legitimate writes are built with the app's own plan
// builders and domain functions (refundFields, deliveredOrderFields, ...). A sale is no client write
// path any more (the sell command's: tests/functions/sell.test.ts; refused to every client:
// sale-lockdown.test.ts); the sales these paths start from are arranged as it writes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collection, deleteField, doc, FieldValue, getDoc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { deliveredFields, deliveredOrderFields, returnToStockFields } from '../../src/features/deliveries/domain/deliveries';
import { singlePayment } from '../../src/entities/order/payment';
import { toOrder } from '../../src/entities/order/orderDoc';
import { listRefundRecord } from '../../src/entities/order/listRefund';
import { batchPlanFields, cancelFields, confirmFields, newRequestFields, pendingFields, requesterSnapshot } from '../../src/features/discounts/domain/discountRequest';
import { cancelledRequestFields, flippedRequestFields } from '../../src/entities/discountRequest/discountRequest';
import { deletedOrderRecord } from '../../src/entities/order/deletedOrder';
import { productKeywords, toProduct, type Product } from '../../src/entities/product/product';
import { moveFields, refundAmount, refundFields } from '../../src/entities/product/stockChanges';
import { drawTicketOf, winnerFields } from '../../src/features/lottery/domain/lotteryType';
import { toLotteryTicket } from '../../src/entities/lottery/lotteryTicket';
import { planMoveDone, planMoveHold, planMoveOpen, planMoveUndo } from '../../src/entities/product/largeMove';
import { toStockMove } from '../../src/entities/stockMove/stockMove';
import type { Order, OrderProduct } from '../../src/entities/order/order';
import { RETURN_CHUNK, toStockReturn, type StockReturn } from '../../src/entities/stockReturn/stockReturn';
import { planCount, planCountOpen, planLargeConfirm, planLargeDelete, planReturn, settleLargeDeletion, settleLargeDelivery, type ReturningProduct } from '../../src/features/deliveries/api/largeDeliveryWrites';
import { adminAccess } from './support/adminAccess';
import { rulesHarness, type Caller } from './support/harness';
import { as, commit, forgeries, type FieldSpec, type Op, type Variant } from './support/forgery';
import { profileOf, uidOf, userDoc, type Subject } from './support/users';
import { DELIVERY, arrangeLargeDelivery } from './support/largeDelivery';
import { seedSale } from './support/saleFixture';
import { CUSTOMER, LOTTERY_FUTURE, LOTTERY_NOW, STORE_A, WALK_IN, addProducts, productData, seedSellingWorld } from './support/selling';

const rules = rulesHarness('forgery-rules', { users: 'once' });
const { dbFor } = rules;

const { admin, stored } = adminAccess(rules);

const COURIER = uidOf('DeliveryBoy');
/** A staff member's {id, firstName, lastName}, as refunds and cancels record who made them. */
const staffOf = (subject: Subject) => ({ id: uidOf(subject), firstName: profileOf(subject).firstName, lastName: profileOf(subject).lastName });
/** The courier's snapshot on its orders: its profile's name and phone. */
const COURIER_SNAPSHOT = { id: COURIER, firstName: profileOf('DeliveryBoy').firstName, lastName: profileOf('DeliveryBoy').lastName, phone: profileOf('DeliveryBoy').phone };
const of = (collectionName: string, field?: string) => (op: Op) => op.ref.parent.id === collectionName && (field === undefined || op.kind === 'delete' || field in op.data);

// -------------------------------------------------------------------------------------------------
// Arrangements: documents as the app (or the sell command: support/saleFixture.ts) leaves them.
// -------------------------------------------------------------------------------------------------

async function fresh(n: number, over: Record<string, unknown> = {}): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, () => productData({ price: 200_000, originalPrice: 200_000, ...over })));
}

/** A delivery sale by the Manager as the sell command writes it, then put on the way with the courier. */
async function deliveringOrder(n: number, status: 'pending' | 'delivering' = 'delivering') {
  const products = await fresh(n);
  const lines = products.map((p) => ({ productId: p.id, isNoat: false }));
  const { orderId } = await seedSale(rules.env, { kind: 'delivery', products, lines, buyer: CUSTOMER, delivery: DELIVERY }, 'Manager', status === 'delivering' ? { courier: 'DeliveryBoy' } : {});
  const data = (await stored(`orders/${orderId}`)) ?? {};
  const current = await admin(async (db) => Promise.all(products.map(async (p) => toProduct(p.id, (await getDoc(doc(db, 'products', p.id))).data() ?? {}))));
  return { orderId, order: toOrder(orderId, data), data, products: current };
}

/** A store sale by the Manager as the sell command writes it; returns the sold products as stored. */
async function soldInStore(n: number, noat: boolean) {
  const products = await fresh(n);
  const lines = products.map((p) => ({ productId: p.id, isNoat: noat }));
  const { orderId } = await seedSale(rules.env, { kind: 'store', products, lines, buyer: CUSTOMER }, 'Manager');
  const current = await admin(async (db) => Promise.all(products.map(async (p) => toProduct(p.id, (await getDoc(doc(db, 'products', p.id))).data() ?? {}))));
  return { orderId, data: (await stored(`orders/${orderId}`)) ?? {}, products: current };
}

/**
 * A product's refund: its negative transaction, the product back in stock, its sale marked refund;
 * from the sold products screen (`order` given) also the order's record of it (listRefundRecord).
 */
function refundOps(db: Firestore, p: Product, orderId: string, customerId: string | null, customerName: string, by: Subject, order?: Order): Op[] {
  const txRef = doc(collection(db, 'transactions'));
  const amount = refundAmount(p);
  return [
    { kind: 'set', ref: txRef, data: { id: txRef.id, type: 'refund', productId: p.id, saleId: p.saleId, orderId, customerId, customerName, transactionPrice: amount, amount, user: staffOf(by), createdAt: serverTimestamp() } },
    { kind: 'update', ref: doc(db, 'products', p.id), data: { ...refundFields(p), refundTransactionId: txRef.id, updatedAt: serverTimestamp() } },
    { kind: 'update', ref: doc(db, 'sales', p.saleId ?? '-'), data: { state: 'refund', updatedAt: serverTimestamp() } },
    ...(order
      ? [{ kind: 'update' as const, ref: doc(db, 'orders', orderId), data: { ...listRefundRecord(order, p.id, txRef.id, 0 - amount), refundedAt: serverTimestamp(), updatedAt: serverTimestamp() } }]
      : []),
  ];
}

// THE LARGE MOVE: its writes as largeMove.ts builds them, each arranged by the writes before it.
const MOVE_TARGET = { locationType: 'warehouse' as const, locationId: 'warehouse-1', locationName: 'Warehouse' };
const LARGE_MOVE = 10;

/** An open move of LARGE_MOVE fresh products (in STORE_A) by the Manager, its first `held` on their way (6 a write). */
async function openLargeMove(held: number) {
  const products = await fresh(LARGE_MOVE);
  const db = dbFor('Manager');
  const open = planMoveOpen(products, MOVE_TARGET, uidOf('Manager'), db);
  await commit(db, [open]);
  for (let from = 0; from < held; from += 6) {
    const move = toStockMove(open.ref.id, (await stored(`stockMoves/${open.ref.id}`)) ?? {});
    await commit(db, planMoveHold(move, products.slice(from, Math.min(held, from + 6)), db));
  }
  const move = toStockMove(open.ref.id, (await stored(`stockMoves/${open.ref.id}`)) ?? {});
  const current = await admin(async (a) => Promise.all(products.map(async (p) => toProduct(p.id, (await getDoc(doc(a, 'products', p.id))).data() ?? {}))));
  return { move, products: current };
}

// THE LARGE DELIVERY: its writes as largeDeliveryWrites builds them (planCountOpen, planCount,
// planLargeConfirm, planLargeDelete, planReturn), each arranged by the writes before it (the count
// and the settling writes made by the app's own runs, with the rules on).
const LARGE_DELIVERY = 8;
/** A second courier (its profile is written before the tests): not the order's. */
const OTHER_COURIER = 'uid-other-courier';
const OTHER_COURIER_STAFF = { id: OTHER_COURIER, firstName: 'Tuul', lastName: 'Ganbold' };

/**
 * A large delivery order of `n` fresh products, pending or on its way with the courier, sold by the
 * call centre (arrangeLargeDelivery: as the sell command writes it). Every line has its own price
 * and original price, so a line summed in place of another shows in the totals.
 */
async function largeDelivery(status: 'pending' | 'delivering' = 'delivering', n = LARGE_DELIVERY) {
  const products = await addProducts(rules.env, Array.from({ length: n }, (_, i) => productData({ price: 150_000 + i * 1000, originalPrice: 200_000 + i * 3000 })));
  return arrangeLargeDelivery(rules.env, products, status);
}

async function stockReturnOf(orderId: string): Promise<StockReturn> {
  return toStockReturn(orderId, (await stored(`stockReturns/${orderId}`)) ?? {});
}

/** The ids of the order's lines at `indexes` (in line order, as the app lists refused products). */
const idsAt = (order: Order, indexes: readonly number[]) => indexes.map((i) => order.products[i].id);

/** The courier counts `refused` on the order: the count opened, then at most `counts` counts of 6 (planCount). */
async function courierCounts(order: Order, refused: readonly string[], counts = Infinity): Promise<StockReturn> {
  const courier = dbFor('DeliveryBoy');
  await commit(courier, [planCountOpen(order.id, refused, staffOf('DeliveryBoy'), courier)]);
  for (let k = 0; k < counts; k += 1) {
    const op = planCount(await stockReturnOf(order.id), order.products, courier);
    if (!op) break;
    await commit(courier, [op]);
  }
  return stockReturnOf(order.id);
}

/**
 * A count of the lines at `indexes` as a forger would write it: the figures consistent with those
 * lines (as planCount sums them), so only the choice of lines is wrong.
 */
function countOf(db: Firestore, r: StockReturn, lines: readonly OrderProduct[], indexes: readonly number[]): Op {
  const chunk = indexes.map((i) => lines[i]);
  return {
    kind: 'update',
    ref: doc(db, 'stockReturns', r.id),
    data: {
      lines: [...indexes],
      counted: r.counted + indexes.length,
      lastLine: indexes[indexes.length - 1],
      quantity: r.quantity + indexes.length,
      soldTotalPrice: r.soldTotalPrice + chunk.reduce((s, l) => s + l.price, 0),
      originalTotalPrice: r.originalTotalPrice + chunk.reduce((s, l) => s + l.originalPrice, 0),
      updatedAt: serverTimestamp(),
    },
  };
}

/** The order of `n` on its way, confirmed by its courier with the lines at `refusedAt` refused (settleLargeDelivery: counted, then settled). */
async function settledRefusal(refusedAt: readonly number[], n = LARGE_DELIVERY) {
  const { order, products } = await largeDelivery('delivering', n);
  const refused = refusedAt.map((i) => products[i]);
  const due = order.soldTotalPrice - refused.reduce((s, p) => s + p.price, 0);
  await settleLargeDelivery(order, { refundIds: new Set(refused.map((p) => p.id)), payments: singlePayment('cash', due) }, staffOf('DeliveryBoy'), dbFor('DeliveryBoy'));
  return { order, stockReturn: await stockReturnOf(order.id) };
}

/** A pending order of `n` deleted by the Manager (settleLargeDeletion): its stock return of every product. */
async function settledDeletion(n = LARGE_DELIVERY) {
  const { order } = await largeDelivery('pending', n);
  await settleLargeDeletion(order, staffOf('Manager'), dbFor('Manager'));
  return { order, stockReturn: await stockReturnOf(order.id) };
}

/** What finishStockReturn reads for one return: the first `n` products listed, each with whether its sale exists. */
async function returning(r: StockReturn, n = RETURN_CHUNK): Promise<ReturningProduct[]> {
  return admin(async (a) =>
    Promise.all(
      r.productIds.slice(0, n).map(async (id) => {
        const product = toProduct(id, (await getDoc(doc(a, 'products', id))).data() ?? {});
        return { product, saleExists: product.saleId ? (await getDoc(doc(a, 'sales', product.saleId))).exists() : false };
      }),
    ),
  );
}

// -------------------------------------------------------------------------------------------------
// The write paths
// -------------------------------------------------------------------------------------------------

/** A hand-made variant; made by `by` (its ops built on `by`'s Firestore) instead of the path's caller when given. */
type Extra = Variant & { by?: Caller };

interface WritePath {
  name: string;
  caller: Subject;
  /** Someone who may not make this write (the ownership variant of the caller). */
  wrongCaller: Subject;
  /** Builds the legitimate ops for `db` (arranging fresh documents first). */
  legit: (db: Firestore) => Promise<Op[]>;
  fields: FieldSpec[];
  /** Also one variant per document left out (default: yes, when the write has several). */
  dropDocs?: boolean;
  /** Documents that may be left out without harm (no variant drops them). */
  optional?: (op: Op) => boolean;
  /** Hand-made variants besides the generated ones. */
  extra?: (db: Firestore) => Promise<Extra[]>;
  /** After the legit write: what must hold. */
  check?: (ops: Op[]) => Promise<void>;
}

const PATHS: WritePath[] = [
  {
    name: 'courier assignment',
    caller: 'Manager',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const { orderId } = await deliveringOrder(1, 'pending');
      return [{ kind: 'update', ref: doc(db, 'orders', orderId), data: { pending_status: 'delivering', deliveryBoy: COURIER_SNAPSHOT, deliveryBoyId: COURIER, updatedAt: serverTimestamp() } }];
    },
    fields: [
      { op: 0, field: 'deliveryBoyId', kind: 'owner', wrong: uidOf('Manager') },
      { op: 0, field: 'deliveryBoy.id', kind: 'owner' },
      // The courier's card and the order lists show this name and phone: the courier's own.
      { op: 0, field: 'deliveryBoy.phone', kind: 'owner', wrong: '80000000' },
      { op: 0, field: 'deliveryBoy.firstName', kind: 'owner', wrong: 'Someone' },
      { op: 0, field: 'pending_status', kind: 'status' },
      { op: 0, field: 'soldTotalPrice', kind: 'money', wrong: 1 },
    ],
  },
  {
    name: 'cancel delivering',
    caller: 'Manager',
    wrongCaller: 'DeliveryBoy',
    legit: async (db) => {
      const { orderId } = await deliveringOrder(1);
      return [{ kind: 'update', ref: doc(db, 'orders', orderId), data: { pending_status: 'pending', deliveryBoy: null, deliveryBoyId: null, updatedAt: serverTimestamp() } }];
    },
    fields: [
      { op: 0, field: 'deliveryBoyId', kind: 'owner' },
      { op: 0, field: 'soldTotalPrice', kind: 'money', wrong: 1 },
    ],
  },
  {
    name: 'delivery confirmation, every product delivered',
    caller: 'DeliveryBoy',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const { orderId, order, products } = await deliveringOrder(2);
      return [
        ...products.map((p): Op => ({ kind: 'update', ref: doc(db, 'products', p.id), data: { ...deliveredFields(), updatedAt: serverTimestamp() } })),
        {
          kind: 'update',
          ref: doc(db, 'orders', orderId),
          // Paid at the door half in cash, half by card.
          data: { pending_status: 'done', ...deliveredOrderFields(order, order.products, []), payments: { ...singlePayment('cash', order.soldTotalPrice / 2), card: order.soldTotalPrice / 2 }, deliveredAt: serverTimestamp(), updatedAt: serverTimestamp() },
        },
      ];
    },
    fields: [
      { op: 2, field: 'payments.cash', kind: 'money' },
      { op: 2, field: 'payments.card', kind: 'moneyUp' },
      { op: 2, field: 'payments', kind: 'drop' },
      { op: 2, field: 'soldTotalPrice', kind: 'money' },
      { op: 2, field: 'originalTotalPrice', kind: 'money' },
      { op: 2, field: 'quantity', kind: 'count' },
      { op: 2, field: 'ordered.soldTotalPrice', kind: 'money' },
      { op: 2, field: 'refundedProductIds', kind: 'ref', wrong: ['someone-else'] },
      { op: 2, field: 'pending_status', kind: 'status', wrong: 'notPaid' },
      { op: 0, field: 'isSold', kind: 'flag' },
      { op: 0, field: 'isDeliveryPending', kind: 'flag' },
    ],
  },
  {
    name: 'delivery confirmation with one of two products refunded at the door',
    caller: 'DeliveryBoy',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const { orderId, order, products } = await deliveringOrder(2);
      const [back, kept] = products;
      return [
        ...refundOps(db, back, orderId, order.userId, order.contactName ?? '', 'DeliveryBoy'),
        { kind: 'update', ref: doc(db, 'products', kept.id), data: { ...deliveredFields(), updatedAt: serverTimestamp() } },
        {
          kind: 'update',
          ref: doc(db, 'orders', orderId),
          data: { pending_status: 'done', ...deliveredOrderFields(order, order.products, [back.id]), payments: singlePayment('qpay', deliveredOrderFields(order, order.products, [back.id]).soldTotalPrice), deliveredAt: serverTimestamp(), updatedAt: serverTimestamp() },
        },
      ];
    },
    fields: [
      { op: 0, field: 'amount', kind: 'money' },
      { op: 0, field: 'transactionPrice', kind: 'money' },
      { op: 0, field: 'productId', kind: 'ref' },
      { op: 0, field: 'customerName', kind: 'owner', wrong: 'Someone Else' },
      { op: 0, field: 'user.lastName', kind: 'owner', wrong: 'Bold' },
      { op: 1, field: 'price', kind: 'money' },
      { op: 1, field: 'isRefund', kind: 'flag' },
      { op: 1, field: 'isSold', kind: 'flag' },
      { op: 2, field: 'state', kind: 'status' },
      { op: 4, field: 'soldTotalPrice', kind: 'money' },
      { op: 4, field: 'soldTotalPrice', kind: 'moneyUp' },
      { op: 4, field: 'quantity', kind: 'count' },
      { op: 4, field: 'refundedProductIds', kind: 'ref', wrong: [] },
      // Paid as if nothing came back, or a part below zero to make up the sum.
      { op: 4, field: 'payments.qpay', kind: 'moneyUp', wrong: 400_000 },
      { op: 4, field: 'payments.cash', kind: 'money', wrong: -1 },
    ],
    check: async (ops) => {
      // What the Delivered table shows is what was kept and paid.
      expect(await stored(ops[4].ref.path)).toMatchObject({ quantity: 1, soldTotalPrice: 200_000, ordered: { quantity: 2, soldTotalPrice: 400_000 }, payments: { cash: 0, card: 0, qpay: 200_000, bank: 0 } });
    },
  },
  {
    name: 'refund from the sold products screen (a product sold with VAT)',
    caller: 'Manager',
    wrongCaller: 'Admin',
    legit: async (db) => {
      const { orderId, products, data } = await soldInStore(1, true);
      const p = products[0];
      expect(refundAmount(p)).toBe(-220_000); // the VAT paid is paid back
      return refundOps(db, p, orderId, CUSTOMER.id, String(data.contactName), 'Manager', toOrder(orderId, data));
    },
    fields: [
      { op: 0, field: 'customerName', kind: 'owner', wrong: 'Someone Else' },
      // Who refunded: the caller, by its own name.
      { op: 0, field: 'user.id', kind: 'owner' },
      { op: 0, field: 'user.firstName', kind: 'owner', wrong: 'Saraa' },
      { op: 0, field: 'amount', kind: 'money' },
      { op: 0, field: 'amount', kind: 'moneyUp', wrong: -200_000 },
      { op: 0, field: 'transactionPrice', kind: 'money' },
      { op: 0, field: 'productId', kind: 'ref' },
      { op: 1, field: 'price', kind: 'money' },
      { op: 1, field: 'isRefund', kind: 'flag' },
      { op: 1, field: 'isSold', kind: 'flag' },
      { op: 2, field: 'state', kind: 'status' },
      // The order's record (the e-barimt's correction): what it keeps, what came back, which refund.
      { op: 3, field: 'keptTotalPrice', kind: 'money' },
      { op: 3, field: 'keptTotalPrice', kind: 'moneyUp' },
      { op: 3, field: 'returnedProductIds', kind: 'ref', wrong: ['someone-else'] },
      { op: 3, field: 'returnIds', kind: 'ref', wrong: ['refund_someoneElse_someone-else'] },
      { op: 3, field: 'returnIds', kind: 'drop' },
      { op: 3, field: 'refundedAt', kind: 'drop' },
    ],
  },
  {
    name: 'discount request (seller)',
    caller: 'Reception In City',
    wrongCaller: 'Reception In Country',
    legit: async (db) => {
      const [p] = await fresh(1);
      const ref = doc(collection(db, 'discountRequests'));
      // The seller's profile as stored: the selling world gave it its store.
      const requester = requesterSnapshot(uidOf('Reception In City'), (await stored(`users/${uidOf('Reception In City')}`)) ?? {});
      return [
        { kind: 'set', ref, data: { id: ref.id, ...newRequestFields(p, 150_000, requester, 'Reception In City'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() } },
        { kind: 'update', ref: doc(db, 'products', p.id), data: { ...pendingFields(ref.id), updatedAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 0, field: 'requestPrice', kind: 'moneyUp' },
      { op: 0, field: 'requestPrice', kind: 'money', wrong: 0 },
      { op: 0, field: 'state', kind: 'status', wrong: 'confirmed' },
      { op: 0, field: 'type', kind: 'status', wrong: 'callCentre' },
      { op: 0, field: 'createdUserId', kind: 'owner' },
      { op: 0, field: 'locationId', kind: 'place' },
      { op: 0, field: 'productId', kind: 'ref' },
      { op: 1, field: 'isDiscountPending', kind: 'flag' },
      { op: 1, field: 'discountRequestId', kind: 'ref' },
      { op: 1, field: 'price', kind: 'money', wrong: 150_000 },
    ],
  },
  {
    name: 'discount approval',
    caller: 'Admin',
    wrongCaller: 'Manager',
    legit: async (db) => {
      const { request, product } = await pendingRequest('Reception In City', {});
      return [
        { kind: 'update', ref: doc(db, 'discountRequests', request), data: { state: 'confirmed', confirmedUserId: uidOf('Admin'), approvedPrice: 150_000, updatedAt: serverTimestamp() } },
        { kind: 'update', ref: doc(db, 'products', product), data: { ...confirmFields(150_000), updatedAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 0, field: 'approvedPrice', kind: 'moneyUp' },
      { op: 0, field: 'confirmedUserId', kind: 'owner' },
      { op: 0, field: 'state', kind: 'status', wrong: 'pending' },
      { op: 1, field: 'price', kind: 'money' },
      { op: 1, field: 'isDiscount', kind: 'flag' },
      { op: 1, field: 'isDiscountPending', kind: 'flag' },
      { op: 1, field: 'isSold', kind: 'flag', wrong: true },
    ],
  },
  {
    name: "a seller cancels its own request on a product that already carries an approved discount",
    caller: 'Reception In City',
    wrongCaller: 'Reception In Country',
    legit: async (db) => {
      const { request, product, data } = await pendingRequest('Reception In City', { isDiscount: true, price: 180_000 });
      return [
        { kind: 'update', ref: doc(db, 'discountRequests', request), data: { state: 'cancelled', cancelledUserId: uidOf('Reception In City'), updatedAt: serverTimestamp() } },
        { kind: 'update', ref: doc(db, 'products', product), data: { ...cancelFields(data), updatedAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 0, field: 'cancelledUserId', kind: 'owner' },
      { op: 0, field: 'state', kind: 'status', wrong: 'confirmed' },
      { op: 1, field: 'isDiscountPending', kind: 'flag' },
      { op: 1, field: 'price', kind: 'money', wrong: 100 },
      { op: 1, field: 'isSold', kind: 'flag', wrong: true },
    ],
    check: async (ops) => {
      expect(await stored(ops[1].ref.path)).toMatchObject({ isDiscountPending: false, isDiscount: true, price: 180_000 });
    },
  },
  {
    // A chunk of a discount request of many products (docs/discounts.md, "Requests of any size"):
    // drafting requests of a batch, each product made pending for its own; the first chunk also
    // carries the batch's plan.
    name: "discount request chunk (a seller's batch: drafting)",
    caller: 'Reception In City',
    wrongCaller: 'Reception In Country',
    legit: async (db) => {
      const products = await fresh(2);
      const batchId = doc(collection(db, 'discountBatches')).id;
      const requester = requesterSnapshot(uidOf('Reception In City'), (await stored(`users/${uidOf('Reception In City')}`)) ?? {});
      const plan = { id: batchId, createdUserId: uidOf('Reception In City'), productIds: products.map((p) => p.id), requestPrices: [150_000, 150_000] };
      const ops: Op[] = [{ kind: 'set', ref: doc(db, 'discountBatches', batchId), data: { ...batchPlanFields(plan), createdAt: serverTimestamp() } }];
      for (const p of products) {
        const ref = doc(collection(db, 'discountRequests'));
        ops.push({ kind: 'set', ref, data: { id: ref.id, ...newRequestFields(p, 150_000, requester, 'Reception In City', { id: batchId, size: 2 }), createdAt: serverTimestamp(), updatedAt: serverTimestamp() } });
        ops.push({ kind: 'update', ref: doc(db, 'products', p.id), data: { ...pendingFields(ref.id), updatedAt: serverTimestamp() } });
      }
      return ops;
    },
    fields: [
      { op: 1, field: 'requestPrice', kind: 'moneyUp' },
      { op: 1, field: 'requestPrice', kind: 'money', wrong: 0 },
      // Straight to the approvers with the batch's fields, or already decided.
      { op: 1, field: 'state', kind: 'status', wrong: 'pending' },
      { op: 1, field: 'state', kind: 'status', wrong: 'confirmed' },
      { op: 1, field: 'createdUserId', kind: 'owner' },
      { op: 1, field: 'createdUser.id', kind: 'owner' },
      { op: 1, field: 'locationId', kind: 'place' },
      { op: 1, field: 'productId', kind: 'ref' },
      { op: 1, field: 'batchId', kind: 'ref', wrong: null },
      { op: 1, field: 'batchSize', kind: 'count', wrong: 201 },
      { op: 2, field: 'isDiscountPending', kind: 'flag' },
      { op: 2, field: 'discountRequestId', kind: 'ref' },
      { op: 2, field: 'price', kind: 'money', wrong: 150_000 },
      { op: 0, field: 'createdUserId', kind: 'owner' },
    ],
    // The plan rides with the first chunk only; each request stands on its own.
    optional: of('discountBatches'),
  },
  {
    // The flip: a batch's drafting requests become pending together (their requester only).
    name: 'discount batch flip (drafting -> pending)',
    caller: 'Reception In City',
    wrongCaller: 'Reception In Country',
    legit: async (db) => {
      const requests = await Promise.all([0, 1].map(() => pendingRequest('Reception In City', {}, 'batch-flip')));
      return requests.map(({ request }): Op => ({ kind: 'update', ref: doc(db, 'discountRequests', request), data: flippedRequestFields() }));
    },
    fields: [
      { op: 0, field: 'state', kind: 'status', wrong: 'confirmed' },
      { op: 0, field: 'state', kind: 'status', wrong: 'cancelled' },
      { op: 0, field: 'requestPrice', kind: 'money' },
      { op: 0, field: 'approvedPrice', kind: 'moneyUp' },
      { op: 0, field: 'createdUserId', kind: 'owner' },
      { op: 0, field: 'productId', kind: 'ref' },
      { op: 0, field: 'batchId', kind: 'ref' },
    ],
    // Each request is flipped on its own (no lookups): a part of the batch is not a forgery.
    dropDocs: false,
  },
  {
    // The undo of a batch: each drafting request cancelled, its product released as it was.
    name: "undo of a seller's drafting request",
    caller: 'Reception In City',
    wrongCaller: 'Reception In Country',
    legit: async (db) => {
      const { request, product, data } = await pendingRequest('Reception In City', {}, 'batch-undo');
      return [
        { kind: 'update', ref: doc(db, 'discountRequests', request), data: cancelledRequestFields(uidOf('Reception In City')) },
        { kind: 'update', ref: doc(db, 'products', product), data: { ...cancelFields(data), discountRequestId: deleteField(), updatedAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 0, field: 'cancelledUserId', kind: 'owner' },
      { op: 0, field: 'state', kind: 'status', wrong: 'confirmed' },
      { op: 1, field: 'isDiscountPending', kind: 'flag' },
      { op: 1, field: 'discountRequestId', kind: 'ref' },
      { op: 1, field: 'price', kind: 'money', wrong: 100 },
      { op: 1, field: 'isSold', kind: 'flag', wrong: true },
    ],
    check: async (ops) => {
      const p = await stored(ops[1].ref.path);
      expect(p).toMatchObject({ isDiscountPending: false, isDiscount: false });
      expect(p).not.toHaveProperty('discountRequestId');
    },
  },
  {
    name: 'move (with its change log entry)',
    caller: 'Manager',
    wrongCaller: 'Admin',
    legit: async (db) => {
      const [p] = await fresh(1);
      const logRef = doc(collection(db, 'productLocationChangeLogs'));
      const target = { locationType: 'warehouse' as const, locationId: 'warehouse-1', locationName: 'Warehouse' };
      return [
        { kind: 'set', ref: logRef, data: { productId: p.id, product: { id: p.id, name: p.name }, prevLocationId: p.locationId, prevLocationName: p.locationName, prevLocationType: p.locationType, currentLocationId: target.locationId, currentLocationName: target.locationName, currentLocationType: target.locationType, updatedAt: serverTimestamp() } },
        { kind: 'update', ref: doc(db, 'products', p.id), data: { ...moveFields(target), lastMoveLogId: logRef.id, updatedAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 0, field: 'prevLocationId', kind: 'place' },
      { op: 0, field: 'currentLocationId', kind: 'place' },
      { op: 0, field: 'productId', kind: 'ref' },
      { op: 1, field: 'locationId', kind: 'place' },
      { op: 1, field: 'locationType', kind: 'place', wrong: 'merchant' },
      { op: 1, field: 'price', kind: 'money', wrong: 1 },
      { op: 1, field: 'isSold', kind: 'flag' },
    ],
  },
  {
    name: 'large move: open (10 products planned)',
    caller: 'Manager',
    wrongCaller: 'Admin',
    legit: async (db) => [planMoveOpen(await fresh(LARGE_MOVE), MOVE_TARGET, uidOf('Manager'), db)],
    fields: [
      { op: 0, field: 'createdUserId', kind: 'owner' },
      { op: 0, field: 'status', kind: 'status', wrong: 'done' },
      { op: 0, field: 'toLocationType', kind: 'place', wrong: 'merchant' },
      { op: 0, field: 'productIds', kind: 'ref', wrong: ['x'] },
      { op: 0, field: 'from', kind: 'place', wrong: [{ locationType: 'store', locationId: 'x', locationName: 'X' }] },
    ],
    extra: async (db) => {
      const nine = planMoveOpen(await fresh(9), MOVE_TARGET, uidOf('Manager'), db);
      const many = await fresh(LARGE_MOVE);
      const twice = planMoveOpen([...many, many[0]], MOVE_TARGET, uidOf('Manager'), db);
      return [
        { name: 'a stock move of 9 (one write moves those)', ops: [nine] },
        { name: 'a product planned twice', ops: [twice] },
      ];
    },
  },
  {
    name: 'large move: 6 products on their way',
    caller: 'Manager',
    wrongCaller: 'Admin',
    legit: async (db) => {
      const { move, products } = await openLargeMove(0);
      return planMoveHold(move, products.slice(0, 6), db);
    },
    fields: [
      // The move (op 6): where each product was, the ids.
      { op: 6, field: 'from.0.locationId', kind: 'place' },
      { op: 6, field: 'from.5.locationName', kind: 'place', wrong: 'Another place' },
      { op: 6, field: 'productIds.2', kind: 'ref' },
      // The products (ops 0-5).
      { op: 0, field: 'isMovePending', kind: 'flag' },
      { op: 1, field: 'moveLine', kind: 'count' },
      { op: 2, field: 'moveId', kind: 'ref' },
      { op: 3, field: 'locationId', kind: 'place' },
      { op: 4, field: 'isSold', kind: 'flag' },
      { op: 5, field: 'price', kind: 'money' },
    ],
    extra: async (db) => {
      const seven = await openLargeMove(0);
      const tooMany = planMoveHold(seven.move, seven.products.slice(0, 7), db);
      const skip = await openLargeMove(0);
      const skipped = planMoveHold(skip.move, skip.products.slice(1, 7), db);
      return [
        { name: 'seven products in one write', ops: tooMany },
        { name: 'the second planned product before the first', ops: skipped },
      ];
    },
  },
  {
    name: 'large move: done (10 products arrive, with their log entries)',
    caller: 'Manager',
    wrongCaller: 'Admin',
    legit: async (db) => {
      const { move, products } = await openLargeMove(LARGE_MOVE);
      return planMoveDone(move, products, db);
    },
    fields: [
      { op: 0, field: 'status', kind: 'status', wrong: 'open' },
      // The first product's entry (op 1) and arrival (op 2); the last's (ops 19, 20).
      { op: 1, field: 'prevLocationId', kind: 'place' },
      { op: 1, field: 'currentLocationId', kind: 'place' },
      { op: 1, field: 'productId', kind: 'ref' },
      { op: 1, field: 'moveLine', kind: 'count' },
      { op: 2, field: 'locationId', kind: 'place' },
      { op: 2, field: 'locationType', kind: 'place', wrong: 'merchant' },
      { op: 2, field: 'lastMoveLogId', kind: 'ref' },
      { op: 2, field: 'price', kind: 'money', wrong: 1 },
      { op: 2, field: 'isSold', kind: 'flag' },
      { op: 19, field: 'currentLocationName', kind: 'place', wrong: 'Another place' },
      { op: 20, field: 'locationName', kind: 'place', wrong: 'Another place' },
    ],
    // A product left out stays on its way, visibly unfinished, and arrives later by the same rule;
    // its entry can only be written with the move's last write (what no rule can check for 200).
    optional: (op) => op.ref.parent.id === 'products' || op.ref.parent.id === 'productLocationChangeLogs',
    extra: async (db) => {
      const early = await openLargeMove(6);
      return [{ name: 'done before every planned product is on its way', ops: planMoveDone(early.move, early.products.slice(0, 6), db) }];
    },
  },
  {
    name: 'large move: undo (6 on their way)',
    caller: 'Manager',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const { move } = await openLargeMove(6);
      return planMoveUndo(move, db);
    },
    fields: [
      { op: 1, field: 'locationId', kind: 'place' },
      { op: 2, field: 'isSold', kind: 'flag' },
    ],
    optional: (op) => op.ref.parent.id === 'products',
    extra: async (db) => {
      const { move } = await openLargeMove(6);
      return [{ name: 'a product released while its move stands', ops: planMoveUndo(move, db).slice(1, 2) }];
    },
  },
  {
    name: 'large delivery: count opened (2 of 8 refused)',
    caller: 'DeliveryBoy',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const { order } = await largeDelivery();
      return [planCountOpen(order.id, idsAt(order, [1, 4]), staffOf('DeliveryBoy'), db)];
    },
    fields: [
      { op: 0, field: 'productIds.0', kind: 'ref' },
      // Straight to returning (as if confirmed), or a deletion's return of a delivering order.
      { op: 0, field: 'status', kind: 'status', wrong: 'returning' },
      { op: 0, field: 'reason', kind: 'status', wrong: 'deleted' },
      // Nothing counted yet: a count starts from zero.
      { op: 0, field: 'counted', kind: 'count' },
      { op: 0, field: 'lastLine', kind: 'count' },
      { op: 0, field: 'soldTotalPrice', kind: 'moneyUp' },
      { op: 0, field: 'soldTotalPrice', kind: 'money' },
      { op: 0, field: 'createdUserId', kind: 'owner' },
      { op: 0, field: 'transactionId', kind: 'ref' },
    ],
    extra: async (db) => {
      const { order } = await largeDelivery();
      const [elsewhere] = await fresh(1);
      const notOnOrder = planCountOpen(order.id, [...idsAt(order, [1]), elsewhere.id], staffOf('DeliveryBoy'), db);
      const twice = await largeDelivery();
      const sameTwice = planCountOpen(twice.order.id, idsAt(twice.order, [1, 1]), staffOf('DeliveryBoy'), db);
      // Not on its way yet: by the Manager (who may confirm any order), and by the courier of a
      // pending order that still names it (only the status is wrong in each).
      const pending = await largeDelivery('pending');
      const byManager = planCountOpen(pending.order.id, idsAt(pending.order, [1, 4]), staffOf('Manager'), dbFor('Manager'));
      const named = await largeDelivery('pending');
      await admin(async (a) => {
        const b = writeBatch(a);
        b.update(doc(a, 'orders', named.order.id), { deliveryBoyId: COURIER, deliveryBoy: COURIER_SNAPSHOT });
        await b.commit();
      });
      const pendingNamed = planCountOpen(named.order.id, idsAt(named.order, [1, 4]), staffOf('DeliveryBoy'), db);
      // An order of 6 is confirmed in one write (deliveryWrites' confirmDelivery): no count.
      const small = await deliveringOrder(6);
      const ofSix = planCountOpen(small.orderId, [small.products[1].id], staffOf('DeliveryBoy'), db);
      // Another courier, and the call centre that made the order, each as itself.
      const other = await largeDelivery();
      const byOther = planCountOpen(other.order.id, idsAt(other.order, [1, 4]), OTHER_COURIER_STAFF, dbFor({ uid: OTHER_COURIER }));
      const creator = await largeDelivery();
      const byCreator = planCountOpen(creator.order.id, idsAt(creator.order, [1, 4]), staffOf('Call Centre'), dbFor('Call Centre'));
      return [
        { name: 'a product not on the order', ops: [notOnOrder] },
        { name: 'the same product twice', ops: [sameTwice] },
        { name: 'a count opened on a pending order (the Manager)', ops: [byManager], by: 'Manager' },
        { name: 'a count opened on a pending order that names the courier', ops: [pendingNamed] },
        { name: 'a count opened on an order of 6 (one write confirms those)', ops: [ofSix] },
        { name: "another courier's count on the order", ops: [byOther], by: { uid: OTHER_COURIER } },
        { name: "the call centre's count on the order it made", ops: [byCreator], by: 'Call Centre' },
      ];
    },
  },
  {
    // The order's lines 0-2 and 4-7 refused (7 of 8): the first count sums lines 0, 1, 2, 4, 5, 6.
    name: 'large delivery: count of 6 refused lines',
    caller: 'DeliveryBoy',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const { order } = await largeDelivery();
      const open = await courierCounts(order, idsAt(order, [0, 1, 2, 4, 5, 6, 7]), 0);
      const op = planCount(open, order.products, db);
      if (!op) throw new Error('nothing to count');
      return [op];
    },
    fields: [
      { op: 0, field: 'soldTotalPrice', kind: 'money' },
      { op: 0, field: 'soldTotalPrice', kind: 'moneyUp' },
      { op: 0, field: 'originalTotalPrice', kind: 'money' },
      { op: 0, field: 'counted', kind: 'count' },
      { op: 0, field: 'quantity', kind: 'count' },
      { op: 0, field: 'lastLine', kind: 'count' },
      // Line 0 -> 1: counted twice in the chunk (out of order); line 4 -> 3: a line not refused.
      { op: 0, field: 'lines.0', kind: 'count' },
      { op: 0, field: 'lines.3', kind: 'count', wrong: 3 },
    ],
    extra: async (db) => {
      const refusedAt = [0, 1, 2, 4, 5, 6, 7];
      const opened = async () => {
        const { order } = await largeDelivery();
        return { order, open: await courierCounts(order, idsAt(order, refusedAt), 0) };
      };
      // The forged counts below are planCount's but for the lines chosen (checked here).
      const a = await opened();
      const planned = planCount(a.open, a.order.products, db);
      expect(planned?.kind === 'update' && planned.data).toEqual((countOf(db, a.open, a.order.products, [0, 1, 2, 4, 5, 6]) as { data: unknown }).data);
      const notRefused = countOf(db, a.open, a.order.products, [0, 1, 2, 3, 5, 6]);
      const b = await opened();
      const seven = countOf(db, b.open, b.order.products, refusedAt);
      const c = await opened();
      const unordered = countOf(db, c.open, c.order.products, [1, 0, 2, 4, 5, 6]);
      // The second count restarts at a line the first counted: 7 counted, line 7 never.
      const d = await opened();
      const courier = dbFor('DeliveryBoy');
      const first = planCount(d.open, d.order.products, courier);
      if (first) await commit(courier, [first]);
      const again = countOf(db, await stockReturnOf(d.order.id), d.order.products, [4]);
      // A count left open when the order was confirmed with nothing refused: the order is settled.
      const e = await opened();
      await commit(courier, planLargeConfirm(e.order, null, singlePayment('cash', e.order.soldTotalPrice), staffOf('DeliveryBoy'), courier));
      const afterSettled = planCount(e.open, e.order.products, db);
      if (!afterSettled) throw new Error('nothing to count');
      return [
        { name: 'a line not refused counted instead of a refused one (the sums its own)', ops: [notRefused] },
        { name: '7 lines in one write', ops: [seven] },
        { name: 'lines not increasing', ops: [unordered] },
        { name: 'a line counted again by the second count', ops: [again] },
        { name: 'a count after the order was confirmed (settled)', ops: [afterSettled] },
      ];
    },
  },
  {
    // Lines 2 and 5 refused, counted by one count; the courier settles: 6 products sold, one refund
    // transaction of the 2 refused lines, the stock return returning, the order done (cash and card).
    name: 'large delivery: confirmed at the door with 2 refused (settling write)',
    caller: 'DeliveryBoy',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const { order } = await largeDelivery();
      const counted = await courierCounts(order, idsAt(order, [2, 5]));
      const due = order.soldTotalPrice - counted.soldTotalPrice;
      return planLargeConfirm(order, counted, { ...singlePayment('cash', 500_000), card: due - 500_000 }, staffOf('DeliveryBoy'), db);
    },
    fields: [
      // The order.
      { op: of('orders'), field: 'soldTotalPrice', kind: 'money' },
      { op: of('orders'), field: 'soldTotalPrice', kind: 'moneyUp' },
      { op: of('orders'), field: 'originalTotalPrice', kind: 'money' },
      { op: of('orders'), field: 'quantity', kind: 'count' },
      { op: of('orders'), field: 'payments.cash', kind: 'money' },
      { op: of('orders'), field: 'refundedProductIds.0', kind: 'ref' },
      { op: of('orders'), field: 'pending_status', kind: 'status' },
      // The refund transaction.
      { op: of('transactions'), field: 'amount', kind: 'money' },
      { op: of('transactions'), field: 'amount', kind: 'moneyUp' },
      { op: of('transactions'), field: 'productIds.0', kind: 'ref' },
      { op: of('transactions'), field: 'customerId', kind: 'owner' },
      { op: of('transactions'), field: 'customerName', kind: 'owner', wrong: 'Someone' },
      { op: of('transactions'), field: 'orderId', kind: 'ref' },
      { op: of('transactions'), field: 'user.id', kind: 'owner' },
      // The stock return.
      { op: of('stockReturns'), field: 'status', kind: 'status', wrong: 'counting' },
      { op: of('stockReturns'), field: 'transactionId', kind: 'ref' },
      // A delivered product.
      { op: 0, field: 'isSold', kind: 'flag' },
      { op: 0, field: 'isDeliveryPending', kind: 'flag' },
      { op: 0, field: 'price', kind: 'money' },
    ],
    // A delivered product left out stays on its way for a done order that keeps it (not refunded):
    // the products rule's isDoorSale sells it later, by the same rule, and nothing else (the order's
    // rule cannot check 200 products in one write). The money and the order are settled all the same.
    optional: of('products'),
    extra: async (db) => {
      // Also refunded the small way, with a transaction of its own (deliveryWrites' confirmDelivery):
      // refunded twice.
      const a = await largeDelivery();
      const aCounted = await courierCounts(a.order, idsAt(a.order, [2, 5]));
      const aDue = a.order.soldTotalPrice - aCounted.soldTotalPrice;
      const doubleRefund = [
        ...planLargeConfirm(a.order, aCounted, singlePayment('cash', aDue), staffOf('DeliveryBoy'), db),
        ...refundOps(db, a.products[2], a.order.id, a.order.userId, a.order.contactName ?? '', 'DeliveryBoy'),
      ];
      // Lines 0-2 and 4-7 refused, only the first count (6 of 7) made.
      const b = await largeDelivery();
      const partial = await courierCounts(b.order, idsAt(b.order, [0, 1, 2, 4, 5, 6, 7]), 1);
      const early = planLargeConfirm(b.order, partial, singlePayment('cash', b.order.soldTotalPrice - partial.soldTotalPrice), staffOf('DeliveryBoy'), db);
      // A refused product sold with the others (its refund counted all the same).
      const c = await largeDelivery();
      const cCounted = await courierCounts(c.order, idsAt(c.order, [2, 5]));
      const soldToo: Op[] = [
        ...planLargeConfirm(c.order, cCounted, singlePayment('cash', c.order.soldTotalPrice - cCounted.soldTotalPrice), staffOf('DeliveryBoy'), db),
        { kind: 'update', ref: doc(db, 'products', c.products[2].id), data: { ...deliveredFields(), updatedAt: serverTimestamp() } },
      ];
      // Another courier settles the order (its own snapshot on the refund).
      const e = await largeDelivery();
      const eCounted = await courierCounts(e.order, idsAt(e.order, [2, 5]));
      const other = dbFor({ uid: OTHER_COURIER });
      const byOther = planLargeConfirm(e.order, eCounted, singlePayment('cash', e.order.soldTotalPrice - eCounted.soldTotalPrice), OTHER_COURIER_STAFF, other);
      return [
        { name: 'a refused product also refunded the small way (a transaction of its own)', ops: doubleRefund },
        { name: 'confirmed before every refused line is counted (6 of 7)', ops: early },
        { name: 'a refused product marked sold', ops: soldToo },
        { name: 'settled by another courier', ops: byOther, by: { uid: OTHER_COURIER } },
      ];
    },
    check: async (ops) => {
      // Lines 2 and 5 cost 152,000 and 155,000 (largeDelivery's prices): what the order loses.
      const order = await stored(ops.find(of('orders'))?.ref.path ?? '-');
      const refund = ops.find(of('transactions'));
      const ordered = (order?.ordered ?? {}) as { quantity: number; soldTotalPrice: number };
      expect(ordered.quantity).toBe(8);
      expect(order).toMatchObject({ pending_status: 'done', quantity: 6, soldTotalPrice: ordered.soldTotalPrice - 307_000 });
      expect(await stored(refund?.ref.path ?? '-')).toMatchObject({ type: 'refund', amount: -307_000 });
      expect(await stored(ops.find(of('stockReturns'))?.ref.path ?? '-')).toMatchObject({ status: 'returning', transactionId: refund?.ref.id, counted: 2 });
    },
  },
  {
    // Lines 0-2 and 4-7 refused and settled; the first return: 6 products back, refunded with the
    // order's one refund transaction, their sales marked refund, the stock return listing the 7th.
    name: 'large delivery: return of 6 refused products',
    caller: 'DeliveryBoy',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const { stockReturn } = await settledRefusal([0, 1, 2, 4, 5, 6, 7]);
      return planReturn(stockReturn, await returning(stockReturn), db);
    },
    fields: [
      // Products at ops 0, 2, ..., 10, each followed by its sale; the stock return last (op 12).
      { op: 0, field: 'isRefund', kind: 'flag' },
      { op: 2, field: 'price', kind: 'money' },
      { op: 4, field: 'refundTransactionId', kind: 'ref' },
      { op: 6, field: 'isSold', kind: 'flag' },
      { op: 10, field: 'locationId', kind: 'place' },
      { op: 1, field: 'state', kind: 'status', wrong: 'sold' },
      { op: of('stockReturns'), field: 'productIds.0', kind: 'ref' },
    ],
    extra: async (db) => {
      // Seven at once: the 7 of the return (it would go with them), and 7 of 8 (one left).
      const a = await settledRefusal([0, 1, 2, 4, 5, 6, 7]);
      const sevenLast = planReturn(a.stockReturn, await returning(a.stockReturn, 7), db);
      const b = await settledRefusal([0, 1, 2, 3, 4, 5, 6, 7]);
      const sevenOfEight = planReturn(b.stockReturn, await returning(b.stockReturn, 7), db);
      // The 6th product returned while the stock return keeps listing it.
      const c = await settledRefusal([0, 1, 2, 4, 5, 6, 7]);
      const kept = planReturn(c.stockReturn, await returning(c.stockReturn), db).map((op): Op =>
        op.kind === 'update' && op.ref.parent.id === 'stockReturns' ? { ...op, data: { ...op.data, productIds: c.stockReturn.productIds.slice(5) } } : op,
      );
      // The first 6 ids taken off the list, their products left on their way.
      const d = await settledRefusal([0, 1, 2, 4, 5, 6, 7]);
      const listOnly: Op[] = [{ kind: 'update', ref: doc(db, 'stockReturns', d.order.id), data: { productIds: d.stockReturn.productIds.slice(6), updatedAt: serverTimestamp() } }];
      // Another courier finishes the return.
      const e = await settledRefusal([0, 1, 2, 4, 5, 6, 7]);
      const byOther = planReturn(e.stockReturn, await returning(e.stockReturn), dbFor({ uid: OTHER_COURIER }));
      return [
        { name: 'the last 7 products in one write (the stock return deleted)', ops: sevenLast },
        { name: '7 of 8 products in one write', ops: sevenOfEight },
        { name: 'a product returned while the stock return keeps listing it', ops: kept },
        { name: 'ids taken off the list without their products returned', ops: listOnly },
        { name: 'returned by another courier', ops: byOther, by: { uid: OTHER_COURIER } },
      ];
    },
    check: async (ops) => {
      const back = await stored(ops[0].ref.path);
      expect(back).toMatchObject({ isRefund: true, isSold: false, isDeliveryPending: false });
      expect(((await stored(ops[12].ref.path))?.productIds as unknown[]).length).toBe(1);
    },
  },
  {
    name: 'large delivery: pending order of 8 deleted (settling write)',
    caller: 'Manager',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const { order } = await largeDelivery('pending');
      // The order document exactly as read (the record keeps it).
      return planLargeDelete(order, (await stored(`orders/${order.id}`)) ?? {}, false, staffOf('Manager'), db);
    },
    fields: [
      // The cancel transaction (op 0), the stock return (op 1), the record (op 2).
      { op: 0, field: 'amount', kind: 'money' },
      { op: 0, field: 'amount', kind: 'moneyUp' },
      { op: 0, field: 'customerId', kind: 'owner' },
      { op: 1, field: 'productIds.0', kind: 'ref' },
      { op: 1, field: 'reason', kind: 'status', wrong: 'refused' },
      { op: 1, field: 'status', kind: 'status', wrong: 'counting' },
      { op: 1, field: 'transactionId', kind: 'ref' },
      { op: 2, field: 'cancelTransactionId', kind: 'ref' },
    ],
    extra: async (db) => {
      // The small deletion (deliveryWrites' deleteDeliveryOrder for 6 or fewer): the products back
      // and the sales deleted in the same write, no stock return. REFUSED, by the order's rule: it
      // takes the deletion of an order of more than 6 only with a stock return of every product
      // (it can check at most 6 products back); allowed, a product left out of such a write would
      // stay on its way for an order that no longer exists, with nothing listing it.
      const a = await largeDelivery('pending');
      const [cancel, , record, remove] = planLargeDelete(a.order, (await stored(`orders/${a.order.id}`)) ?? {}, false, staffOf('Manager'), db);
      const smallWay: Op[] = [
        cancel,
        ...a.products.flatMap((p): Op[] => [
          { kind: 'update', ref: doc(db, 'products', p.id), data: { ...returnToStockFields(), updatedAt: serverTimestamp() } },
          { kind: 'delete', ref: doc(db, 'sales', p.saleId ?? '-') },
        ]),
        record,
        remove,
      ];
      // A stock return without the order's last product (it would stay on its way).
      const b = await largeDelivery('pending');
      const short = planLargeDelete(b.order, (await stored(`orders/${b.order.id}`)) ?? {}, false, staffOf('Manager'), db);
      (short[1] as { data: Record<string, unknown> }).data.productIds = b.order.productIds?.slice(0, -1);
      // A delivered order (its goods sold) deleted as a pending one: a cancel transaction giving its
      // money back and a stock return bringing its sold goods back.
      const c = await largeDelivery();
      const courier = dbFor('DeliveryBoy');
      await commit(courier, planLargeConfirm(c.order, null, singlePayment('cash', c.order.soldTotalPrice), staffOf('DeliveryBoy'), courier));
      const done = (await stored(`orders/${c.order.id}`)) ?? {};
      const doneOps = planLargeDelete(toOrder(c.order.id, done), done, false, staffOf('Manager'), db);
      // The call centre deletes the order it made.
      const e = await largeDelivery('pending');
      const byCreator = planLargeDelete(e.order, (await stored(`orders/${e.order.id}`)) ?? {}, false, staffOf('Call Centre'), dbFor('Call Centre'));
      return [
        { name: 'deleted the small way: 8 products back in the same write, no stock return', ops: smallWay },
        { name: "a stock return without the order's last product", ops: short },
        { name: 'a delivered order deleted as a pending one (cancel transaction, stock return)', ops: doneOps },
        { name: 'deleted by the call centre that made it', ops: byCreator, by: 'Call Centre' },
      ];
    },
    check: async (ops) => {
      expect(await stored(ops[3].ref.path)).toBeUndefined();
      expect(await stored(ops[1].ref.path)).toMatchObject({ reason: 'deleted', status: 'returning', transactionId: ops[0].ref.id });
    },
  },
  {
    // A pending order of 8 deleted (settled); the first return: 6 products back in stock, no longer
    // the order's, their sales deleted, the stock return listing the last 2.
    name: 'large delivery: return of 6 products of a deleted order',
    caller: 'Manager',
    wrongCaller: 'DeliveryBoy',
    legit: async (db) => {
      const { stockReturn } = await settledDeletion();
      return planReturn(stockReturn, await returning(stockReturn), db);
    },
    fields: [
      // Products at ops 0, 2, ..., 10, each followed by its sale's deletion; the stock return last (op 12).
      { op: 0, field: 'orderId', kind: 'ref' },
      { op: 2, field: 'saleId', kind: 'ref' },
      { op: 4, field: 'isSold', kind: 'flag' },
      { op: 6, field: 'locationId', kind: 'place' },
      { op: 8, field: 'price', kind: 'money' },
      { op: of('stockReturns'), field: 'productIds.0', kind: 'ref' },
    ],
    extra: async (db) => {
      // The products back, their sales kept (still counted as sold).
      const a = await settledDeletion();
      const salesKept = planReturn(a.stockReturn, await returning(a.stockReturn), db).filter((op) => op.kind !== 'delete');
      // The last 2 returned, the stock return left with an empty list instead of deleted.
      const b = await settledDeletion();
      const manager = dbFor('Manager');
      await commit(manager, planReturn(b.stockReturn, await returning(b.stockReturn), manager));
      const rest = await stockReturnOf(b.order.id);
      const emptied = planReturn(rest, await returning(rest), db).map((op): Op =>
        op.kind === 'delete' && op.ref.parent.id === 'stockReturns' ? { kind: 'update', ref: op.ref, data: { productIds: [], updatedAt: serverTimestamp() } } : op,
      );
      // The call centre that made the order returns its products.
      const c = await settledDeletion();
      const byCreator = planReturn(c.stockReturn, await returning(c.stockReturn), dbFor('Call Centre'));
      return [
        { name: 'the products returned, their sales kept', ops: salesKept },
        { name: 'the last products returned, the stock return kept with an empty list', ops: emptied },
        { name: 'returned by the call centre', ops: byCreator, by: 'Call Centre' },
      ];
    },
    check: async (ops) => {
      expect(await stored(ops[0].ref.path)).toMatchObject({ isSold: false, isDeliveryPending: false, orderId: null, saleId: null });
      expect(await stored(ops[1].ref.path)).toBeUndefined();
      expect(((await stored(ops[12].ref.path))?.productIds as unknown[]).length).toBe(2);
    },
  },
  {
    name: 'product add',
    caller: 'Manager',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const data = productData({ createdUserId: uidOf('Manager') }, serverTimestamp);
      return [{ kind: 'set', ref: doc(db, 'products', String(data.id)), data }];
    },
    fields: [
      { op: 0, field: 'price', kind: 'moneyUp' },
      { op: 0, field: 'price', kind: 'money', wrong: -1 },
      { op: 0, field: 'originalPrice', kind: 'money', wrong: 1.5 },
      { op: 0, field: 'isSold', kind: 'flag' },
      { op: 0, field: 'isRefund', kind: 'flag' },
      { op: 0, field: 'isDiscountPending', kind: 'flag' },
      { op: 0, field: 'orderId', kind: 'ref' },
      { op: 0, field: 'refundTransactionId', kind: 'ref', wrong: 'tx-of-my-making' },
      { op: 0, field: 'createdUserId', kind: 'owner' },
      { op: 0, field: 'locationType', kind: 'place', wrong: 'delivery' },
    ],
  },
  {
    name: 'product edit',
    caller: 'Manager',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const [p] = await fresh(1);
      return [{ kind: 'update', ref: doc(db, 'products', p.id), data: { name: 'Renamed', keywords: productKeywords('Renamed', p.sku), price: 150_000, isDiscount: true, updatedAt: serverTimestamp() } }];
    },
    fields: [
      { op: 0, field: 'price', kind: 'moneyUp' },
      { op: 0, field: 'isSold', kind: 'flag', wrong: true },
      { op: 0, field: 'locationId', kind: 'place' },
      { op: 0, field: 'orderId', kind: 'ref' },
      { op: 0, field: 'createdUserId', kind: 'owner' },
    ],
  },
  {
    name: 'label printed (a seller, its own store)',
    caller: 'Reception In City',
    wrongCaller: 'Reception In Country',
    legit: async (db) => {
      const [p] = await fresh(1);
      return [{ kind: 'update', ref: doc(db, 'products', p.id), data: { isPrinted: true, updatedAt: serverTimestamp() } }];
    },
    fields: [
      { op: 0, field: 'price', kind: 'money', wrong: 1 },
      { op: 0, field: 'isSold', kind: 'flag', wrong: true },
    ],
  },
  {
    name: 'lottery ticket created on /lottery',
    caller: 'Manager',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const code = String(20_000_000 + Math.floor(Math.random() * 70_000_000));
      return [{ kind: 'set', ref: doc(db, 'lottery', code), data: { id: code, lotteryUUID: code, userId: CUSTOMER.id, user: { firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, phone: CUSTOMER.phone }, lotteryTypeId: LOTTERY_NOW, orderId: null, createdUserId: uidOf('Manager'), createdAt: serverTimestamp() } }];
    },
    fields: [
      { op: 0, field: 'userId', kind: 'owner', wrong: uidOf('Manager') },
      { op: 0, field: 'user.lastName', kind: 'owner', wrong: 'Someone' },
      { op: 0, field: 'user.phone', kind: 'owner', wrong: '80000000' },
      { op: 0, field: 'lotteryTypeId', kind: 'ref' },
      { op: 0, field: 'lotteryUUID', kind: 'ref', wrong: '12345' },
      { op: 0, field: 'orderId', kind: 'ref' },
      { op: 0, field: 'createdUserId', kind: 'owner' },
    ],
  },
  {
    name: 'lottery ticket edited',
    caller: 'Manager',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const code = await pageTicket();
      return [{ kind: 'update', ref: doc(db, 'lottery', code), data: { lotteryTypeId: LOTTERY_FUTURE, updatedAt: serverTimestamp() } }];
    },
    fields: [
      { op: 0, field: 'lotteryTypeId', kind: 'ref' },
      { op: 0, field: 'userId', kind: 'owner' },
      { op: 0, field: 'lotteryUUID', kind: 'ref', wrong: '999' },
      { op: 0, field: 'orderId', kind: 'ref' },
    ],
  },
  {
    name: 'lottery ticket moved to a new code (delete + create)',
    caller: 'Manager',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const old = await pageTicket();
      const code = String(Number(old) + 1);
      return [
        { kind: 'delete', ref: doc(db, 'lottery', old) },
        { kind: 'set', ref: doc(db, 'lottery', code), data: { id: code, lotteryUUID: code, userId: CUSTOMER.id, user: { firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, phone: CUSTOMER.phone }, lotteryTypeId: LOTTERY_NOW, orderId: null, createdUserId: uidOf('Manager'), createdAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 1, field: 'userId', kind: 'owner', wrong: uidOf('Admin') },
      { op: 1, field: 'lotteryTypeId', kind: 'ref' },
      { op: 1, field: 'id', kind: 'ref' },
    ],
    dropDocs: false,
  },
  {
    name: 'store order deleted (with its deletedOrders record)',
    caller: 'Manager',
    wrongCaller: 'Reception In City',
    legit: async (db) => {
      const { orderId, data } = await soldInStore(1, false);
      return [
        { kind: 'set', ref: doc(db, 'deletedOrders', orderId), data: deletedOrderRecord(orderId, data, uidOf('Manager'), null) },
        { kind: 'delete', ref: doc(db, 'orders', orderId) },
      ];
    },
    fields: [
      { op: 0, field: 'deletedUserId', kind: 'owner' },
      { op: 0, field: 'order.soldTotalPrice', kind: 'money' },
      { op: 0, field: 'id', kind: 'ref' },
    ],
  },
  {
    name: 'pending delivery order deleted (products back, sales deleted, cancel transaction)',
    caller: 'Admin',
    wrongCaller: 'Call Centre',
    legit: async (db) => {
      const { orderId, data, products } = await deliveringOrder(2, 'pending');
      const cancelRef = doc(collection(db, 'transactions'));
      const total = Number(data.soldTotalPrice);
      return [
        { kind: 'set', ref: cancelRef, data: { id: cancelRef.id, type: 'cancel', orderId, customerId: CUSTOMER.id, customerName: String(data.contactName), transactionPrice: 0 - total, amount: 0 - total, user: staffOf('Admin'), createdUserId: uidOf('Admin'), createdAt: serverTimestamp() } },
        ...products.flatMap((p): Op[] => [
          { kind: 'update', ref: doc(db, 'products', p.id), data: { ...returnToStockFields(), updatedAt: serverTimestamp() } },
          { kind: 'delete', ref: doc(db, 'sales', p.saleId ?? '-') },
        ]),
        { kind: 'set', ref: doc(db, 'deletedOrders', orderId), data: deletedOrderRecord(orderId, data, uidOf('Admin'), cancelRef.id) },
        { kind: 'delete', ref: doc(db, 'orders', orderId) },
      ];
    },
    fields: [
      { op: 0, field: 'amount', kind: 'money' },
      { op: 0, field: 'amount', kind: 'moneyUp', wrong: 0 },
      { op: 0, field: 'customerId', kind: 'owner' },
      { op: 0, field: 'customerName', kind: 'owner', wrong: 'Someone Else' },
      { op: 0, field: 'user.firstName', kind: 'owner', wrong: 'Saraa' },
      { op: 1, field: 'isSold', kind: 'flag' },
      { op: 1, field: 'orderId', kind: 'ref' },
      { op: 5, field: 'cancelTransactionId', kind: 'ref' },
      { op: 5, field: 'deletedUserId', kind: 'owner' },
    ],
  },
  {
    name: 'delivered order deleted',
    caller: 'Manager',
    wrongCaller: 'DeliveryBoy',
    legit: async (db) => {
      const { orderId } = await deliveringOrder(1);
      await admin(async (a) => {
        const b = writeBatch(a);
        b.update(doc(a, 'orders', orderId), { pending_status: 'done' });
        await b.commit();
      });
      const data = (await stored(`orders/${orderId}`)) ?? {};
      return [
        { kind: 'set', ref: doc(db, 'deletedOrders', orderId), data: deletedOrderRecord(orderId, data, uidOf('Manager'), null) },
        { kind: 'delete', ref: doc(db, 'orders', orderId) },
      ];
    },
    fields: [{ op: 0, field: 'deletedUserId', kind: 'owner' }, { op: 0, field: 'order.pending_status', kind: 'status' }],
  },
  {
    name: "lottery winner drawn after the period (a customer's ticket)",
    caller: 'Manager',
    wrongCaller: 'Call Centre',
    legit: async (db) => drawOps(db, { userId: CUSTOMER.id, user: { firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, phone: CUSTOMER.phone }, orderId: null }),
    fields: [
      { op: 0, field: 'winnerId', kind: 'owner' },
      { op: 0, field: 'winnerId', kind: 'owner', wrong: null },
      { op: 0, field: 'winnerTicketId', kind: 'ref', wrong: '12345678' },
      { op: 0, field: 'price', kind: 'money', wrong: 1 },
      { op: 0, field: 'drawnAt', kind: 'drop' },
      // The prize goes to whoever the announced phone reaches: it is the ticket's.
      { op: 0, field: 'winner.phone', kind: 'owner', wrong: '80000000' },
      { op: 0, field: 'winner.firstName', kind: 'owner', wrong: 'Someone' },
      { op: 0, field: 'winner.lastName', kind: 'owner', wrong: 'Dorj' },
    ],
    check: async (ops) => {
      expect(await stored(ops[0].ref.path)).toMatchObject({ winner: { firstName: CUSTOMER.firstName, phone: CUSTOMER.phone }, winnerId: CUSTOMER.id });
    },
  },
  {
    // A walk-in buyer has no customer record: its ticket is known by the phone given at the sale.
    name: "lottery winner drawn after the period (a walk-in buyer's ticket)",
    caller: 'Admin',
    wrongCaller: 'Reception In City',
    legit: async (db) => drawOps(db, { userId: null, user: { firstName: '', lastName: '', phone: WALK_IN.phone }, orderId: 'order-of-a-walk-in' }),
    fields: [
      { op: 0, field: 'winnerId', kind: 'owner', wrong: CUSTOMER.id },
      { op: 0, field: 'winnerId', kind: 'owner', wrong: '' },
      { op: 0, field: 'winner.phone', kind: 'owner', wrong: CUSTOMER.phone },
      { op: 0, field: 'winner.firstName', kind: 'owner', wrong: CUSTOMER.firstName },
      { op: 0, field: 'winner', kind: 'owner', wrong: null },
      { op: 0, field: 'winnerTicketId', kind: 'ref', wrong: '12345678' },
      { op: 0, field: 'drawnAt', kind: 'drop' },
    ],
    check: async (ops) => {
      expect(await stored(ops[0].ref.path)).toMatchObject({ winner: { firstName: '', phone: WALK_IN.phone }, winnerId: null });
    },
  },
  {
    name: 'customer registered from a sale wizard',
    caller: 'Reception In City',
    wrongCaller: 'Merchant',
    legit: async (db) => {
      const ref = doc(collection(db, 'users'));
      // One customer per phone: a fresh phone each run, its key written with the customer.
      const phone = String(60_000_000 + Math.floor(Math.random() * 9_999_999));
      return [
        { kind: 'set', ref, data: { id: ref.id, firstName: 'Saraa', lastName: 'Bold', firstNameLower: 'saraa', lastNameLower: 'bold', phone, address: '', role: 'clientUser', userType: 'clientUser', isActive: true, isWarehouse: false, locationId: null, locationType: null, createdAt: serverTimestamp(), updatedAt: serverTimestamp() } },
        { kind: 'set', ref: doc(db, 'customerPhones', phone), data: { customerId: ref.id, createdAt: serverTimestamp() } },
      ];
    },
    fields: [
      { op: 0, field: 'role', kind: 'status', wrong: 'Manager' },
      { op: 0, field: 'userType', kind: 'status', wrong: 'staff' },
      { op: 0, field: 'locationId', kind: 'place', wrong: STORE_A },
      { op: 0, field: 'password', kind: 'owner', wrong: 'secret123' },
      { op: 0, field: 'firstNameLower', kind: 'ref', wrong: 'Saraa' },
      { op: 0, field: 'lastNameLower', kind: 'drop' },
      { op: 1, field: 'customerId', kind: 'owner' },
    ],
  },
  ...(
    [
      ['transaction deleted (/transactions)', 'Manager', 'Admin', 'transactions'],
      ['sale deleted (/report/sales)', 'Admin', 'Manager', 'sales'],
      ['lottery ticket deleted', 'Manager', 'Reception In City', 'lottery'],
      ['in-stock product deleted', 'Manager', 'Admin', 'products'],
      ['name list entry deleted (/variants)', 'Manager', 'Call Centre', 'colors'],
      ['store deleted (/store)', 'Manager', 'Admin', 'stores'],
      ['customer deleted (/users)', 'Manager', 'Reception In City', 'users'],
      ['lottery type deleted', 'Admin', 'Call Centre', 'lotteryType'],
    ] as const
  ).map(([name, caller, wrongCaller, collectionName]): WritePath => ({
    name,
    caller,
    wrongCaller,
    legit: async (db) => {
      const id =
        collectionName === 'products'
          ? (await fresh(1))[0].id
          : collectionName === 'lottery'
            ? await pageTicket()
            : collectionName === 'transactions' || collectionName === 'sales'
              ? await leftoverOf(collectionName)
              : await plainDoc(collectionName);
      return [{ kind: 'delete', ref: doc(db, collectionName, id) }];
    },
    fields: [],
    extra:
      collectionName === 'products'
        ? async (db) => {
            const { products } = await soldInStore(1, false);
            return [{ name: 'a sold product deleted', ops: [{ kind: 'delete', ref: doc(db, 'products', products[0].id) }] }];
          }
        : undefined,
  })),
];

/** A document of a simple collection to delete (rules off). */
async function plainDoc(collectionName: string): Promise<string> {
  const id = `${collectionName}-${Math.random().toString(36).slice(2, 10)}`;
  const data: Record<string, Record<string, unknown>> = {
    colors: { name: 'Teal', colorName: '#008080' },
    stores: { name: 'Store Z', address: 'Street 9', phone: '99001122', picName: null, picUrl: null },
    users: { firstName: 'Tuya', lastName: 'Bat', phone: '88001122', role: 'clientUser', userType: 'clientUser', isActive: true },
    lotteryType: { name: 'Spring', price: 100_000, startAt: Timestamp.now(), endAt: Timestamp.now(), createdAt: Timestamp.now() },
  };
  await admin(async (db) => {
    const b = writeBatch(db);
    b.set(doc(db, collectionName, id), data[collectionName]);
    await b.commit();
  });
  return id;
}

/**
 * A pending discount request by `subject` on a fresh store-a product (written with rules off); with
 * `batchId`, a drafting request of that batch (a batch of 2).
 */
async function pendingRequest(subject: Subject, over: Record<string, unknown>, batchId?: string) {
  const [p] = await fresh(1, over);
  const request = `req-${p.id}`;
  await admin(async (db) => {
    const b = writeBatch(db);
    const fields = newRequestFields(p, 120_000, requesterSnapshot(uidOf(subject), profileOf(subject)), 'Reception In City', batchId ? { id: batchId, size: 2 } : undefined);
    b.set(doc(db, 'discountRequests', request), { id: request, ...fields, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    b.update(doc(db, 'products', p.id), pendingFields(request));
    await b.commit();
  });
  const data = toProduct(p.id, (await stored(`products/${p.id}`)) ?? {});
  return { request, product: p.id, data };
}

/**
 * A lottery type whose period ended yesterday with one ticket (`ticket`'s owner fields), written
 * with the rules off, and the draw's write for it as the app makes it (winnerFields).
 */
async function drawOps(db: Firestore, ticket: Record<string, unknown>): Promise<Op[]> {
  const typeId = `ended-${Math.random().toString(36).slice(2, 8)}`;
  const code = String(50_000_000 + Math.floor(Math.random() * 40_000_000));
  const day = 86_400_000;
  const data = { id: code, lotteryUUID: code, ...ticket, lotteryTypeId: typeId, createdUserId: uidOf('Manager'), createdAt: Timestamp.now() };
  await admin(async (a) => {
    const b = writeBatch(a);
    b.set(doc(a, 'lotteryType', typeId), { name: 'Autumn', price: 100_000, startAt: Timestamp.fromMillis(Date.now() - 30 * day), endAt: Timestamp.fromMillis(Date.now() - day), winner: null, winnerId: null, createdAt: Timestamp.now() });
    b.set(doc(a, 'lottery', code), data);
    await b.commit();
  });
  return [{ kind: 'update', ref: doc(db, 'lotteryType', typeId), data: { ...winnerFields(drawTicketOf(toLotteryTicket(code, data))), drawnAt: serverTimestamp() } }];
}

/** A ticket made on /lottery (rules off). */
async function pageTicket(): Promise<string> {
  const code = String(30_000_000 + Math.floor(Math.random() * 60_000_000));
  await admin(async (db) => {
    const b = writeBatch(db);
    b.set(doc(db, 'lottery', code), { id: code, lotteryUUID: code, userId: CUSTOMER.id, user: { firstName: 'Bat', lastName: 'Dorj', phone: '99112233' }, lotteryTypeId: LOTTERY_NOW, orderId: null, createdUserId: uidOf('Manager'), createdAt: Timestamp.now() });
    await b.commit();
  });
  return code;
}

/** A sale's transaction or sale document (from a store sale made for the purpose). */
async function leftoverOf(collectionName: 'transactions' | 'sales'): Promise<string> {
  const { products, data } = await soldInStore(1, false);
  return collectionName === 'sales' ? (products[0].saleId ?? '-') : String(data.transactionId);
}

/**
 * A 'drop' variant of a created document: the SDK refuses deleteField() in a set before any rule
 * runs, so the dropped field is left out of the document instead (an update keeps deleteField()).
 */
function leftOutOfSets(ops: readonly Op[]): Op[] {
  const dropped = (v: unknown) => v instanceof FieldValue && v.isEqual(deleteField());
  return ops.map((op) => (op.kind === 'set' ? { ...op, data: Object.fromEntries(Object.entries(op.data).filter(([, v]) => !dropped(v))) } : op));
}

/** How many variants each path had (printed at the end, for the record). */
const COUNTS: { path: string; variants: number }[] = [];

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
  await admin(async (db) => {
    const b = writeBatch(db);
    b.set(doc(db, 'users', OTHER_COURIER), userDoc(OTHER_COURIER, 'DeliveryBoy', { firstName: OTHER_COURIER_STAFF.firstName, lastName: OTHER_COURIER_STAFF.lastName, phone: '88001133' }));
    await b.commit();
  });
});

afterAll(() => {
  const total = COUNTS.reduce((n, c) => n + c.variants, 0);
  console.log(`forged variants: ${total} over ${COUNTS.length} write paths\n${COUNTS.map((c) => `  ${String(c.variants).padStart(3)}  ${c.path}`).join('\n')}`);
});

describe('every client write path: the legitimate write, and every forged variant refused', () => {
  for (const path of PATHS) {
    it(`${path.name}: the legitimate write (${path.caller})`, async () => {
      const db = dbFor(path.caller);
      const ops = await path.legit(db);
      await expect(commit(db, ops)).resolves.toBeUndefined();
      await path.check?.(ops);
    });

    it(`${path.name}: forged variants and ${path.wrongCaller} are refused`, async () => {
      const db = dbFor(path.caller);
      // Each variant on fresh documents: a wrongly allowed one must not hide the next.
      const template = await path.legit(db);
      const variants = forgeries(template, path.fields, { dropDocs: path.dropDocs, optional: path.optional });
      const allowed: string[] = [];
      // A variant that fails for another reason than the rules (a malformed batch, a reference of
      // another caller's Firestore) proves nothing: it is reported, not counted as refused.
      const broken: string[] = [];
      const goesThrough = (by: Firestore, ops: readonly Op[], name: string) =>
        commit(by, leftOutOfSets(ops)).then(
          () => true,
          (e: { code?: string; message?: string }) => {
            if (e.code !== 'permission-denied') broken.push(`${name}: ${e.code ?? ''} ${e.message ?? ''}`);
            return false;
          },
        );
      for (let k = 0; k < variants.length; k += 1) {
        // The same variant (same position) generated from a fresh legitimate write.
        const forged = forgeries(await path.legit(db), path.fields, { dropDocs: path.dropDocs, optional: path.optional })[k];
        if (await goesThrough(db, forged.ops, variants[k].name)) allowed.push(variants[k].name);
      }
      const other = dbFor(path.wrongCaller);
      if (await goesThrough(other, await path.legit(other), `by ${path.wrongCaller}`)) allowed.push(`by ${path.wrongCaller}`);
      const extra = path.extra ? await path.extra(db) : [];
      for (const variant of extra) {
        // A variant by someone else is committed as that caller (its refs rebound to its Firestore).
        const by = variant.by === undefined ? db : dbFor(variant.by);
        const ops = variant.by === undefined ? variant.ops : as(by, variant.ops, (d, p) => doc(d, p));
        if (await goesThrough(by, ops, variant.name)) allowed.push(variant.name);
      }
      COUNTS.push({ path: path.name, variants: variants.length + 1 + extra.length });
      expect(allowed, `forged writes that were allowed: ${allowed.join('; ')}`).toEqual([]);
      expect(broken, `variants that failed for another reason than the rules: ${broken.join('; ')}`).toEqual([]);
      // Up to ~60 batches on fresh documents each: far more than the default 20 s on a busy machine.
    }, 180_000);
  }
});
