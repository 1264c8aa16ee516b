import type { PurchaseType } from '../../../entities/order/order';
import { millis, num, obj, str, type Data } from '../../../firebase/fields';

/**
 * Store orders, merchant orders and transactions as their lists show them (docs/delivery.md, order
 * lists; the documents: docs/data-model.md).
 *
 * These collections grow forever, so the screens never listen to a whole collection (read budgets:
 * docs/local-stack.md): each list queries one date range (default: the current month up to the end
 * of today), newest first, a batch at a time with "load more".
 */

/** An order line as the lists show it: the product snapshot's name and prices. */
export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  /** Sold price (VAT included when isNoat). */
  price: number;
  originalPrice: number;
  isNoat: boolean;
}

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
  lines: OrderLine[];
  /** Milliseconds since the epoch; 0 while the server timestamp is pending. */
  createdAtMs: number;
}

export type TransactionKind = 'sale' | 'refund';

export interface TransactionItem {
  id: string;
  kind: TransactionKind;
  /** Tugrik, negative for a refund. */
  amount: number;
  orderId: string | null;
  customerId: string | null;
  /** The customer's name written with the transaction (its order's contact name); null on older documents. */
  customerName: string | null;
  /** The older documents' `user` snapshot as a name (a sale's buyer's first name), '' when none. */
  snapshotName: string;
  createdAtMs: number;
}

// ------------------------------------------------------------------------------------------------
// Reading documents defensively: legacy documents may miss fields or carry other types.
// ------------------------------------------------------------------------------------------------

function toLine(value: unknown, index: number): OrderLine {
  const p: Data = obj(value) ?? {};
  const originalPrice = num(p.originalPrice) ?? 0;
  return {
    id: str(p.id) || String(index),
    name: str(p.name),
    sku: str(p.sku),
    price: num(p.price) ?? originalPrice,
    originalPrice,
    isNoat: p.isNoat === true,
  };
}

const sumOf = (lines: readonly OrderLine[], pick: (l: OrderLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

/** An orders document -> a list row. Totals fall back to the lines' sums when the stored ones are missing. */
export function toOrderListItem(id: string, d: Data): OrderListItem {
  const user: Data = obj(d.user) ?? {};
  const lines = Array.isArray(d.products) ? d.products.map(toLine) : [];
  return {
    id,
    purchaseType: str(d.purchaseType),
    name: str(d.contactName) || str(user.firstName),
    phone: str(d.contactNumber) || str(user.phone),
    userId: str(d.userId) || null,
    walkIn: 'userId' in d && d.userId === null,
    quantity: num(d.quantity) ?? lines.length,
    originalTotal: num(d.originalTotalPrice) ?? sumOf(lines, (l) => l.originalPrice),
    soldTotal: num(d.soldTotalPrice) ?? sumOf(lines, (l) => l.price),
    lines,
    createdAtMs: millis(d.createdAt),
  };
}

/**
 * A transactions document -> a row. `amount` is ours; older documents only have transactionPrice.
 * A refund is type 'refund' or any negative amount.
 */
export function toTransactionItem(id: string, d: Data): TransactionItem {
  const amount = num(d.amount) ?? num(d.transactionPrice) ?? 0;
  const user: Data = obj(d.user) ?? {};
  const snapshotName = [str(user.firstName), str(user.lastName)].filter((s) => s !== '').join(' ');
  return {
    id,
    kind: d.type === 'refund' || amount < 0 ? 'refund' : 'sale',
    amount,
    orderId: str(d.orderId) || null,
    customerId: str(d.customerId) || null,
    customerName: typeof d.customerName === 'string' && d.customerName !== '' ? d.customerName : null,
    snapshotName,
    createdAtMs: millis(d.createdAt),
  };
}

/**
 * Who the transactions table names: the name written with the transaction; for older documents
 * without it, the customer looked up by customerId when the caller may read it, else the older
 * `user` snapshot, else the customer id, else a dash (null).
 */
export function transactionCustomer(tx: TransactionItem, lookedUp: string | null | undefined): string | null {
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
