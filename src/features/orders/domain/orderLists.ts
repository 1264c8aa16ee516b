import type { Order, OrderProduct, PurchaseType } from '../../../entities/order/order';
import type { Transaction } from '../../../entities/transaction/transaction';

/**
 * Store orders, merchant orders and transactions as their lists show them (docs/delivery.md, order
 * lists; the documents: docs/data-model.md).
 *
 * These collections grow forever, so the screens never listen to a whole collection (read budgets:
 * docs/local-stack.md): each list queries one date range (default: the current month up to the end
 * of today), newest first, a batch at a time with "load more".
 */

export interface OrderListItem {
  id: string;
  purchaseType: PurchaseType | string;
  /** Contact name: contactName, else the buyer snapshot's firstName. */
  name: string;
  phone: string;
  /** The buyer: a customer, or the contract merchant on merchant orders. */
  userId: string | null;
  /** A walk-in store sale: no customer record (userId stored as null). */
  walkIn: boolean;
  /** Number of goods (product lines). */
  quantity: number;
  originalTotal: number;
  soldTotal: number;
  lines: OrderProduct[];
  /** Milliseconds since the epoch; 0 while the server timestamp is pending. */
  createdAtMs: number;
}

// ------------------------------------------------------------------------------------------------
// Rows, from the Order entity (entities/order/orderDoc.ts reads the stored data defensively).
// ------------------------------------------------------------------------------------------------

/** An order -> a list row: the contact (else the buyer snapshot), the totals, the lines and the date. */
export function toOrderListItem(order: Order): OrderListItem {
  return {
    id: order.id,
    purchaseType: order.purchaseType,
    name: order.contactName || order.user?.firstName || '',
    phone: order.contactNumber || order.user?.phone || '',
    userId: order.userId,
    walkIn: order.walkIn === true,
    quantity: order.quantity,
    originalTotal: order.originalTotalPrice,
    soldTotal: order.soldTotalPrice,
    lines: order.products,
    createdAtMs: order.createdAt.toMillis(),
  };
}

/**
 * Who the transactions table names: the name written with the transaction; for older documents
 * without it, the customer looked up by customerId when the caller may read it, else the older
 * `user` snapshot, else the customer id, else a dash (null).
 */
export function transactionCustomer(tx: Transaction, lookedUp: string | null | undefined): string | null {
  if (tx.customerName) return tx.customerName;
  if (lookedUp) return lookedUp;
  if (tx.snapshotName) return tx.snapshotName;
  return tx.customerId;
}

// ------------------------------------------------------------------------------------------------
// Merchant filter and totals
// ------------------------------------------------------------------------------------------------

/** 'all' or a merchant's user id. */
export type MerchantFilter = 'all' | string;

export function filterByMerchant(orders: readonly OrderListItem[], filter: MerchantFilter): OrderListItem[] {
  return filter === 'all' ? [...orders] : orders.filter((o) => o.userId === filter);
}

export interface OrderTotals {
  orders: number;
  /** Count of goods: the sum of the orders' quantities. */
  goods: number;
  originalTotal: number;
  soldTotal: number;
}

export const NO_TOTALS: OrderTotals = { orders: 0, goods: 0, originalTotal: 0, soldTotal: 0 };

/** Count of goods and total price of a set of orders (the merchant filter's figures). */
export function orderTotals(orders: readonly OrderListItem[]): OrderTotals {
  return orders.reduce<OrderTotals>(
    (t, o) => ({
      orders: t.orders + 1,
      goods: t.goods + o.quantity,
      originalTotal: t.originalTotal + o.originalTotal,
      soldTotal: t.soldTotal + o.soldTotal,
    }),
    NO_TOTALS,
  );
}
