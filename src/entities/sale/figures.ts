import type { CsvColumn } from '../../lib/csv';
import { int } from '../../firebase/fields';
import type { OrderProduct } from '../order/order';
import './texts';

/**
 * The price figures of one sold product line in the reports (docs/reports.md):
 *   base price       the product's original (list) price;
 *   discounted price only when the line was sold discounted (otherwise empty);
 *   NOAT price       only when VAT was added to the line (otherwise empty);
 *   sold price       the line's price, what the customer paid for it.
 * A discounted line never carries VAT (VAT is offered only at the original price), so at most one
 * of the two optional figures is set.
 */
export interface LineFigures {
  basePrice: number;
  discountedPrice: number | null;
  noatPrice: number | null;
  soldPrice: number;
}

type Line = Pick<OrderProduct, 'price' | 'originalPrice' | 'isNoat' | 'isDiscount'>;

/** Whether the line was sold at a discount: flagged so, or (older records without the flag) below its list price without VAT. */
export function isDiscountedLine(line: Line): boolean {
  if (line.isNoat) return false;
  return line.isDiscount === true || int(line.price) < int(line.originalPrice);
}

export function lineFigures(line: Line): LineFigures {
  const price = int(line.price);
  return {
    basePrice: int(line.originalPrice),
    discountedPrice: isDiscountedLine(line) ? price : null,
    noatPrice: line.isNoat ? price : null,
    soldPrice: price,
  };
}

export interface FigureTotals {
  lines: number;
  basePrice: number;
  discountedPrice: number;
  noatPrice: number;
  soldPrice: number;
}

/** Column totals of a report (empty figures count as 0). */
export function totalFigures(rows: readonly LineFigures[]): FigureTotals {
  return rows.reduce<FigureTotals>(
    (t, r) => ({
      lines: t.lines + 1,
      basePrice: t.basePrice + r.basePrice,
      discountedPrice: t.discountedPrice + (r.discountedPrice ?? 0),
      noatPrice: t.noatPrice + (r.noatPrice ?? 0),
      soldPrice: t.soldPrice + r.soldPrice,
    }),
    { lines: 0, basePrice: 0, discountedPrice: 0, noatPrice: 0, soldPrice: 0 },
  );
}

/** Headers of the four price columns (translated). */
export interface FigureTitles {
  basePrice: string;
  discountedPrice: string;
  noatPrice: string;
  soldPrice: string;
}

/** The four price columns of a report's CSV, as plain integers (an empty figure is an empty cell). */
export function figureCsvColumns<Row extends LineFigures>(titles: FigureTitles): CsvColumn<Row>[] {
  return [
    { header: titles.basePrice, value: (r) => r.basePrice },
    { header: titles.discountedPrice, value: (r) => r.discountedPrice },
    { header: titles.noatPrice, value: (r) => r.noatPrice },
    { header: titles.soldPrice, value: (r) => r.soldPrice },
  ];
}

/** Every column header the reports use, by key: `sale.columns.<key>` in the i18n files. */
export const REPORT_COLUMNS = [
  'date',
  'courier',
  'purchaseType',
  'location',
  'product',
  'sku',
  'basePrice',
  'discountedPrice',
  'noatPrice',
  'soldPrice',
  'customer',
  'phone',
  'address',
  'addressDescription',
  'state',
] as const;

export type ReportColumnTitles = Record<(typeof REPORT_COLUMNS)[number], string>;

/** The translated headers of every report column. */
export function reportColumnTitles(t: (key: string) => string): ReportColumnTitles {
  return Object.fromEntries(REPORT_COLUMNS.map((key) => [key, t(`sale.columns.${key}`)])) as ReportColumnTitles;
}
