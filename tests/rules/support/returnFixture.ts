// A counter return, an exchange and a seller's request for an approval as the trusted commands write
// them (functions/src/commands/returnOrExchange.ts and requestReturn.ts, DESIGN.md section 12),
// arranged with the rules off: no client makes a return or a request any more (firestore.rules, THE
// RETURN; return-lockdown.test.ts), so the rules tests of what comes after one (the Manager's
// decision, the bridge's jobs, a shift's figures, the reads by role) start from the commands'
// documents. The same request schemas (features/returns/domain/returnCommands.ts) and pure builders
// as the commands' (returnPermission, storedLineOf, newLinesOf, returnFigures, returnProblem,
// keptTotalAfter, voidsTicket, saleReturnDocument, refundFields, saleDocument,
// counterReturnTransactionDocument, returnRequestDocument, the bridge's returnJobs), the same reads
// and the same refusals, thrown here instead of answered: a fixture the command would refuse is a
// test's mistake. Everything is written in ONE batch, in the command's order. The commands'
// behaviour itself is proven by their handler tests (tests/functions/returns.test.ts).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, serverTimestamp, type DocumentReference, type Firestore, type Timestamp } from 'firebase/firestore';
import { isListRefund, listRefundAsReturn, newSideOf, returnJobs, type ReturnDoc } from '../../../bridge/returns.mjs';
import { SELLER_ROLES, isStaffRole, type StaffRole } from '../../../src/auth/roles';
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
  returnRequestDocument,
  saleReturnDocument,
  toReturnRequest,
  toReturnWindowDays,
  type StoredLine,
} from '../../../src/entities/saleReturn/saleReturn';
import { counterReturnTransactionDocument } from '../../../src/entities/transaction/transactionDocument';
import type { Data } from '../../../src/firebase/fields';
import {
  newReturnKey,
  parseRequestReturnRequest,
  parseReturnOrExchangeRequest,
  type RequestReturnRequest,
  type ReturnCommandResult,
  type ReturnOrExchangeRequest,
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
import { modularFirestore } from './env';
import { commit, Recorder, type Op } from './forgery';
import type { Caller } from './harness';
import { uidOf } from './users';

/** Where the commands record a request's idempotency key (functions/src/returnKeys.ts RETURN_KEYS). */
export const RETURN_KEYS = 'returnKeys';

/** A commit's writes at most (Firestore): a return past it is refused as too many lines (the command's MAX_WRITES). */
const MAX_WRITES = 500;

/** The return as the desk asks it, without its key; what is left out is as the desk leaves it (nothing new, no money typed, no approval). */
export type ReturnAsk = Pick<ReturnOrExchangeRequest, 'orderId' | 'productIds'> &
  Partial<Pick<ReturnOrExchangeRequest, 'newLines' | 'payment' | 'paidBack' | 'approvalId'>>;

export interface SeededReturn extends ReturnCommandResult {
  /** The idempotency key it is recorded under (returnKeys/{key}; none for a return made before the commands). */
  key: string;
  /** The e-barimt jobs written with it (ebarimtReceipts/{id}). */
  jobIds: string[];
}

export interface SeedReturnOptions {
  /**
   * When the command ran: every time it stamps (the return's createdAt, the products' soldAt and
   * updatedAt, ...) and the time it judges the window by. Default: now, stamped by the server.
   */
  at?: Timestamp;
  /**
   * A return made before the commands (the browser's old write, the same documents): no e-barimt
   * jobs (the bridge adds them: ebarimt.test.ts) and no idempotency record.
   */
  beforeCommands?: boolean;
}

/** Why the command would refuse (its CommandError's detail), thrown by the fixture. */
export class SeedReturnRefused extends Error {
  constructor(readonly reason: string) {
    super(`the return command would refuse this: ${reason}`);
    this.name = 'SeedReturnRefused';
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const refuse = (reason: string): never => {
  throw new SeedReturnRefused(reason);
};
const conflict = (productName: string, reason: StockConflict): never => refuse(`conflict: ${productName} ${reason}`);

const data = async (ref: DocumentReference) => (await getDoc(ref)).data();

interface Staff {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  locationId: string | null;
}

/** The caller from its stored profile as the commands read it (functions/src/staff.ts): active staff only. */
async function staffOf(db: Firestore, caller: Caller): Promise<Staff> {
  if (caller === 'signed out') return refuse('caller: signedOut');
  const uid = typeof caller === 'string' ? uidOf(caller) : caller.uid;
  const d = await data(doc(db, 'users', uid));
  if (!d || d.isActive !== true || !isStaffRole(d.role)) return refuse('caller: notStaff');
  return { id: uid, firstName: text(d.firstName), lastName: text(d.lastName), role: d.role, locationId: typeof d.locationId === 'string' && d.locationId ? d.locationId : null };
}

/** A new product as the desk showed it: in stock, nothing pending, the same price (the command's availability). */
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

/** The order, read; refused when there is none. */
async function orderOf(db: Firestore, orderId: string): Promise<{ order: Order; orderData: Data }> {
  const orderData = await data(doc(db, 'orders', orderId));
  if (!orderData) return refuse('orderChanged');
  return { order: toOrder(orderId, orderData), orderData };
}

/** The returned products, each still sold to the order and not on its way, with their lines as their sales sold them. */
async function returnedLines(db: Firestore, order: Order, orderData: Data, productIds: readonly string[]) {
  const returned: Product[] = [];
  for (const id of productIds) {
    const d = await data(doc(db, 'products', id));
    const p = d ? toProduct(id, d) : null;
    if (!p) return conflict(id, 'missing');
    if (p.orderId !== order.id || !p.isSold) return conflict(p.name, 'notSold');
    if (p.isDeliveryPending) return conflict(p.name, 'deliveryPending');
    returned.push(p);
  }
  const saleRefs: (DocumentReference | null)[] = [];
  const lines: StoredLine[] = [];
  for (const p of returned) {
    const saleRef = p.saleId ? doc(db, 'sales', p.saleId) : null;
    const sale = saleRef ? await data(saleRef) : undefined;
    // A sale record of another order or product is no line of this one.
    if (sale && (sale.orderId !== order.id || sale.productId !== p.id)) return conflict(p.name, 'changed');
    saleRefs.push(sale ? saleRef : null);
    lines.push(storedLineOf(orderData.products, p.id, sale?.product ?? null) ?? conflict(p.name, 'changed'));
  }
  return { returned, saleRefs, lines };
}

interface ReceiptJob {
  ref: DocumentReference;
  data: Record<string, unknown>;
}

/** The e-barimt jobs the command writes with the return: the bridge's own series rules (bridge/returns.mjs returnJobs). */
async function receiptJobs(
  db: Firestore,
  ret: ReturnDoc & { newLines: readonly OrderProduct[] },
  orderData: Data,
  pointId: string,
  createdUserId: string,
  stamp: unknown,
): Promise<ReceiptJob[]> {
  const returnIds = strings(orderData.returnIds);
  const earlier: ReturnDoc[] = [];
  for (const id of returnIds) {
    const r = isListRefund(id) ? listRefundAsReturn(id, ret.orderId, orderData, pointId) : await data(doc(db, 'returns', id));
    if (!r) continue;
    earlier.push({ id, orderId: ret.orderId, productIds: strings(r.productIds), newProductIds: strings(r.newProductIds) });
  }
  const series = [ret.orderId, ...earlier.filter((e) => e.newProductIds.length).map((e) => newSideOf(e.id))];
  const s = (await data(doc(db, 'appConfigs', 'ebarimt'))) ?? {};
  const firsts = await Promise.all(series.map((id) => getDoc(doc(db, 'ebarimtReceipts', id))));
  const existing = new Set(series.filter((_, i) => firsts[i].exists()));
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
    ref: doc(db, 'ebarimtReceipts', job.id),
    data: { orderId: ret.orderId, returnId: ret.id, seriesId: job.seriesId, kind: job.kind, pointId, productIds: job.productIds, buyer, status: 'pending', createdAt: stamp, createdUserId },
  }));
}

