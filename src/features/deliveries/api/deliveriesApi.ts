import { useEffect, useState } from 'react';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads, countReads } from '../../../firebase/readMeter';
import type { SessionUser } from '../../../auth/sessionUser';
import { toProduct, type Product } from '../../../entities/product/product';
import { StockConflictError, refundAmount, refundFields } from '../../../entities/product/stockChanges';
import type { DeliveryBoySnapshot, Order } from '../../../entities/order/order';
import { deletedOrderRecord } from '../../../entities/order/deletedOrder';
import {
  deleteReturnsProducts,
  deliveredFields,
  deliveredOrderFields,
  deliveryOutcomes,
  returnToStockFields,
  type DeliveryQueryPlan,
  type LineProductState,
} from '../domain/deliveries';
import { toOrder } from '../../../entities/order/orderDoc';

/**
 * Delivery orders (docs/delivery.md): the tables' live queries, the courier
 * list, and the state changes, each in one transaction that re-reads the order (and its products)
 * and fails when someone else moved it on meanwhile.
 */

const TAG = 'deliveries';

export interface Live<T> {
  rows: T[];
  loading: boolean;
  error: Error | null;
}

/** The constraints of one table's query (also used by the rules tests). */
export function planConstraints(plan: DeliveryQueryPlan): QueryConstraint[] {
  const c: QueryConstraint[] = [where('purchaseType', 'in', [...plan.purchaseTypes]), where('pending_status', '==', plan.status)];
  if (plan.deliveryBoyId !== undefined) c.push(where('deliveryBoyId', '==', plan.deliveryBoyId));
  if (plan.createdUserId !== undefined) c.push(where('createdUserId', '==', plan.createdUserId));
  c.push(orderBy('createdAt', 'desc'));
  if (plan.limit !== undefined) c.push(limit(plan.limit));
  return c;
}

