import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { isListRefund, listRefundAsReturn, newSideOf, returnJobs, type ReturnDoc } from '../../../bridge/returns.mjs';
import { B2C_ANONYMOUS } from '../../../src/entities/ebarimt/ebarimt';
import type { Order, OrderProduct } from '../../../src/entities/order/order';
import { toOrder } from '../../../src/entities/order/orderMapper';
import { NO_PAYMENTS, singlePayment } from '../../../src/entities/order/payment';
import { exactCash } from '../../../src/entities/order/paymentDraft';
import { toProduct, type Product } from '../../../src/entities/product/product';
import { refundFields, type StockConflict } from '../../../src/entities/product/stockChanges';
import { saleDocument } from '../../../src/entities/sale/saleDocument';
import {
  RETURN_MAX_PRODUCTS,
  saleReturnDocument,
  toReturnRequest,
  toReturnWindowDays,
  type StoredLine,
} from '../../../src/entities/saleReturn/saleReturn';
import { counterReturnTransactionDocument } from '../../../src/entities/transaction/transactionDocument';
import type { Data } from '../../../src/firebase/fields';
import {
  parseReturnOrExchangeRequest,
  type ReturnCommandResult,
  type ReturnOrExchangeRequest,
  type ReturnRefusal,
} from '../../../src/features/returns/domain/returnCommands';
import {
  keptTotalAfter,
  newLinesOf,
  returnFigures,
  returnPermission,
  returnProblem,
  storedLineOf,
  voidsTicket,
} from '../../../src/features/returns/domain/returns';
import { CommandError } from '../commandError';
import { RETURN_KEYS, replayed } from '../returnKeys';
import { staffOf, type Staff } from '../staff';

/**
 * THE RETURN as a trusted command (DESIGN.md section 12, docs/returns.md): a return or a size
 * exchange of a store sale at the counter, any number of lines (1 to RETURN_MAX_PRODUCTS back and
 * new together), in ONE Firestore transaction. The caller, the request's schema, the order, the
 * window or the approval, every returned product and its sale, every new product, the ticket and
 * the e-barimt series are read and checked here; every figure is derived here from the stored
 * documents (the returned lines as their sales sold them, the new lines at their prices now, the
 * difference, what the order keeps); the return, the products back in stock and the new ones sold,
 * the sales marked and created, the one transaction, the order's figures, the ticket voided, the
 * approval used, the e-barimt correction, return and new-goods jobs and the idempotency record are
 * written together or not at all. No client may write any of these (firestore.rules, THE RETURN;
 * tests/rules/return-lockdown.test.ts); the documents keep the shape the browser's old write gave
 * them, which the screens and the bridge read.
 */

/** A commit's writes at most (Firestore): a return past it is refused as too many lines. */
const MAX_WRITES = 500;

const refuse = (problem: ReturnRefusal): never => {
  throw new CommandError('failed-precondition', { problem });
};
const conflict = (productName: string, reason: StockConflict): never => {
  throw new CommandError('failed-precondition', { conflict: { productName, reason } });
};

/** Reads several documents in the transaction (none: none). */
async function readAll(tx: Transaction, refs: readonly DocumentReference[]): Promise<DocumentSnapshot[]> {
  return refs.length ? tx.getAll(...refs) : [];
}

/** Whether a product may be taken in exchange as the desk showed it: in stock, nothing pending, the same price. */
function availability(p: Product | null, shownPrice: number): StockConflict | null {
  if (!p) return 'missing';
  if (p.isSold) return 'sold';
  if (p.isDeliveryPending) return 'deliveryPending';
  if (p.isDiscountPending) return 'discountPending';
  if (p.isSalePending) return 'salePending';
  if (p.isMovePending) return 'movePending';
  if (p.price !== shownPrice) return 'changed';
  return null;
}

/** The approval a return past the window uses: the caller's own, approved, for exactly these lines of this order. */
async function approvalOf(tx: Transaction, db: Firestore, request: ReturnOrExchangeRequest, order: Order, uid: string): Promise<DocumentReference> {
  if (!request.approvalId) return refuse('approvalMissing');
  const snap = await tx.get(db.collection('returnRequests').doc(request.approvalId));
  const req = snap.exists ? toReturnRequest(snap.id, snap.data() ?? {}) : null;
  if (
    !req ||
    req.state !== 'approved' ||
    req.orderId !== order.id ||
    req.createdUserId !== uid ||
    req.productIds.length !== request.productIds.length ||
    req.productIds.some((id, i) => id !== request.productIds[i])
  ) {
    return refuse('approvalMissing');
  }
  return snap.ref;
}

