// Delivery orders arranged with firebase-admin for the end-to-end tests (deliveries.spec.ts,
// courier.spec.ts), shaped as the sale wizard writes them: real products (isSold + isDeliveryPending,
// this order's), one sale per product, the order's lines and totals.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { MANAGER } from './products';
import { pngDataUrl } from './png';
import { newProductDocument } from '../../../src/entities/product/newProduct';
import { orderDocument, type OrderBuyer, type OrderLocation } from '../../../src/entities/order/orderDocument';
import { saleDocument } from '../../../src/entities/sale/saleDocument';
import type { OrderProduct } from '../../../src/entities/order/order';

/** The seeded courier (scripts/seed-data.mjs: courier@demo.mn). */
export const COURIER = { id: 'demo-courier', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' };

export { uniqueTag } from './products';

export interface Arranged {
  orderId: string;
  productIds: string[];
  saleIds: string[];
  contact: string;
  /** The products' sold prices, in order (150,000₮, 160,000₮, ...). */
  prices: number[];
}

export interface ArrangeOptions {
  courier?: typeof COURIER | null;
  /** The contact name (default "Захиалагч <tag>"). */
  contact?: string;
  address?: string;
  addressDescription?: string;
}

const DISTRICT: OrderLocation = { locationType: 'delivery', locationId: 'district-01', locationName: 'Баянзүрх' };
const CALL_CENTRE = { id: 'demo-callcentre', firstName: 'Мөнхзул', lastName: 'Отгонбаяр', role: 'Call Centre' };

/**
 * The documents of a delivery order taken by the call centre for customer-01 (district-01), built
 * with the app's own builders: the order (server timestamp) and one sale per line (ids `saleIds`).
 */
export function deliveryOrderDocuments(o: {
  orderId: string;
  saleIds: readonly string[];
  lines: readonly OrderProduct[];
  status: 'pending' | 'delivering' | 'done';
  contact: string;
  courier?: typeof COURIER | null;
  address: string;
  addressDescription: string;
}) {
  const buyer: OrderBuyer = { id: 'customer-01', firstName: o.contact, lastName: '', phone: '99887766' };
  const order = orderDocument({
    id: o.orderId,
    products: o.lines,
    withProductIds: true,
    purchaseType: 'delivery',
    pendingStatus: o.status,
    buyer,
    contactName: o.contact,
    delivery: { duureg: DISTRICT.locationId, address: o.address, addressDescription: o.addressDescription },
    location: DISTRICT,
    courier: o.courier ?? null,
    lotteryId: null,
    createdBy: CALL_CENTRE,
    createdAt: FieldValue.serverTimestamp(),
  });
  const sales = o.lines.map((product, i) =>
    saleDocument({ id: o.saleIds[i], product, orderId: o.orderId, buyer, location: DISTRICT, purchaseType: 'delivery', createdAt: Timestamp.now() }),
  );
  return { order, sales };
}

/**
 * A delivery order as the sale wizard writes it, with real products (isSold + isDeliveryPending) and
 * their sales, in the given state. A 'done' order's products are sold (no longer on their way).
 */
export async function arrangeOrder(tag: string, status: 'pending' | 'delivering' | 'done', productCount: number, options: ArrangeOptions | typeof COURIER | null = {}): Promise<Arranged> {
  const opts: ArrangeOptions = options && 'id' in options ? { courier: options } : (options ?? {});
  const courier = opts.courier ?? null;
  const db = adminDb();
  const orderRef = db.collection('orders').doc();
  const contact = opts.contact ?? `Захиалагч ${tag}`;
  const lines: OrderProduct[] = [];
  const productIds: string[] = [];
  const saleIds: string[] = [];
  const prices: number[] = [];
  const batch = db.batch();
  for (let i = 0; i < productCount; i += 1) {
    const productRef = db.collection('products').doc();
    const saleRef = db.collection('sales').doc();
    const name = `Хүргэлтийн пүүз ${tag} ${String.fromCharCode(65 + i)}`;
    const sku = String(100000 + Math.floor(Math.random() * 900000));
    const price = 150000 + i * 10000;
    const pics = [{ picName: 'e2e.png', picUrl: pngDataUrl([40 + i * 80, 120, 200]) }];
    const product = newProductDocument(
      {
        name,
        sku,
        pics,
        source: 'Импорт',
        locationType: 'store',
        locationId: 'store-sukhbaatar',
        locationName: 'Сүхбаатар салбар',
        colors: ['Хар'],
        categories: ['Пүүз'],
        brand: 'Nike',
        size: '41',
        width: '',
        height: '',
        price,
        originalPrice: price,
        isDiscount: false,
      },
      { id: productRef.id, by: MANAGER, on: new Date(), stamp: () => Timestamp.now() },
    );
    // Sold in this delivery order and on its way (or delivered).
    batch.set(productRef, { ...product, isPrinted: true, isSold: true, isDeliveryPending: status !== 'done', orderId: orderRef.id, saleId: saleRef.id });
    const line: OrderProduct = { id: productRef.id, name, sku, price, originalPrice: price, isNoat: false, isDiscount: false, brand: 'Nike', size: '41', colors: ['Хар'], categories: ['Пүүз'], pics };
    lines.push(line);
    productIds.push(productRef.id);
    saleIds.push(saleRef.id);
    prices.push(price);
  }
  const docs = deliveryOrderDocuments({
    orderId: orderRef.id,
    saleIds,
    lines,
    status,
    contact,
    courier,
    address: opts.address ?? 'Баянзүрх дүүрэг, 26-р хороо, 15-р байр',
    addressDescription: opts.addressDescription ?? 'Орцны код 1234#',
  });
  docs.sales.forEach((sale) => batch.set(db.collection('sales').doc(sale.id), sale));
  batch.set(orderRef, docs.order);
  await batch.commit();
  return { orderId: orderRef.id, productIds, saleIds, contact, prices };
}

/** A document's data (firebase-admin), or undefined. */
export async function data(collection: string, id: string): Promise<DocumentData | undefined> {
  return (await adminDb().collection(collection).doc(id).get()).data();
}
