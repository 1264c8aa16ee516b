import { PURCHASE_TYPES, type PurchaseType } from '../../../entities/order/order';
import type { Location } from '../../../entities/location/location';

/** The dashboard's gauge is fixed at 67 percent (docs/reports.md). */
export const GAUGE_PERCENT = 67;

export interface MonthlySales {
  month: number;
  revenue: number;
  count: number;
}

export interface StoreRef {
  id: string;
  name: string;
}

/** A store as the ranking names it (its id when it has no name). */
export function storeRefOf(store: Pick<Location, 'id' | 'name'>): StoreRef {
  return { id: store.id, name: store.name || store.id };
}

export interface RankedStore extends StoreRef {
  total: number;
  /** Progress bar width: the store's total relative to the top store's, 0-100. */
  percent: number;
}

/** Stores by yearly sales, highest first (ties by name); bars relative to the top store. */
export function rankStores(stores: readonly StoreRef[], totals: readonly number[]): RankedStore[] {
  const rows = stores.map((store, i) => ({ ...store, total: safeNumber(totals[i]) }));
  rows.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const top = rows[0]?.total ?? 0;
  return rows.map((row) => ({ ...row, percent: top > 0 ? Math.round((row.total / top) * 100) : 0 }));
}

/** An aggregation result -> a finite number (average over no documents is null or NaN: 0). */
export function safeNumber(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * What a period took back, the kept `refunds` figure (docs/reports.md, revenue): the refund
 * transactions' sum plus the exchanges' returnedAmount sum. An exchange's returned sale stays a sale
 * record (marked refund) and its new sales add their prices, so what it took back is subtracted like
 * a refund; its own amount (the difference) is not added, the new sale records already count. Sums
 * over no documents (null) are 0; both are <= 0, so the figure is never positive.
 */
export function keptRefunds(refundSum: number | null | undefined, exchangeReturnedSum: number | null | undefined): number {
  return safeNumber(refundSum) + safeNumber(exchangeReturnedSum);
}

/** Average product price kept to 2 decimals. */
export function roundAverage(value: number | null | undefined): number {
  return Math.round(safeNumber(value) * 100) / 100;
}

export interface ChannelSlice {
  channel: PurchaseType;
  count: number;
}

/** Orders per sales channel in a fixed order, zero-count channels left out of the pie. */
export function channelSlices(counts: Partial<Record<PurchaseType, number>>): ChannelSlice[] {
  return PURCHASE_TYPES.map((channel) => ({ channel, count: safeNumber(counts[channel]) })).filter((s) => s.count > 0);
}

/** Revenue per month Jan-Dec; missing months are zero. */
export function monthlyRevenue(months: readonly MonthlySales[]): number[] {
  const revenue = Array.from({ length: 12 }, () => 0);
  for (const m of months) if (m.month >= 0 && m.month < 12) revenue[m.month] = safeNumber(m.revenue);
  return revenue;
}
