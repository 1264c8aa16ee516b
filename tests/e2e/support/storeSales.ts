// A store sale as the counter writes it (docs/selling.md), arranged with firebase-admin for the
// screens that take sales back (returns.spec.ts): the order with its lines and payment, one sale per
// line, the products sold to it, the sale transaction, and optionally a lottery ticket.
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { orderDocument } from '../../../src/entities/order/orderDocument';
import { saleDocument } from '../../../src/entities/sale/saleDocument';
import { saleTransactionDocument } from '../../../src/entities/transaction/transactionDocument';
import type { OrderProduct } from '../../../src/entities/order/order';
import type { Payments } from '../../../src/entities/order/payment';
import { LOCATIONS, productData, type Arranged } from './products';

/** The seeded seller of store-sukhbaatar (scripts/seed-data.mjs). */
export const SELLER = { id: 'demo-reception-city', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', role: 'Reception In City' };

export interface StoreSale {
  orderId: string;
  transactionId: string;
  lotteryId: string | null;
}

export async function arrangeStoreSale(
  products: readonly Arranged[],
  options: { daysAgo?: number; payments?: Payments; customer?: { id: string; firstName: string; lastName: string; phone: string } | null; lotteryTypeId?: string } = {},
): Promise<StoreSale> {
  const db = adminDb();
  const orderRef = db.collection('orders').doc();
  const transactionRef = db.collection('transactions').doc();
  const createdAt = Timestamp.fromMillis(Date.now() - (options.daysAgo ?? 0) * 86_400_000 - 60_000);
  const stored = await Promise.all(products.map((p) => productData(p.id)));
  const lines: OrderProduct[] = stored.map((p, i) => ({
    id: products[i].id,
    name: String(p.name),
    sku: String(p.sku),
    price: Number(p.price),
    originalPrice: Number(p.originalPrice),
    isNoat: false,
    isDiscount: p.isDiscount === true,
    brand: String(p.brand ?? ''),
    size: String(p.size ?? ''),
    colors: (p.colors as string[]) ?? [],
    categories: (p.categories as string[]) ?? [],
    pics: ((p.pics as unknown[]) ?? []).slice(0, 1) as OrderProduct['pics'],
  }));
  const total = lines.reduce((s, l) => s + l.price, 0);
  const customer = options.customer === undefined ? null : options.customer;
  const buyer = customer ?? { id: null, firstName: '', lastName: '', phone: '' };
  const lotteryId = options.lotteryTypeId ? String(10_000_000 + Math.floor(Math.random() * 89_999_999)) : null;
  const location = LOCATIONS.sukhbaatar;
  const batch = db.batch();
  batch.set(
    orderRef,
    orderDocument({
      id: orderRef.id,
      products: lines,
      withProductIds: true,
      purchaseType: 'store',
      pendingStatus: 'done',
      buyer,
      contactName: customer ? `${customer.lastName} ${customer.firstName}` : '',
      contactNumber: customer?.phone ?? '',
      location: { locationType: 'store', locationId: location.locationId, locationName: location.locationName },
      transactionId: transactionRef.id,
      lotteryId,
      createdBy: SELLER,
      createdAt,
      payment: { payments: options.payments ?? { cash: total, card: 0, qpay: 0, bank: 0 }, cashReceived: null },
    }),
  );
  lines.forEach((line) => {
    const saleId = `${orderRef.id}-${line.id}`;
    batch.set(
      db.collection('sales').doc(saleId),
      saleDocument({
        id: saleId,
        product: line,
        orderId: orderRef.id,
        buyer,
        location: { locationType: 'store', locationId: location.locationId, locationName: location.locationName },
        purchaseType: 'store',
        createdUserId: SELLER.id,
        createdAt,
      }),
    );
    batch.update(db.collection('products').doc(line.id), { isSold: true, orderId: orderRef.id, saleId, isNoat: false, soldAt: createdAt });
  });
  batch.set(
    transactionRef,
    saleTransactionDocument({
      id: transactionRef.id,
      orderId: orderRef.id,
      amount: total,
      buyer,
      customerName: customer ? `${customer.lastName} ${customer.firstName}` : '',
      createdUserId: SELLER.id,
      createdAt,
    }),
  );
  if (lotteryId && customer) {
    batch.set(db.collection('lottery').doc(lotteryId), {
      id: lotteryId,
      lotteryUUID: lotteryId,
      userId: customer.id,
      user: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone },
      lotteryTypeId: options.lotteryTypeId,
      orderId: orderRef.id,
      createdUserId: SELLER.id,
      createdAt,
    });
  }
  await batch.commit();
  return { orderId: orderRef.id, transactionId: transactionRef.id, lotteryId };
}
