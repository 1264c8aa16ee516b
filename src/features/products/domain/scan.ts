import { judgeScan, type ScanRefusal, type SkuRestriction } from '../../../entities/product/skuLookup';
import type { Product } from '../../../entities/product/product';
import type { ProductFilters, ProductListKind, ProductScope } from './filters';

/**
 * What a scanned (or typed + Enter) code does on a product grid (docs/products.md: scanning):
 * on the in-stock screens it selects the product when it can be taken here; on the sold list it
 * finds the sold product; otherwise a message names why not, and nothing else changes.
 */

/** The lookup's restriction the rules need for this role (sellers: their store; call centre: stores). */
export function scanRestriction(scope: ProductScope): SkuRestriction | null {
  switch (scope.kind) {
    case 'all':
      return {};
    case 'location':
      return { locationId: scope.locationId };
    case 'stores':
      return { locationType: 'store' };
    case 'none':
      return null;
  }
}

export type ScanVerdict =
  /** In stock where this screen shows products: select it (or show it, on a screen without selection). */
  | { kind: 'take'; product: Product }
  /** The sold list: the sold product, shown by its code. */
  | { kind: 'show'; product: Product }
  | { kind: 'refuse'; refusal: ScanRefusal | 'notSold'; product: Product | null };

export function scanVerdict(
  found: readonly Product[],
  list: ProductListKind,
  filters: Pick<ProductFilters, 'locationType' | 'locationId'>,
): ScanVerdict {
  if (list === 'sold') {
    const sold = found.find((p) => p.isSold);
    if (sold) return { kind: 'show', product: sold };
    return found.length === 0 ? { kind: 'refuse', refusal: 'unknown', product: null } : { kind: 'refuse', refusal: 'notSold', product: found[0] };
  }
  // The screen's location (a tab or a fixed type): a product elsewhere is refused, naming where it is.
  const here = (p: Product) =>
    (filters.locationType === 'all' || p.locationType === filters.locationType) && (!filters.locationId || p.locationId === filters.locationId);
  const judged = judgeScan(found.filter(here));
  if (judged.product) return { kind: 'take', product: judged.product };
  if (judged.match) return { kind: 'refuse', refusal: judged.refusal ?? 'unknown', product: judged.match };
  // Nothing here: say whether it exists at all (and where), or is not known.
  const elsewhere = judgeScan(found);
  if (!elsewhere.match) return { kind: 'refuse', refusal: 'unknown', product: null };
  return { kind: 'refuse', refusal: elsewhere.refusal ?? 'elsewhere', product: elsewhere.match };
}
