import { useMemo } from 'react';
import {
  Timestamp,
  count,
  orderBy,
  query,
  sum,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useAggregateOnce, useLiveQuery, type LiveQueryState, type QueryState } from '../../../firebase/queries';
import { NO_TOTALS, toOrderListItem, type MerchantFilter, type OrderListItem, type OrderTotals } from '../domain/orderLists';
import { type DateRange } from '../../../lib/dates';
import type { Order, PurchaseType } from '../../../entities/order/order';
import { orders } from '../../../entities/order/orderDoc';
import { transactions, type Transaction } from '../../../entities/transaction/transaction';

/**
 * Reads of store orders, merchant orders and transactions (docs/delivery.md, order lists); the
 * deletes are in orderListWrites.ts.
 *
 * Scale (docs/local-stack.md, budgets): orders and transactions grow forever, so nothing here listens to a
 * whole collection. A list listens to ONE date range, newest first, limited to LIST_BATCH documents;
 * "load more" raises the limit by another batch. Queries used (indexes in firestore.indexes.json):
 *   orders:       purchaseType == X [&& userId == merchant] && createdAt in range, orderBy createdAt desc
 *   transactions: createdAt in range, orderBy createdAt desc (single-field index)
 * The merchant figures (count of goods, total price) are sum/count aggregations over the same query
 * without the limit, so they cover the whole filtered range, not only the loaded rows.
 * Reads are counted under the tag 'orders'.
 */

/** Documents per batch ("load more" adds another). */
export const LIST_BATCH = 100;
const TAG = 'orders';

/** A list row plus the whole order, for the order detail dialog. */
export interface OrderRow extends OrderListItem {
  order: Order;
}

function toOrderRow(order: Order): OrderRow {
  return { ...toOrderListItem(order), order };
}

function rangeConstraints(range: DateRange): QueryConstraint[] {
  return [where('createdAt', '>=', Timestamp.fromDate(range.start)), where('createdAt', '<=', Timestamp.fromDate(range.end))];
}

function orderConstraints(purchaseType: PurchaseType, range: DateRange, merchant: MerchantFilter): QueryConstraint[] {
  return [
    where('purchaseType', '==', purchaseType),
    ...(merchant !== 'all' ? [where('userId', '==', merchant)] : []),
    ...rangeConstraints(range),
  ];
}

/** Orders of one purchase type (and merchant) created in `range`, newest first, live. */
export function useOrderList(purchaseType: PurchaseType, range: DateRange, merchant: MerchantFilter = 'all'): LiveQueryState<OrderRow> {
  // Built each render: the hook compares queries by value.
  const q = query(orders.ref(), ...orderConstraints(purchaseType, range, merchant), orderBy('createdAt', 'desc'));
  const list = useLiveQuery(q, { batch: LIST_BATCH, tag: TAG });
  const data = useMemo(() => list.data.map(toOrderRow), [list.data]);
  return { ...list, data };
}

const TOTALS = {
  orders: count(),
  goods: sum('quantity'),
  soldTotal: sum('soldTotalPrice'),
  originalTotal: sum('originalTotalPrice'),
};

/**
 * Count of goods and total price of every order matching the filter in `range` (aggregations: one
 * read per 1,000 orders). `version` re-runs it when the list changes (an order added or deleted);
 * while it runs again the previous figures stay.
 */
export function useOrderTotals(purchaseType: PurchaseType, range: DateRange, merchant: MerchantFilter, version: number): QueryState<OrderTotals> {
  const q: Query<unknown> = query(orders.ref(), ...orderConstraints(purchaseType, range, merchant));
  const state = useAggregateOnce(q, TOTALS, { tag: TAG, entries: 'orders', refresh: version });
  const d = state.data;
  const data = useMemo<OrderTotals>(
    () => (d ? { orders: d.orders, goods: d.goods ?? 0, soldTotal: d.soldTotal ?? 0, originalTotal: d.originalTotal ?? 0 } : NO_TOTALS),
    [d],
  );
  return { data: state.error ? NO_TOTALS : data, loading: state.loading, error: state.error };
}

/** Transactions created in `range`, newest first, live. */
export function useTransactionList(range: DateRange): LiveQueryState<Transaction> {
  const q = query(transactions.ref(), ...rangeConstraints(range), orderBy('createdAt', 'desc'));
  return useLiveQuery(q, { batch: LIST_BATCH, tag: TAG });
}
