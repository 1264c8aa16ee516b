import { serverTimestamp, type Firestore } from 'firebase/firestore';
import { applyOps, type WriteOp } from '../../../firebase/writeOps';
import { runServerTransaction } from '../../../firebase/online';
import { db } from '../../../firebase/firestore';
import { docRef, newDocId } from '../../../firebase/collections';
import { countReads } from '../../../firebase/readMeter';
import type { SessionUser } from '../../../auth/sessionUser';
import { toProduct, type Product } from '../../../entities/product/product';
import { StockConflictError, refundFields } from '../../../entities/product/stockChanges';
import type { Order, OrderProduct } from '../../../entities/order/order';
import { toOrder } from '../../../entities/order/orderDoc';
import { PAYMENT_METHODS, paymentsTotal, type Payments } from '../../../entities/order/payment';
import { deletedOrderRecord } from '../../../entities/order/deletedOrder';
import { cancelTransactionDocument, returnRefundTransactionDocument } from '../../../entities/transaction/transactionDocument';
import { RETURN_CHUNK, isCounted, nextCount, stockReturnDocument, toStockReturn, type StockReturn } from '../../../entities/stockReturn/stockReturn';
import { deliveredFields, deliveredOrderFields, returnToStockFields } from '../domain/deliveries';
import { DoorPaymentError, OrderStateError, type DoorConfirmation } from './deliveryErrors';

/**
 * THE LARGE DELIVERY (docs/delivery.md, "Deliveries of any size"; firestore.rules, at the top): a
 * delivery order of more than 6 products cannot have every product checked in one write, so
 *   confirm  (1) the refused lines are counted on stockReturns/{order} while the order is still on
 *            its way (nothing else changes); (2) ONE transaction settles it: the order done with
 *            its totals less the counted ones and the payment, one refund transaction of the
 *            refused total, every delivered product sold; (3) the refused products go back to
 *            stock RETURN_CHUNK at a time (finishStockReturn).
 *   delete   ONE transaction: the order deleted with its record, its cancel transaction and its
 *            ticket, a stock return of every product; then they go back to stock as above.
 * The money, the order and the ledger change only in the one transaction; a return interrupted
 * after it (the network lost, the tab closed) is listed as unfinished (UnfinishedReturns) and
 * finished by its creator or a Manager.
 */

/** The most products a delivery order's confirmation or deletion checks in one write (firestore.rules, orders). */
export const ONE_WRITE_DELIVERY_MAX = 6;

const TAG = 'deliveries';

/** Whether the order takes the large confirmation and deletion. */
export function isLargeDelivery(order: Pick<Order, 'productIds'>): boolean {
  return (order.productIds ?? []).length > ONE_WRITE_DELIVERY_MAX;
}

/**
 * The order is settled (confirmed or deleted) but some of the products it gives back are not back in
 * stock yet; the stock return stays, and finishStockReturn(orderId) finishes it.
 */
