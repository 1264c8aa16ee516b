import { limit, query, serverTimestamp, where, writeBatch, type Firestore, type Transaction } from 'firebase/firestore';
import { assertOnline, runServerTransaction, sendOrQueue } from '../../../firebase/online';
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { readQuery } from '../../../firebase/queries';
import { storage } from '../../../firebase/storage';
import { countReads } from '../../../firebase/readMeter';
import type { SessionUser } from '../../../auth/sessionUser';
import { refundTransactionDocument } from '../../../entities/transaction/transactionDocument';
import type { ProductPicture } from '../../../entities/order/order';
import { toOrder } from '../../../entities/order/orderDoc';
import { listRefundRecord } from '../../../entities/order/listRefund';
import { pictureFileName } from '../../../lib/files';
import { productKeywords, randomSku, toProduct, type Product } from '../../../entities/product/product';
import { newProductDocument, type ProductDetails } from '../../../entities/product/newProduct';
import { products } from '../../../entities/product/productCollection';
import { changedSince, refundAmount, refundConflict, refundFields, StockConflictError } from '../../../entities/product/stockChanges';
import { isUnchangedEdit, type ProductEditFields } from '../domain/productEdit';

/**
 * Product writes (docs/products.md). Every change that touches several documents runs in one
 * transaction or batch; a product someone else changed meanwhile fails with a StockConflictError
 * naming it, and nothing is written.
 */

