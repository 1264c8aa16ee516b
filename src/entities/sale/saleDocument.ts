import { buyerSnapshot, type OrderBuyer, type OrderLocation } from '../order/orderDocument';
import type { OrderProduct, PurchaseType } from '../order/order';

// The stored sale document (docs/data-model.md; one per order line), the one place its shape is
// written out. Pure TypeScript like orderDocument: the sale transaction, the rules tests and the
// Playwright fixtures build their sales with it. The timestamp comes from the caller.

export interface NewSale<T> {
  id: string;
  /** The order line sold (its price is the sale's price). */
  product: OrderProduct;
  orderId: string;
  buyer: OrderBuyer;
  location: OrderLocation;
  purchaseType: PurchaseType;
  /** Left out when not given (older and seeded sales). */
  createdUserId?: string;
  createdAt: T;
}

/** A sale document: the line, its order, buyer, location and channel, who sold it and when. */
export function saleDocument<T>(s: NewSale<T>) {
  return {
    id: s.id,
    product: s.product,
    productId: s.product.id,
    orderId: s.orderId,
    price: s.product.price,
    userId: s.buyer.id,
    user: buyerSnapshot(s.buyer),
    locationType: s.location.locationType,
    locationId: s.location.locationId,
    locationName: s.location.locationName,
    purchaseType: s.purchaseType,
    ...(s.createdUserId !== undefined ? { createdUserId: s.createdUserId } : {}),
    createdAt: s.createdAt,
  };
}

/** The sale document's type; a refund adds `state: 'refund'` (and updatedAt). */
export type SaleDocument<T> = ReturnType<typeof saleDocument<T>>;
