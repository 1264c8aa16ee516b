import { Timestamp, serverTimestamp } from 'firebase/firestore';
import { int, millis, obj, type Data } from '../../firebase/fields';
import { PURCHASE_TYPES, type PurchaseType } from '../order/order';

/**
 * The dashboard's kept figures (docs/reports.md): what happened before `through`, kept in
 * dashboardFigures/{year}, so opening the dashboard reads one document plus aggregations over what
 * happened since (today), whatever the size of the history. All amounts are integer tugrik.
 * Loads without the app's Firebase set-up (the typed collection is dashboardFiguresCollection.ts).
 */
export interface FigureCounts {
  /** Orders (all purchase types). */
  orders: number;
  /** Orders per purchase type. */
  channels: Record<PurchaseType, number>;
  /** Sale records and the sum of their prices. */
  sales: number;
  salesTotal: number;
  /** The sum of the refund transactions plus what the exchanges took back (returnedAmount): negative or zero. */
  refunds: number;
  /** Customers registered. */
  customers: number;
}

export interface StoredFigures extends FigureCounts {
  year: number;
  /** ms: everything created before it is counted here. */
  through: number;
  /** Per month of `year` (0 = January): sale records, their prices, the refunds (as `refunds`). */
  monthSales: number[];
  monthTotals: number[];
  monthRefunds: number[];
  /** The year's sales (prices) per store id. */
  storeTotals: Record<string, number>;
}

export function noChannels(): Record<PurchaseType, number> {
  return Object.fromEntries(PURCHASE_TYPES.map((p) => [p, 0])) as Record<PurchaseType, number>;
}

const intList = (v: unknown) => Array.from({ length: 12 }, (_, i) => (Array.isArray(v) ? int(v[i]) : 0));

function intMap(v: unknown): Record<string, number> {
  const m = obj(v) ?? {};
  return Object.fromEntries(Object.entries(m).map(([k, n]) => [k, int(n)]));
}

/** A dashboardFigures document -> StoredFigures (tolerant: missing figures are 0). */
export function toStoredFigures(id: string, d: Data): StoredFigures {
  return {
    year: int(d.year) || Number(id),
    through: millis(d.through),
    orders: int(d.orders),
    channels: { ...noChannels(), ...(intMap(d.channels) as Partial<Record<PurchaseType, number>>) },
    sales: int(d.sales),
    salesTotal: int(d.salesTotal),
    refunds: int(d.refunds),
    customers: int(d.customers),
    monthSales: intList(d.monthSales),
    monthTotals: intList(d.monthTotals),
    monthRefunds: intList(d.monthRefunds),
    storeTotals: intMap(d.storeTotals),
  };
}

/** The dashboardFigures/{year} document of the kept figures (the whole document: written with set). */
export function storedFiguresDocument(f: StoredFigures) {
  return {
    year: f.year,
    through: Timestamp.fromMillis(f.through),
    orders: f.orders,
    channels: f.channels,
    sales: f.sales,
    salesTotal: f.salesTotal,
    refunds: f.refunds,
    customers: f.customers,
    monthSales: f.monthSales,
    monthTotals: f.monthTotals,
    monthRefunds: f.monthRefunds,
    storeTotals: f.storeTotals,
    updatedAt: serverTimestamp(),
  };
}
