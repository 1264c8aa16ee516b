import dayjs from 'dayjs';
import type { PurchaseType } from './types';

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
  /** Name kept on the transaction itself (its `user` snapshot), '' when none. */
  snapshotName: string;
  createdAtMs: number;
}

// ------------------------------------------------------------------------------------------------
// Reading documents defensively: legacy documents may miss fields or carry other types.
// ------------------------------------------------------------------------------------------------

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function millis(value: unknown): number {
  const v = record(value);
  if (typeof v.toMillis === 'function') return (v.toMillis as () => number)();
  if (value instanceof Date) return value.getTime();
  return 0;
}

function toLine(value: unknown, index: number): OrderLine {
  const p = record(value);
  const originalPrice = num(p.originalPrice) ?? 0;
  return {
    id: text(p.id) || String(index),
    name: text(p.name),
    sku: text(p.sku),
    price: num(p.price) ?? originalPrice,
    originalPrice,
    isNoat: p.isNoat === true,
  };
}

const sumOf = (lines: readonly OrderLine[], pick: (l: OrderLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

/** An orders document -> a list row. Totals fall back to the lines' sums when the stored ones are missing. */
export function toOrderListItem(id: string, d: Record<string, unknown>): OrderListItem {
  const user = record(d.user);
  const lines = Array.isArray(d.products) ? d.products.map(toLine) : [];
  return {
    id,
    purchaseType: text(d.purchaseType),
    name: text(d.contactName) || text(user.firstName),
    phone: text(d.contactNumber) || text(user.phone),
    userId: text(d.userId) || null,
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
export function toTransactionItem(id: string, d: Record<string, unknown>): TransactionItem {
  const amount = num(d.amount) ?? num(d.transactionPrice) ?? 0;
  const user = record(d.user);
  const snapshotName = [text(user.firstName), text(user.lastName)].filter((s) => s !== '').join(' ');
  return {
    id,
    kind: d.type === 'refund' || amount < 0 ? 'refund' : 'sale',
    amount,
    orderId: text(d.orderId) || null,
    customerId: text(d.customerId) || null,
    snapshotName,
    createdAtMs: millis(d.createdAt),
  };
}

/**
 * Who the transactions table names: the customer looked up by customerId when the caller may read
 * it, else the transaction's own user snapshot, else the customer id, else a dash (null).
 */
export function transactionCustomer(tx: TransactionItem, lookedUp: string | null | undefined): string | null {
  if (lookedUp) return lookedUp;
  if (tx.snapshotName) return tx.snapshotName;
  return tx.customerId;
}

// ------------------------------------------------------------------------------------------------
// Merchant filter and totals
// ------------------------------------------------------------------------------------------------

/** 'all' or a merchant's user id. */
export type MerchantFilter = 'all' | string;

export interface Merchant {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export function toMerchant(id: string, d: Record<string, unknown>): Merchant {
  return { id, firstName: text(d.firstName) || text(d.name), lastName: text(d.lastName), phone: text(d.phone) };
}

/** The filter's choices after 'All': merchants by first name. */
export function sortMerchants(merchants: readonly Merchant[]): Merchant[] {
  return [...merchants].sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName));
}

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

// ------------------------------------------------------------------------------------------------
// Dates
// ------------------------------------------------------------------------------------------------

/** Dates are shown YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Value format of an `<input type="date">`. */
export const DAY_FORMAT = 'YYYY-MM-DD';

export function formatDateTime(ms: number): string {
  return ms > 0 ? dayjs(ms).format(DATE_TIME_FORMAT) : '';
}

export interface DayRange {
  /** Inclusive, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export interface DateRange {
  start: Date;
  end: Date;
}

/** Default range: the first of the current month to today. */
export function defaultDayRange(now: Date): DayRange {
  return { from: dayjs(now).startOf('month').format(DAY_FORMAT), to: dayjs(now).format(DAY_FORMAT) };
}

/** A real 'YYYY-MM-DD' date (not '2024-02-30'), or null. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The instants a day range covers: `from` 00:00:00.000 to `to` 23:59:59.999 (local time). An
 * invalid day falls back to the default range's; a reversed range is swapped.
 */
export function toDateRange(days: DayRange, now: Date): DateRange {
  const fallback = defaultDayRange(now);
  let from = parseDay(days.from) ?? (parseDay(fallback.from) as Date);
  let to = parseDay(days.to) ?? (parseDay(fallback.to) as Date);
  if (from.getTime() > to.getTime()) [from, to] = [to, from];
  return { start: dayjs(from).startOf('day').toDate(), end: dayjs(to).endOf('day').toDate() };
}
