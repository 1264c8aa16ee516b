import { courierName } from '../../../entities/order/orderView';
import type { CsvColumn } from '../../../lib/csv';
import type { Order } from '../../../entities/order/order';
import { formatDateTime } from '../../../lib/dates';
import { lineFigures, totalFigures, type FigureTotals, type LineFigures, figureCsvColumns, type ReportColumnTitles } from '../../../entities/sale/figures';

/**
 * The delivery report (docs/reports.md): done
 * delivery (and mobile) orders of a date range, optionally of one courier, one row per product line.
 * Lines refunded at the door (order.refundedProductIds) were not sold and are left out.
 */

/** 'all' or a courier's user id. */
export type CourierFilter = 'all' | string;

/** A user with role DeliveryBoy, for the courier filter. */
export interface ReportCourier {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  isActive: boolean;
}

export interface DeliveryReportRow extends LineFigures {
  /** `<orderId>:<line index>`, unique in the report. */
  key: string;
  orderId: string;
  /** ms since the epoch. */
  createdAt: number;
  courierId: string;
  courierName: string;
  productName: string;
  sku: string;
  phone: string;
  address: string;
  addressDescription: string;
}


/** The filter's choices after 'all': active couriers first, each group by name. */
export function sortCouriers(couriers: readonly ReportCourier[]): ReportCourier[] {
  return [...couriers].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || courierName(a).localeCompare(courierName(b)) || a.id.localeCompare(b.id),
  );
}

/**
 * The report rows of `orders` (already the done delivery orders of the range, newest first): one
 * per product line that was sold. The courier is named from the order's snapshot, else from the
 * couriers list by deliveryBoyId.
 */
export function deliveryReportRows(orders: readonly Order[], couriers: readonly ReportCourier[] = []): DeliveryReportRow[] {
  const byId = new Map(couriers.map((c) => [c.id, c]));
  return orders.flatMap((order) => {
    const refunded = new Set(order.refundedProductIds ?? []);
    const courierId = order.deliveryBoyId ?? order.deliveryBoy?.id ?? '';
    const name = courierName(order.deliveryBoy) || courierName(byId.get(courierId));
    const createdAt = order.createdAt.toMillis();
    const phone = order.contactNumber || order.user?.phone || '';
    return order.products.flatMap((line, index) =>
      refunded.has(line.id)
        ? []
        : [
            {
              key: `${order.id}:${index}`,
              orderId: order.id,
              createdAt,
              courierId,
              courierName: name,
              productName: line.name,
              sku: line.sku,
              ...lineFigures(line),
              phone,
              address: order.address ?? '',
              addressDescription: order.addressDescription ?? '',
            },
          ],
    );
  });
}

/** How many lines the range's orders had refunded at the door (left out of the report). */
export function refundedLineCount(orders: readonly Order[]): number {
  return orders.reduce((n, o) => {
    const refunded = new Set(o.refundedProductIds ?? []);
    return n + o.products.filter((p) => refunded.has(p.id)).length;
  }, 0);
}

/** Totals line: count of goods and the sum of each price column. */
export function deliveryTotals(rows: readonly DeliveryReportRow[]): FigureTotals {
  return totalFigures(rows);
}

/** Header texts of the report's columns, already translated (the page passes t()). */
export type DeliveryColumnTitles = Pick<
  ReportColumnTitles,
  'date' | 'courier' | 'product' | 'sku' | 'basePrice' | 'discountedPrice' | 'noatPrice' | 'soldPrice' | 'phone' | 'address' | 'addressDescription'
>;

/** The CSV columns, in the table's order (the row number is added by toCsv). Prices as plain integers. */
export function deliveryCsvColumns(titles: DeliveryColumnTitles): CsvColumn<DeliveryReportRow>[] {
  return [
    { header: titles.date, value: (r) => formatDateTime(r.createdAt) },
    { header: titles.courier, value: (r) => r.courierName },
    { header: titles.product, value: (r) => r.productName },
    { header: titles.sku, value: (r) => r.sku },
    ...figureCsvColumns<DeliveryReportRow>(titles),
    { header: titles.phone, value: (r) => r.phone },
    { header: titles.address, value: (r) => r.address },
    { header: titles.addressDescription, value: (r) => r.addressDescription },
  ];
}

/**
 * The figures of the delivery report's aggregation query over the orders (count, sum(quantity),
 * sum(originalTotalPrice), sum(soldTotalPrice)); a sum over no order is null.
 */
export interface DeliveryAggregate {
  orders: number;
  lines: number | null;
  base: number | null;
  sold: number | null;
}

/** The totals line the aggregation can give: a confirmed order's quantity and totals leave out the lines refunded at the door. */
export interface DeliveryTotals {
  orders: number;
  lines: number;
  basePrice: number;
  soldPrice: number;
}

export function deliveryTotalsFromAggregate(a: DeliveryAggregate): DeliveryTotals {
  return { orders: a.orders, lines: a.lines ?? 0, basePrice: a.base ?? 0, soldPrice: a.sold ?? 0 };
}
