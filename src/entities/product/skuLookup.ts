import { limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { readQuery } from '../../firebase/queries';
import { products } from './productCollection';
import { isAvailable, type Product, type ProductLocationType } from './product';

/**
 * Finding a product by the code on its label (its sku): a USB or camera scan, or a code typed into
 * the search and confirmed with Enter. One item per label, so a code names one product; the limit
 * leaves room for a code the data holds twice by mistake.
 */

/** At most this many products are read per lookup. */
export const SKU_LOOKUP_LIMIT = 5;

/**
 * What the signed-in role may read, as the query must say it for the rules to allow it: a seller
 * only its store (`locationId`), the call centre only store-located products (`locationType`),
 * everyone else nothing more.
 */
export interface SkuRestriction {
  locationId?: string;
  locationType?: ProductLocationType;
}

/** A scanned code as stored: digits only (a scanner may add spaces or a prefix the label lacks). */
export function normaliseCode(code: string): string {
  return code.trim();
}

export async function findProductsBySku(code: string, restrict: SkuRestriction = {}, tag = 'scan'): Promise<Product[]> {
  const sku = normaliseCode(code);
  if (sku === '') return [];
  const constraints: QueryConstraint[] = [where('sku', '==', sku)];
  if (restrict.locationId) constraints.push(where('locationId', '==', restrict.locationId));
  if (restrict.locationType) constraints.push(where('locationType', '==', restrict.locationType));
  constraints.push(limit(SKU_LOOKUP_LIMIT));
  return readQuery(query(products.ref(), ...constraints), tag);
}

/** Why a scanned product cannot be taken where it was scanned (null: it can). */
export type ScanRefusal = 'unknown' | 'sold' | 'deliveryPending' | 'discountPending' | 'salePending' | 'movePending' | 'elsewhere';

/**
 * Judges a lookup's result for a screen that wants an in-stock product, optionally at one location:
 * the first product that qualifies, else the reason the best match does not (sold, pending, at
 * another location), else 'unknown'.
 */
export function judgeScan(found: readonly Product[], atLocationId?: string | null): { product: Product | null; refusal: ScanRefusal | null; match: Product | null } {
  if (found.length === 0) return { product: null, refusal: 'unknown', match: null };
  const ok = found.find((p) => isAvailable(p) && (!atLocationId || p.locationId === atLocationId));
  if (ok) return { product: ok, refusal: null, match: ok };
  const p = found[0];
  const refusal: ScanRefusal = p.isSold
    ? 'sold'
    : p.isDeliveryPending
      ? 'deliveryPending'
      : p.isDiscountPending
        ? 'discountPending'
        : p.isSalePending
          ? 'salePending'
          : p.isMovePending
            ? 'movePending'
            : 'elsewhere';
  return { product: null, refusal, match: p };
}
