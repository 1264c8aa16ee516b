import { noChannels, type FigureCounts, type StoredFigures } from '../../../entities/dashboardFigures/dashboardFigures';
import { channelSlices, rankStores, roundAverage, safeNumber, type ChannelSlice, type MonthlySales, type RankedStore, type StoreRef } from './figures';

// The kept figures' document is the dashboardFigures entity; this file adds to it the arithmetic.
export { noChannels, type FigureCounts, type StoredFigures };

/** Figures of a period: the all-time counts plus the per-month and per-store figures of `year`. */
export interface FigureDelta extends FigureCounts {
  monthSales: number[];
  monthTotals: number[];
  monthRefunds: number[];
  storeTotals: Record<string, number>;
}

/**
 * The most store totals the kept figures may carry (firestore.rules, dashboardFigures: each is
 * checked in turn, and more would cost more than the 1,000 expressions a document may use). With
 * more stores that sold this year the figures are shown but not kept (docs/reports.md).
 */
export const MAX_KEPT_STORES = 15;

const twelve = () => Array.from({ length: 12 }, () => 0);

export function emptyDelta(): FigureDelta {
  return { orders: 0, channels: noChannels(), sales: 0, salesTotal: 0, refunds: 0, customers: 0, monthSales: twelve(), monthTotals: twelve(), monthRefunds: twelve(), storeTotals: {} };
}

const addLists = (a: readonly number[], b: readonly number[]) => a.map((v, i) => v + safeNumber(b[i]));

function addMaps<K extends string>(a: Readonly<Record<K, number>>, b: Readonly<Record<K, number>>): Record<K, number> {
  const out = { ...a } as Record<K, number>;
  for (const [k, v] of Object.entries(b) as [K, number][]) out[k] = safeNumber(out[k]) + safeNumber(v);
  return out;
}

/** a + b, figure by figure. */
export function addDelta<T extends FigureDelta>(a: T, b: FigureDelta): T {
  return {
    ...a,
    orders: a.orders + b.orders,
    channels: addMaps(a.channels, b.channels),
    sales: a.sales + b.sales,
    salesTotal: a.salesTotal + b.salesTotal,
    refunds: a.refunds + b.refunds,
    customers: a.customers + b.customers,
    monthSales: addLists(a.monthSales, b.monthSales),
    monthTotals: addLists(a.monthTotals, b.monthTotals),
    monthRefunds: addLists(a.monthRefunds, b.monthRefunds),
    storeTotals: addMaps(a.storeTotals, b.storeTotals),
  };
}

/**
 * A new year's kept figures: the all-time counts go on from last year's, the months and stores
 * start at zero.
 */
export function newYear(previous: Pick<StoredFigures, keyof FigureCounts> | null, year: number, through: number): StoredFigures {
  const counts: FigureCounts = previous
    ? { orders: previous.orders, channels: { ...previous.channels }, sales: previous.sales, salesTotal: previous.salesTotal, refunds: previous.refunds, customers: previous.customers }
    : { orders: 0, channels: noChannels(), sales: 0, salesTotal: 0, refunds: 0, customers: 0 };
  return { ...counts, year, through, monthSales: twelve(), monthTotals: twelve(), monthRefunds: twelve(), storeTotals: {} };
}

/** The months of `year` a period [start, end) touches, each clipped to the period. */
export function monthSlices(year: number, start: Date, end: Date): { month: number; start: Date; end: Date }[] {
  const slices: { month: number; start: Date; end: Date }[] = [];
  for (let month = 0; month < 12; month += 1) {
    const mStart = new Date(year, month, 1);
    const mEnd = new Date(year, month + 1, 1);
    const s = start > mStart ? start : mStart;
    const e = end < mEnd ? end : mEnd;
    if (s < e) slices.push({ month, start: s, end: e });
  }
  return slices;
}

export interface DashboardView {
  months: MonthlySales[];
  clients: number;
  totalOrders: number;
  revenue: { revenue: number; averagePrice: number };
  stores: RankedStore[];
  channels: ChannelSlice[];
}

/** What the dashboard shows from the kept figures plus what happened since. */
export function dashboardView(figures: FigureDelta, stores: readonly StoreRef[]): DashboardView {
  return {
    months: figures.monthSales.map((count, month) => ({ month, count, revenue: figures.monthTotals[month] + figures.monthRefunds[month] })),
    clients: figures.customers,
    totalOrders: figures.orders,
    revenue: { revenue: figures.salesTotal + figures.refunds, averagePrice: roundAverage(figures.sales > 0 ? figures.salesTotal / figures.sales : 0) },
    stores: rankStores(stores, stores.map((s) => figures.storeTotals[s.id] ?? 0)),
    channels: channelSlices(figures.channels),
  };
}
