import type { StaffRole } from '../../../auth/roles';
import { judgeScan, type SkuRestriction } from '../../../entities/product/skuLookup';
import type { Product } from '../../../entities/product/product';
import { maxSaleProducts, type SaleKind } from './sale';

/**
 * A code scanned (or typed + Enter) inside a sale wizard's products step adds that product to the
 * sale, when it may be sold in this sale: in stock, and for a store sale in the sale's store.
 */

/** What the role may look up (the rules refuse anything wider): sellers their store, the call centre stores. */
export function saleLookupRestriction(role: StaffRole, locationId: string | null): SkuRestriction {
  if (role === 'Reception In City' || role === 'Reception In Country') return { locationId: locationId ?? '-' };
  if (role === 'Call Centre') return { locationType: 'store' };
  return {};
}

export type AddVerdict =
  | { kind: 'add'; product: Product }
  | { kind: 'already'; product: Product }
  | { kind: 'full' }
  | { kind: 'unknown' }
  | { kind: 'refuse'; refusal: 'sold' | 'deliveryPending' | 'discountPending' | 'salePending' | 'movePending' | 'elsewhere'; product: Product };

export function addVerdict(found: readonly Product[], sale: SaleKind, items: readonly Product[], sellerStore: string | null): AddVerdict {
  const inSale = found.find((p) => items.some((i) => i.id === p.id));
  if (inSale) return { kind: 'already', product: inSale };
  // A store sale happens in one store: the sale's (its first product's), or the seller's own.
  const store = sale === 'store' ? (items[0]?.locationId ?? sellerStore) : null;
  const candidates = sale === 'store' ? found.filter((p) => p.locationType === 'store') : found;
  const judged = judgeScan(candidates, store);
  if (judged.product) return items.length >= maxSaleProducts(sale) ? { kind: 'full' } : { kind: 'add', product: judged.product };
  const match = judged.match ?? found[0];
  if (!match) return { kind: 'unknown' };
  const refusal = judged.match ? (judged.refusal ?? 'elsewhere') : 'elsewhere';
  return { kind: 'refuse', refusal: refusal === 'unknown' ? 'elsewhere' : refusal, product: match };
}
