import type { CsvColumn } from '../../../lib/csv';
import { PURCHASE_TYPES } from '../../../entities/order/order';
import { formatDateTime } from '../../../lib/dates';
import { vatOf } from '../../../entities/product/product';
import { lineFigures, type LineFigures, figureCsvColumns, type ReportColumnTitles } from '../../../entities/sale/figures';
import { saleStateOf, type SaleRecord, type SaleState } from '../../../entities/sale/sale';

/**
 * The sales report (docs/reports.md): every sale (one per sold product line) of a date range,
 * newest first, with its price figures, a summary and a breakdown by purchase type. Refunded sales
 * stay in the table (marked) but count in no total. A counter return or exchange marks the sale it
 * took back refunded (returnId: shown as returned), and an exchange's new products are sales like any
 * other (exchangeId: shown as such), counted as goods sold; so the figures need no change for them.
 */

export interface SalesReportRow extends LineFigures {
  id: string;
  /** ms since the epoch. */
  createdAt: number;
  purchaseType: string;
  locationName: string;
  productName: string;
  sku: string;
  customerName: string;
  customerPhone: string;
  refunded: boolean;
  /** Sold, sold in a counter exchange, refunded, or returned at the counter. */
  state: SaleState;
  /** Sold in a counter exchange (exchangeId), taken back since or not. */
  exchange: boolean;
  /** VAT added to the line (10 % of the base price when flagged), else 0. */
  vat: number;
  /** What the customer was let off: base price + VAT - sold price, never below 0. */
  discount: number;
}

/** The VAT (NOAT) added to a line (docs/selling.md): 10 % of the original price when ticked, else 0. */
export function lineVat(basePrice: number, isNoat: boolean): number {
  return isNoat ? vatOf(basePrice) : 0;
}

export function toSalesReportRow(sale: SaleRecord): SalesReportRow {
  const product = sale.product;
  // The sale's own price is what was paid; the product snapshot gives the list price and flags.
  const figures = lineFigures({
    price: sale.price,
    originalPrice: product ? product.originalPrice : sale.price,
    isNoat: product?.isNoat ?? false,
    isDiscount: product?.isDiscount ?? false,
  });
  const vat = lineVat(figures.basePrice, product?.isNoat ?? false);
  return {
    id: sale.id,
    createdAt: sale.createdAt,
    purchaseType: sale.purchaseType,
    locationName: sale.locationName,
    productName: product?.name ?? '',
    sku: product?.sku ?? '',
    customerName: sale.customerName,
    customerPhone: sale.customerPhone,
    refunded: sale.refunded,
    state: saleStateOf(sale),
    exchange: sale.exchangeId !== null,
    ...figures,
    vat,
    discount: Math.max(0, figures.basePrice + vat - figures.soldPrice),
  };
}

export interface SalesSummary {
  /** Goods sold: sales not refunded. */
  goods: number;
  /** Refunded sales (shown, not counted). */
  refunded: number;
  basePrice: number;
  soldTotal: number;
  /** Sum of the discounts given (base + VAT - sold over the lines sold below that). */
  discountTotal: number;
  /** Lines sold below their price. */
  discountedLines: number;
  /** VAT collected: 10 % of the base price of each flagged line. */
  vatTotal: number;
  vatLines: number;
}

export const EMPTY_SUMMARY: SalesSummary = {
  goods: 0,
  refunded: 0,
  basePrice: 0,
  soldTotal: 0,
  discountTotal: 0,
  discountedLines: 0,
  vatTotal: 0,
  vatLines: 0,
};

/** The summary cards' figures; refunded sales are counted apart and left out of every sum. */
export function salesSummary(rows: readonly SalesReportRow[]): SalesSummary {
  return rows.reduce<SalesSummary>((s, r) => {
    if (r.refunded) return { ...s, refunded: s.refunded + 1 };
    return {
      goods: s.goods + 1,
      refunded: s.refunded,
      basePrice: s.basePrice + r.basePrice,
      soldTotal: s.soldTotal + r.soldPrice,
      discountTotal: s.discountTotal + r.discount,
      discountedLines: s.discountedLines + (r.discount > 0 ? 1 : 0),
      vatTotal: s.vatTotal + r.vat,
      vatLines: s.vatLines + (r.vat > 0 ? 1 : 0),
    };
  }, EMPTY_SUMMARY);
}

