import { deleteField, serverTimestamp, type DocumentReference, type Firestore, type Timestamp } from 'firebase/firestore';
import { OfflineError, runServerTransaction } from '../../../firebase/online';
import { applyOps, type WriteOp } from '../../../firebase/writeOps';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import { lotteryTypeOffers } from '../../../entities/lottery/lotteryCollections';
import { NAME_LISTS } from '../../../entities/nameList/nameList';
import type { OrderProduct } from '../../../entities/order/order';
import { saleDocument } from '../../../entities/sale/saleDocument';
import { toProduct, type Product } from '../../../entities/product/product';
import { StockConflictError } from '../../../entities/product/stockChanges';
import { exactCash } from '../../../entities/order/paymentDraft';
import {
  largeSaleId,
  openSaleDocument,
  openSaleHold,
  SALE_CHUNK,
  toOpenSale,
  unheldIds,
  type OpenSale,
  type OpenSaleResume,
} from '../../../entities/openSale/openSale';
export type { SaleProgress } from '../domain/sale';
import {
  offerLottery,
  orderProductOf,
  orderTotals,
  personName,
  saleAvailability,
  saleInputProblem,
  SaleInputError,
  type SaleBuyer,
  type SaleInput,
  type SaleKind,
  type SaleLocation,
  type SaleProgress,
} from '../domain/sale';
import { buyerOf, freeLotteryRef, mayBeConflict, productSaleFields, saleRecords, type SaleResult, type Seller } from './saleParts';

/**
 * THE LARGE SALE (docs/selling.md, "Sales of any size"; firestore.rules, at the top): a sale of more
 * than 6 products is committed in several writes, none of which makes anything count before the
 * last:
 *   1. open   openSales/{orderId}: the plan (kind, place, product ids, what resume needs);
 *   2. hold   SALE_CHUNK (4) products at a time: each goes from in stock to held for the sale (isSalePending),
 *             its line (snapshot and price) appended to the open sale, the totals grown;
 *   3. close  one transaction: the order with exactly the open sale's lines and totals, its
 *             transaction and ticket, each line's sale, each product sold; the open sale deleted.
 * A product sold, held or changed meanwhile stops the sale at its hold: runLargeSale then undoes
 * what it held (undoOpenSale) and fails with StockConflictError naming it. A sale interrupted
 * otherwise (tab closed, network lost) stays an open sale, listed as unfinished
 * (useUnfinishedSales) until its creator or a Manager resumes it (resumeOpenSale) or undoes it.
 */

/**
 * A large sale that stopped after it was opened, for another reason than a product someone else
 * took (offline, a lost answer, a refusal): it stays unfinished, nothing of it counts, and
 * resumeOpenSale(openId) finishes it. `cause` is the failure.
 */
