import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { deleteField, getDocFromServer, getDocsFromServer, query, serverTimestamp, where, writeBatch, type Firestore, type Transaction } from 'firebase/firestore';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import type { SessionUser } from '../../../auth/sessionUser';
import { toProduct, isAvailable, type Product } from '../../../entities/product/product';
import { changedSince } from '../../../entities/product/stockChanges';
import { StockConflictError } from '../../../entities/product/stockChanges';
import {
  batchPlanFields,
  batchState,
  cancelFields,
  chunks,
  confirmFields,
  DISCOUNT_CHUNK,
  isPendingFrom,
  MAX_DISCOUNT_PRODUCTS,
  newRequestFields,
  pendingFields,
  requesterSnapshot,
  toBatchPlan,
  toDiscountRequest,
  type BatchRef,
  type DiscountBatchPlan,
  type DiscountRequest,
} from '../domain/discountRequest';
import { cancelledRequestFields, confirmedRequestFields, flippedRequestFields, newRequestDocument } from '../../../entities/discountRequest/discountRequest';
import { discountRequests } from '../../../entities/discountRequest/discountRequestCollection';

/**
 * Discount request writes (docs/discounts.md). Each state change (create,
 * confirm, cancel) writes the requests and their products in ONE transaction, reads first, and
 * re-checks every product as seen; a product changed meanwhile fails with a StockConflictError
 * naming it and nothing is written.
 *
 * A request of more than DISCOUNT_CHUNK products (up to MAX_DISCOUNT_PRODUCTS) is a batch
 * ("Requests of any size"): its chunks are written DISCOUNT_CHUNK at a time as drafting requests
 * (seen by the requester only), the first with the batch's plan (discountBatches/{batchId}); one
 * last write, the flip, makes them all pending together. A product changed meanwhile undoes the
 * batch; any other failure leaves it unfinished, to finish (resumeDiscountBatch) or undo
 * (undoDiscountBatch) from the requester's unfinished list.
 */

export { DISCOUNT_CHUNK, MAX_DISCOUNT_PRODUCTS };

/** The request is no longer pending (someone else decided it meanwhile). */
export class RequestDecidedError extends Error {
  constructor(readonly productName: string) {
    super(`${productName}: request already decided`);
    this.name = 'RequestDecidedError';
  }
}

/**
 * A batch that stopped after some of it was written, for another reason than a product changed
 * meanwhile (offline, a lost answer, a refusal): its requests stay drafting (no approver sees them)
 * until the requester finishes or undoes it. `cause` is the failure.
 */
