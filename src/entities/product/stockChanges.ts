import type { Product, ProductLocationType } from './product';

/**
 * The effects of a move and of a refund on a product (docs/products.md), as pure
 * functions: the api layer writes exactly these fields inside one transaction.
 */

export interface MoveTarget {
  locationType: ProductLocationType;
  locationId: string;
  locationName: string;
}

/** Why a product cannot take part in a move or a refund right now; null when it can. */
export type StockConflict = 'sold' | 'notSold' | 'deliveryPending' | 'discountPending' | 'salePending' | 'movePending' | 'changed' | 'missing' | 'sameLocation';

/** A product someone else changed (sold, moved, deleted ...) since the screen read it; names it. */
export class StockConflictError extends Error {
  constructor(
    readonly productName: string,
    readonly reason: StockConflict,
  ) {
    super(`${productName}: ${reason}`);
    this.name = 'StockConflictError';
  }
}

/** A product may move when it is in stock, not waiting for a delivery or a discount decision. */
export function moveConflict(p: Product, target: MoveTarget): StockConflict | null {
  if (p.isSold) return 'sold';
  if (p.isDeliveryPending) return 'deliveryPending';
  if (p.isDiscountPending) return 'discountPending';
  if (p.isSalePending) return 'salePending';
  if (p.isMovePending) return 'movePending';
  if (p.locationId === target.locationId && p.locationType === target.locationType) return 'sameLocation';
  return null;
}

/** Fields a move writes on the product. */
export function moveFields(target: MoveTarget): Pick<Product, 'locationType' | 'locationId' | 'locationName'> {
  return { locationType: target.locationType, locationId: target.locationId, locationName: target.locationName };
}

/**
 * A product may be refunded here when it is sold. One on its way in a delivery order is refunded at
 * the door (the delivery confirmation) or returned to stock by deleting its order.
 */
export function refundConflict(p: Product): StockConflict | null {
  if (p.isDeliveryPending) return 'deliveryPending';
  if (!p.isSold) return 'notSold';
  return null;
}

/** Refund: flags cleared, isRefund set, price back to originalPrice. */
export function refundFields(p: Pick<Product, 'originalPrice'>) {
  return {
    isSold: false,
    isDeliveryPending: false,
    isDiscount: false,
    isDiscountPending: false,
    isMerchantSold: false,
    isRefund: true,
    price: p.originalPrice,
  };
}

/**
 * What the customer paid for a sold product: its price, plus VAT (10 % of originalPrice, rounded to
 * the tugrik) when the sale added it (isNoat, only at the original price). firestore.rules derives
 * the same figure (isLinePrice).
 */
export function paidPrice(p: Pick<Product, 'price' | 'originalPrice' | 'isNoat'>): number {
  return p.isNoat && p.price === p.originalPrice ? p.price + Math.round(p.originalPrice / 10) : p.price;
}

/** The refund transaction's amount: minus what was paid for the product. */
export function refundAmount(p: Pick<Product, 'price' | 'originalPrice' | 'isNoat'>): number {
  // 0 - x, not -x: for a free product -0 would be stored as a double, which the rules refuse.
  return 0 - Math.abs(paidPrice(p));
}

/**
 * Has someone else changed the product since the screen read it? Compared on what a move or refund
 * depends on: where it is, whether it is sold or pending, and its price.
 */
export function changedSince(seen: Product, now: Product): boolean {
  return (
    seen.locationId !== now.locationId ||
    seen.locationType !== now.locationType ||
    seen.isSold !== now.isSold ||
    seen.isDeliveryPending !== now.isDeliveryPending ||
    seen.isDiscountPending !== now.isDiscountPending ||
    seen.isSalePending !== now.isSalePending ||
    seen.isMovePending !== now.isMovePending ||
    seen.price !== now.price ||
    seen.saleId !== now.saleId
  );
}

/**
 * Whether a product the sale showed (`seen`) may still be sold as it reads now (`now`, null when
 * its document is gone): the reason it may not, or null. The one stock check of a sale: inside its
 * transaction, and after a failure under contention to name the product another seller took.
 */
export function saleAvailability(seen: Product, now: Product | null): StockConflict | null {
  if (!now) return 'missing';
  if (now.isSold) return 'sold';
  if (now.isDeliveryPending) return 'deliveryPending';
  if (now.isDiscountPending) return 'discountPending';
  if (now.isSalePending) return 'salePending';
  if (now.isMovePending) return 'movePending';
  if (changedSince(seen, now)) return 'changed';
  return null;
}