async function planSeedReturn(db: Firestore, ask: ReturnAsk, caller: Caller, options: SeedReturnOptions): Promise<{ ops: Op[]; result: SeededReturn }> {
  const parsed = parseReturnOrExchangeRequest({ newLines: [], payment: null, paidBack: null, approvalId: null, ...ask, key: newReturnKey() });
  if ('invalid' in parsed) return refuse(`invalid: ${parsed.invalid}`);
  const request = parsed;
  const me = await staffOf(db, caller);
  const { order, orderData } = await orderOf(db, request.orderId);

  // Who may take it back, judged by the business's window at the command's time.
  const windowDays = toReturnWindowDays((await data(doc(db, 'appConfigs', 'returns'))) ?? null);
  const nowMs = options.at?.toMillis() ?? Date.now();
  const permission = returnPermission(order, order.createdAt.toMillis(), me, nowMs, windowDays);
  if (permission === 'never') return refuse('notAllowed');
  let approvalRef: DocumentReference | null = null;
  if (permission === 'approval') {
    if (!request.approvalId) return refuse('approvalMissing');
    const ref = doc(db, 'returnRequests', request.approvalId);
    const d = await data(ref);
    const req = d ? toReturnRequest(ref.id, d) : null;
    if (!req || req.state !== 'approved' || req.orderId !== order.id || req.createdUserId !== me.id || req.productIds.join() !== request.productIds.join()) {
      return refuse('approvalMissing');
    }
    approvalRef = ref;
  }

  const { returned, saleRefs, lines } = await returnedLines(db, order, orderData, request.productIds);

  // The new products, each in stock as the desk showed it, priced now.
  const newProducts: Product[] = [];
  for (const l of request.newLines) {
    const d = await data(doc(db, 'products', l.productId));
    const p = d ? toProduct(l.productId, d) : null;
    const reason = availability(p, l.price);
    if (reason) return conflict(p?.name || l.productId, reason);
    newProducts.push(p as Product);
  }
  const newLines = newLinesOf(newProducts, Object.fromEntries(request.newLines.map((l) => [l.productId, l.isNoat])));
  const figures = returnFigures(lines, newLines);
  const payment = request.payment ?? exactCash(figures.toPay);
  const paidBack = request.paidBack ?? singlePayment('cash', figures.toPayBack);
  const problem = returnProblem({ lines, newLines, newProducts, storeId: order.locationId ?? '', payment, paidBack }, RETURN_MAX_PRODUCTS);
  if (problem) return refuse(problem);

  // The ticket: voided when what the order keeps drops to or below its type's price.
  const kept = keptTotalAfter(order, figures);
  let voidedLotteryId: string | null = null;
  if (order.lotteryId) {
    const ticket = await data(doc(db, 'lottery', order.lotteryId));
    if (ticket) {
      const type = (await data(doc(db, 'lotteryType', String(ticket.lotteryTypeId ?? '-')))) ?? {};
      if (voidsTicket(kept, Number(type.price ?? 0), typeof type.winnerTicketId === 'string')) voidedLotteryId = order.lotteryId;
    }
  }

  const stamp = options.at ?? serverTimestamp();
  const returnRef = doc(collection(db, 'returns'));
  const transactionRef = doc(collection(db, 'transactions'));
  const r = returnRef.id;
  const newIds = newLines.map((l) => l.id);
  const jobs = options.beforeCommands
    ? []
    : await receiptJobs(db, { id: r, orderId: order.id, productIds: request.productIds, newProductIds: newIds, newLines }, orderData, order.locationId ?? '', me.id, stamp);
  const writes =
    1 + returned.length + saleRefs.filter(Boolean).length + 2 * newLines.length + 2 + (voidedLotteryId ? 1 : 0) + (approvalRef ? 1 : 0) + jobs.length + 1;
  if (writes > MAX_WRITES) return refuse('tooManyLines');

  // The writes, in the command's order.
  const payments = figures.toPay > 0 ? payment.payments : { ...NO_PAYMENTS };
  const cashReceived = figures.toPay > 0 && payment.payments.cash > 0 ? (payment.cashReceived ?? payment.payments.cash) : null;
  const back = figures.toPayBack > 0 ? paidBack : { ...NO_PAYMENTS };
  const approvalId = approvalRef ? approvalRef.id : null;
  const returnDoc = saleReturnDocument({
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
    createdUserId: me.id,
    createdUser: { firstName: me.firstName, lastName: me.lastName, role: me.role },
    createdAt: stamp,
  });
  const w = new Recorder();
  w.set(returnRef, returnDoc);
  returned.forEach((p, i) => {
    w.update(doc(db, 'products', p.id), { ...refundFields(p), refundTransactionId: transactionRef.id, returnId: r, updatedAt: stamp });
    const saleRef = saleRefs[i];
    if (saleRef) w.update(saleRef, { state: 'refund', returnId: r, updatedAt: stamp });
  });
  newLines.forEach((line) => {
    const saleId = `${r}-${line.id}`;
    w.set(doc(db, 'sales', saleId), {
      ...saleDocument({
        id: saleId,
        product: line,
        orderId: order.id,
        buyer: { id: order.userId, firstName: '', lastName: '', phone: '' },
        location: { locationType: 'store', locationId: order.locationId ?? '', locationName: order.locationName ?? '' },
        purchaseType: 'store',
        createdUserId: me.id,
        createdAt: stamp,
      }),
      user: orderData.user ?? null,
      exchangeId: r,
    });
    w.update(doc(db, 'products', line.id), { isSold: true, orderId: order.id, saleId, isNoat: line.isNoat, soldAt: stamp, exchangeId: r, updatedAt: stamp });
  });
  w.set(
    transactionRef,
    counterReturnTransactionDocument({
      id: transactionRef.id,
      returnId: r,
      kind: returnDoc.kind,
      orderId: order.id,
      productIds: request.productIds,
      newProductIds: newIds,
      returnedTotal: figures.returnedTotal,
      newTotal: figures.newTotal,
      customerId: order.userId,
      customerName: returnDoc.contactName,
      by: { id: me.id, firstName: me.firstName, lastName: me.lastName },
      createdAt: stamp,
    }),
  );
  w.update(doc(db, 'orders', order.id), {
    returnIds: [...(order.returnIds ?? []), r],
    returnedProductIds: [...(order.returnedProductIds ?? []), ...request.productIds],
    keptTotalPrice: kept,
    ...(voidedLotteryId ? { lotteryId: null, voidedLotteryId } : {}),
    updatedAt: stamp,
  });
  if (voidedLotteryId) w.delete(doc(db, 'lottery', voidedLotteryId));
  if (approvalRef) w.update(approvalRef, { state: 'used', returnId: r, usedAt: stamp });
  for (const job of jobs) w.set(job.ref, job.data);

  const result: ReturnCommandResult = {
    returnId: r,
    transactionId: transactionRef.id,
    kind: returnDoc.kind,
    returnedTotal: figures.returnedTotal,
    newTotal: figures.newTotal,
    difference: figures.difference,
    voidedLotteryId,
    payments,
    cashReceived,
    paidBack: back,
    newLines,
  };
  if (!options.beforeCommands) w.set(doc(db, RETURN_KEYS, request.key), { uid: me.id, command: 'returnOrExchange', result, createdAt: stamp });
  return { ops: w.ops, result: { ...result, key: request.key, jobIds: jobs.map((j) => j.ref.id) } };
}