export class UnfinishedDiscountError extends Error {
  constructor(
    readonly batchId: string,
    readonly written: number,
    readonly total: number,
    readonly cause: unknown,
  ) {
    super(`discount batch ${batchId} unfinished at ${written} of ${total}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnfinishedDiscountError';
  }
}

export interface RequestLine {
  product: Product;
  requestPrice: number;
}

/** How far a batch got: requests written of the total; 'flip' while the last write runs. */
export interface DiscountProgress {
  phase: 'write' | 'flip';
  written: number;
  total: number;
}

type Progress = (progress: DiscountProgress) => void;

type Who = Pick<SessionUser, 'id' | 'role'>;

/** A line of a chunk: the product by id, as the wizard saw it when there is one (else as it is now). */
interface ChunkLine {
  productId: string;
  requestPrice: number;
  seen: Product | null;
}

/** Batches this tab is writing now (the unfinished list leaves them out). */
const running = new Set<string>();

export function isBatchRunningHere(batchId: string): boolean {
  return running.has(batchId);
}

/**
 * One write of at most DISCOUNT_CHUNK requests: each product re-read and checked (still available,
 * unchanged since seen, the price asked still below its price); the requests (with the
 * requester's profile snapshot) and the products' isDiscountPending flag written together. In a
 * batch the requests are drafting, and the first chunk also writes the batch's plan.
 */
async function writeChunk(lines: readonly ChunkLine[], user: Who, fs: Firestore, batch?: BatchRef, plan?: DiscountBatchPlan): Promise<string[]> {
  if (lines.length > DISCOUNT_CHUNK) throw new Error(`At most ${DISCOUNT_CHUNK} products per write`);
  return runServerTransaction(fs, async (tx) => {
    const profileSnap = await tx.get(docRef('users', user.id, fs));
    const productRefs = lines.map((l) => docRef('products', l.productId, fs));
    const snaps = await Promise.all(productRefs.map((r) => tx.get(r)));
    countReads(snaps.length + 1);
    const current = snaps.map((snap, i) => {
      const { seen, requestPrice } = lines[i];
      const name = seen?.name ?? (snap.exists() ? String(snap.data().name ?? snap.id) : lines[i].productId);
      if (!snap.exists()) throw new StockConflictError(name, 'missing');
      const now = toProduct(snap.id, snap.data());
      if (now.isSold) throw new StockConflictError(name, 'sold');
      if (now.isDeliveryPending) throw new StockConflictError(name, 'deliveryPending');
      if (now.isDiscountPending) throw new StockConflictError(name, 'discountPending');
      if (!isAvailable(now) || (seen !== null && changedSince(seen, now)) || requestPrice >= now.price) throw new StockConflictError(name, 'changed');
      return now;
    });
    const requester = requesterSnapshot(user.id, profileSnap.data() ?? {});
    if (plan) tx.set(docRef('discountBatches', plan.id, fs), { ...batchPlanFields(plan), createdAt: serverTimestamp() });
    return current.map((p, i) => {
      const ref = docRef('discountRequests', newDocId('discountRequests', fs), fs);
      tx.set(ref, newRequestDocument(ref.id, newRequestFields(p, lines[i].requestPrice, requester, user.role, batch)));
      tx.update(productRefs[i], { ...pendingFields(ref.id), updatedAt: serverTimestamp() });
      return ref.id;
    });
  });
}

/** The flip: every drafting request of a batch becomes pending, in one write (at most 500). */
async function flip(requestIds: readonly string[], fs: Firestore): Promise<void> {
  if (requestIds.length === 0) return;
  assertOnline();
  const batch = writeBatch(fs);
  for (const id of requestIds) batch.update(docRef('discountRequests', id, fs), flippedRequestFields());
  await batch.commit();
}

/** A refusal that may mean a product changed between the read and the write. */
function mayBeConflict(error: unknown): boolean {
  return error instanceof StockConflictError || (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/** Writes the lines chunk by chunk into the batch, then flips it; a conflict undoes the batch. */
async function writeBatchOf(lines: readonly ChunkLine[], batch: BatchRef, done: string[], user: Who, fs: Firestore, plan: DiscountBatchPlan | undefined, onProgress?: Progress): Promise<string[]> {
  const ids = [...done];
  running.add(batch.id);
  try {
    for (const [i, part] of chunks(lines).entries()) {
      ids.push(...(await writeChunk(part, user, fs, batch, i === 0 ? plan : undefined)));
      onProgress?.({ phase: 'write', written: ids.length, total: batch.size });
    }
  } catch (error) {
    if (mayBeConflict(error)) {
      // A product changed or taken meanwhile: nothing of this request may wait for approval.
      await undoDiscountBatch(batch.id, user, fs).catch((undoError: unknown) => console.error('undo of a refused discount batch', undoError));
      throw error;
    }
    if (ids.length === 0 && plan) throw error;
    throw new UnfinishedDiscountError(batch.id, ids.length, batch.size, error);
  } finally {
    running.delete(batch.id);
  }
  onProgress?.({ phase: 'flip', written: ids.length, total: batch.size });
  try {
    await flip(ids, fs);
  } catch (error) {
    throw new UnfinishedDiscountError(batch.id, ids.length, batch.size, error);
  }
  return ids;
}

/**
 * Sends one request per product under the signed-in user. Up to DISCOUNT_CHUNK products: one
 * transaction, pending at once. More (up to MAX_DISCOUNT_PRODUCTS): a batch, written chunk by chunk
 * as drafting requests and flipped to pending by one last write. Each product is re-read and must
 * still be available and unchanged; one that is not fails with StockConflictError naming it, and
 * nothing of the request is left (a batch is undone). Any other failure of a batch after its first
 * chunk throws UnfinishedDiscountError: its requests stay drafting, to finish or undo.
 */
export async function createDiscountRequests(lines: readonly RequestLine[], user: Who, fs: Firestore = db, onProgress?: Progress): Promise<string[]> {
  if (lines.length === 0) return [];
  if (lines.length > MAX_DISCOUNT_PRODUCTS) throw new Error(`At most ${MAX_DISCOUNT_PRODUCTS} products per request`);
  const chunkLines = lines.map((l): ChunkLine => ({ productId: l.product.id, requestPrice: l.requestPrice, seen: l.product }));
  if (lines.length <= DISCOUNT_CHUNK) return writeChunk(chunkLines, user, fs);
  const batch: BatchRef = { id: newDocId('discountBatches', fs), size: lines.length };
  const plan: DiscountBatchPlan = { id: batch.id, createdUserId: user.id, productIds: chunkLines.map((l) => l.productId), requestPrices: chunkLines.map((l) => l.requestPrice) };
  return writeBatchOf(chunkLines, batch, [], user, fs, plan, onProgress);
}

/** The batch's requests as the server has them now: the caller's own (only its requester finishes or undoes it). */
async function batchRequests(batchId: string, user: Who, fs: Firestore): Promise<DiscountRequest[]> {
  assertOnline();
  const snap = await getDocsFromServer(query(discountRequests.ref(fs), where('createdUserId', '==', user.id), where('batchId', '==', batchId)));
  countReads(Math.max(1, snap.size));
  return snap.docs.map((d) => d.data());
}

/**
 * Finish: writes the planned products that have no drafting request yet (as they are now, at the
 * prices asked), chunk by chunk, then flips the whole batch to pending. A product changed meanwhile
 * undoes the batch (StockConflictError naming it). Nothing to do when the flip already went through.
 */
export async function resumeDiscountBatch(batchId: string, user: Who, fs: Firestore = db, onProgress?: Progress): Promise<void> {
  assertOnline();
  const planSnap = await getDocFromServer(docRef('discountBatches', batchId, fs));
  countReads(1);
  const plan = planSnap.exists() ? toBatchPlan(batchId, planSnap.data()) : null;
  const state = batchState(plan, await batchRequests(batchId, user, fs));
  if (state.kind !== 'drafting') return;
  const lines = state.missing.map((m): ChunkLine => ({ productId: m.productId, requestPrice: m.requestPrice, seen: null }));
  onProgress?.({ phase: 'write', written: state.drafting.length, total: state.total });
  await writeBatchOf(lines, { id: batchId, size: state.total }, state.drafting, user, fs, undefined, onProgress);
}

/**
 * Undo: every drafting request of the batch cancelled and its product released exactly as it was
 * (the flag and the link to the request removed), DISCOUNT_CHUNK requests per write (each request's
 * rule looks up its product, and each product's its request). A request no longer drafting is left.
 */
export async function undoDiscountBatch(batchId: string, user: Who, fs: Firestore = db): Promise<void> {
  const drafting = (await batchRequests(batchId, user, fs)).filter((r) => r.state === 'drafting');
  for (const part of chunks(drafting)) {
    await runServerTransaction(fs, async (tx) => {
      const read = await Promise.all(part.map((r) => readLinked(tx, r, fs)));
      read.forEach(({ requestRef, productRef, product, linked, state }) => {
        if (state !== 'drafting') return;
        tx.update(requestRef, cancelledRequestFields(user.id));
        if (product && linked) tx.update(productRef, { ...cancelFields(product), discountRequestId: deleteField(), updatedAt: serverTimestamp() });
      });
    });
  }
}

/** Reads a request and its product inside a transaction: its state now, and whether the product still waits for it. */
async function readLinked(tx: Transaction, request: DiscountRequest, fs: Firestore) {
  const requestRef = docRef('discountRequests', request.id, fs);
  const productRef = docRef('products', request.productId, fs);
  const [requestSnap, productSnap] = await Promise.all([tx.get(requestRef), tx.get(productRef)]);
  countReads(2);
  const state = requestSnap.exists() ? toDiscountRequest(request.id, requestSnap.data()).state : null;
  const data = productSnap.exists() ? productSnap.data() : null;
  const product = data ? toProduct(productSnap.id, data) : null;
  const discountRequestId = data && typeof data.discountRequestId === 'string' ? data.discountRequestId : null;
  const linked = product !== null && isPendingFrom({ isDiscountPending: product.isDiscountPending, discountRequestId }, request.id);
  return { requestRef, productRef, product, linked, state };
}

/**
 * Reads the request and its product inside a transaction; the request must still be in one of
 * `states` (pending; a cancel also takes a drafting one).
 */
async function readPending(tx: Transaction, request: DiscountRequest, fs: Firestore, states: readonly string[] = ['pending']) {
  const read = await readLinked(tx, request, fs);
  if (read.state === null || !states.includes(read.state)) throw new RequestDecidedError(request.product.name);
  return read;
}

/**
 * Approval (state confirmed), Admin and dev: the request becomes confirmed and the product takes
 * the approved price, isDiscount true, isDiscountPending false. The product must still be pending
 * from this very request.
 */
export async function confirmDiscountRequest(request: DiscountRequest, approvedPrice: number, user: Pick<SessionUser, 'id'>, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const { requestRef, productRef, product, linked } = await readPending(tx, request, fs);
    if (!product) throw new StockConflictError(request.product.name, 'missing');
    if (!linked) throw new StockConflictError(request.product.name, 'changed');
    if (approvedPrice > product.originalPrice) throw new StockConflictError(request.product.name, 'changed');
    tx.update(requestRef, confirmedRequestFields(user.id, approvedPrice));
    tx.update(productRef, { ...confirmFields(approvedPrice), updatedAt: serverTimestamp() });
  });
}

/**
 * Cancel (state cancelled), by Admin, dev or the requester: the request becomes cancelled and,
 * when the product still waits for it, the product's flags are reset (never un-selling a sold one).
 */
export async function cancelDiscountRequest(request: DiscountRequest, user: Pick<SessionUser, 'id'>, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const { requestRef, productRef, product, linked } = await readPending(tx, request, fs, ['pending', 'drafting']);
    tx.update(requestRef, cancelledRequestFields(user.id));
    if (product && linked) tx.update(productRef, { ...cancelFields(product), updatedAt: serverTimestamp() });
  });
}
