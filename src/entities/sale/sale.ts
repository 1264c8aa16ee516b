import { typedCollection } from '../../firebase/collections';
import { int, millis, obj, str, type Data } from '../../firebase/fields';
import { toOrderProduct } from '../order/orderDoc';
import type { OrderProduct, PurchaseType, SaleLocationType } from '../order/order';

/**
 * A sales document (docs/data-model.md; one per sold product line) as the reports and
 * sales lists read it, tolerating missing or legacy-typed fields. createdAt is in ms.
 */
export interface SaleRecord {
  id: string;
  product: OrderProduct | null;
  productId: string;
  orderId: string;
  /** Sold price of the line (tugrik, integer). */
  price: number;
  userId: string | null;
  /** The buyer as the order names it: last and first name, as a sale writes the order's contactName. */
  customerName: string;
  customerPhone: string;
  locationType: SaleLocationType | string;
  locationId: string;
  locationName: string;
  purchaseType: PurchaseType | string;
  createdAt: number;
  /** true after a refund (a counter return's or exchange's returned sale too). */
  refunded: boolean;
  /** The counter return or exchange that took this sale back (set with the refund), else null. */
  returnId: string | null;
  /** The counter exchange this sale was made in (a new product sold to the same order), else null. */
  exchangeId: string | null;
}

/**
 * How a sale stands in the lists and reports (docs/reports.md): sold; sold in a counter exchange;
 * refunded; or returned at the counter (a return or an exchange took it back). Refunded and returned
 * sales count in no total; an exchange's sale counts as goods sold.
 */
export type SaleState = 'sold' | 'exchange' | 'refunded' | 'returned';

export function saleStateOf(sale: Pick<SaleRecord, 'refunded' | 'returnId' | 'exchangeId'>): SaleState {
  if (sale.refunded) return sale.returnId ? 'returned' : 'refunded';
  return sale.exchangeId ? 'exchange' : 'sold';
}

export function toSaleRecord(id: string, d: Data): SaleRecord {
  const product = toOrderProduct(d.product);
  const user = obj(d.user);
  return {
    id,
    product,
    productId: str(d.productId) || product?.id || '',
    orderId: str(d.orderId),
    price: typeof d.price === 'number' ? int(d.price) : (product?.price ?? 0),
    userId: str(d.userId) || null,
    customerName: [str(user?.lastName), str(user?.firstName)].filter(Boolean).join(' '),
    customerPhone: str(user?.phone),
    locationType: str(d.locationType),
    locationId: str(d.locationId),
    locationName: str(d.locationName),
    purchaseType: str(d.purchaseType),
    createdAt: millis(d.createdAt),
    refunded: d.state === 'refund',
    returnId: str(d.returnId) || null,
    exchangeId: str(d.exchangeId) || null,
  };
}

/** The sales collection, read as SaleRecord. */
export const sales = typedCollection('sales', toSaleRecord);
