import { vatOf } from '../../product/product';
import type { Location } from '../../location/location';
import { contactName, contactPhone, courierName } from '../orderView';
import type { Order, OrderProduct } from '../order';
import type { DeliverySlipContent, ReceiptContent, ReceiptLine, ReceiptShop } from './receiptHtml';

/**
 * What a receipt and a delivery slip say, from the order as stored (docs/receipts.md). Pure: the
 * store document, the delivery point's name and the barcode come from the caller.
 */

/** The fields of a store a receipt prints. */
export type StoreInfo = Pick<Location, 'name' | 'address' | 'phone'>;

/** An order line as printed: the VAT it includes when the line was VAT-ticked (10 % of the original price). */
export function receiptLine(p: Pick<OrderProduct, 'name' | 'size' | 'sku' | 'price' | 'originalPrice' | 'isNoat'>): ReceiptLine {
  return { name: p.name, size: p.size, sku: p.sku, price: p.price, vat: p.isNoat ? vatOf(p.originalPrice) : null };
}

/** Whose receipt heading: the store of a store sale; the merchant (name and phone) of a merchant sale. */
export function receiptShop(order: Pick<Order, 'purchaseType' | 'locationName' | 'user'>, store: StoreInfo | null): ReceiptShop {
  if (order.purchaseType === 'merchant' || !store) {
    const name = order.locationName || [order.user?.lastName, order.user?.firstName].filter(Boolean).join(' ');
    return { name, address: store?.address ?? '', phone: order.purchaseType === 'merchant' ? (order.user?.phone ?? '') : (store?.phone ?? '') };
  }
  return { name: store.name || order.locationName || '', address: store.address, phone: store.phone };
}

/** A walk-in sale (no customer record: userId null) names its buyer `walkIn`; the phone stays when given. */
export function receiptCustomer(order: Pick<Order, 'userId' | 'user' | 'contactName' | 'contactNumber'>, walkIn: string): { name: string; phone: string } {
  const phone = contactPhone(order);
  if (order.userId === null) return { name: walkIn, phone };
  const full = [order.user?.lastName, order.user?.firstName].filter(Boolean).join(' ');
  return { name: contactName(order) || full, phone };
}

export interface ReceiptParts {
  store: StoreInfo | null;
  barcodeSvg: string;
  /** The translated name of a walk-in customer (order.walkIn). */
  walkIn: string;
}

export function receiptContentOf(order: Order, parts: ReceiptParts): ReceiptContent {
  const customer = receiptCustomer(order, parts.walkIn);
  return {
    shop: receiptShop(order, parts.store),
    createdAtMs: order.createdAt?.toMillis?.() ?? 0,
    orderId: order.id,
    barcodeSvg: parts.barcodeSvg,
    seller: courierName(order.createdUser),
    customer: customer.name,
    customerPhone: customer.phone,
    lines: order.products.map(receiptLine),
    total: order.soldTotalPrice,
    payments: order.payments ?? null,
    cashReceived: order.cashReceived ?? null,
    lotteryCode: order.lotteryId || null,
  };
}

/** The courier's slip: `pointName` is the delivery point's name looked up from deliveryLocations. */
export function deliverySlipContentOf(order: Order, parts: { pointName: string; barcodeSvg: string }): DeliverySlipContent {
  return {
    createdAtMs: order.createdAt?.toMillis?.() ?? 0,
    orderId: order.id,
    barcodeSvg: parts.barcodeSvg,
    customer: contactName(order) || [order.user?.lastName, order.user?.firstName].filter(Boolean).join(' '),
    phone: contactPhone(order),
    point: parts.pointName,
    address: order.address ?? '',
    addressDescription: order.addressDescription ?? '',
    lines: order.products.map(receiptLine),
    amount: order.soldTotalPrice,
  };
}
