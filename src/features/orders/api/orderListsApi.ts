import { useEffect, useState } from 'react';
import {
  Timestamp,
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  limit,
  runTransaction,
  orderBy,
  query,
  sum,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { deletedOrderRecord } from '../../../entities/order/deletedOrder';
import { useLiveList, type LiveList } from '../../../firebase/liveList';
import { countAggregationReads, countReads } from '../../../firebase/readMeter';
import { NO_TOTALS, toOrderListItem, toTransactionItem, type MerchantFilter, type OrderListItem, type OrderTotals, type TransactionItem } from '../domain/orderLists';
import { type DateRange } from '../../../lib/dates';
import type { Order, PurchaseType } from '../../../entities/order/order';
// The same Order reading the order detail dialog's other users (delivery orders) rely on.
import { toOrder } from '../../../entities/order/orderDoc';


export type { LiveList };
/**
 * Store orders, merchant orders and transactions (docs/delivery.md, order lists).
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

function useLiveQuery<T>(key: string, build: (max: number) => Query<DocumentData>, map: (id: string, d: DocumentData) => T): LiveList<T> {
  return useLiveList(key, build, map, { batch: LIST_BATCH, tag: TAG });
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

const rangeKey = (range: DateRange) => `${range.start.getTime()}-${range.end.getTime()}`;

/** A list row plus the whole order, for the order detail dialog. */
export interface OrderRow extends OrderListItem {
  order: Order;
}

function toOrderRow(id: string, d: DocumentData): OrderRow {
  return { ...toOrderListItem(id, d), order: toOrder(id, d) };
}

/** Orders of one purchase type (and merchant) created in `range`, newest first, live. */
export function useOrderList(purchaseType: PurchaseType, range: DateRange, merchant: MerchantFilter = 'all'): LiveList<OrderRow> {
  return useLiveQuery(
    `orders:${purchaseType}:${merchant}:${rangeKey(range)}`,
    (max) => query(collection(db, 'orders'), ...orderConstraints(purchaseType, range, merchant), orderBy('createdAt', 'desc'), limit(max)),
    toOrderRow,
  );
}

export interface TotalsState {
  totals: OrderTotals;
  loading: boolean;
  error: Error | null;
}

/**
 * Count of goods and total price of every order matching the filter in `range` (aggregations: one
 * read per 1,000 orders). `version` re-runs it when the list changes (an order added or deleted).
 */
export function useOrderTotals(purchaseType: PurchaseType, range: DateRange, merchant: MerchantFilter, version: number): TotalsState {
  const key = `${purchaseType}:${merchant}:${rangeKey(range)}:${version}`;
  const [state, setState] = useState<{ key: string; totals: OrderTotals; error: Error | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const q = query(collection(db, 'orders'), ...orderConstraints(purchaseType, range, merchant));
    getAggregateFromServer(q, {
      orders: count(),
      goods: sum('quantity'),
      soldTotal: sum('soldTotalPrice'),
      originalTotal: sum('originalTotalPrice'),
    }).then(
      (snap) => {
        const d = snap.data();
        countAggregationReads(d.orders, TAG);
        if (!cancelled) {
          setState({
            key,
            totals: { orders: d.orders, goods: d.goods ?? 0, soldTotal: d.soldTotal ?? 0, originalTotal: d.originalTotal ?? 0 },
            error: null,
          });
        }
      },
      (error: unknown) => {
        console.error('order totals', error);
        if (!cancelled) setState({ key, totals: NO_TOTALS, error: error as Error });
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` describes purchaseType, range, merchant and version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // While a re-run is under way keep showing the previous figures (no flicker after a delete).
  return { totals: state?.totals ?? NO_TOTALS, loading: state?.key !== key, error: state?.error ?? null };
}

/** Transactions created in `range`, newest first, live. */
export function useTransactionList(range: DateRange): LiveList<TransactionItem> {
  return useLiveQuery(
    `transactions:${rangeKey(range)}`,
    (max) => query(collection(db, 'transactions'), ...rangeConstraints(range), orderBy('createdAt', 'desc'), limit(max)),
    toTransactionItem,
  );
}

// ------------------------------------------------------------------------------------------------
// Deletes (irreversible; the screens confirm first).
// ------------------------------------------------------------------------------------------------

/**
 * Deletes a store or merchant order from the order lists, in one transaction with its
 * deletedOrders/{id} record (the order as it was, who deleted it and when), which keeps the id from
 * ever being used again. Its sales and transactions are the money record (reports, dashboard,
 * refunds) and stay; the products stay sold.
 */
export async function deleteOrder(orderId: string, userId: string, fs: Firestore = db): Promise<void> {
  await runTransaction(fs, async (tx) => {
    const ref = doc(fs, 'orders', orderId);
    const snap = await tx.get(ref);
    countReads(1, TAG);
    if (!snap.exists()) return;
    tx.set(doc(fs, 'deletedOrders', orderId), deletedOrderRecord(orderId, snap.data(), userId, null));
    tx.delete(ref);
  });
}

/** Deletes one transaction document. */
export async function deleteTransaction(transactionId: string): Promise<void> {
  await deleteDoc(doc(db, 'transactions', transactionId));
}
