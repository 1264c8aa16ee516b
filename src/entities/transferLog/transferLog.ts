import { serverTimestamp } from 'firebase/firestore';
import { millis, obj, str, type Data } from '../../firebase/fields';
import type { Product } from '../product/product';
import type { MoveTarget } from '../product/stockChanges';

/**
 * A product's move from one location to another, productLocationChangeLogs/{id} (docs/products.md):
 * written with every move (entities/product/moveProducts.ts), read by the products feature's
 * transfer history. Loads without the app's Firebase set-up (the typed collection is
 * transferLogCollection.ts).
 */

export interface TransferLog {
  id: string;
  productId: string;
  productName: string;
  sku: string;
  /** First picture of the product at the time of the move, or null. */
  picUrl: string | null;
  prevLocationName: string;
  currentLocationName: string;
  /** Milliseconds since the epoch; 0 while the server timestamp is pending. */
  updatedAtMs: number;
}

function firstPicture(pics: unknown): string | null {
  if (!Array.isArray(pics)) return null;
  for (const pic of pics) {
    const url = obj(pic)?.picUrl;
    if (typeof url === 'string' && url !== '') return url;
  }
  return null;
}

/** A log document -> a row. `product` is a snapshot (ours: id, name, sku, pics; older logs: the whole product). */
export function toTransferLog(id: string, d: Data): TransferLog {
  const product = obj(d.product) ?? {};
  return {
    id,
    productId: str(d.productId) || str(product.id),
    productName: str(product.name),
    sku: str(product.sku),
    picUrl: firstPicture(product.pics),
    prevLocationName: str(d.prevLocationName),
    currentLocationName: str(d.currentLocationName),
    updatedAtMs: millis(d.updatedAt),
  };
}

/** The log a move writes: the product's snapshot (id, name, sku, first picture), where from, where to. */
export function transferLogDocument(p: Pick<Product, 'id' | 'name' | 'sku' | 'pics' | 'locationId' | 'locationName' | 'locationType'>, target: MoveTarget) {
  return {
    productId: p.id,
    product: { id: p.id, name: p.name, sku: p.sku, pics: p.pics.slice(0, 1) },
    prevLocationId: p.locationId,
    prevLocationName: p.locationName,
    prevLocationType: p.locationType,
    currentLocationId: target.locationId,
    currentLocationName: target.locationName,
    currentLocationType: target.locationType,
    updatedAt: serverTimestamp(),
  };
}
