import type { BuyerSnapshot, CreatedUserSnapshot, DeliveryBoySnapshot, OrderProduct, PendingStatus, PurchaseType, SaleLocationType } from './order';
import type { Payments } from './payment';

// The stored order document (docs/data-model.md), the one place its shape is written out. Pure
// TypeScript (type imports only): the sale transaction, the rules tests and the Playwright fixtures
// build their orders with it, and scripts/seed-shapes.test.mjs holds the plain-Node seeds to it.
// Timestamps come from the caller: the app passes serverTimestamp(), a test its own Timestamp.

/** The buyer of an order, a sale or a transaction: a customer, the merchant, or a walk-in (id null). */
export interface OrderBuyer extends Required<BuyerSnapshot> {
  id: string | null;
}

/** Where a sale happened: the store, the merchant or the delivery district. */
export interface OrderLocation {
  locationType: SaleLocationType;
  locationId: string;
  locationName: string;
}

/** The staff member (or the customer, mobile orders) creating the order. */
export interface OrderCreator extends CreatedUserSnapshot {
  id: string;
}

export interface OrderDelivery {
  /** deliveryLocations id. */
  duureg: string;
  address: string;
  addressDescription: string;
}

/** How a store or merchant sale was paid (payment.ts); delivery orders are paid at the door. */
export interface OrderPayment {
  payments: Payments;
  /** Cash handed over; null when not recorded (the field is left out). */
  cashReceived: number | null;
}

export interface NewOrder<T> {
  id: string;
  purchaseType: PurchaseType;
  pendingStatus: PendingStatus;
  products: readonly OrderProduct[];
  buyer: OrderBuyer;
  /** The contact name shown on the lists (a sale writes the buyer's full name). */
  contactName: string;
  /** The buyer's phone unless given. */
  contactNumber?: string;
  /** Delivery and mobile orders. */
  delivery?: OrderDelivery | null;
  /** A delivering order's courier. */
  courier?: DeliveryBoySnapshot | null;
  /** Older and seeded orders may lack it. */
  location?: OrderLocation | null;
  /** Sale orders: the sale's transaction; left out when not given. */
  transactionId?: string;
  /** Sale orders: the ticket's code or null; left out when not given. */
  lotteryId?: string | null;
  /** Sale orders: productIds (the rules and array-contains queries); left out when false. */
  withProductIds?: boolean;
  createdBy: OrderCreator;
  createdAt: T;
  /** Store and merchant sales; left out when null or missing. */
  payment?: OrderPayment | null;
  /** A large sale: when its open sale was opened (openSales); left out otherwise. */
  openedAt?: T;
}

/** The totals an order stores: its lines' count and sums. */
export function orderLineTotals(products: readonly Pick<OrderProduct, 'price' | 'originalPrice'>[]) {
  return {
    quantity: products.length,
    soldTotalPrice: products.reduce((s, p) => s + p.price, 0),
    originalTotalPrice: products.reduce((s, p) => s + p.originalPrice, 0),
  };
}

/** The buyer's name and phone as an order, its sales and its transaction copy them. */
export function buyerSnapshot(buyer: OrderBuyer): Required<BuyerSnapshot> {
  return { firstName: buyer.firstName, lastName: buyer.lastName, phone: buyer.phone };
}

/**
 * The order document: its lines, their totals, the buyer and contact, the delivery details, where
 * it was sold, the sale's transaction and ticket, who created it and when, and the payment.
 */
export function orderDocument<T>(o: NewOrder<T>) {
  const products = [...o.products];
  return {
    id: o.id,
    products,
    ...(o.withProductIds ? { productIds: products.map((l) => l.id) } : {}),
    purchaseType: o.purchaseType,
    pending_status: o.pendingStatus,
    ...orderLineTotals(products),
    userId: o.buyer.id,
    user: buyerSnapshot(o.buyer),
    contactName: o.contactName,
    contactNumber: o.contactNumber ?? o.buyer.phone,
    ...(o.delivery ? { duureg: o.delivery.duureg, address: o.delivery.address, addressDescription: o.delivery.addressDescription } : {}),
    ...(o.courier ? { deliveryBoy: o.courier, deliveryBoyId: o.courier.id } : {}),
    ...(o.location ? { locationType: o.location.locationType, locationId: o.location.locationId, locationName: o.location.locationName } : {}),
    ...(o.transactionId !== undefined ? { transactionId: o.transactionId } : {}),
    ...(o.lotteryId !== undefined ? { lotteryId: o.lotteryId } : {}),
    createdUserId: o.createdBy.id,
    createdUser: { firstName: o.createdBy.firstName, lastName: o.createdBy.lastName, role: o.createdBy.role },
    createdAt: o.createdAt,
    ...(o.payment ? { payments: o.payment.payments } : {}),
    ...(o.payment && o.payment.cashReceived !== null ? { cashReceived: o.payment.cashReceived } : {}),
    ...(o.openedAt !== undefined ? { openedAt: o.openedAt } : {}),
  };
}

/** The order document's type (createdAt of the caller's timestamp type). */
export type OrderDocument<T> = ReturnType<typeof orderDocument<T>>;