interface ReceiptJob {
  ref: DocumentReference;
  data: Data;
}

/**
 * The e-barimt jobs the return adds (docs/ebarimt.md, "Returns and exchanges"), by the bridge's own
 * series rules (bridge/returns.mjs returnJobs): a correction or return of each series it takes
 * products back from (the sale's receipt, or an earlier exchange's new goods) that has a receipt,
 * and the new goods' receipt when the setting puts them on one. Shaped as the bridge adds them (it
 * adds only what is missing, so it adds none of these again), in the return's transaction.
 */
async function receiptJobs(
  tx: Transaction,
  db: Firestore,
  ret: ReturnDoc & { newLines: readonly OrderProduct[] },
  orderData: Data,
  pointId: string,
  createdUserId: string,
): Promise<ReceiptJob[]> {
  const returnIds = Array.isArray(orderData.returnIds) ? orderData.returnIds.map(String) : [];
  const counterIds = returnIds.filter((id) => !isListRefund(id));
  const counterSnaps = await readAll(
    tx,
    counterIds.map((id) => db.collection('returns').doc(id)),
  );
  const counter = new Map(counterSnaps.map((s) => [s.id, s.exists ? (s.data() ?? {}) : null]));
  const earlier: ReturnDoc[] = [];
  for (const id of returnIds) {
    const r = isListRefund(id) ? listRefundAsReturn(id, ret.orderId, orderData, pointId) : counter.get(id);
    if (!r) continue;
    earlier.push({ id, orderId: ret.orderId, productIds: strings(r.productIds), newProductIds: strings(r.newProductIds) });
  }
  const series = [ret.orderId, ...earlier.filter((e) => e.newProductIds.length).map((e) => newSideOf(e.id))];
  const [settingsSnap, ...firsts] = await tx.getAll(
    db.collection('appConfigs').doc('ebarimt'),
    ...series.map((id) => db.collection('ebarimtReceipts').doc(id)),
  );
  const existing = new Set(series.filter((_, i) => firsts[i].exists));
  const s = settingsSnap.data() ?? {};
  const jobs = returnJobs(
    { id: ret.id, orderId: ret.orderId, productIds: ret.productIds, newProductIds: ret.newProductIds },
    { productIds: strings(orderData.productIds) },
    earlier,
    {
      hasSeries: (id) => existing.has(id),
      newSideNeedsReceipt: s.enabled === true && (s.treatment === 'contained' || ret.newLines.some((l) => l.isNoat === true)),
    },
  );
  // The buyer of the sale's receipt (a company stays the buyer of its exchanges), else a person.
  const buyer = firsts[0].data()?.buyer ?? B2C_ANONYMOUS;
  return jobs.map((job) => ({
    ref: db.collection('ebarimtReceipts').doc(job.id),
    data: {
      orderId: ret.orderId,
      returnId: ret.id,
      seriesId: job.seriesId,
      kind: job.kind,
      pointId,
      productIds: job.productIds,
      buyer,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
      createdUserId,
    },
  }));
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * Runs the command for the signed-in `uid` (undefined: not signed in) with the callable's `data`.
 * Resolves to the return's result, its money and its new lines as stored; a repeated call with the
 * same key resolves to the first call's result and writes nothing. Refuses with a CommandError,
 * having written nothing.
 */
export async function returnOrExchange(db: Firestore, uid: string | undefined, data: unknown, now: () => Date = () => new Date()): Promise<ReturnCommandResult> {
  if (!uid) throw new CommandError('unauthenticated', { caller: 'signedOut' });
  const parsed = parseReturnOrExchangeRequest(data);
  if ('invalid' in parsed) throw new CommandError('invalid-argument', parsed);
  const request: ReturnOrExchangeRequest = parsed;

  return db.runTransaction(async (tx) => {
    // Reads first (a transaction reads before it writes). The key: a repeated call is answered.
    const keyRef = db.collection(RETURN_KEYS).doc(request.key);
    const [keySnap, callerSnap, orderSnap, windowSnap] = await tx.getAll(
      keyRef,
      db.collection('users').doc(uid),
      db.collection('orders').doc(request.orderId),
      db.collection('appConfigs').doc('returns'),
    );
    const caller: Staff = staffOf(uid, callerSnap);
    if (keySnap.exists) return replayed<ReturnCommandResult>(keySnap, uid, 'returnOrExchange');
    if (!orderSnap.exists) return refuse('orderChanged');
    const orderData: Data = orderSnap.data() ?? {};
    const order = toOrder(orderSnap.id, orderData);

    // Who may take it back, judged by the business's window at the server's time.
    const windowDays = toReturnWindowDays(windowSnap.exists ? (windowSnap.data() ?? null) : null);
    const permission = returnPermission(order, order.createdAt.toMillis(), caller, now().getTime(), windowDays);
    if (permission === 'never') return refuse('notAllowed');
    const approvalRef = permission === 'approval' ? await approvalOf(tx, db, request, order, uid) : null;

    // The returned products, each still sold to this order, and their sales (the lines as sold).
    const returnedSnaps = await tx.getAll(...request.productIds.map((id) => db.collection('products').doc(id)));
    const returned = returnedSnaps.map((snap, i) => {
      const p = snap.exists ? toProduct(snap.id, snap.data() ?? {}) : null;
      if (!p) return conflict(request.productIds[i], 'missing');
      if (p.orderId !== order.id || !p.isSold) return conflict(p.name, 'notSold');
      if (p.isDeliveryPending) return conflict(p.name, 'deliveryPending');
      return p;
    });
    const saleSnaps = await readAll(
      tx,
      returned.filter((p) => p.saleId).map((p) => db.collection('sales').doc(p.saleId as string)),
    );
    const saleOf = new Map(saleSnaps.filter((s) => s.exists).map((s) => [s.id, s]));
    const saleRefs: (DocumentReference | null)[] = [];
    const lines: StoredLine[] = returned.map((p) => {
      const sale = p.saleId ? saleOf.get(p.saleId) : undefined;
      const saleData = sale?.data();
      // A sale record of another order or product is no line of this one.
      if (saleData && (saleData.orderId !== order.id || saleData.productId !== p.id)) return conflict(p.name, 'changed');
      saleRefs.push(sale ? sale.ref : null);
      const line = storedLineOf(orderData.products, p.id, saleData?.product ?? null);
      if (!line) return conflict(p.name, 'changed');
      return line;
    });

    // The new products, each in stock as the desk showed it, priced now.
    const newSnaps = await readAll(
      tx,
      request.newLines.map((l) => db.collection('products').doc(l.productId)),
    );
    const newProducts = newSnaps.map((snap, i) => {
      const p = snap.exists ? toProduct(snap.id, snap.data() ?? {}) : null;
      const reason = availability(p, request.newLines[i].price);
      if (reason) return conflict(p?.name || request.newLines[i].productId, reason);
      return p as Product;
    });
    const newLines = newLinesOf(newProducts, Object.fromEntries(request.newLines.map((l) => [l.productId, l.isNoat])));
    const figures = returnFigures(lines, newLines);
    const payment = request.payment ?? exactCash(figures.toPay);
    const paidBack = request.paidBack ?? singlePayment('cash', figures.toPayBack);
    const problem = returnProblem(
      { lines, newLines, newProducts, storeId: order.locationId ?? '', payment, paidBack },
      RETURN_MAX_PRODUCTS,
    );
    if (problem) return refuse(problem);

    // The ticket: voided when what the order keeps drops to or below its type's price.
    const kept = keptTotalAfter(order, figures);
    let voidedLotteryId: string | null = null;
    if (order.lotteryId) {
      const ticket = await tx.get(db.collection('lottery').doc(order.lotteryId));
      if (ticket.exists) {
        const type = (await tx.get(db.collection('lotteryType').doc(String(ticket.data()?.lotteryTypeId ?? '-')))).data() ?? {};
        if (voidsTicket(kept, Number(type.price ?? 0), typeof type.winnerTicketId === 'string')) voidedLotteryId = order.lotteryId;
      }
    }

    const returnRef = db.collection('returns').doc();
    const transactionRef = db.collection('transactions').doc();
    const r = returnRef.id;
    const jobs = await receiptJobs(
      tx,
      db,
      { id: r, orderId: order.id, productIds: request.productIds, newProductIds: newLines.map((l) => l.id), newLines },
      orderData,
      order.locationId ?? '',
      caller.id,
    );

    // Within a commit's writes: the return, 2 a returned product (and its sale), 2 a new one, the
    // transaction, the order, the ticket, the approval, the jobs and the key.
    const writes =
      1 + returned.length + saleRefs.filter(Boolean).length + 2 * newLines.length + 2 + (voidedLotteryId ? 1 : 0) + (approvalRef ? 1 : 0) + jobs.length + 1;
    if (writes > MAX_WRITES) return refuse('tooManyLines');

    // Then the writes, every figure from what was read.
    const stamp = FieldValue.serverTimestamp();
    const payments = figures.toPay > 0 ? payment.payments : { ...NO_PAYMENTS };
    // Cash handed over exactly when none was typed: a cash shift sums what exchanges received (docs/shifts.md).
    const cashReceived = figures.toPay > 0 && payment.payments.cash > 0 ? (payment.cashReceived ?? payment.payments.cash) : null;
    const back = figures.toPayBack > 0 ? paidBack : { ...NO_PAYMENTS };
    const approvalId = approvalRef ? approvalRef.id : null;
    const doc = saleReturnDocument({
      id: r,
      orderId: order.id,
      locationId: order.locationId ?? '',
      locationName: order.locationName ?? '',
      lines,
      newLines,
      payments,
      cashReceived,
      paidBack: back,
      transactionId: transactionRef.id,
      voidedLotteryId,
      approvalId,
      userId: order.userId,
      user: orderData.user ?? null,
      contactName: typeof orderData.contactName === 'string' ? orderData.contactName : '',
      createdUserId: caller.id,
      createdUser: { firstName: caller.firstName, lastName: caller.lastName, role: caller.role },
      createdAt: stamp,
    });
    tx.set(returnRef, doc);
    returned.forEach((p, i) => {
      tx.update(db.collection('products').doc(p.id), { ...refundFields(p), refundTransactionId: transactionRef.id, returnId: r, updatedAt: stamp });
      const saleRef = saleRefs[i];
      if (saleRef) tx.update(saleRef, { state: 'refund', returnId: r, updatedAt: stamp });
    });
    newLines.forEach((line) => {
      const saleId = `${r}-${line.id}`;
      tx.set(db.collection('sales').doc(saleId), {
        ...saleDocument({
          id: saleId,
          product: line,
          orderId: order.id,
          buyer: { id: order.userId, firstName: '', lastName: '', phone: '' },
          location: { locationType: 'store', locationId: order.locationId ?? '', locationName: order.locationName ?? '' },
          purchaseType: 'store',
          createdUserId: caller.id,
          createdAt: stamp,
        }),
        // The order's buyer snapshot as stored.
        user: orderData.user ?? null,
        exchangeId: r,
      });
      tx.update(db.collection('products').doc(line.id), {
        isSold: true,
        orderId: order.id,
        saleId,
        isNoat: line.isNoat,
        soldAt: stamp,
        exchangeId: r,
        updatedAt: stamp,
      });
    });
    tx.set(
      transactionRef,
      counterReturnTransactionDocument({
        id: transactionRef.id,
        returnId: r,
        kind: doc.kind,
        orderId: order.id,
        productIds: request.productIds,
        newProductIds: newLines.map((l) => l.id),
        returnedTotal: figures.returnedTotal,
        newTotal: figures.newTotal,
        customerId: order.userId,
        customerName: doc.contactName,
        by: { id: caller.id, firstName: caller.firstName, lastName: caller.lastName },
        createdAt: stamp,
      }),
    );
    tx.update(orderSnap.ref, {
      returnIds: [...(order.returnIds ?? []), r],
      returnedProductIds: [...(order.returnedProductIds ?? []), ...request.productIds],
      keptTotalPrice: kept,
      ...(voidedLotteryId ? { lotteryId: null, voidedLotteryId } : {}),
      updatedAt: stamp,
    });
    if (voidedLotteryId) tx.delete(db.collection('lottery').doc(voidedLotteryId));
    if (approvalRef) tx.update(approvalRef, { state: 'used', returnId: r, usedAt: stamp });
    for (const job of jobs) tx.set(job.ref, job.data);

    const result: ReturnCommandResult = {
      returnId: r,
      transactionId: transactionRef.id,
      kind: doc.kind,
      returnedTotal: figures.returnedTotal,
      newTotal: figures.newTotal,
      difference: figures.difference,
      voidedLotteryId,
      payments,
      cashReceived,
      paidBack: back,
      newLines,
    };
    tx.set(keyRef, { uid, command: 'returnOrExchange', result, createdAt: stamp });
    return result;
  });
}
