import { buyerSnapshot, type OrderBuyer } from '../order/orderDocument';

// The stored transaction documents (docs/data-model.md): the sale's (its total), a refund's (minus a
// product's price) and a deleted delivery order's cancel (minus its total). The one place their
// shapes are written out; pure TypeScript like orderDocument. The timestamp comes from the caller.

/** Who recorded a refund or a cancel (copied as the transaction's `user`). */
export interface TransactionStaff {
  id: string;
  firstName: string;
  lastName: string;
}

export interface NewSaleTransaction<T> {
  id: string;
  orderId: string;
  /** The order's sold total (tugrik). */
  amount: number;
  buyer: OrderBuyer;
  /** The order's contact name. */
  customerName: string;
  createdUserId: string;
  createdAt: T;
}

/** A sale's transaction: its total, the order and the buyer (id, name and snapshot). */
export function saleTransactionDocument<T>(t: NewSaleTransaction<T>) {
  return {
    id: t.id,
    type: 'sale' as const,
    orderId: t.orderId,
    transactionPrice: t.amount,
    amount: t.amount,
    customerId: t.buyer.id,
    customerName: t.customerName,
    user: buyerSnapshot(t.buyer),
    createdUserId: t.createdUserId,
    createdAt: t.createdAt,
  };
}

export interface NewRefundTransaction<T> {
  id: string;
  productId: string;
  saleId: string | null;
  orderId: string | null;
  customerId: string | null;
  /** The order's contact name; '' leaves the field out. */
  customerName: string;
  /** Negative: minus the price the product was sold at. */
  amount: number;
  by: TransactionStaff;
  createdAt: T;
}

/** A refund's transaction (a product refunded from the grid or at the door). */
export function refundTransactionDocument<T>(t: NewRefundTransaction<T>) {
  return {
    id: t.id,
    type: 'refund' as const,
    productId: t.productId,
    saleId: t.saleId,
    orderId: t.orderId,
    customerId: t.customerId,
    ...(t.customerName ? { customerName: t.customerName } : {}),
    transactionPrice: t.amount,
    amount: t.amount,
    user: { id: t.by.id, firstName: t.by.firstName, lastName: t.by.lastName },
    createdAt: t.createdAt,
  };
}

export interface NewCancelTransaction<T> {
  id: string;
  orderId: string;
  customerId: string | null;
  /** The order's contact name; '' leaves the field out. */
  customerName: string;
  /** The order's sold total: the transaction stores minus it. */
  orderTotal: number;
  by: TransactionStaff;
  createdAt: T;
}

/** The cancel transaction balancing the sale transaction of a deleted, undelivered order. */
export function cancelTransactionDocument<T>(t: NewCancelTransaction<T>) {
  return {
    id: t.id,
    type: 'cancel' as const,
    orderId: t.orderId,
    customerId: t.customerId,
    ...(t.customerName ? { customerName: t.customerName } : {}),
    transactionPrice: 0 - t.orderTotal,
    amount: 0 - t.orderTotal,
    user: { id: t.by.id, firstName: t.by.firstName, lastName: t.by.lastName },
    createdUserId: t.by.id,
    createdAt: t.createdAt,
  };
}

export interface NewReturnRefundTransaction<T> {
  id: string;
  orderId: string;
  /** The refused products, as the order's stock return lists them. */
  productIds: readonly string[];
  customerId: string | null;
  /** The order's contact name; '' leaves the field out. */
  customerName: string;
  /** The refused lines' total: the transaction stores minus it. */
  refusedTotal: number;
  by: TransactionStaff;
  createdAt: T;
}

/**
 * The one refund of the products refused at the door of a large delivery order (more than 6
 * products: docs/delivery.md, "Deliveries of any size"), written with its confirmation.
 */
export function returnRefundTransactionDocument<T>(t: NewReturnRefundTransaction<T>) {
  return {
    id: t.id,
    type: 'refund' as const,
    productIds: [...t.productIds],
    orderId: t.orderId,
    customerId: t.customerId,
    ...(t.customerName ? { customerName: t.customerName } : {}),
    transactionPrice: 0 - t.refusedTotal,
    amount: 0 - t.refusedTotal,
    user: { id: t.by.id, firstName: t.by.firstName, lastName: t.by.lastName },
    createdAt: t.createdAt,
  };
}

export interface NewCounterReturnTransaction<T> {
  id: string;
  returnId: string;
  kind: 'return' | 'exchange';
  orderId: string;
  productIds: readonly string[];
  newProductIds: readonly string[];
  /** What was paid for the returned lines, and what the new ones cost. */
  returnedTotal: number;
  newTotal: number;
  customerId: string | null;
  customerName: string;
  by: TransactionStaff;
  createdAt: T;
}

/**
 * The one transaction of a counter return or exchange (docs/returns.md): a return is a 'refund' of
 * minus what was paid; an exchange is an 'exchange' of the difference (any sign, 0 when even), with
 * the two sides as returnedAmount (<= 0) and soldAmount (the dashboard counts them apart).
 */
export function counterReturnTransactionDocument<T>(t: NewCounterReturnTransaction<T>) {
  // 0 - x, never -x: -0 would be stored as a double, which the rules refuse.
  const amount = t.newTotal - t.returnedTotal;
  return {
    id: t.id,
    type: t.kind === 'return' ? ('refund' as const) : ('exchange' as const),
    returnId: t.returnId,
    orderId: t.orderId,
    productIds: [...t.productIds],
    newProductIds: [...t.newProductIds],
    customerId: t.customerId,
    customerName: t.customerName,
    transactionPrice: amount,
    amount,
    returnedAmount: 0 - t.returnedTotal,
    soldAmount: t.newTotal,
    user: { id: t.by.id, firstName: t.by.firstName, lastName: t.by.lastName },
    createdUserId: t.by.id,
    createdAt: t.createdAt,
  };
}