export interface PurchaseTypeFigures {
  purchaseType: string;
  goods: number;
  soldTotal: number;
  /** Share of the sold total, 0..1 (0 when nothing was sold). */
  share: number;
}

/**
 * Goods and sold total per purchase type (refunded sales left out): the four known types in their
 * usual order, even when empty, then any other stored value as it is.
 */
export function purchaseTypeBreakdown(rows: readonly SalesReportRow[]): PurchaseTypeFigures[] {
  const byType = new Map<string, { goods: number; soldTotal: number }>(PURCHASE_TYPES.map((p) => [p, { goods: 0, soldTotal: 0 }]));
  let total = 0;
  for (const r of rows) {
    if (r.refunded) continue;
    const type = r.purchaseType || '';
    const f = byType.get(type) ?? { goods: 0, soldTotal: 0 };
    f.goods += 1;
    f.soldTotal += r.soldPrice;
    byType.set(type, f);
    total += r.soldPrice;
  }
  return [...byType.entries()].map(([purchaseType, f]) => ({
    purchaseType,
    goods: f.goods,
    soldTotal: f.soldTotal,
    share: total > 0 ? f.soldTotal / total : 0,
  }));
}

export type SalesColumnTitles = Pick<
  ReportColumnTitles,
  'date' | 'purchaseType' | 'location' | 'product' | 'sku' | 'basePrice' | 'discountedPrice' | 'noatPrice' | 'soldPrice' | 'customer' | 'phone' | 'state'
>;

/** What the state column says of a sale that is not simply sold (a sold one's cell is empty). */
export type SaleStateTexts = Record<Exclude<SaleState, 'sold'>, string>;

/**
 * The CSV columns in the table's order (the row number is added by toCsv). `label` names a purchase
 * type; `stateTexts` mark a refunded, returned or exchange sale in the state column.
 */
export function salesCsvColumns(
  titles: SalesColumnTitles,
  label: (purchaseType: string) => string,
  stateTexts: SaleStateTexts,
): CsvColumn<SalesReportRow>[] {
  return [
    { header: titles.date, value: (r) => formatDateTime(r.createdAt) },
    { header: titles.purchaseType, value: (r) => label(r.purchaseType) },
    { header: titles.location, value: (r) => r.locationName },
    { header: titles.product, value: (r) => r.productName },
    { header: titles.sku, value: (r) => r.sku },
    ...figureCsvColumns<SalesReportRow>(titles),
    { header: titles.customer, value: (r) => r.customerName },
    { header: titles.phone, value: (r) => r.customerPhone },
    { header: titles.state, value: (r) => (r.state === 'sold' ? '' : stateTexts[r.state]) },
  ];
}

// ------------------------------------------------------------------------------------------------
// Totals from aggregation queries (docs/reports.md): the summary and the breakdown without reading
// the sales. Every query is the range's sales narrowed by equality filters (or one `not-in`), and
// each reads the same figures: how many, sum(price), sum(product.originalPrice).
// ------------------------------------------------------------------------------------------------

/** A stored field the totals filter on. */
export type TotalsField = 'purchaseType' | 'state' | 'product.isNoat' | 'product.isDiscount';

export interface TotalsFilter {
  field: TotalsField;
  op: '==' | 'not-in';
  value: string | boolean | readonly string[];
}

/** The figures of one aggregation query. */
export interface SalesAggregate {
  n: number;
  /** sum(price); null when no sale matched. */
  sold: number | null;
  /** sum(product.originalPrice); null when no sale matched. */
  base: number | null;
}

