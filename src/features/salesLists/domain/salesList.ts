import dayjs from 'dayjs';
import type { CsvColumn } from '../../../lib/csv';
import { csvFileName } from '../../../lib/csv';
import type { StaffRole } from '../../../auth/roles';
import { lineFigures, type LineFigures } from '../../../entities/sale/figures';
import { saleStateOf, type SaleRecord, type SaleState } from '../../../entities/sale/sale';
import { formatDateTime, type DateRange } from '../../../lib/dates';

/**
 * The three sales-list screens (docs/reports.md, sales lists): /report/sales (every sale),
 * /merchant-sales (sales at contract merchants' locations, filtered by merchant) and /customer-sales
 * (service-provider sales: location type store or delivery). One sales document is one sold product line.
 */

export type SalesListKind = 'salesList' | 'merchantSales' | 'customerSales';

/** Page sizes: reports and sales 20/50/100, default 20. */
export const SALES_PAGE_SIZES = [20, 50, 100] as const;
export const SALES_DEFAULT_PAGE_SIZE = 20;

export type MerchantChoice = 'all' | string;
export type LocationTypeChoice = 'all' | 'store' | 'delivery';
export const LOCATION_TYPE_CHOICES: readonly LocationTypeChoice[] = ['all', 'store', 'delivery'];

export interface SalesFilter {
  /** /merchant-sales: 'all' or a merchant's uid (the sale's locationId). */
  merchant: MerchantChoice;
  /** /customer-sales: 'all' (store and delivery) or one of them. */
  locationType: LocationTypeChoice;
}

export const NO_FILTER: SalesFilter = { merchant: 'all', locationType: 'all' };

/**
 * The equality filters of a screen's query, besides the createdAt range (ordered createdAt desc):
 * `locationTypes` null = any, one value = '==', several = 'in'; `locationId` null = any.
 * Indexes: (locationType, createdAt desc) and (locationType, locationId, createdAt desc).
 */
export interface SalesQueryPlan {
  locationTypes: string[] | null;
  locationId: string | null;
}

export function salesQueryPlan(kind: SalesListKind, filter: SalesFilter): SalesQueryPlan {
  switch (kind) {
    case 'salesList':
      return { locationTypes: null, locationId: null };
    case 'merchantSales':
      return { locationTypes: ['merchant'], locationId: filter.merchant === 'all' ? null : filter.merchant };
    case 'customerSales':
      return { locationTypes: filter.locationType === 'all' ? ['delivery', 'store'] : [filter.locationType], locationId: null };
  }
}

/** Whether a sale matches the plan (what the query returns; used by tests and as a guard). */
export function matchesPlan(sale: Pick<SaleRecord, 'locationType' | 'locationId'>, plan: SalesQueryPlan): boolean {
  if (plan.locationTypes && !plan.locationTypes.includes(sale.locationType)) return false;
  if (plan.locationId !== null && sale.locationId !== plan.locationId) return false;
  return true;
}

/** Who may delete a sale: the roles of /report/sales (the dev screens are dev only). Mirrors isSaleDelete() in firestore.rules. */
export const SALE_DELETE_ROLES: readonly StaffRole[] = ['Admin', 'dev'];

export function canDeleteSales(role: string): boolean {
  return (SALE_DELETE_ROLES as readonly string[]).includes(role);
}

// ------------------------------------------------------------------------------------------------
// Rows
// ------------------------------------------------------------------------------------------------

export interface SaleRow extends SaleRecord {
  name: string;
  sku: string;
  figures: LineFigures;
  /** The picture shown in the table, '' when none. */
  picUrl: string;
}

/**
 * A sale as a row: its price figures (entities/sale/figures.ts) from the product snapshot, the sold
 * price being the sale's own price (the order line's price). A sale without a snapshot shows its price only.
 */
export function toSaleRow(sale: SaleRecord): SaleRow {
  const p = sale.product;
  const figures = p
    ? lineFigures({ price: sale.price, originalPrice: p.originalPrice, isNoat: p.isNoat, isDiscount: p.isDiscount })
    : lineFigures({ price: sale.price, originalPrice: sale.price, isNoat: false });
  return { ...sale, name: p?.name ?? '', sku: p?.sku ?? '', figures, picUrl: p?.pics[0]?.picUrl ?? '' };
}

export interface SalesTotals {
  /** Goods sold (refunded sales excluded). */
  goods: number;
  /** Sum of the sold prices (refunded sales excluded). */
  sold: number;
  /** Refunded sales in the list. */
  refunded: number;
}

/**
 * The totals from two aggregations (count and sum of price) over the screen's query: all its sales
 * and the refunded ones, as salesTotals gives them from the rows.
 */
export function salesListTotals(all: { n: number; sold: number | null }, refunded: { n: number; sold: number | null }): SalesTotals {
  return { goods: all.n - refunded.n, sold: (all.sold ?? 0) - (refunded.sold ?? 0), refunded: refunded.n };
}

export function salesTotals(rows: readonly SaleRow[]): SalesTotals {
  let goods = 0;
  let sold = 0;
  let refunded = 0;
  for (const r of rows) {
    if (r.refunded) {
      refunded += 1;
    } else {
      goods += 1;
      sold += r.figures.soldPrice;
    }
  }
  return { goods, sold, refunded };
}

// ------------------------------------------------------------------------------------------------
// CSV
// ------------------------------------------------------------------------------------------------

type Translate = (key: string) => string;

export interface SaleLabels {
  purchaseType: (type: string) => string;
  /** Sold, sold in a counter exchange, refunded, or returned at the counter (saleStateOf). */
  state: (state: SaleState) => string;
}

/**
 * The CSV columns (after the row number CsvButton adds): date, product, barcode, base price,
 * discounted price, NOAT price, sold price, customer, phone, purchase type, location, state.
 * Numbers are plain integers; an empty figure is an empty cell.
 */
export function saleCsvColumns(t: Translate, labels: SaleLabels): CsvColumn<SaleRow>[] {
  return [
    { header: t('salesLists.columns.date'), value: (r) => formatDateTime(r.createdAt) },
    { header: t('salesLists.columns.product'), value: (r) => r.name },
    { header: t('salesLists.columns.barcode'), value: (r) => r.sku },
    { header: t('salesLists.columns.basePrice'), value: (r) => r.figures.basePrice },
    { header: t('salesLists.columns.discountedPrice'), value: (r) => r.figures.discountedPrice },
    { header: t('salesLists.columns.noatPrice'), value: (r) => r.figures.noatPrice },
    { header: t('salesLists.columns.soldPrice'), value: (r) => r.figures.soldPrice },
    { header: t('salesLists.columns.customer'), value: (r) => r.customerName },
    { header: t('salesLists.columns.phone'), value: (r) => r.customerPhone },
    { header: t('salesLists.columns.purchaseType'), value: (r) => labels.purchaseType(r.purchaseType) },
    { header: t('salesLists.columns.location'), value: (r) => r.locationName },
    { header: t('salesLists.columns.state'), value: (r) => labels.state(saleStateOf(r)) },
  ];
}

const FILE_BASE: Record<SalesListKind, string> = {
  salesList: 'sales',
  merchantSales: 'merchant-sales',
  customerSales: 'customer-sales',
};

/** e.g. sales_2026-01-01_2026-11-22.csv */
export function salesCsvFileName(kind: SalesListKind, range: DateRange): string {
  return csvFileName(FILE_BASE[kind], dayjs(range.start).format('YYYY-MM-DD'), dayjs(range.end).format('YYYY-MM-DD'));
}
