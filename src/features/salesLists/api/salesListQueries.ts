import { useMemo } from 'react';
import { count, orderBy, query, sum, Timestamp, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { exportFirestore } from '../../../firebase/exportFirestore';
import {
  readAllPages,
  readDocument,
  useAggregatesOnce,
  usePagedQuery,
  useRead,
  type PagedQueryState,
  type QueryState,
  type ReadAllOptions,
} from '../../../firebase/queries';
import { sales, type SaleRecord } from '../../../entities/sale/sale';
import { orders } from '../../../entities/order/orderDoc';
import type { DateRange } from '../../../lib/dates';
import type { Order } from '../../../entities/order/order';
import {
  salesListTotals,
  salesQueryPlan,
  toSaleRow,
  type SaleRow,
  type SalesFilter,
  type SalesListKind,
  type SalesQueryPlan,
  type SalesTotals,
} from '../domain/salesList';

/**
 * The sales lists read a page at a time (cursors, newest first; the page is live, so a deleted sale
 * leaves it at once), their totals are two aggregation queries (the range's sales, and its refunded
 * ones) and the CSV reads the range in pages. Reads: 'reports', the CSV 'reports-csv'. The delete is
 * in salesListWrites.ts.
 */
const TAG = 'reports';
const CSV_TAG = 'reports-csv';

/** The filters of a screen's query: the plan's equality filters, createdAt in the range. */
function salesConstraints(range: DateRange, plan: SalesQueryPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (plan.locationTypes && plan.locationTypes.length === 1) constraints.push(where('locationType', '==', plan.locationTypes[0]));
  else if (plan.locationTypes && plan.locationTypes.length > 1) constraints.push(where('locationType', 'in', plan.locationTypes));
  if (plan.locationId !== null) constraints.push(where('locationId', '==', plan.locationId));
  constraints.push(where('createdAt', '>=', Timestamp.fromDate(range.start)), where('createdAt', '<=', Timestamp.fromDate(range.end)));
  return constraints;
}

/** The sales query of a screen: createdAt in the range, the plan's equality filters, newest first. */
export function salesQuery(range: DateRange, plan: SalesQueryPlan, fs: Firestore = db): Query<SaleRecord> {
  return query(sales.ref(fs), ...salesConstraints(range, plan), orderBy('createdAt', 'desc'));
}

/** One page of the sales of the range matching the screen's filter, newest first; `enabled` false reads nothing. */
export function useSalesPage(kind: SalesListKind, range: DateRange, filter: SalesFilter, pageSize: number, enabled = true): PagedQueryState<SaleRow> {
  // Built each render: the hook compares queries by value. keepKey: a new page size starts at page 1.
  const list = usePagedQuery(enabled ? salesQuery(range, salesQueryPlan(kind, filter)) : null, { tag: TAG, pageSize, keepKey: `size:${pageSize}` });
  const data = useMemo(() => list.data.map(toSaleRow), [list.data]);
  return { ...list, data };
}

const TOTALS = { n: count(), sold: sum('price') };

/** The totals' aggregation queries: the screen's sales of the range, and the refunded ones among them. */
export function salesTotalsQueries(kind: SalesListKind, range: DateRange, filter: SalesFilter, fs: Firestore = db): Query<unknown>[] {
  const constraints = salesConstraints(range, salesQueryPlan(kind, filter));
  return [query(sales.ref(fs), ...constraints), query(sales.ref(fs), where('state', '==', 'refund'), ...constraints)];
}

/** The screen's totals (two aggregations), read again when `refresh` changes (e.g. after a delete). */
export function useSalesTotals(kind: SalesListKind, range: DateRange, filter: SalesFilter, enabled: boolean, refresh: unknown): QueryState<SalesTotals | null> {
  const state = useAggregatesOnce(enabled ? salesTotalsQueries(kind, range, filter) : null, TOTALS, { tag: TAG, entries: 'n', refresh });
  const d = state.data;
  const data = useMemo(() => (d && d[0] && d[1] ? salesListTotals(d[0], d[1]) : null), [d]);
  return { data: state.error ? null : data, loading: state.loading, error: state.error };
}

/** Every sale of the screen's range, in pages (the CSV export). */
export async function readSalesRows(
  kind: SalesListKind,
  range: DateRange,
  filter: SalesFilter,
  options: Pick<ReadAllOptions, 'signal' | 'onProgress' | 'pageSize'> = {},
  fs?: Firestore,
): Promise<SaleRow[]> {
  // From the server, through the export Firestore (src/firebase/exportFirestore.ts) unless `fs` is given.
  const source = fs ?? (await exportFirestore());
  return (await readAllPages(salesQuery(range, salesQueryPlan(kind, filter), source), { tag: CSV_TAG, fromServer: true, ...options })).map(toSaleRow);
}

/**
 * The order a sale belongs to, read once when the details open (one document read): `data` null
 * once read means the order no longer exists. A null id reads nothing.
 */
export function useSaleOrder(orderId: string | null): QueryState<Order | null> {
  return useRead(orderId, (id) => readDocument(orders.doc(id), TAG), { tag: TAG, label: 'sale order' });
}