export class UnfinishedSaleError extends Error {
  constructor(
    readonly openId: string,
    readonly held: number,
    readonly total: number,
    readonly cause: unknown,
  ) {
    super(`sale ${openId} unfinished at ${held} of ${total}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnfinishedSaleError';
  }
}

/** Open sales this tab is committing now (the unfinished-sales list leaves them out). */
const running = new Set<string>();

export function isRunningHere(openId: string): boolean {
  return running.has(openId);
}

type Progress = (progress: SaleProgress) => void;

/** One document write of a large sale's plan. */
export type LargeSaleOp = WriteOp;
export { applyOps };

/** What resume needs of a sale input besides its products. */
export function resumeOf(input: SaleInput): OpenSaleResume {
  const payment = input.kind === 'delivery' ? null : (input.payment ?? null);
  return {
    buyerId: input.buyer.id,
    walkInPhone: input.buyer.id === null ? input.buyer.phone : '',
    noatIds: input.lines.filter((l) => l.isNoat).map((l) => l.productId),
    delivery: input.kind === 'delivery' && input.delivery ? { ...input.delivery } : null,
    payments: payment ? { ...payment.payments } : null,
    cashReceived: payment?.cashReceived ?? null,
    lottery: input.lottery ? { lotteryTypeId: input.lottery.lotteryTypeId, code: input.lottery.code } : null,
  };
}

/** Where the open sale (and its order) happens: the store, the merchant, the delivery point. */
function openPlace(input: SaleInput): string {
  if (input.kind === 'store') return input.products[0]?.locationId ?? '';
  if (input.kind === 'merchant') return input.buyer.id ?? '';
  return input.delivery?.duureg ?? '';
}

/** 1. The open sale (nothing held yet). */
export function planOpenSale(input: SaleInput, user: Seller, fs: Firestore = db, orderId = newDocId('orders', fs)): LargeSaleOp {
  const ref = docRef('openSales', orderId, fs);
  return {
    kind: 'set',
    ref,
    data: openSaleDocument({
      id: orderId,
      purchaseType: input.kind,
      locationId: openPlace(input),
      plannedIds: input.products.map((p) => p.id),
      resume: resumeOf(input),
      createdBy: { id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role },
      createdAt: serverTimestamp(),
    }),
  };
}

/**
 * 2. Holding the next products of the plan (at most SALE_CHUNK, as they read now): each held at its
 * index, its line (with VAT when ticked) appended to the open sale.
 */
export function planHold(open: OpenSale, products: readonly Product[], fs: Firestore = db): LargeSaleOp[] {
  const noat = new Set(open.resume.noatIds);
  const lines: OrderProduct[] = orderTotals(
    products,
    products.map((p) => ({ productId: p.id, isNoat: noat.has(p.id) })),
  ).lines.map(orderProductOf);
  const first = open.productIds.length;
  return [
    ...products.map(
      (p, i): LargeSaleOp => ({
        kind: 'update',
        ref: docRef('products', p.id, fs),
        data: { isSalePending: true, openSaleId: open.id, saleLine: first + i, updatedAt: serverTimestamp() },
      }),
    ),
    { kind: 'update', ref: docRef('openSales', open.id, fs), data: openSaleHold(open, lines, serverTimestamp()) },
  ];
}

/** The order's place: a store sale's store as its first product names it, the merchant, the delivery point. */
export interface ClosePlace extends SaleLocation {
  kind: SaleKind;
}

/**
 * 3. The close: the order (exactly the open sale's lines and totals), its transaction and ticket,
 * each line's sale (sales/{order-product}) and product (sold), and the open sale deleted. `buyer`
 * is the buyer's profile as the close read it; `openedAt` the open sale's createdAt.
 */
export function planClose(
  open: OpenSale,
  openedAt: Timestamp,
  buyer: SaleBuyer,
  location: SaleLocation,
  lotteryRef: DocumentReference | null,
  user: Seller,
  fs: Firestore = db,
): LargeSaleOp[] {
  const kind = open.purchaseType;
  const orderId = open.id;
  const transactionRef = docRef('transactions', newDocId('transactions', fs), fs);
  const { resume } = open;
  const records = saleRecords({
    orderId,
    transactionId: transactionRef.id,
    kind,
    lines: open.products,
    buyer,
    delivery: resume.delivery,
    location,
    ticket: lotteryRef && resume.lottery ? { code: lotteryRef.id, offer: resume.lottery } : null,
    user,
    payment: resume.payments ? { payments: resume.payments, cashReceived: resume.cashReceived } : exactCash(open.soldTotalPrice),
    amount: open.soldTotalPrice,
    openedAt,
  });
  const ops: LargeSaleOp[] = [
    { kind: 'set', ref: docRef('orders', orderId, fs), data: records.order },
    { kind: 'set', ref: transactionRef, data: records.transaction },
  ];
  if (lotteryRef && records.lottery) ops.push({ kind: 'set', ref: lotteryRef, data: records.lottery });
  for (const line of open.products) {
    const saleId = largeSaleId(orderId, line.id);
    ops.push({
      kind: 'set',
      ref: docRef('sales', saleId, fs),
      data: saleDocument({
        id: saleId,
        product: line,
        orderId,
        buyer,
        location,
        purchaseType: kind,
        createdUserId: user.id,
        createdAt: serverTimestamp(),
      }),
    });
    ops.push({
      kind: 'update',
      ref: docRef('products', line.id, fs),
      data: { ...productSaleFields(kind, orderId, saleId, line.isNoat, location), isSalePending: deleteField(), openSaleId: deleteField(), saleLine: deleteField() },
    });
  }
  ops.push({ kind: 'delete', ref: docRef('openSales', orderId, fs) });
  return ops;
}

/** Undo: the open sale deleted, each product it holds back in stock as it was. */
export function planUndo(open: Pick<OpenSale, 'id' | 'productIds'>, fs: Firestore = db): LargeSaleOp[] {
  return [
    { kind: 'delete', ref: docRef('openSales', open.id, fs) },
    ...open.productIds.map(
      (id): LargeSaleOp => ({
        kind: 'update',
        ref: docRef('products', id, fs),
        data: { isSalePending: deleteField(), openSaleId: deleteField(), saleLine: deleteField(), updatedAt: serverTimestamp() },
      }),
    ),
  ];
}

/** Reads an open sale inside a transaction (with its createdAt); SaleInputError('gone') when it is not there. */
async function readOpen(tx: import('firebase/firestore').Transaction, openId: string, fs: Firestore): Promise<{ open: OpenSale; openedAt: Timestamp }> {
  const snap = await tx.get(docRef('openSales', openId, fs));
  countReads(1, 'selling');
  if (!snap.exists()) throw new SaleInputError('saleGone');
  const data = snap.data();
  return { open: toOpenSale(openId, data), openedAt: data.createdAt as Timestamp };
}

/**
 * Holds the next chunk of the plan in one transaction: each product read again and checked as the
 * wizard saw it (`seen`, by id; a product not seen is checked only for being in stock).
 */
async function holdNext(openId: string, seen: ReadonlyMap<string, Product>, fs: Firestore): Promise<OpenSale> {
  return runServerTransaction(fs, async (tx) => {
    const { open } = await readOpen(tx, openId, fs);
    const ids = unheldIds(open).slice(0, SALE_CHUNK);
    if (ids.length === 0) return open;
    const snaps = await Promise.all(ids.map((id) => tx.get(docRef('products', id, fs))));
    countReads(snaps.length, 'selling');
    const products = snaps.map((snap, i) => {
      const now = snap.exists() ? toProduct(snap.id, snap.data()) : null;
      const before = seen.get(ids[i]) ?? now;
      const reason = before ? saleAvailability(before, now) : 'missing';
      if (reason || !now) throw new StockConflictError(before?.name ?? ids[i], reason ?? 'missing');
      return now;
    });
    applyOps(tx, planHold(open, products, fs));
    const lines = orderTotals(products, products.map((p) => ({ productId: p.id, isNoat: open.resume.noatIds.includes(p.id) }))).lines.map(orderProductOf);
    return { ...open, ...openSaleHold(open, lines, 0), updatedAtMs: Date.now() };
  });
}

/** The close, in one transaction: reads the open sale (complete), the buyer, the place, the ticket. */
async function close(openId: string, user: Seller, now: Date, fs: Firestore): Promise<SaleResult> {
  return runServerTransaction(fs, async (tx) => {
    const { open, openedAt } = await readOpen(tx, openId, fs);
    if (unheldIds(open).length > 0) throw new SaleInputError('saleGone');
    const kind = open.purchaseType;
    const { resume } = open;
    let buyer: SaleBuyer = { id: null, firstName: '', lastName: '', phone: resume.walkInPhone };
    if (resume.buyerId !== null) {
      const snap = await tx.get(docRef('users', resume.buyerId, fs));
      countReads(1, 'selling');
      if (!snap.exists()) throw new SaleInputError('noBuyer');
      buyer = buyerOf(resume.buyerId, snap.data());
    }
    let location: SaleLocation;
    if (kind === 'store') {
      // The store as its products name it (the rules compare with the first product's).
      const first = await tx.get(docRef('products', open.productIds[0], fs));
      countReads(1, 'selling');
      location = { locationType: 'store', locationId: open.locationId, locationName: String(first.data()?.locationName ?? '') };
    } else if (kind === 'merchant') {
      location = { locationType: 'merchant', locationId: buyer.id ?? '', locationName: personName(buyer) };
    } else {
      const point = await tx.get(NAME_LISTS.deliveryLocations.doc(open.locationId, fs));
      countReads(1, 'selling');
      if (!point.exists()) throw new SaleInputError('noDeliveryPoint');
      location = { locationType: 'delivery', locationId: open.locationId, locationName: point.data().name };
    }
    let lotteryRef: DocumentReference | null = null;
    if (resume.lottery) {
      const typeSnap = await tx.get(lotteryTypeOffers.doc(resume.lottery.lotteryTypeId, fs));
      countReads(1, 'selling');
      const type = typeSnap.exists() ? typeSnap.data() : null;
      if (type && offerLottery([type], open.soldTotalPrice, now.getTime())) lotteryRef = await freeLotteryRef(tx, resume.lottery.code, fs);
    }
    applyOps(tx, planClose(open, openedAt, buyer, location, lotteryRef, user, fs));
    return { orderId: open.id, lotteryCode: lotteryRef ? lotteryRef.id : null };
  });
}

/** Holds what is left of the plan, chunk by chunk, then closes. */
async function finish(openId: string, seen: ReadonlyMap<string, Product>, user: Seller, now: Date, fs: Firestore, onProgress?: Progress): Promise<SaleResult> {
  for (;;) {
    const open = await holdNext(openId, seen, fs);
    const left = unheldIds(open).length;
    onProgress?.({ phase: left > 0 ? 'hold' : 'close', held: open.productIds.length, total: open.plannedIds.length });
    if (left === 0) break;
  }
  return close(openId, user, now, fs);
}

/**
 * Sells more than 6 products: opens the sale, holds its products SALE_CHUNK at a time, closes it. A product
 * sold, held or changed meanwhile undoes what was held and fails with StockConflictError naming it;
 * any other failure leaves the open sale to resume or undo (useUnfinishedSales).
 */
export async function runLargeSale(input: SaleInput, user: Seller, now: Date = new Date(), fs: Firestore = db, onProgress?: Progress): Promise<SaleResult> {
  const totals = orderTotals(input.products, input.lines);
  const problem = saleInputProblem(input, user, totals);
  if (problem) throw new SaleInputError(problem);
  const total = input.products.length;
  onProgress?.({ phase: 'open', held: 0, total });
  const open = planOpenSale(input, user, fs);
  running.add(open.ref.id);
  let opened = false;
  let held = 0;
  try {
    await runServerTransaction(fs, async (tx) => applyOps(tx, [open]));
    opened = true;
    const seen = new Map(input.products.map((p) => [p.id, p]));
    return await finish(open.ref.id, seen, user, now, fs, (progress) => {
      held = progress.held;
      onProgress?.(progress);
    });
  } catch (error) {
    if (error instanceof StockConflictError || mayBeConflict(error)) {
      // Someone else took a product: nothing of this sale may count, so what it holds goes back.
      await undoOpenSale(open.ref.id, fs).catch((undoError: unknown) => console.error('undo of a refused sale', undoError));
      throw error;
    }
    // Opened (its answer lost, perhaps): unfinished, to resume or undo. Else nothing was written.
    throw opened || !(error instanceof OfflineError) ? new UnfinishedSaleError(open.ref.id, held, total, error) : error;
  } finally {
    running.delete(open.ref.id);
  }
}

/** Resumes an interrupted sale: holds what is left (products as they are now) and closes it. */
export async function resumeOpenSale(openId: string, user: Seller, now: Date = new Date(), fs: Firestore = db, onProgress?: Progress): Promise<SaleResult> {
  running.add(openId);
  try {
    return await finish(openId, new Map(), user, now, fs, onProgress);
  } finally {
    running.delete(openId);
  }
}

/** Undoes an open sale in one transaction: deleted, every product it holds back in stock. */
export async function undoOpenSale(openId: string, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(docRef('openSales', openId, fs));
    countReads(1, 'selling');
    if (!snap.exists()) return;
    applyOps(tx, planUndo(toOpenSale(openId, snap.data()), fs));
  });
}
