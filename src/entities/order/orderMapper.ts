import { int, obj, str, strings, timestamp, type Data } from '../../firebase/fields';
import { toPayments } from './payment';
import { amount, toOrderProducts } from './orderLine';
import type { BuyerSnapshot, CreatedUserSnapshot, DeliveryBoySnapshot, Order, OrderProduct, PendingStatus, PurchaseType, SaleLocationType } from './order';

// The orders' mapper, pure (no Firestore access): shared by the app and the trusted commands
// (functions/), which read an order with the Admin SDK. orderDoc.ts adds the typed collection.

/**
 * Firestore order data -> Order, tolerating missing or legacy-typed fields (old and seeded orders):
 * the one mapper of the orders collection. Screens derive their rows from Order (the order lists'
 * rows, the notifications' entries), never from the stored data.
 */

const sumOf = (lines: readonly OrderProduct[], pick: (l: OrderProduct) => number) => lines.reduce((s, l) => s + pick(l), 0);

function buyer(v: unknown): BuyerSnapshot | null {
  const u = obj(v);
  return u ? { firstName: str(u.firstName), lastName: str(u.lastName), phone: str(u.phone) } : null;
}

function courier(v: unknown): DeliveryBoySnapshot | undefined {
  const c = obj(v);
  return c ? { id: str(c.id), firstName: str(c.firstName), lastName: str(c.lastName), phone: str(c.phone) } : undefined;
}

function createdUser(v: unknown): CreatedUserSnapshot {
  const u = obj(v);
  return { firstName: str(u?.firstName), lastName: str(u?.lastName), role: str(u?.role) };
}

export function toOrder(id: string, d: Data): Order {
  const products = toOrderProducts(d.products);
  const order: Order = {
    id,
    products,
    // Unknown values are kept as stored so the labels can show them raw.
    purchaseType: str(d.purchaseType) as PurchaseType,
    pending_status: str(d.pending_status) as PendingStatus,
    // Missing on some legacy orders: the lines tell.
    quantity: amount(d.quantity, products.length),
    soldTotalPrice: amount(d.soldTotalPrice, sumOf(products, (l) => l.price)),
    originalTotalPrice: amount(d.originalTotalPrice, sumOf(products, (l) => l.originalPrice)),
    userId: str(d.userId) || null,
    user: buyer(d.user),
    contactName: str(d.contactName),
    contactNumber: str(d.contactNumber),
    duureg: str(d.duureg),
    address: str(d.address),
    addressDescription: str(d.addressDescription),
    createdUserId: str(d.createdUserId),
    createdUser: createdUser(d.createdUser),
    createdAt: timestamp(d.createdAt),
  };
  if ('userId' in d && d.userId === null) order.walkIn = true;
  if (d.updatedAt !== undefined && d.updatedAt !== null) order.updatedAt = timestamp(d.updatedAt);
  // Where the sale happened (a receipt is headed by this store, or by the merchant).
  if (str(d.locationId)) order.locationId = str(d.locationId);
  if (str(d.locationName)) order.locationName = str(d.locationName);
  if (str(d.locationType)) order.locationType = str(d.locationType) as SaleLocationType;
  const boy = courier(d.deliveryBoy);
  if (boy) order.deliveryBoy = boy;
  if (str(d.deliveryBoyId)) order.deliveryBoyId = str(d.deliveryBoyId);
  const refunded = strings(d.refundedProductIds);
  if (refunded.length > 0) order.refundedProductIds = refunded;
  if (str(d.lotteryId)) order.lotteryId = str(d.lotteryId);
  const productIds = strings(d.productIds);
  if (productIds.length > 0) order.productIds = productIds;
  if (str(d.transactionId)) order.transactionId = str(d.transactionId);
  const payments = toPayments(d.payments);
  if (payments) order.payments = payments;
  if (typeof d.cashReceived === 'number') order.cashReceived = int(d.cashReceived);
  const returned = strings(d.returnedProductIds);
  if (returned.length > 0) order.returnedProductIds = returned;
  const returnIds = strings(d.returnIds);
  if (returnIds.length > 0) order.returnIds = returnIds;
  if (typeof d.keptTotalPrice === 'number') order.keptTotalPrice = int(d.keptTotalPrice);
  if (str(d.voidedLotteryId)) order.voidedLotteryId = str(d.voidedLotteryId);
  const ordered = d.ordered as Data | undefined;
  if (ordered && typeof ordered === 'object') {
    order.ordered = { quantity: int(ordered.quantity), soldTotalPrice: int(ordered.soldTotalPrice), originalTotalPrice: int(ordered.originalTotalPrice) };
  }
  return order;
}
