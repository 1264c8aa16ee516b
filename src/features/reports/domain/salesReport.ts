import type { CsvColumn } from '../../../lib/csv';
import { PURCHASE_TYPES } from '../../../entities/order/order';
import { formatDateTime } from '../../../lib/dates';
import { vatOf } from '../../../entities/product/product';
import { lineFigures, type LineFigures, figureCsvColumns, type ReportColumnTitles } from '../../../entities/sale/figures';
import type { SaleRecord } from '../../../entities/sale/sale';

/**
 * The sales report (docs/reports.md): every sale (one per sold product line) of a date range,
 * newest first, with its price figures, a summary and a breakdown by purchase type. Refunded sales
 * stay in the table (marked) but count in no total.
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

/**
 * The CSV columns in the table's order (the row number is added by toCsv). `label` names a purchase
 * type; `refundedText` marks a refunded sale in the state column.
 */
export function salesCsvColumns(
  titles: SalesColumnTitles,
  label: (purchaseType: string) => string,
  refundedText: string,
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
    { header: titles.state, value: (r) => (r.refunded ? refundedText : '') },
  ];
}