/**
 * Writes the return or exchange `ask` by `caller` (a subject or a uid, read from its profile) exactly
 * as the returnOrExchange command writes it, with the rules off, in one batch: the return, the
 * products back and their sales marked, the new products sold with their sales, the transaction, the
 * order's figures, the ticket voided, the approval used, the e-barimt jobs and the idempotency
 * record. Throws SeedReturnRefused where the command would refuse.
 */
export async function seedReturn(env: RulesTestEnvironment, ask: ReturnAsk, caller: Caller, options: SeedReturnOptions = {}): Promise<SeededReturn> {
  let result: SeededReturn | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const planned = await planSeedReturn(db, ask, caller, options);
    await commit(db, planned.ops);
    result = planned.result;
  });
  if (!result) throw new Error('seedReturn wrote nothing');
  return result;
}

/**
 * The documents seedReturn writes, not written: the ops (on the rules-off Firestore, in the
 * command's order) and what the return would be (return-lockdown.test.ts attempts them as each client).
 */
export async function returnDocuments(env: RulesTestEnvironment, ask: ReturnAsk, caller: Caller, options: SeedReturnOptions = {}): Promise<{ ops: Op[]; result: SeededReturn }> {
  let planned: { ops: Op[]; result: SeededReturn } | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    planned = await planSeedReturn(modularFirestore(ctx.firestore()), ask, caller, options);
  });
  if (!planned) throw new Error('returnDocuments made nothing');
  return planned;
}

