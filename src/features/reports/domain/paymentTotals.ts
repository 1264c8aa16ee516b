import { NO_PAYMENTS, PAYMENT_METHODS, paymentsTotal, type Payments } from '../../../entities/order/payment';

/**
 * The sales report's totals per payment method (docs/reports.md, payments). Store and merchant sales
 * record how they were paid on their order (`payments`, adding up to its total); delivery orders are
 * paid at the door and record nothing. Over the orders of the range:
 *   - all store and merchant orders: count and sum(soldTotalPrice);
 *   - the same orders, sum(payments.<method>) for each method.
 * Two aggregation queries, because an index that holds payments.* leaves out every order without
 * them (Firestore indexes only documents that have each indexed field): summing the totals over it
 * would miss the orders made before payments were recorded. What no method covers is "not recorded".
 */

/** The orders that record payments. */
export const PAID_PURCHASE_TYPES = ['store', 'merchant'] as const;

/** The first aggregation: every store and merchant order of the range. */
export interface OrdersAggregate {
  orders: number;
  total: number | null;
}

/** The second: per method (a sum over no document is null). */
export type MethodsAggregate = { n: number } & Record<`m_${keyof Payments}`, number | null>;

export interface PaymentTotals {
  /** Store and merchant orders of the range. */
  orders: number;
  /** Their sold total. */
  total: number;
  methods: Payments;
  /** What no recorded method covers: orders made before payments were recorded. */
  notRecorded: number;
}

export const NO_PAYMENT_TOTALS: PaymentTotals = { orders: 0, total: 0, methods: NO_PAYMENTS, notRecorded: 0 };

export function paymentTotalsFromAggregates(all: OrdersAggregate, paid: MethodsAggregate): PaymentTotals {
  const methods = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, paid[`m_${m}`] ?? 0])) as Payments;
  const total = all.total ?? 0;
  return { orders: all.orders, total, methods, notRecorded: Math.max(0, total - paymentsTotal(methods)) };
}

/** The same figures row by row (the tests' reference; what the aggregations must equal). */
export function paymentTotals(orders: readonly { purchaseType: string; soldTotalPrice: number; payments?: Payments | null }[]): PaymentTotals {
  const paid = orders.filter((o) => (PAID_PURCHASE_TYPES as readonly string[]).includes(o.purchaseType));
  const methods = { ...NO_PAYMENTS };
  for (const o of paid) if (o.payments) for (const m of PAYMENT_METHODS) methods[m] += o.payments[m];
  const total = paid.reduce((s, o) => s + o.soldTotalPrice, 0);
  return { orders: paid.length, total, methods, notRecorded: Math.max(0, total - paymentsTotal(methods)) };
}
