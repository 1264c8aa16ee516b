import { runServerTransaction } from '../../../firebase/online';
import { serverTimestamp, type Firestore } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { docRef, newDocId } from '../../../firebase/collections';
import { people } from '../../../entities/person/person';
import { countReads } from '../../../firebase/readMeter';
import type { SessionUser } from '../../../auth/sessionUser';
import { toProduct, type Product } from '../../../entities/product/product';
import { StockConflictError, refundAmount, refundFields } from '../../../entities/product/stockChanges';
import type { DeliveryBoySnapshot, Order } from '../../../entities/order/order';
import { DoorPaymentError, OrderStateError, type DoorConfirmation } from './deliveryErrors';
import { confirmLargeDelivery, deleteLargeDeliveryOrder, isLargeDelivery } from './largeDeliveryWrites';
import { PAYMENT_METHODS, paymentsTotal, type Payments } from '../../../entities/order/payment';
import { deletedOrderRecord } from '../../../entities/order/deletedOrder';
import {
  deleteReturnsProducts,
  deliveredFields,
  deliveredOrderFields,
  deliveryOutcomes,
  returnToStockFields,
  type LineProductState,
} from '../domain/deliveries';
import { toOrder } from '../../../entities/order/orderDoc';
import { cancelTransactionDocument, refundTransactionDocument } from '../../../entities/transaction/transactionDocument';

/**
 * Delivery order writes (docs/delivery.md): the state changes, each in one transaction that re-reads
 * the order (and its products) and fails when someone else moved it on meanwhile.
 */

export { DoorPaymentError, OrderStateError, type DoorConfirmation } from './deliveryErrors';

/** Reads inside the transactions are counted under the same tag as deliveryQueries'. */
const TAG = 'deliveries';

/** Table 1: choose a courier -> delivering (one write, after re-reading the order). */
export async function assignCourier(order: Order, courier: DeliveryBoySnapshot, fs: Firestore = db): Promise<void> {
  const orderRef = (id: string) => docRef('orders', id, fs);
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(orderRef(order.id));
    // The order copies the courier's name and phone as its profile has them now (the rules compare).
    const profile = await tx.get(people.doc(courier.id, fs));
    countReads(2, TAG);
    if (!snap.exists() || snap.data().pending_status !== 'pending') throw new OrderStateError(order.id);
    const now = profile.data();
    tx.update(orderRef(order.id), {
      pending_status: 'delivering',
      deliveryBoy: { id: courier.id, firstName: now?.firstName ?? '', lastName: now?.lastName ?? '', phone: now?.phone ?? '' },
      deliveryBoyId: courier.id,
      updatedAt: serverTimestamp(),
    });
  });
}