/** The request for an approval as the desk asks it, without its key. */
export type RequestAsk = Pick<RequestReturnRequest, 'orderId' | 'productIds'> & Partial<Pick<RequestReturnRequest, 'reason'>>;

async function planSeedRequest(db: Firestore, ask: RequestAsk, caller: Caller): Promise<{ ops: Op[]; requestId: string; key: string }> {
  const parsed = parseRequestReturnRequest({ reason: '', ...ask, key: newReturnKey() });
  if ('invalid' in parsed) return refuse(`invalid: ${parsed.invalid}`);
  const request = parsed;
  const me = await staffOf(db, caller);
  const { order, orderData } = await orderOf(db, request.orderId);
  // Only a seller of the sale's store asks (Admin, Manager and dev take any store sale back themselves).
  const windowDays = toReturnWindowDays((await data(doc(db, 'appConfigs', 'returns'))) ?? null);
  if (!SELLER_ROLES.includes(me.role) || returnPermission(order, order.createdAt.toMillis(), me, Date.now(), windowDays) === 'never') {
    return refuse('notAllowed');
  }
  const { lines } = await returnedLines(db, order, orderData, request.productIds);
  const ref = doc(collection(db, 'returnRequests'));
  const w = new Recorder();
  w.set(
    ref,
    returnRequestDocument({
      id: ref.id,
      orderId: order.id,
      productIds: request.productIds,
      returnedTotal: returnFigures(lines, []).returnedTotal,
      reason: request.reason,
      locationId: order.locationId ?? '',
      locationName: order.locationName ?? '',
      soldAt: orderData.createdAt ?? null,
      contactName: typeof orderData.contactName === 'string' ? orderData.contactName : '',
      createdUserId: me.id,
      createdUser: { firstName: me.firstName, lastName: me.lastName, role: me.role },
      createdAt: serverTimestamp(),
    }),
  );
  w.set(doc(db, RETURN_KEYS, request.key), { uid: me.id, command: 'requestReturn', result: { requestId: ref.id }, createdAt: serverTimestamp() });
  return { ops: w.ops, requestId: ref.id, key: request.key };
}

/**
 * Writes a seller's request for a Manager's approval exactly as the requestReturn command writes it
 * (its lines' total derived from the order's sales), with the rules off; resolves to its id. Throws
 * SeedReturnRefused where the command would refuse (not a seller of the sale's store, a line not
 * sold to the order).
 */
export async function seedReturnRequest(env: RulesTestEnvironment, ask: RequestAsk, caller: Caller): Promise<string> {
  let id: string | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const planned = await planSeedRequest(db, ask, caller);
    await commit(db, planned.ops);
    id = planned.requestId;
  });
  if (!id) throw new Error('seedReturnRequest wrote nothing');
  return id;
}

/** The documents seedReturnRequest writes, not written (the request and the idempotency record). */
export async function returnRequestDocuments(env: RulesTestEnvironment, ask: RequestAsk, caller: Caller): Promise<{ ops: Op[]; requestId: string; key: string }> {
  let planned: { ops: Op[]; requestId: string; key: string } | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    planned = await planSeedRequest(modularFirestore(ctx.firestore()), ask, caller);
  });
  if (!planned) throw new Error('returnRequestDocuments made nothing');
  return planned;
}