/** Storage folder of a product's pictures: products/{name} (products of one name share it). */
export function productPictureFolder(name: string): string {
  const safe = [...name.trim().replace(/[/\\#?[\]*]/g, '-')].map((c) => (c.charCodeAt(0) < 32 ? '-' : c)).join('');
  return `products/${safe || 'product'}`;
}

export async function uploadProductPictures(name: string, files: readonly (File | Blob)[]): Promise<ProductPicture[]> {
  const folder = productPictureFolder(name);
  const now = Date.now();
  return Promise.all(
    files.map(async (file, i) => {
      const original = file instanceof File ? file.name : `picture-${i + 1}.png`;
      const picName = pictureFileName(original, now + i);
      const target = ref(storage, `${folder}/${picName}`);
      await uploadBytes(target, file, { contentType: file.type || 'image/png' });
      return { picName, picUrl: await getDownloadURL(target) };
    }),
  );
}

/** The Storage path inside a Firebase download URL (`.../o/<encoded path>?alt=media...`), or null. */
function storagePathOf(url: string): string | null {
  const match = /^https?:\/\/[^/]+\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Deletes pictures from Storage; a picture already gone is not an error. A picture another product
 * still shows (products of one name may share files, e.g. the demo catalogue) is kept.
 */
export async function deleteProductPictures(name: string, pics: readonly ProductPicture[], fs: Firestore = db): Promise<void> {
  const folder = productPictureFolder(name);
  await Promise.all(
    pics.map(async (pic) => {
      const users = await readQuery(query(products.ref(fs), where('pics', 'array-contains', { picName: pic.picName, picUrl: pic.picUrl }), limit(1)));
      if (users.length > 0) return;
      // The download URL names the file's real path (the product may have been renamed since the
      // upload); pictures written by the old app may sit elsewhere: their URL is the reference.
      const path = storagePathOf(pic.picUrl) ?? (pic.picName ? `${folder}/${pic.picName}` : null);
      const target = path ? ref(storage, path) : ref(storage, pic.picUrl);
      try {
        await deleteObject(target);
      } catch (error) {
        if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
      }
    }),
  );
}

/** Whether a product already has this sku (one read). */
async function skuTaken(sku: string, fs: Firestore): Promise<boolean> {
  const found = await readQuery(query(products.ref(fs), where('sku', '==', sku), limit(1)));
  return found.length > 0;
}

/** A sku no product has yet: random six digits, checked against the catalogue (a few tries). */
export async function freshSku(random: () => number = Math.random, fs: Firestore = db): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const sku = randomSku(random);
    if (!(await skuTaken(sku, fs))) return sku;
  }
  throw new Error('No free sku found');
}

/** The add form's product: its details, with the picture files still to upload instead of `pics`. */
export interface NewProductInput extends Omit<ProductDetails, 'pics'> {
  pictures: readonly (File | Blob)[];
}

function userName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * Adds a product: pictures to Storage products/{name} first, then the product and its productsDate
 * record in one batch. If the batch fails, the uploaded pictures are deleted again.
 * The sku must not collide: a taken sku (someone else's product meanwhile) is refused.
 */
export async function addProduct(input: NewProductInput, user: SessionUser, now = new Date(), fs: Firestore = db): Promise<string> {
  assertOnline();
  const name = input.name.trim();
  if (await skuTaken(input.sku, fs)) throw new SkuTakenError(input.sku);
  const pics = await uploadProductPictures(name, input.pictures);
  const productRef = docRef('products', newDocId('products', fs), fs);
  const batch = writeBatch(fs);
  const product = newProductDocument({ ...input, name, pics }, { id: productRef.id, by: { id: user.id, name: userName(user) }, on: now, stamp: serverTimestamp });
  batch.set(productRef, product);
  batch.set(docRef('productsDate', product.date, fs), { date: product.date, updatedAt: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    await deleteProductPictures(name, pics, fs).catch((cleanup: unknown) => console.error('picture clean-up', cleanup));
    throw error;
  }
  return productRef.id;
}

export class SkuTakenError extends Error {
  constructor(readonly sku: string) {
    super(`sku ${sku} is taken`);
    this.name = 'SkuTakenError';
  }
}

/** What the edit dialog saves (its fields: domain/productEdit.ts), the newly chosen pictures as files. */
export interface ProductEdit extends ProductEditFields {
  newPictures: readonly (File | Blob)[];
}

/**
 * Saves the detail dialog: new pictures are uploaded, the product updated, then the pictures the
 * user removed are deleted from Storage (only after the save succeeded, so a failed save loses none).
 * `product` is the product as the dialog read it: if someone else sold, moved or re-priced it since,
 * the save fails with a StockConflictError naming it and nothing is written. A save that changes
 * nothing writes nothing (and succeeds).
 */
export async function updateProduct(product: Product, edit: ProductEdit, fs: Firestore = db): Promise<void> {
  if (isUnchangedEdit(product, edit)) return;
  const name = edit.name.trim();
  const added = await uploadProductPictures(name, edit.newPictures);
  const removed = product.pics.filter((p) => !edit.keptPics.some((k) => k.picUrl === p.picUrl));
  const productRef = docRef('products', product.id, fs);
  const write = (tx: Transaction) => tx.update(productRef, {
    name,
    keywords: productKeywords(name, product.sku),
    size: edit.size,
    width: edit.width,
    height: edit.height,
    brand: edit.brand,
    source: edit.source,
    colors: edit.colors,
    categories: edit.categories,
    price: edit.price,
    originalPrice: edit.originalPrice,
    isDiscount: edit.isDiscount,
    pics: [...edit.keptPics, ...added],
    updatedAt: serverTimestamp(),
  });
  try {
    await runServerTransaction(fs, async (tx) => {
      const snap = await tx.get(productRef);
      countReads(1);
      if (!snap.exists()) throw new StockConflictError(product.name, 'missing');
      const now = toProduct(snap.id, snap.data());
      if (now.isSold || now.isDeliveryPending) throw new StockConflictError(product.name, 'sold');
      if (changedSince(product, now)) throw new StockConflictError(product.name, 'changed');
      write(tx);
    });
  } catch (error) {
    await deleteProductPictures(name, added, fs).catch((cleanup: unknown) => console.error('picture clean-up', cleanup));
    throw error;
  }
  if (removed.length > 0) await deleteProductPictures(product.name, removed, fs);
}

/** Deletes a product, then its pictures. A sold product is kept: its sale refers to it. */
export async function deleteProduct(product: Product, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const ref = docRef('products', product.id, fs);
    const snap = await tx.get(ref);
    countReads(1);
    if (!snap.exists()) throw new StockConflictError(product.name, 'missing');
    const now = toProduct(snap.id, snap.data());
    if (now.isSold || now.isDeliveryPending) throw new StockConflictError(product.name, 'sold');
    if (now.isDiscountPending) throw new StockConflictError(product.name, 'discountPending');
    tx.delete(ref);
  });
  await deleteProductPictures(product.name, product.pics, fs);
}

// The move write lives in the product entity: the stock counts move "found elsewhere" items too.
export { MAX_MOVE, MOVE_BATCH, moveProducts } from '../../../entities/product/moveProducts';

/**
 * Refund (docs/products.md) in one transaction: the product's flags are cleared and its price goes back to
 * originalPrice, a negative transaction for the price it was sold at is added, and its sale (if any)
 * gets state 'refund'.
 */
export async function refundProduct(seen: Product, user: SessionUser, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const productRef = docRef('products', seen.id, fs);
    const snap = await tx.get(productRef);
    countReads(1);
    if (!snap.exists()) throw new StockConflictError(seen.name, 'missing');
    const now = toProduct(snap.id, snap.data());
    const conflict = refundConflict(now);
    if (conflict) throw new StockConflictError(seen.name, conflict);
    if (changedSince(seen, now)) throw new StockConflictError(seen.name, 'changed');
    const saleRef = now.saleId ? docRef('sales', now.saleId, fs) : null;
    const sale = saleRef ? await tx.get(saleRef) : null;
    if (sale) countReads(1);
    const saleData = sale?.exists() ? sale.data() : null;
    // The customer's name is written with the refund (the transactions list shows it): the order's contact name.
    const orderRef = now.orderId ? docRef('orders', now.orderId, fs) : null;
    const order = orderRef ? await tx.get(orderRef) : null;
    if (order) countReads(1);
    const orderData = order?.exists() ? toOrder(order.id, order.data()) : null;
    const customerName = orderData?.contactName ?? '';
    const transactionRef = docRef('transactions', newDocId('transactions', fs), fs);
    const amount = refundAmount(now);
    // The order records the refund (its e-barimt is corrected by the shop bridge: docs/ebarimt.md).
    if (orderRef && orderData) {
      tx.update(orderRef, { ...listRefundRecord(orderData, now.id, transactionRef.id, 0 - amount), refundedAt: serverTimestamp(), updatedAt: serverTimestamp() });
    }
    tx.set(
      transactionRef,
      refundTransactionDocument({
        id: transactionRef.id,
        productId: now.id,
        saleId: now.saleId,
        orderId: now.orderId,
        customerId: typeof saleData?.userId === 'string' ? saleData.userId : null,
        customerName,
        amount,
        by: user,
        createdAt: serverTimestamp(),
      }),
    );
    tx.update(productRef, { ...refundFields(now), refundTransactionId: transactionRef.id, updatedAt: serverTimestamp() });
    if (saleRef && saleData) tx.update(saleRef, { state: 'refund', updatedAt: serverTimestamp() });
  });
}

/** Marks products' labels as printed (one batch). */
export async function markPrinted(printed: readonly Pick<Product, 'id'>[], fs: Firestore = db): Promise<void> {
  for (let i = 0; i < printed.length; i += 400) {
    const batch = writeBatch(fs);
    for (const p of printed.slice(i, i + 400)) batch.update(docRef('products', p.id, fs), { isPrinted: true, updatedAt: serverTimestamp() });
    await sendOrQueue(batch.commit());
  }
}