/** Table 2: cancel delivering -> pending, the courier cleared. */
export async function cancelDelivering(order: Order, fs: Firestore = db): Promise<void> {
  const orderRef = (id: string) => docRef('orders', id, fs);
  await runServerTransaction(fs, async (tx) => {
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
 * 'refund'), and the order records how the customer paid at the door. Lines whose product document
 * is missing (snapshot-only orders) are left alone. An order of more than 6 products:
 * confirmLargeDelivery.
 */
export async function confirmDelivery(
  order: Order,
  { refundIds, payments }: DoorConfirmation,
  user: Pick<SessionUser, 'id' | 'firstName' | 'lastName'>,
  fs: Firestore = db,
): Promise<void> {
  if (isLargeDelivery(order)) return confirmLargeDelivery(order, { refundIds, payments }, user, fs);
  const orderRef = (id: string) => docRef('orders', id, fs);
  await runServerTransaction(fs, async (tx) => {
    // Reads first.
    const orderSnap = await tx.get(orderRef(order.id));
    countReads(1, TAG);
    if (!orderSnap.exists() || orderSnap.data().pending_status !== 'delivering') throw new OrderStateError(order.id);
    const current = toOrder(orderSnap.id, orderSnap.data());
    const products = new Map<string, Product | null>();
    for (const line of current.products) {
      if (products.has(line.id)) continue;
      const snap = await tx.get(docRef('products', line.id, fs));
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
      const snap = await tx.get(docRef('sales', saleId, fs));
      countReads(1, TAG);
      sales.set(saleId, snap.exists());
    }

    // The payment must cover exactly what is delivered (refused before anything is written).
    const refunded = [...outcomes].filter(([, outcome]) => outcome === 'refund').map(([id]) => id);
    const delivered = deliveredOrderFields(current, current.products, refunded);
    const paid = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, payments[m]])) as Payments;
    if (PAYMENT_METHODS.some((m) => !Number.isInteger(paid[m]) || paid[m] < 0) || paymentsTotal(paid) !== delivered.soldTotalPrice) {
      throw new DoorPaymentError(order.id, delivered.soldTotalPrice);
    }

    // Then writes.
    for (const [id, outcome] of outcomes) {
      const p = products.get(id);
      if (!p || outcome === 'skip') continue;
      const productRef = docRef('products', id, fs);
      if (outcome === 'sold') {
        tx.update(productRef, { ...deliveredFields(), updatedAt: serverTimestamp() });
        continue;
      }
      const transactionRef = docRef('transactions', newDocId('transactions', fs), fs);
      const amount = refundAmount(p);
      tx.set(
        transactionRef,
        refundTransactionDocument({
          id: transactionRef.id,
          productId: id,
          saleId: p.saleId,
          orderId: order.id,
          customerId: current.userId,
          customerName: current.contactName ?? '',
          amount,
          by: user,
          createdAt: serverTimestamp(),
        }),
      );
      tx.update(productRef, { ...refundFields(p), refundTransactionId: transactionRef.id, updatedAt: serverTimestamp() });
      if (p.saleId && sales.get(p.saleId)) tx.update(docRef('sales', p.saleId, fs), { state: 'refund', updatedAt: serverTimestamp() });
    }
    // From now on the order says what was delivered and paid; `ordered` keeps what was ordered.
    tx.update(orderRef(order.id), {
      pending_status: 'done',
      ...delivered,
      payments: paid,
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
  if (isLargeDelivery(order) && deleteReturnsProducts(order.pending_status)) return deleteLargeDeliveryOrder(order, user, fs);
  const orderRef = docRef('orders', order.id, fs);
  await runServerTransaction(fs, async (tx) => {
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
        const p = await tx.get(docRef('products', line.id, fs));
        countReads(1, TAG);
        const data = p.data();
        if (p.exists() && data?.orderId === order.id && data.isDeliveryPending === true) {
          const saleId = typeof data.saleId === 'string' ? data.saleId : null;
          // A sale record an Admin deleted from the sales list has nothing left to delete.
          const saleExists = saleId ? (await tx.get(docRef('sales', saleId, fs))).exists() : false;
          if (saleId) countReads(1, TAG);
          returned.push({ id: line.id, saleId: saleExists ? saleId : null });
        }
      }
      if (current.lotteryId) {
        ticketExists = (await tx.get(docRef('lottery', current.lotteryId, fs))).exists();
        countReads(1, TAG);
      }
    }

    let cancelTransactionId: string | null = null;
    if (undo) {
      const cancelRef = docRef('transactions', newDocId('transactions', fs), fs);
      cancelTransactionId = cancelRef.id;
      tx.set(
        cancelRef,
        cancelTransactionDocument({
          id: cancelRef.id,
          orderId: order.id,
          customerId: current.userId,
          customerName: current.contactName ?? '',
          orderTotal: current.soldTotalPrice,
          by: user,
          createdAt: serverTimestamp(),
        }),
      );
      for (const r of returned) {
        tx.update(docRef('products', r.id, fs), { ...returnToStockFields(), updatedAt: serverTimestamp() });
        if (r.saleId) tx.delete(docRef('sales', r.saleId, fs));
      }
      if (current.lotteryId && ticketExists) tx.delete(docRef('lottery', current.lotteryId, fs));
    }
    tx.set(docRef('deletedOrders', order.id, fs), deletedOrderRecord(order.id, snap.data(), user.id, cancelTransactionId));
    tx.delete(orderRef);
  });
}
