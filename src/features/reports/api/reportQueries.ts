import { useMemo } from 'react';
import { count, orderBy, query, sum, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { db } from '../../../firebase/firestore';
import { readExportQueries, type ExportFilter, type ExportReadOptions } from '../../../firebase/exportReads';
import { aggregateQuery, useAggregateOnce, useAggregatesOnce, usePagedQuery, type PagedQueryState, type QueryState } from '../../../firebase/queries';
import type { DateRange } from '../../../lib/dates';
import { orders } from '../../../entities/order/orderDoc';
import type { Order } from '../../../entities/order/order';
import { usePeople } from '../../../entities/person/queries';
import {
  deliveryReportRows,
  deliveryTotalsFromAggregate,
  sortCouriers,
  type CourierFilter,
  type DeliveryReportRow,
  type DeliveryTotals,
  type ReportCourier,
} from '../domain/deliveryReport';
import {
  SALES_TOTALS_PLAN,
  salesTotalsFromAggregates,
  toSalesReportRow,
  type SalesAggregate,
  type SalesReportRow,
  type TotalsFilter,
} from '../domain/salesReport';
import { exportSliceCount, sliceRange, type RangeSlice } from '../domain/exportSlices';
import { sales, type SaleRecord } from '../../../entities/sale/sale';
import { PAID_PURCHASE_TYPES, paymentTotalsFromAggregates, type PaymentTotals } from '../domain/paymentTotals';

/**
 * The report queries (docs/reports.md): "orders: status done and purchaseType delivery,
 * optional deliveryBoyId, createdAt between start and end" and "sales: createdAt between start and
 * end". Served by the indexes (pending_status, purchaseType, createdAt desc) and (deliveryBoyId,
 * pending_status, purchaseType, createdAt desc); sales by createdAt alone need none. The tables read
 * one page at a time (cursors), the totals are aggregation queries (the summary's filters each have
 * an index with createdAt: firestore.indexes.json) and the CSV reads the range in slices of time, a
 * few at once (domain/exportSlices.ts, src/firebase/exportReads.ts).
 */

/** Mobile-app orders are delivered by the couriers too. */
export const DELIVERED_PURCHASE_TYPES = ['delivery', 'mobile'] as const;

/** The delivery report's filters besides its range: done delivery (and mobile) orders, of one courier or all. */
function deliveryReportFilters(courier: CourierFilter): ExportFilter[] {
  const f: ExportFilter[] = [
    ['pending_status', '==', 'done'],
    ['purchaseType', 'in', [...DELIVERED_PURCHASE_TYPES]],
  ];
  if (courier !== 'all') f.push(['deliveryBoyId', '==', courier]);
  return f;
}

/** The where()s and orderBy of the delivery report (also used by the bench and the rules tests). */
export function deliveryReportConstraints(range: DateRange, courier: CourierFilter): QueryConstraint[] {
  return [
    ...deliveryReportFilters(courier).map(([field, op, value]) => where(field, op, value)),
    where('createdAt', '>=', range.start),
    where('createdAt', '<=', range.end),
    orderBy('createdAt', 'desc'),
  ];
}

export function deliveryReportQuery(range: DateRange, courier: CourierFilter, fs: Firestore = db): Query<Order> {
  return query(orders.ref(fs), ...deliveryReportConstraints(range, courier));
}

export function salesReportConstraints(range: DateRange): QueryConstraint[] {
  return [where('createdAt', '>=', range.start), where('createdAt', '<=', range.end), orderBy('createdAt', 'desc')];
}

export function salesReportQuery(range: DateRange, fs: Firestore = db): Query<SaleRecord> {
  return query(sales.ref(fs), ...salesReportConstraints(range));
}

const TAG = 'reports';
/** Reads of the CSV export. */
const CSV_TAG = 'reports-csv';

/** One page of the range's done delivery orders (of one courier, or all), newest first; `enabled` false reads nothing. */
export function useDeliveryReportPage(range: DateRange, courier: CourierFilter, pageSize: number, enabled = true): PagedQueryState<Order> {
  // Built each render: the hook compares queries by value.
  // keepKey: a new page size starts over at page 1.
  return usePagedQuery(enabled ? deliveryReportQuery(range, courier) : null, { tag: TAG, pageSize, keepKey: `size:${pageSize}` });
}

const DELIVERY_TOTALS = { orders: count(), lines: sum('quantity'), base: sum('originalTotalPrice'), sold: sum('soldTotalPrice') };

/** The delivery report's aggregation query: the report's filters, no order. */
export function deliveryTotalsQuery(range: DateRange, courier: CourierFilter, fs: Firestore = db): Query<unknown> {
  return query(orders.ref(fs), ...deliveryReportConstraints(range, courier).slice(0, -1));
}

/** Reads the delivery report's totals once (one aggregation: one read per 1,000 orders). */
export async function readDeliveryTotals(range: DateRange, courier: CourierFilter, fs: Firestore = db, tag = TAG): Promise<DeliveryTotals> {
  return deliveryTotalsFromAggregate(await aggregateQuery(deliveryTotalsQuery(range, courier, fs), DELIVERY_TOTALS, { tag, entries: 'orders' }));
}

/** The delivery report's totals for the range, read again when `refresh` changes. */
export function useDeliveryTotals(range: DateRange, courier: CourierFilter, enabled: boolean, refresh: unknown): QueryState<DeliveryTotals | null> {
  const state = useAggregateOnce(enabled ? deliveryTotalsQuery(range, courier) : null, DELIVERY_TOTALS, { tag: TAG, entries: 'orders', refresh });
  const d = state.data;
  const data = useMemo(() => (d ? deliveryTotalsFromAggregate(d) : null), [d]);
  return { data: state.error ? null : data, loading: state.loading, error: state.error };
}

export interface ExportOptions extends Pick<ExportReadOptions, 'signal' | 'onProgress' | 'pageSize' | 'concurrency'> {
  /** How many documents the range holds (the report's count): the range is read in one slice per EXPORT_SLICE_DOCS. */
  expected?: number | null;
  /** So many slices instead (tests). */
  slices?: number;
}

/** A slice's createdAt filters: from its start, to its end (the newest slice's included). */
function sliceFilters(slice: RangeSlice): ExportFilter[] {
  return [
    ['createdAt', '>=', slice.start],
    ['createdAt', slice.endIncluded ? '<=' : '<', slice.end],
  ];
}

/** The range's slices for `options`, newest first, each the report's `filters` and its own range. */
function exportQueries(range: DateRange, filters: readonly ExportFilter[], options: ExportOptions): ExportFilter[][] {
  return sliceRange(range, options.slices ?? exportSliceCount(options.expected)).map((slice) => [...filters, ...sliceFilters(slice)]);
}

function exportReadOptions({ signal, onProgress, pageSize, concurrency }: ExportOptions): ExportReadOptions {
  return { tag: CSV_TAG, signal, onProgress, pageSize, concurrency };
}

/**
 * The CSV's rows: every done delivery order of the range (of one courier, or all), newest first, one
 * row per sold line (`couriers` name a courier the order does not). Read from the server in slices
 * of the range, a few at once (src/firebase/exportReads.ts; `fs`: a lite Firestore of one's own).
 */
export async function readDeliveryReportRows(
  range: DateRange,
  courier: CourierFilter,
  couriers: readonly ReportCourier[],
  options: ExportOptions = {},
  fs?: LiteFirestore,
): Promise<DeliveryReportRow[]> {
  return readExportQueries(
    { collection: orders, orderBy: ['createdAt', 'desc'], queries: exportQueries(range, deliveryReportFilters(courier), options) },
    (page) => deliveryReportRows(page, couriers),
    exportReadOptions(options),
    fs,
  );
}

/** One page of the range's sales, newest first. */
export function useSalesReportPage(range: DateRange, pageSize: number, enabled = true): PagedQueryState<SaleRecord> {
  return usePagedQuery(enabled ? salesReportQuery(range) : null, { tag: TAG, pageSize, keepKey: `size:${pageSize}` });
}

const SALES_TOTALS = { n: count(), sold: sum('price'), base: sum('product.originalPrice') };

function totalsConstraint(f: TotalsFilter): QueryConstraint {
  return where(f.field, f.op, f.op === 'not-in' ? [...(f.value as readonly string[])] : f.value);
}

/** The aggregation queries of the sales report's summary (SALES_TOTALS_PLAN), by name. */
export function salesTotalsQueries(range: DateRange, fs: Firestore = db): [string, Query<unknown>][] {
  return Object.entries(SALES_TOTALS_PLAN).map(([name, filters]) => [
    name,
    query(sales.ref(fs), ...filters.map(totalsConstraint), ...salesReportConstraints(range).slice(0, -1)),
  ]);
}

function salesTotalsOf(names: readonly string[], data: readonly SalesAggregate[]) {
  return salesTotalsFromAggregates(Object.fromEntries(names.map((name, i) => [name, data[i] as SalesAggregate])));
}

/** Reads the sales report's summary and breakdown once (the 14 aggregations together). */
export async function readSalesTotals(range: DateRange, fs: Firestore = db, tag = TAG): Promise<ReturnType<typeof salesTotalsFromAggregates>> {
  const named = salesTotalsQueries(range, fs);
  const data = await Promise.all(named.map(([, q]) => aggregateQuery(q, SALES_TOTALS, { tag, entries: 'n' })));
  return salesTotalsOf(named.map(([name]) => name), data);
}

/** The sales report's summary and breakdown, read again when `refresh` changes. */
export function useSalesTotals(range: DateRange, enabled: boolean, refresh: unknown): QueryState<ReturnType<typeof salesTotalsFromAggregates> | null> {
  const named = enabled ? salesTotalsQueries(range) : null;
  const state = useAggregatesOnce(named ? named.map(([, q]) => q) : null, SALES_TOTALS, { tag: TAG, entries: 'n', refresh });
  const d = state.data;
  const data = useMemo(() => (d ? salesTotalsOf(Object.keys(SALES_TOTALS_PLAN), d) : null), [d]);
  return { data: state.error ? null : data, loading: state.loading, error: state.error };
}

/** The CSV's rows: every sale of the range, newest first (read as readDeliveryReportRows). */
export async function readSalesReportRows(range: DateRange, options: ExportOptions = {}, fs?: LiteFirestore): Promise<SalesReportRow[]> {
  return readExportQueries(
    { collection: sales, orderBy: ['createdAt', 'desc'], queries: exportQueries(range, [], options) },
    (page) => page.map(toSalesReportRow),
    exportReadOptions(options),
    fs,
  );
}

// --- Totals per payment method (domain/paymentTotals.ts) -----------------------------------------

const PAID_ORDERS = { orders: count(), total: sum('soldTotalPrice') };
const PAID_METHODS = {
  n: count(),
  m_cash: sum('payments.cash'),
  m_card: sum('payments.card'),
  m_qpay: sum('payments.qpay'),
  m_bank: sum('payments.bank'),
};

/**
 * The store and merchant orders of the range (purchaseType in [store, merchant], createdAt in the
 * range): the query of both payment aggregations. Indexes: (purchaseType, createdAt, soldTotalPrice)
 * and (purchaseType, createdAt, payments.cash, payments.card, payments.qpay, payments.bank).
 */
export function paymentTotalsQuery(range: DateRange, fs: Firestore = db): Query<unknown> {
  return query(
    orders.ref(fs),
    where('purchaseType', 'in', [...PAID_PURCHASE_TYPES]),
    where('createdAt', '>=', range.start),
    where('createdAt', '<=', range.end),
  );
}

/** Reads the range's totals per payment method once (two aggregations: one read per 1,000 orders each). */
export async function readPaymentTotals(range: DateRange, fs: Firestore = db, tag = TAG): Promise<PaymentTotals> {
  const q = paymentTotalsQuery(range, fs);
  const [all, paid] = await Promise.all([
    aggregateQuery(q, PAID_ORDERS, { tag, entries: 'orders' }),
    aggregateQuery(q, PAID_METHODS, { tag, entries: 'n' }),
  ]);
  return paymentTotalsFromAggregates(all, paid);
}

/** The range's totals per payment method, read again when `refresh` changes. */
export function usePaymentTotals(range: DateRange, enabled: boolean, refresh: unknown): QueryState<PaymentTotals | null> {
  const q = enabled ? paymentTotalsQuery(range) : null;
  const all = useAggregateOnce(q, PAID_ORDERS, { tag: TAG, entries: 'orders', refresh });
  const paid = useAggregateOnce(q, PAID_METHODS, { tag: TAG, entries: 'n', refresh });
  const a = all.data;
  const p = paid.data;
  const data = useMemo(() => (a && p ? paymentTotalsFromAggregates(a, p) : null), [a, p]);
  const error = all.error ?? paid.error;
  return { data: error ? null : data, loading: all.loading || paid.loading, error };
}

/**
 * The couriers of the filter: every user with role DeliveryBoy (inactive ones too: their past
 * deliveries are in the report), active ones first. The Admin may read them (firestore.rules users:
 * every user but dev).
 */
export function useReportCouriers(): QueryState<ReportCourier[]> {
  const people = usePeople('DeliveryBoy', TAG);
  const data = useMemo(() => sortCouriers(people.data), [people.data]);
  return { data, loading: people.loading, error: people.error };
}
