import { runServerTransaction } from '../../../firebase/online';
import { serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import type { SessionUser } from '../../../auth/sessionUser';
import { toProduct, isAvailable, type Product } from '../../../entities/product/product';
import { changedSince } from '../../../entities/product/stockChanges';
import { StockConflictError } from '../../../entities/product/stockChanges';
import {
  cancelFields,
  confirmFields,
  isPendingFrom,
  newRequestFields,
  pendingFields,
  requesterSnapshot,
  type DiscountRequest,
} from '../domain/discountRequest';
import { cancelledRequestFields, confirmedRequestFields, newRequestDocument } from '../../../entities/discountRequest/discountRequest';

/**
 * Discount request writes (docs/discounts.md). Each state change (create,
 * confirm, cancel) writes the requests and their products in ONE transaction, reads first, and
 * re-checks every product as seen; a product changed meanwhile fails with a StockConflictError
 * naming it and nothing is written.
 */

/**
 * Most products per request. The security rules look up each product and its request once (two
 * lookups per product, plus the requester's profile), and one write may make 20 lookups in all.
 */
export const MAX_DISCOUNT_PRODUCTS = 9;

/** The request is no longer pending (someone else decided it meanwhile). */
export class RequestDecidedError extends Error {
  constructor(readonly productName: string) {
    super(`${productName}: request already decided`);
    this.name = 'RequestDecidedError';
  }
}

export interface RequestLine {
  product: Product;
  requestPrice: number;
}

/**
 * Sends one request per product (state created): each product is re-read and must still be
 * available and unchanged; the requests (with the requester's profile snapshot) and the products'
 * isDiscountPending flag are written together.
 */
export async function createDiscountRequests(lines: readonly RequestLine[], user: Pick<SessionUser, 'id' | 'role'>, fs: Firestore = db): Promise<string[]> {
  if (lines.length === 0) return [];
  if (lines.length > MAX_DISCOUNT_PRODUCTS) throw new Error(`At most ${MAX_DISCOUNT_PRODUCTS} products per request`);
  return runServerTransaction(fs, async (tx) => {
    const profileSnap = await tx.get(docRef('users', user.id, fs));
    const productRefs = lines.map((l) => docRef('products', l.product.id, fs));
    const snaps = await Promise.all(productRefs.map((r) => tx.get(r)));
    countReads(snaps.length + 1);
    const current = snaps.map((snap, i) => {
      const seen = lines[i].product;
      if (!snap.exists()) throw new StockConflictError(seen.name, 'missing');
      const now = toProduct(snap.id, snap.data());
      if (now.isSold) throw new StockConflictError(seen.name, 'sold');
      if (now.isDeliveryPending) throw new StockConflictError(seen.name, 'deliveryPending');
      if (now.isDiscountPending) throw new StockConflictError(seen.name, 'discountPending');
      if (!isAvailable(now) || changedSince(seen, now)) throw new StockConflictError(seen.name, 'changed');
      return now;
    });
    const requester = requesterSnapshot(user.id, profileSnap.data() ?? {});
    return current.map((p, i) => {
      const ref = docRef('discountRequests', newDocId('discountRequests', fs), fs);
      tx.set(ref, newRequestDocument(ref.id, newRequestFields(p, lines[i].requestPrice, requester, user.role)));
      tx.update(productRefs[i], { ...pendingFields(ref.id), updatedAt: serverTimestamp() });
      return ref.id;
    });
  });
}

/** Reads the request and its product inside a transaction; both must still be pending together. */
async function readPending(tx: Transaction, request: DiscountRequest, fs: Firestore) {
  const requestRef = docRef('discountRequests', request.id, fs);
  const productRef = docRef('products', request.productId, fs);
  const [requestSnap, productSnap] = await Promise.all([tx.get(requestRef), tx.get(productRef)]);
  countReads(2);
  const name = request.product.name;
  if (!requestSnap.exists() || requestSnap.data().state !== 'pending') throw new RequestDecidedError(name);
  const data = productSnap.exists() ? productSnap.data() : null;
  const product = data ? toProduct(productSnap.id, data) : null;
  const discountRequestId = data && typeof data.discountRequestId === 'string' ? data.discountRequestId : null;
  const linked = product !== null && isPendingFrom({ isDiscountPending: product.isDiscountPending, discountRequestId }, request.id);
  return { requestRef, productRef, product, linked };
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
    const { requestRef, productRef, product, linked } = await readPending(tx, request, fs);
    tx.update(requestRef, cancelledRequestFields(user.id));
    if (product && linked) tx.update(productRef, { ...cancelFields(product), updatedAt: serverTimestamp() });
  });
}
