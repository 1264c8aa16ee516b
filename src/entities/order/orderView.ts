import type { DeliveryBoySnapshot, Order, OrderProduct } from './order';
import './texts';

/**
 * How an order reads on every screen that shows one (order lists, deliveries, the order detail
 * dialog, sales lists, reports): status and channel labels, contact, courier, totals, and what a
 * delivery with lines refunded at the door ordered, refunded and delivered (docs/delivery.md).
 */

// --- Labels -------------------------------------------------------------------------------------

const STATUS_KEYS: Record<string, string> = {
  notPaid: 'order.status.notPaid',
  pending: 'order.status.pending',
  delivering: 'order.status.delivering',
  done: 'order.status.done',
};

const PURCHASE_TYPE_KEYS: Record<string, string> = {
  delivery: 'order.purchaseType.delivery',
  merchant: 'order.purchaseType.merchant',
  store: 'order.purchaseType.store',
  // Orders placed by customers in the mobile app (delivered like delivery orders).
  mobile: 'order.purchaseType.mobile',
};

type Translate = (key: string) => string;

/** 'payment not made', 'waiting', 'on the way', 'delivered'; any other value shown raw. */
export function statusLabel(status: string, t: Translate): string {
  const key = STATUS_KEYS[status];
  return key ? t(key) : status;
}

/** 'delivery', 'contract merchant', 'shop'; any other value (mobile ...) shown raw. */
export function purchaseTypeLabel(type: string, t: Translate): string {
  const key = PURCHASE_TYPE_KEYS[type];
  return key ? t(key) : type;
}

// --- Contact, courier and totals ---------------------------------------------------------------

export function contactName(order: Pick<Order, 'contactName' | 'user'>): string {
  return order.contactName || order.user?.firstName || '';
}

export function contactPhone(order: Pick<Order, 'contactNumber' | 'user'>): string {
  return order.contactNumber || order.user?.phone || '';
}

export function courierName(c: Pick<DeliveryBoySnapshot, 'firstName' | 'lastName'> | undefined | null): string {
  if (!c) return '';
  return [c.lastName, c.firstName].filter(Boolean).join(' ');
}

/**
 * Number of products: the order's quantity, else its lines. A delivered order that keeps `ordered`
 * states what was delivered, which may be 0 (everything refunded at the door).
 */
export function quantityOf(order: Pick<Order, 'quantity' | 'ordered'> & { products: readonly unknown[] }): number {
  if (order.ordered) return order.quantity;
  return order.quantity > 0 ? order.quantity : order.products.length;
}

export function totalsOf(products: readonly Pick<OrderProduct, 'price' | 'originalPrice'>[]): { original: number; sold: number } {
  return {
    original: products.reduce((s, p) => s + p.originalPrice, 0),
    sold: products.reduce((s, p) => s + p.price, 0),
  };
}

/** What an order said before its delivery was confirmed (kept on the order as `ordered`). */
export interface OrderedFigures {
  quantity: number;
  soldTotalPrice: number;
  originalTotalPrice: number;
}

/** A delivered order with lines refunded at the door: what was ordered, refunded, delivered and paid. */
export interface DoorRefund {
  ordered: OrderedFigures;
  refunded: OrderedFigures;
  delivered: OrderedFigures;
}

/**
 * The figures a dispatcher needs to read a delivery with lines refunded at the door (null when
 * nothing was refunded): the order's own quantity and totals say what was delivered and paid and
 * `ordered` what was ordered (deliveredOrderFields). Orders confirmed before `ordered` was kept still
 * state what was ordered; their delivered figures are the lines not refunded.
 */
export function doorRefundOf(
  order: Pick<Order, 'quantity' | 'soldTotalPrice' | 'originalTotalPrice' | 'refundedProductIds' | 'ordered'> & {
    products: readonly Pick<OrderProduct, 'id' | 'price' | 'originalPrice'>[];
  },
): DoorRefund | null {
  const refundedIds = new Set(order.refundedProductIds ?? []);
  if (refundedIds.size === 0) return null;
  const own: OrderedFigures = { quantity: order.quantity, soldTotalPrice: order.soldTotalPrice, originalTotalPrice: order.originalTotalPrice };
  let ordered: OrderedFigures;
  let delivered: OrderedFigures;
  if (order.ordered) {
    ordered = order.ordered;
    delivered = own;
  } else {
    const kept = order.products.filter((l) => !refundedIds.has(l.id));
    const totals = totalsOf(kept);
    ordered = { ...own, quantity: quantityOf(order) };
    delivered = { quantity: kept.length, soldTotalPrice: totals.sold, originalTotalPrice: totals.original };
  }
  return {
    ordered,
    delivered,
    refunded: {
      quantity: ordered.quantity - delivered.quantity,
      soldTotalPrice: ordered.soldTotalPrice - delivered.soldTotalPrice,
      originalTotalPrice: ordered.originalTotalPrice - delivered.originalTotalPrice,
    },
  };
}