/** Live rows of one table, newest first. */
export function useDeliveryOrders(plan: DeliveryQueryPlan | null): Live<Order> {
  const [state, setState] = useState<Live<Order>>({ rows: [], loading: plan !== null, error: null });
  const key = plan ? JSON.stringify(plan) : '';
  useEffect(() => {
    if (!plan) return;
    let first = true;
    return onSnapshot(
      query(collection(db, 'orders'), ...planConstraints(plan)),
      (snap) => {
        if (first) countQueryReads(snap.size, TAG);
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, TAG);
        first = false;
        setState({ rows: snap.docs.map((d) => toOrder(d.id, d.data())), loading: false, error: null });
      },
      (error) => {
        console.error('delivery orders listener', error);
        setState({ rows: [], loading: false, error });
      },
    );
    // The plan is compared by value (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

export interface Courier extends DeliveryBoySnapshot {
  isActive: boolean;
}

/** Live list of the couriers (users with role DeliveryBoy) for the courier picker. */
export function useCouriers(enabled: boolean): Live<Courier> {
  const [state, setState] = useState<Live<Courier>>({ rows: [], loading: enabled, error: null });
  useEffect(() => {
    if (!enabled) return;
    let first = true;
    return onSnapshot(
      query(collection(db, 'users'), where('role', '==', 'DeliveryBoy')),
      (snap) => {
        if (first) countQueryReads(snap.size, TAG);
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, TAG);
        first = false;
        const rows = snap.docs
          .map((d) => {
            const u = d.data();
            const s = (v: unknown) => (typeof v === 'string' ? v : '');
            return { id: d.id, firstName: s(u.firstName), lastName: s(u.lastName), phone: s(u.phone), isActive: u.isActive === true };
          })
          .filter((c) => c.isActive)
          .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
        setState({ rows, loading: false, error: null });
      },
      (error) => {
        console.error('couriers listener', error);
        setState({ rows: [], loading: false, error });
      },
    );
  }, [enabled]);
  return state;
}

/**
 * A one-shot read keyed by `key` (null: nothing to read). While the result for the current key has
 * not arrived, `loading` is true and `value` is `empty`. `load` must not throw (it handles errors).
 */
function useKeyedRead<T>(key: string | null, load: () => Promise<T>, empty: T): { value: T; loading: boolean } {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load().then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { value: empty, loading: false };
  if (!state || state.key !== key) return { value: empty, loading: true };
  return { value: state.value, loading: false };
}

export interface OrderProductsState {
  /** Product documents by id; null where the document does not exist (or cannot be read). */
  products: Map<string, Product | null>;
  loading: boolean;
}

const NO_PRODUCTS = new Map<string, Product | null>();

/** The order's product documents, fetched by id once (the wizard's goods step). */
export function useOrderProducts(ids: readonly string[] | null): OrderProductsState {
  const key = ids && ids.length > 0 ? ids.join(',') : null;
  const { value, loading } = useKeyedRead(
    key,
    async () =>
      new Map(
        await Promise.all(
          (ids ?? []).map(async (id): Promise<[string, Product | null]> => {
            try {
              const snap = await getDoc(doc(db, 'products', id));
              countReads(1, TAG);
              return [id, snap.exists() ? toProduct(snap.id, snap.data()) : null];
            } catch (error) {
              // A product this user may not read is shown from the order's snapshot.
              console.error('order product', id, error);
              return [id, null];
            }
          }),
        ),
      ),
    NO_PRODUCTS,
  );
  return { products: value, loading };
}

/**
 * The lottery ticket issued with an order, or null: the order's own lotteryId (the ticket's id is
 * its code) when it has one, else a lookup (lottery where orderId ==) for orders written elsewhere.
 */
export function useOrderLottery(orderId: string | null, knownCode?: string | null): { code: string | null; loading: boolean } {
  const { value, loading } = useKeyedRead<string | null>(
    knownCode ? null : orderId,
    async () => {
      try {
        const snap = await getDocs(query(collection(db, 'lottery'), where('orderId', '==', orderId), limit(1)));
        countQueryReads(snap.size, TAG);
        const d = snap.docs[0]?.data();
        const code = d ? String(d.lotteryUUID ?? '') : '';
        return code || null;
      } catch (error) {
        console.error('order lottery', error);
        return null;
      }
    },
    null,
  );
  return knownCode ? { code: knownCode, loading: false } : { code: value, loading };
}

// --- Writes ---------------------------------------------------------------------------------------

/** The order is no longer in the state the screen showed (someone else acted on it). */
export class OrderStateError extends Error {
  constructor(readonly orderId: string) {
    super(`order ${orderId} changed`);
    this.name = 'OrderStateError';
  }
}


/** Table 1: choose a courier -> delivering (one write, after re-reading the order). */
export async function assignCourier(order: Order, courier: DeliveryBoySnapshot, fs: Firestore = db): Promise<void> {
  const orderRef = (id: string) => doc(fs, 'orders', id);
  await runTransaction(fs, async (tx) => {
    const snap = await tx.get(orderRef(order.id));
    countReads(1, TAG);
    if (!snap.exists() || snap.data().pending_status !== 'pending') throw new OrderStateError(order.id);
    tx.update(orderRef(order.id), {
      pending_status: 'delivering',
      deliveryBoy: { id: courier.id, firstName: courier.firstName, lastName: courier.lastName, phone: courier.phone },
      deliveryBoyId: courier.id,
      updatedAt: serverTimestamp(),
    });
  });
}

/** Table 2: cancel delivering -> pending, the courier cleared. */
export async function cancelDelivering(order: Order, fs: Firestore = db): Promise<void> {
  const orderRef = (id: string) => doc(fs, 'orders', id);
  await runTransaction(fs, async (tx) => {
    const snap = await tx.get(orderRef(order.id));
    countReads(1, TAG);
    if (!snap.exists() || snap.data().pending_status !== 'delivering') throw new OrderStateError(order.id);
    tx.update(orderRef(order.id), { pending_status: 'pending', deliveryBoy: null, deliveryBoyId: null, updatedAt: serverTimestamp() });
  });
}

function lineState(p: Product | null): LineProductState | null {
  return p ? { exists: true, orderId: p.orderId, isSold: p.isSold, isDeliveryPending: p.isDeliveryPending } : null;
}

/**
 * Table 2, the confirmation wizard's confirm: in ONE transaction the order becomes done, every
 * product of it is marked sold and the ticked ones are refunded instead (as in docs/products.md:
 * flags cleared, isRefund, price back to originalPrice, a negative transaction, the sale's state
 * 'refund'). Lines whose product document is missing (snapshot-only orders) are left alone.
 */
export async function confirmDelivery(
  order: Order,
  refundIds: ReadonlySet<string>,
  user: Pick<SessionUser, 'id' | 'firstName' | 'lastName'>,
  fs: Firestore = db,
): Promise<void> {
  const orderRef = (id: string) => doc(fs, 'orders', id);
  await runTransaction(fs, async (tx) => {
    // Reads first.
    const orderSnap = await tx.get(orderRef(order.id));
    countReads(1, TAG);
    if (!orderSnap.exists() || orderSnap.data().pending_status !== 'delivering') throw new OrderStateError(order.id);
    const current = toOrder(orderSnap.id, orderSnap.data());
    const products = new Map<string, Product | null>();
    for (const line of current.products) {
      if (products.has(line.id)) continue;
      const snap = await tx.get(doc(fs, 'products', line.id));
      countReads(1, TAG);
      products.set(line.id, snap.exists() ? toProduct(snap.id, snap.data()) : null);
    }
    // A ticked product that can no longer be refunded is a conflict, not a silent sale.
    for (const id of refundIds) {
      const p = products.get(id) ?? null;
      const name = current.products.find((l) => l.id === id)?.name ?? id;
      if (!p) throw new StockConflictError(name, 'missing');
      if (p.orderId !== order.id || !p.isDeliveryPending) throw new StockConflictError(name, 'changed');
    }
    const outcomes = deliveryOutcomes(order.id, current.products, new Map([...products].map(([id, p]) => [id, lineState(p)])), refundIds);
    const sales = new Map<string, boolean>();
    for (const [id, outcome] of outcomes) {
      const saleId = products.get(id)?.saleId;
      if (outcome !== 'refund' || !saleId) continue;
      const snap = await tx.get(doc(fs, 'sales', saleId));
      countReads(1, TAG);
      sales.set(saleId, snap.exists());
    }

    // Then writes.
    const refunded: string[] = [];
    for (const [id, outcome] of outcomes) {
      const p = products.get(id);
      if (!p || outcome === 'skip') continue;
      const productRef = doc(fs, 'products', id);
      if (outcome === 'sold') {
        tx.update(productRef, { ...deliveredFields(), updatedAt: serverTimestamp() });
        continue;
      }
      refunded.push(id);
      const transactionRef = doc(collection(fs, 'transactions'));
      const amount = refundAmount(p);
      tx.set(transactionRef, {
        id: transactionRef.id,
        type: 'refund',
        productId: id,
        saleId: p.saleId,
        orderId: order.id,
        customerId: current.userId,
        transactionPrice: amount,
        amount,
        user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        createdAt: serverTimestamp(),
      });
      tx.update(productRef, { ...refundFields(p), refundTransactionId: transactionRef.id, updatedAt: serverTimestamp() });
      if (p.saleId && sales.get(p.saleId)) tx.update(doc(fs, 'sales', p.saleId), { state: 'refund', updatedAt: serverTimestamp() });
    }
    // From now on the order says what was delivered and paid; `ordered` keeps what was ordered.
    tx.update(orderRef(order.id), {
      pending_status: 'done',
      ...deliveredOrderFields(current, current.products, refunded),
      deliveredAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
}

/**
 * Delete (irreversible), in one transaction with the order's deletedOrders/{id} record (which keeps
 * the id from ever being used again). A delivered order is deleted alone: its products stay sold,
 * its sales and transactions stay. A pending or delivering order was never delivered, so the sale is
 * undone: its products go back to stock (not sold, not on the way), its sales and its lottery ticket
 * are deleted, and a cancel transaction of minus its total balances its sale transaction.
 */
export async function deleteDeliveryOrder(order: Order, user: Pick<SessionUser, 'id' | 'firstName' | 'lastName'>, fs: Firestore = db): Promise<void> {
  const orderRef = doc(fs, 'orders', order.id);
  await runTransaction(fs, async (tx) => {
    const snap = await tx.get(orderRef);
    countReads(1, TAG);
    if (!snap.exists()) return;
    const current = toOrder(snap.id, snap.data());
    const undo = deleteReturnsProducts(current.pending_status);
    const returned: { id: string; saleId: string | null }[] = [];
    let ticketExists = false;
    if (undo) {
      for (const line of current.products) {
        if (returned.some((r) => r.id === line.id)) continue;
        const p = await tx.get(doc(fs, 'products', line.id));
        countReads(1, TAG);
        const data = p.data();
        if (p.exists() && data?.orderId === order.id && data.isDeliveryPending === true) {
          const saleId = typeof data.saleId === 'string' ? data.saleId : null;
          // A sale record an Admin deleted from the sales list has nothing left to delete.
          const saleExists = saleId ? (await tx.get(doc(fs, 'sales', saleId))).exists() : false;
          if (saleId) countReads(1, TAG);
          returned.push({ id: line.id, saleId: saleExists ? saleId : null });
        }
      }
      if (current.lotteryId) {
        ticketExists = (await tx.get(doc(fs, 'lottery', current.lotteryId))).exists();
        countReads(1, TAG);
      }
    }

    let cancelTransactionId: string | null = null;
    if (undo) {
      const cancelRef = doc(collection(fs, 'transactions'));
      cancelTransactionId = cancelRef.id;
      tx.set(cancelRef, {
        id: cancelRef.id,
        type: 'cancel',
        orderId: order.id,
        customerId: current.userId,
        transactionPrice: 0 - current.soldTotalPrice,
        amount: 0 - current.soldTotalPrice,
        user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        createdUserId: user.id,
        createdAt: serverTimestamp(),
      });
      for (const r of returned) {
        tx.update(doc(fs, 'products', r.id), { ...returnToStockFields(), updatedAt: serverTimestamp() });
        if (r.saleId) tx.delete(doc(fs, 'sales', r.saleId));
      }
      if (current.lotteryId && ticketExists) tx.delete(doc(fs, 'lottery', current.lotteryId));
    }
    tx.set(doc(fs, 'deletedOrders', order.id), deletedOrderRecord(order.id, snap.data(), user.id, cancelTransactionId));
    tx.delete(orderRef);
  });
}
