import { deleteDoc, getDoc, serverTimestamp, setDoc, updateDoc, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import { applyOps, type WriteOp } from '../../../firebase/writeOps';
import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { db } from '../../../firebase/firestore';
import { docRef, newDocId } from '../../../firebase/collections';
import { countReads } from '../../../firebase/readMeter';
import type { Data } from '../../../firebase/fields';
import type { StaffRole } from '../../../auth/roles';
import { toProduct, type Product } from '../../../entities/product/product';
import { StockConflictError, refundFields, saleAvailability } from '../../../entities/product/stockChanges';
import { toOrder } from '../../../entities/order/orderDoc';
import type { Order, OrderProduct } from '../../../entities/order/order';
import type { Payments } from '../../../entities/order/payment';
import type { SalePayment } from '../../../entities/order/paymentDraft';
import { saleDocument } from '../../../entities/sale/saleDocument';
import { counterReturnTransactionDocument } from '../../../entities/transaction/transactionDocument';
import {
  returnRequestDocument,
  saleReturnDocument,
  toReturnRequest,
  toReturnWindowDays,
  type StoredLine,
} from '../../../entities/saleReturn/saleReturn';
import { ReturnInputError, type ReturnResult } from '../domain/returnCommands';
import {
  keptTotalAfter,
  newLinesOf,
  storedLineOf,
  returnFigures,
  returnPermission,
  returnProblem,
  reasonProblem,
  voidsTicket,
  type ReturnFigures,
  type ReturnPermission,
} from '../domain/returns';

/**
 * THE RETURN as the browser's own write, checked by the rules (firestore.rules, at the top): kept for
 * the rules tests until the rules lock these documents (DESIGN.md section 12). The desk makes returns
 * and requests through the trusted commands instead (api/returnCommands.ts).
 *
 * A return or a size exchange of a store sale at the counter, in ONE transaction. It reads the order,
 * every returned product and its sale, every new product, the ticket and its type, the window setting or the approval; checks each as the
 * screen saw it (a product sold, returned or changed meanwhile stops it, naming the product); then
 * writes the return, the products back in stock and the new ones sold, the sales marked and created,
 * the one transaction, the order's figures and, when it drops, the ticket. Nothing is written on failure.
 */

const TAG = 'returns';

export { ReturnInputError, newLinesOf };
export type { ReturnResult };

export interface ReturnInput {
  orderId: string;
  /** The products coming back (lines of the order, or products taken in an earlier exchange). */
  productIds: readonly string[];
  /** The products taken instead, as the screen read them, with their VAT tick. */
  newProducts: readonly Product[];
  newVat: Readonly<Record<string, boolean>>;
  /** What the customer pays (a dearer exchange); nothing otherwise. */
  payment: SalePayment;
  /** What goes back, per method (a return, a cheaper exchange). */
  paidBack: Payments;
  /** The Manager's approval the seller uses (a return past the window), or null. */
  approvalId: string | null;
}

/** Who makes the return (a SessionUser fits). */
export interface ReturnUser {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  locationId: string | null;
}

/** Reads one document (a transaction's get, or a plain read for tests and previews). */
type Read = (ref: DocumentReference) => Promise<DocumentSnapshot>;

/** Everything a return reads, checked: what its plan is built from. */
export interface ReturnReads {
  orderData: Data;
  order: Order;
  permission: ReturnPermission;
  returnedProducts: Product[];
  /** Each returned product's sale (null: none, or deleted from the sales list). */
  saleRefs: (DocumentReference | null)[];
  lines: StoredLine[];
  newLines: OrderProduct[];
  figures: ReturnFigures;
  kept: number;
  voidedLotteryId: string | null;
}

/**
 * Reads and checks what the return needs (see runCounterReturn): throws ReturnInputError or
 * StockConflictError naming what stops it.
 */
export async function readReturn(read: Read, input: ReturnInput, user: ReturnUser, now: Date, fs: Firestore = db): Promise<ReturnReads> {
  const orderSnap = await read(docRef('orders', input.orderId, fs));
  countReads(1, TAG);
  if (!orderSnap.exists()) throw new ReturnInputError('orderChanged');
  const orderData = orderSnap.data() as Data;
  const order: Order = toOrder(orderSnap.id, orderData);

  // Who may take it back, as the rules judge it: by the business's window, read even with an
  // approval in hand (judged by the default 14 days, a sale of today under a 0-day window looked
  // "within the window", its approval went unused, and the rules refused the return).
  const setting = await read(docRef('appConfigs', 'returns', fs));
  countReads(1, TAG);
  const windowDays = toReturnWindowDays(setting.exists() ? (setting.data() as Data) : null);
  const permission = returnPermission(order, order.createdAt.toMillis(), user, now.getTime(), windowDays);
  if (permission === 'never') throw new ReturnInputError('notAllowed');
  if (permission === 'approval') {
    if (!input.approvalId) throw new ReturnInputError('approvalMissing');
    const reqSnap = await read(docRef('returnRequests', input.approvalId, fs));
    countReads(1, TAG);
    const req = reqSnap.exists() ? toReturnRequest(reqSnap.id, reqSnap.data() as Data) : null;
    if (!req || req.state !== 'approved' || req.orderId !== order.id || req.productIds.join() !== input.productIds.join()) {
      throw new ReturnInputError('approvalMissing');
    }
  }

  // The returned products and their sales, each still sold to this order.
  const returned = await Promise.all(input.productIds.map((id) => read(docRef('products', id, fs))));
  countReads(returned.length, TAG);
  const returnedProducts = returned.map((snap, i) => {
    const p = snap.exists() ? toProduct(snap.id, snap.data() as Data) : null;
    if (!p) throw new StockConflictError(input.productIds[i], 'missing');
    if (p.orderId !== order.id || !p.isSold) throw new StockConflictError(p.name, 'notSold');
    if (p.isDeliveryPending) throw new StockConflictError(p.name, 'deliveryPending');
    return p;
  });
  const sales = await Promise.all(returnedProducts.map((p) => (p.saleId ? read(docRef('sales', p.saleId, fs)) : Promise.resolve(null))));
  countReads(sales.filter(Boolean).length, TAG);
  const lines = input.productIds.map((id, i) => {
    const sale = sales[i];
    const line = storedLineOf(orderData.products, id, sale?.exists() ? (sale.data() as Data).product : null);
    if (!line) throw new StockConflictError(returnedProducts[i].name, 'changed');
    return line;
  });

  // The new products, each in stock as the screen saw it.
  const fresh = await Promise.all(input.newProducts.map((p) => read(docRef('products', p.id, fs))));
  countReads(fresh.length, TAG);
  const newProducts = fresh.map((snap, i) => {
    const seen = input.newProducts[i];
    const nowP = snap.exists() ? toProduct(snap.id, snap.data() as Data) : null;
    const conflict = saleAvailability(seen, nowP);
    if (conflict) throw new StockConflictError(seen.name, conflict);
    return nowP!;
  });
  const newLines = newLinesOf(newProducts, input.newVat);
  const problem = returnProblem({
    lines,
    newLines,
    newProducts,
    storeId: order.locationId ?? '',
    payment: input.payment,
    paidBack: input.paidBack,
  });
  if (problem) throw new ReturnInputError(problem);
  const figures = returnFigures(lines, newLines);

  // The ticket: voided when what the order keeps drops to or below its type's price.
  let voidedLotteryId: string | null = null;
  const kept = keptTotalAfter(order, figures);
  if (order.lotteryId) {
    const ticket = await read(docRef('lottery', order.lotteryId, fs));
    countReads(1, TAG);
    if (ticket.exists()) {
      const type = await read(docRef('lotteryType', String((ticket.data() as Data).lotteryTypeId ?? '-'), fs));
      countReads(1, TAG);
      const t = (type.data() ?? {}) as Data;
      if (voidsTicket(kept, Number(t.price ?? 0), typeof t.winnerTicketId === 'string')) voidedLotteryId = order.lotteryId;
    }
  }
  return {
    orderData,
    order,
    permission,
    returnedProducts,
    saleRefs: sales.map((snap) => (snap?.exists() ? snap.ref : null)),
    lines,
    newLines,
    figures,
    kept,
    voidedLotteryId,
  };
}

/** The writes of a return (THE RETURN), with fresh ids; nothing is written here. */
export function planCounterReturn(reads: ReturnReads, input: ReturnInput, user: ReturnUser, fs: Firestore = db): { ops: WriteOp[]; result: ReturnResult } {
  const { order, orderData, figures, lines, newLines, voidedLotteryId } = reads;
  const returnRef = docRef('returns', newDocId('returns', fs), fs);
  const transactionRef = docRef('transactions', newDocId('transactions', fs), fs);
  const r = returnRef.id;
  const stamp = serverTimestamp();
  const none = { cash: 0, card: 0, qpay: 0, bank: 0 };
  const approvalId = reads.permission === 'approval' ? input.approvalId : null;
  const doc = saleReturnDocument({
    id: r,
    orderId: order.id,
    locationId: order.locationId ?? '',
    locationName: order.locationName ?? '',
    lines,
    newLines,
    payments: figures.toPay > 0 ? input.payment.payments : none,
    // Cash handed over exactly when none was typed: a cash shift sums what exchanges received (docs/shifts.md).
    cashReceived: figures.toPay > 0 && input.payment.payments.cash > 0 ? (input.payment.cashReceived ?? input.payment.payments.cash) : null,
    paidBack: figures.toPayBack > 0 ? input.paidBack : none,
    transactionId: transactionRef.id,
    voidedLotteryId,
    approvalId,
    userId: order.userId,
    user: orderData.user ?? null,
    contactName: typeof orderData.contactName === 'string' ? orderData.contactName : '',
    createdUserId: user.id,
    createdUser: { firstName: user.firstName, lastName: user.lastName, role: user.role },
    createdAt: stamp,
  });
  const ops: WriteOp[] = [{ kind: 'set', ref: returnRef, data: doc }];
  reads.returnedProducts.forEach((p, i) => {
    ops.push({
      kind: 'update',
      ref: docRef('products', p.id, fs),
      data: { ...refundFields(p), refundTransactionId: transactionRef.id, returnId: r, updatedAt: stamp },
    });
    const saleRef = reads.saleRefs[i];
    if (saleRef) ops.push({ kind: 'update', ref: docRef('sales', saleRef.id, fs), data: { state: 'refund', returnId: r, updatedAt: stamp } });
  });
  newLines.forEach((line) => {
    const saleId = `${r}-${line.id}`;
    ops.push({
      kind: 'set',
      ref: docRef('sales', saleId, fs),
      data: {
        ...saleDocument({
          id: saleId,
          product: line,
          orderId: order.id,
          buyer: { id: order.userId, firstName: '', lastName: '', phone: '' },
          location: { locationType: 'store', locationId: order.locationId ?? '', locationName: order.locationName ?? '' },
          purchaseType: 'store',
          createdUserId: user.id,
          createdAt: stamp,
        }),
        // The order's buyer snapshot as stored (the rules compare it).
        user: orderData.user ?? null,
        exchangeId: r,
      },
    });
    ops.push({
      kind: 'update',
      ref: docRef('products', line.id, fs),
      data: { isSold: true, orderId: order.id, saleId, isNoat: line.isNoat, soldAt: stamp, exchangeId: r, updatedAt: stamp },
    });
  });
  ops.push({
    kind: 'set',
    ref: transactionRef,
    data: counterReturnTransactionDocument({
      id: transactionRef.id,
      returnId: r,
      kind: doc.kind,
      orderId: order.id,
      productIds: input.productIds,
      newProductIds: newLines.map((l) => l.id),
      returnedTotal: figures.returnedTotal,
      newTotal: figures.newTotal,
      customerId: order.userId,
      customerName: doc.contactName,
      by: { id: user.id, firstName: user.firstName, lastName: user.lastName },
      createdAt: stamp,
    }),
  });
  ops.push({
    kind: 'update',
    ref: docRef('orders', order.id, fs),
    data: {
      returnIds: [...(order.returnIds ?? []), r],
      returnedProductIds: [...(order.returnedProductIds ?? []), ...input.productIds],
      keptTotalPrice: reads.kept,
      ...(voidedLotteryId ? { lotteryId: null, voidedLotteryId } : {}),
      updatedAt: stamp,
    },
  });
  if (voidedLotteryId) ops.push({ kind: 'delete', ref: docRef('lottery', voidedLotteryId, fs) });
  if (approvalId) ops.push({ kind: 'update', ref: docRef('returnRequests', approvalId, fs), data: { state: 'used', returnId: r, usedAt: stamp } });
  return {
    ops,
    result: {
      returnId: r,
      transactionId: transactionRef.id,
      kind: doc.kind,
      returnedTotal: figures.returnedTotal,
      newTotal: figures.newTotal,
      difference: figures.difference,
      voidedLotteryId,
    },
  };
}

/**
 * Makes the return in ONE transaction (readReturn, then planCounterReturn's writes). Fails with
 * StockConflictError naming a product sold, returned or changed meanwhile, or ReturnInputError;
 * nothing is written then.
 */
export async function runCounterReturn(input: ReturnInput, user: ReturnUser, now: Date = new Date(), fs: Firestore = db): Promise<ReturnResult> {
  assertOnline();
  try {
    return await runServerTransaction(fs, async (tx) => {
      const reads = await readReturn((ref) => tx.get(ref), input, user, now, fs);
      const plan = planCounterReturn(reads, input, user, fs);
      applyOps(tx, plan.ops);
      return plan.result;
    });
  } catch (error) {
    if (!mayBeConflict(error)) throw error;
    // Another counter took a product meanwhile (the commit found it changed): name it.
    throw (await conflictAfter(input, fs).catch(() => null)) ?? error;
  }
}

function mayBeConflict(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'aborted' || code === 'failed-precondition' || code === 'permission-denied';
}

/** The product sold, returned or changed since the screen read it, as a StockConflictError; null when none. */
async function conflictAfter(input: ReturnInput, fs: Firestore): Promise<StockConflictError | null> {
  for (const seen of input.newProducts) {
    const snap = await getDoc(docRef('products', seen.id, fs));
    countReads(1, TAG);
    const reason = saleAvailability(seen, snap.exists() ? toProduct(snap.id, snap.data() as Data) : null);
    if (reason) return new StockConflictError(seen.name, reason);
  }
  for (const id of input.productIds) {
    const snap = await getDoc(docRef('products', id, fs));
    countReads(1, TAG);
    const p = snap.exists() ? toProduct(snap.id, snap.data() as Data) : null;
    if (!p || !p.isSold || p.orderId !== input.orderId) return new StockConflictError(p?.name ?? id, 'notSold');
  }
  return null;
}

/** The same writes, read outside a transaction (the rules tests commit them, or forge them). */
export async function prepareCounterReturn(input: ReturnInput, user: ReturnUser, now: Date = new Date(), fs: Firestore = db): Promise<WriteOp[]> {
  const reads = await readReturn((ref) => getDoc(ref), input, user, now, fs);
  return planCounterReturn(reads, input, user, fs).ops;
}

/** A seller asks a Manager to approve a return past the window (docs/returns.md). Returns the request's id. */
export async function requestReturnApproval(
  order: Order,
  productIds: readonly string[],
  returnedTotal: number,
  reason: string,
  user: ReturnUser,
  fs: Firestore = db,
): Promise<string> {
  assertOnline();
  const problem = reasonProblem(reason);
  if (problem) throw new ReturnInputError(problem);
  const ref = docRef('returnRequests', newDocId('returnRequests', fs), fs);
  await setDoc(
    ref,
    returnRequestDocument({
      id: ref.id,
      orderId: order.id,
      productIds,
      returnedTotal,
      reason: reason.trim(),
      locationId: order.locationId ?? '',
      locationName: order.locationName ?? '',
      soldAt: order.createdAt,
      contactName: order.contactName ?? '',
      createdUserId: user.id,
      createdUser: { firstName: user.firstName, lastName: user.lastName, role: user.role },
      createdAt: serverTimestamp(),
    }),
  );
  return ref.id;
}

/** A Manager approves or refuses a pending request. */
export async function decideReturnRequest(requestId: string, approve: boolean, user: ReturnUser, fs: Firestore = db): Promise<void> {
  assertOnline();
  await updateDoc(docRef('returnRequests', requestId, fs), {
    state: approve ? 'approved' : 'refused',
    decidedBy: { id: user.id, firstName: user.firstName, lastName: user.lastName },
    decidedAt: serverTimestamp(),
  });
}

/** The requester withdraws a pending or refused request. */
export async function withdrawReturnRequest(requestId: string, fs: Firestore = db): Promise<void> {
  assertOnline();
  await deleteDoc(docRef('returnRequests', requestId, fs));
}

/** Admin, Manager, dev set the window (0 to 365 days). */
export async function saveReturnWindow(days: number, fs: Firestore = db): Promise<void> {
  assertOnline();
  await setDoc(docRef('appConfigs', 'returns', fs), { windowDays: days, updatedAt: serverTimestamp() });
}
