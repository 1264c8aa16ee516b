// Delivery orders arranged with firebase-admin for the end-to-end tests (deliveries.spec.ts,
// courier.spec.ts), shaped as the sale wizard writes them: real products (isSold + isDeliveryPending,
// this order's), one sale per product, the order's lines and totals.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { MANAGER } from './products';
import { pngDataUrl } from './png';
import { newProductDocument } from '../../../src/entities/product/newProduct';

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
  const lines: DocumentData[] = [];
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
    const line = { id: productRef.id, name, sku, price, originalPrice: price, isNoat: false, isDiscount: false, brand: 'Nike', size: '41', colors: ['Хар'], categories: ['Пүүз'], pics };
    batch.set(saleRef, {
      id: saleRef.id,
      product: line,
      productId: productRef.id,
      orderId: orderRef.id,
      price,
      userId: 'customer-01',
      user: { firstName: contact, phone: '99887766' },
      locationType: 'delivery',
      locationId: 'district-01',
      locationName: 'Баянзүрх',
      purchaseType: 'delivery',
      createdAt: Timestamp.now(),
    });
    lines.push(line);
    productIds.push(productRef.id);
    saleIds.push(saleRef.id);
    prices.push(price);
  }
  batch.set(orderRef, {
    id: orderRef.id,
    products: lines,
    productIds,
    purchaseType: 'delivery',
    pending_status: status,
    quantity: lines.length,
    soldTotalPrice: lines.reduce((s, l) => s + Number(l.price), 0),
    originalTotalPrice: lines.reduce((s, l) => s + Number(l.originalPrice), 0),
    userId: 'customer-01',
    user: { firstName: contact, phone: '99887766' },
    contactName: contact,
    contactNumber: '99887766',
    duureg: 'district-01',
    address: opts.address ?? 'Баянзүрх дүүрэг, 26-р хороо, 15-р байр',
    addressDescription: opts.addressDescription ?? 'Орцны код 1234#',
    locationType: 'delivery',
    locationId: 'district-01',
    locationName: 'Баянзүрх',
    ...(courier ? { deliveryBoy: courier, deliveryBoyId: courier.id } : {}),
    lotteryId: null,
    createdUserId: 'demo-callcentre',
    createdUser: { firstName: 'Мөнхзул', lastName: 'Отгонбаяр', role: 'Call Centre' },
    createdAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return { orderId: orderRef.id, productIds, saleIds, contact, prices };
}

/** A document's data (firebase-admin), or undefined. */
export async function data(collection: string, id: string): Promise<DocumentData | undefined> {
  return (await adminDb().collection(collection).doc(id).get()).data();
}