export class UnfinishedReturnError extends Error {
  constructor(
    readonly orderId: string,
    readonly cause: unknown,
  ) {
    super(`order ${orderId}: the products' return is unfinished: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnfinishedReturnError';
  }
}

/** Stock returns this tab is finishing now (the unfinished list leaves them out). */
const running = new Set<string>();

export function isReturningHere(orderId: string): boolean {
  return running.has(orderId);
}

type Staff = Pick<SessionUser, 'id' | 'firstName' | 'lastName'>;

/** The refused ids in the order's line order (the rules compare the lists). */
function refusedInLineOrder(order: Pick<Order, 'productIds'>, refundIds: ReadonlySet<string>): string[] {
  return (order.productIds ?? []).filter((id) => refundIds.has(id));
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

// --- The plans (pure: the rules tests record and forge them) ---------------------------------------

/** 1a. A count of the refused products, nothing counted yet. */
export function planCountOpen(orderId: string, refused: readonly string[], user: Staff, fs: Firestore = db): WriteOp {
  return {
    kind: 'set',
    ref: docRef('stockReturns', orderId, fs),
    data: stockReturnDocument({ orderId, reason: 'refused', productIds: refused, transactionId: null, createdUserId: user.id, createdAt: serverTimestamp() }),
  };
}

/** 1b. The next up to RETURN_CHUNK refused lines counted; null when all are. */
export function planCount(stockReturn: StockReturn, lines: readonly OrderProduct[], fs: Firestore = db): WriteOp | null {
  const next = nextCount(stockReturn, lines, serverTimestamp());
  return next ? { kind: 'update', ref: docRef('stockReturns', stockReturn.id, fs), data: next } : null;
}

/**
 * 2. The settling write of a confirmation: the order done (its totals less the counted refused
 * lines, the payment), every delivered product sold, and with refused products their one refund
 * transaction and the stock return turned to returning.
 */
export function planLargeConfirm(
  order: Order,
  counted: StockReturn | null,
  payments: Payments,
  user: Staff,
  fs: Firestore = db,
): WriteOp[] {
  const refused = counted?.productIds ?? [];
  const refusedSet = new Set(refused);
  const ops: WriteOp[] = (order.productIds ?? [])
    .filter((id) => !refusedSet.has(id))
    .map((id): WriteOp => ({ kind: 'update', ref: docRef('products', id, fs), data: { ...deliveredFields(), updatedAt: serverTimestamp() } }));
  if (counted) {
    const refundRef = docRef('transactions', newDocId('transactions', fs), fs);
    ops.push({
      kind: 'set',
      ref: refundRef,
      data: returnRefundTransactionDocument({
        id: refundRef.id,
        orderId: order.id,
        productIds: refused,
        customerId: order.userId,
        customerName: order.contactName ?? '',
        refusedTotal: counted.soldTotalPrice,
        by: user,
        createdAt: serverTimestamp(),
      }),
    });
    ops.push({ kind: 'update', ref: docRef('stockReturns', order.id, fs), data: { status: 'returning', transactionId: refundRef.id, updatedAt: serverTimestamp() } });
  }
  // The rules take the refused figures from the count: so does the order.
  ops.push({
    kind: 'update',
    ref: docRef('orders', order.id, fs),
    data: {
      pending_status: 'done',
      ...deliveredOrderFields(order, order.products, refused),
      soldTotalPrice: order.soldTotalPrice - (counted?.soldTotalPrice ?? 0),
      originalTotalPrice: order.originalTotalPrice - (counted?.originalTotalPrice ?? 0),
      payments: { ...payments },
      deliveredAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
  });
  return ops;
}

/**
 * 2'. The settling write of a deletion: the cancel transaction, a stock return of every product, the
 * ticket (when it still exists) and the order deleted with its record. `stored` is the order
 * document exactly as read (the record keeps it).
 */
export function planLargeDelete(order: Order, stored: Record<string, unknown>, ticketExists: boolean, user: Staff, fs: Firestore = db): WriteOp[] {
  const cancelRef = docRef('transactions', newDocId('transactions', fs), fs);
  const ops: WriteOp[] = [
    {
      kind: 'set',
      ref: cancelRef,
      data: cancelTransactionDocument({
        id: cancelRef.id,
        orderId: order.id,
        customerId: order.userId,
        customerName: order.contactName ?? '',
        orderTotal: order.soldTotalPrice,
        by: user,
        createdAt: serverTimestamp(),
      }),
    },
    {
      kind: 'set',
      ref: docRef('stockReturns', order.id, fs),
      data: stockReturnDocument({ orderId: order.id, reason: 'deleted', productIds: order.productIds ?? [], transactionId: cancelRef.id, createdUserId: user.id, createdAt: serverTimestamp() }),
    },
  ];
  if (order.lotteryId && ticketExists) ops.push({ kind: 'delete', ref: docRef('lottery', order.lotteryId, fs) });
  ops.push({ kind: 'set', ref: docRef('deletedOrders', order.id, fs), data: deletedOrderRecord(order.id, stored, user.id, cancelRef.id) });
  ops.push({ kind: 'delete', ref: docRef('orders', order.id, fs) });
  return ops;
}

/** A product the return reads, with whether its sale still exists. */
export interface ReturningProduct {
  product: Product;
  saleExists: boolean;
}

/**
 * 3. One return: the first up to RETURN_CHUNK products of the stock return back to stock (refused:
 * refunded with the order's refund transaction, the sale marked refund; deleted: no longer the
 * order's, the sale deleted), and they leave the stock return (the last with it). A product already
 * back is only taken off the list.
 */
export function planReturn(stockReturn: StockReturn, products: readonly ReturningProduct[], fs: Firestore = db): WriteOp[] {
  const ops: WriteOp[] = [];
  for (const { product: p, saleExists } of products) {
    if (p.orderId !== stockReturn.id || !p.isDeliveryPending) continue;
    const productRef = docRef('products', p.id, fs);
    const saleRef = p.saleId && saleExists ? docRef('sales', p.saleId, fs) : null;
    if (stockReturn.reason === 'refused') {
      ops.push({ kind: 'update', ref: productRef, data: { ...refundFields(p), refundTransactionId: stockReturn.transactionId, updatedAt: serverTimestamp() } });
      if (saleRef) ops.push({ kind: 'update', ref: saleRef, data: { state: 'refund', updatedAt: serverTimestamp() } });
    } else {
      ops.push({ kind: 'update', ref: productRef, data: { ...returnToStockFields(), updatedAt: serverTimestamp() } });
      if (saleRef) ops.push({ kind: 'delete', ref: saleRef });
    }
  }
  const rest = stockReturn.productIds.slice(products.length);
  const returnRef = docRef('stockReturns', stockReturn.id, fs);
  ops.push(rest.length > 0 ? { kind: 'update', ref: returnRef, data: { productIds: rest, updatedAt: serverTimestamp() } } : { kind: 'delete', ref: returnRef });
  return ops;
}

// --- The runs --------------------------------------------------------------------------------------

/**
 * Step 1: the order's stock return counts exactly these refused products. One left by an earlier,
 * interrupted attempt is kept when it counts the same products, and replaced when not.
 */
async function countRefused(order: Order, refused: readonly string[], user: Staff, fs: Firestore): Promise<void> {
  const ref = docRef('stockReturns', order.id, fs);
  for (let attempt = 0; attempt < 2; attempt++) {
    const outcome = await runServerTransaction(fs, async (tx) => {
      const snap = await tx.get(ref);
      countReads(1, TAG);
      if (!snap.exists()) {
        applyOps(tx, [planCountOpen(order.id, refused, user, fs)]);
        return 'ready';
      }
      const current = toStockReturn(snap.id, snap.data());
      if (current.status !== 'counting') throw new OrderStateError(order.id);
      if (sameIds(current.productIds, refused)) return 'ready';
      tx.delete(ref);
      return 'replaced';
    });
    if (outcome === 'ready') break;
  }
  for (;;) {
    const counted = await runServerTransaction(fs, async (tx) => {
      const snap = await tx.get(ref);
      countReads(1, TAG);
      if (!snap.exists()) throw new OrderStateError(order.id);
      const op = planCount(toStockReturn(snap.id, snap.data()), order.products, fs);
      if (op) applyOps(tx, [op]);
      return op === null;
    });
    if (counted) return;
  }
}

/**
 * Steps 1 and 2 of a large confirmation: the refused products counted, then the one transaction
 * that settles the order (every product re-read: a refused one no longer on its way is a conflict).
 */
export async function settleLargeDelivery(order: Order, { refundIds, payments }: DoorConfirmation, user: Staff, fs: Firestore = db): Promise<void> {
  const refused = refusedInLineOrder(order, refundIds);
  if (refused.length > 0) await countRefused(order, refused, user, fs);
  await runServerTransaction(fs, async (tx) => {
    const orderSnap = await tx.get(docRef('orders', order.id, fs));
    countReads(1, TAG);
    if (!orderSnap.exists() || orderSnap.data().pending_status !== 'delivering') throw new OrderStateError(order.id);
    const current = toOrder(orderSnap.id, orderSnap.data());
    let counted: StockReturn | null = null;
    if (refused.length > 0) {
      const snap = await tx.get(docRef('stockReturns', order.id, fs));
      countReads(1, TAG);
      counted = snap.exists() ? toStockReturn(snap.id, snap.data()) : null;
      if (!counted || counted.status !== 'counting' || !sameIds(counted.productIds, refused) || !isCounted(counted)) throw new OrderStateError(order.id);
    }
    const snaps = await Promise.all((current.productIds ?? []).map((id) => tx.get(docRef('products', id, fs))));
    countReads(snaps.length, TAG);
    const products = new Map(snaps.map((snap) => [snap.id, snap.exists() ? toProduct(snap.id, snap.data()) : null]));
    for (const line of current.products) {
      const p = products.get(line.id) ?? null;
      if (!p) throw new StockConflictError(line.name, 'missing');
      if (p.orderId !== order.id || !p.isDeliveryPending) throw new StockConflictError(line.name, 'changed');
    }
    const paid = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, payments[m]])) as Payments;
    const due = current.soldTotalPrice - (counted?.soldTotalPrice ?? 0);
    if (PAYMENT_METHODS.some((m) => !Number.isInteger(paid[m]) || paid[m] < 0) || paymentsTotal(paid) !== due) {
      throw new DoorPaymentError(order.id, due);
    }
    applyOps(tx, planLargeConfirm(current, counted, paid, user, fs));
  });
}

/**
 * The door confirmation of a large order (see above): settled, then the refused products go back
 * to stock; a failure after the order settled throws UnfinishedReturnError (the order is confirmed).
 */
export async function confirmLargeDelivery(order: Order, confirmation: DoorConfirmation, user: Staff, fs: Firestore = db): Promise<void> {
  await settleLargeDelivery(order, confirmation, user, fs);
  if (confirmation.refundIds.size > 0) await finishAfterSettling(order.id, fs);
}

/** The settling transaction of a large order's deletion; false when the order is already gone. */
export async function settleLargeDeletion(order: Pick<Order, 'id'>, user: Staff, fs: Firestore = db): Promise<boolean> {
  return runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(docRef('orders', order.id, fs));
    countReads(1, TAG);
    if (!snap.exists()) return false;
    const current = toOrder(snap.id, snap.data());
    if (current.pending_status !== 'pending' && current.pending_status !== 'delivering') throw new OrderStateError(order.id);
    let ticketExists = false;
    if (current.lotteryId) {
      ticketExists = (await tx.get(docRef('lottery', current.lotteryId, fs))).exists();
      countReads(1, TAG);
    }
    applyOps(tx, planLargeDelete(current, snap.data(), ticketExists, user, fs));
    return true;
  });
}

/**
 * Deletion of a large pending or delivering order (see above): settled, then its products go back
 * to stock; a failure after it throws UnfinishedReturnError (the order is deleted).
 */
export async function deleteLargeDeliveryOrder(order: Pick<Order, 'id'>, user: Staff, fs: Firestore = db): Promise<void> {
  await dropAbandonedCount(order.id, fs);
  if (await settleLargeDeletion(order, user, fs)) await finishAfterSettling(order.id, fs);
}

/**
 * A count a courier started and never confirmed (nothing of it counts) would stand in the way of the
 * deletion's own stock return: it goes first.
 */
async function dropAbandonedCount(orderId: string, fs: Firestore): Promise<void> {
  const ref = docRef('stockReturns', orderId, fs);
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(ref);
    countReads(1, TAG);
    if (snap.exists() && toStockReturn(snap.id, snap.data()).status === 'counting') tx.delete(ref);
  });
}

async function finishAfterSettling(orderId: string, fs: Firestore): Promise<void> {
  try {
    await finishStockReturn(orderId, fs);
  } catch (e) {
    throw new UnfinishedReturnError(orderId, e);
  }
}

/**
 * Step 3: the products of a settled stock return go back to stock, RETURN_CHUNK a transaction
 * (planReturn). Resumable: each transaction starts from what the stock return still lists.
 */
export async function finishStockReturn(orderId: string, fs: Firestore = db): Promise<void> {
  const ref = docRef('stockReturns', orderId, fs);
  running.add(orderId);
  try {
    for (;;) {
      const left = await runServerTransaction(fs, async (tx) => {
        const snap = await tx.get(ref);
        countReads(1, TAG);
        if (!snap.exists()) return 0;
        const stockReturn = toStockReturn(snap.id, snap.data());
        if (stockReturn.status !== 'returning') throw new OrderStateError(orderId);
        const ids = stockReturn.productIds.slice(0, RETURN_CHUNK);
        const snaps = await Promise.all(ids.map((id) => tx.get(docRef('products', id, fs))));
        countReads(snaps.length, TAG);
        const products = await Promise.all(
          snaps.map(async (product, i): Promise<ReturningProduct> => {
            // A product document gone (never, for a sold one) is only taken off the list.
            const p = product.exists() ? toProduct(product.id, product.data()) : toProduct(ids[i], { orderId: null });
            if (!p.saleId || p.orderId !== orderId) return { product: p, saleExists: false };
            countReads(1, TAG);
            return { product: p, saleExists: (await tx.get(docRef('sales', p.saleId, fs))).exists() };
          }),
        );
        applyOps(tx, planReturn(stockReturn, products, fs));
        return stockReturn.productIds.length - ids.length;
      });
      if (left === 0) return;
    }
  } finally {
    running.delete(orderId);
  }
}