/** The breakdown's row of every purchase type not among PURCHASE_TYPES (one query cannot name them). */
export const OTHER_PURCHASE_TYPE = 'other';

const REFUND: TotalsFilter = { field: 'state', op: '==', value: 'refund' };

function typeFilter(type: string): TotalsFilter {
  return type === OTHER_PURCHASE_TYPE
    ? { field: 'purchaseType', op: 'not-in', value: PURCHASE_TYPES }
    : { field: 'purchaseType', op: '==', value: type };
}

const TYPES = [...PURCHASE_TYPES, OTHER_PURCHASE_TYPE];

/**
 * The aggregation queries of the sales report, by name. Per purchase type (the four known ones and
 * the rest) all its sales and its refunded ones; the VAT lines and the discounted lines, all and
 * refunded. 14 queries; together they cover each sale of the range about twice (its type, and VAT or
 * discount when flagged), plus the refunds: a year of 100,000 sales costs ~150 reads.
 */
export const SALES_TOTALS_PLAN: Readonly<Record<string, readonly TotalsFilter[]>> = Object.fromEntries([
  ...TYPES.flatMap((type) => [
    [`type:${type}`, [typeFilter(type)]],
    [`refund:${type}`, [REFUND, typeFilter(type)]],
  ]),
  ['vat', [{ field: 'product.isNoat', op: '==', value: true }]],
  ['vat:refund', [REFUND, { field: 'product.isNoat', op: '==', value: true }]],
  ['discount', [{ field: 'product.isDiscount', op: '==', value: true }]],
  ['discount:refund', [REFUND, { field: 'product.isDiscount', op: '==', value: true }]],
]);

const NONE: SalesAggregate = { n: 0, sold: 0, base: 0 };

/** One query's figures less its refunded part (what was sold and kept). */
function kept(all: SalesAggregate | undefined, refunded: SalesAggregate | undefined) {
  const a = all ?? NONE;
  const r = refunded ?? NONE;
  return { n: a.n - r.n, sold: (a.sold ?? 0) - (r.sold ?? 0), base: (a.base ?? 0) - (r.base ?? 0) };
}

/**
 * The summary and the breakdown from the SALES_TOTALS_PLAN results, as salesSummary and
 * purchaseTypeBreakdown compute them from the rows. A VAT line's VAT is price - originalPrice (the
 * rules allow only originalPrice + its VAT); every other line's discount is originalPrice - price
 * (never negative: a product's price is at most its original price), so the discount total is
 * base - sold + VAT. Discounted lines are the lines flagged isDiscount (the app sells a discount only
 * so); the other types' sales form one row, shown only when there are some.
 */
export function salesTotalsFromAggregates(results: Readonly<Record<string, SalesAggregate>>): { summary: SalesSummary; breakdown: PurchaseTypeFigures[] } {
  const perType = TYPES.map((type) => ({ type, ...kept(results[`type:${type}`], results[`refund:${type}`]) }));
  const refunded = TYPES.reduce((n, type) => n + (results[`refund:${type}`]?.n ?? 0), 0);
  const goods = perType.reduce((n, t) => n + t.n, 0);
  const soldTotal = perType.reduce((n, t) => n + t.sold, 0);
  const basePrice = perType.reduce((n, t) => n + t.base, 0);
  const vat = kept(results.vat, results['vat:refund']);
  const vatTotal = vat.sold - vat.base;
  const discounted = kept(results.discount, results['discount:refund']);
  const summary: SalesSummary = {
    goods,
    refunded,
    basePrice,
    soldTotal,
    discountTotal: basePrice - soldTotal + vatTotal,
    discountedLines: discounted.n,
    vatTotal,
    vatLines: vat.n,
  };
  const breakdown = perType
    .filter((t) => t.type !== OTHER_PURCHASE_TYPE || t.n > 0)
    .map((t) => ({ purchaseType: t.type, goods: t.n, soldTotal: t.sold, share: soldTotal > 0 ? t.sold / soldTotal : 0 }));
  return { summary, breakdown };
}
