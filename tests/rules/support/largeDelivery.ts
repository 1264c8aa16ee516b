// A large delivery order (more than 6 products) arranged with the rules off, as THE LARGE SALE's
// close leaves it (its lines, ids, totals, one sale per product at sales/{o-p}, each product sold
// and on its way), then pending or on its way with a courier. Its creation through the app is
// tested in large-delivery.test.ts; here it only sets the stage for the door and the deletion.
import { Timestamp, doc, getDoc, writeBatch } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { modularFirestore } from './env';
import { toProduct, type Product } from '../../../src/entities/product/product';
import { toOrder } from '../../../src/entities/order/orderDoc';
import type { Order } from '../../../src/entities/order/order';
import { orderProductOf } from '../../../src/features/selling/domain/sale';
import { CUSTOMER, DELIVERY_POINT } from './selling';

export interface Courier {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export async function arrangeLargeDelivery(
  env: RulesTestEnvironment,
  products: readonly Product[],
  status: 'pending' | 'delivering',
  courier: Courier,
  createdUserId: string,
): Promise<{ order: Order; data: Record<string, unknown>; products: Product[] }> {
  const orderId = `o-large-${Math.random().toString(36).slice(2, 10)}`;
  const lines = products.map((p) => orderProductOf({ product: p, isNoat: false, price: p.price }));
  const now = Timestamp.now();
  const data: Record<string, unknown> = {
    id: orderId,
    products: lines,
    productIds: products.map((p) => p.id),
    purchaseType: 'delivery',
    pending_status: status,
    quantity: lines.length,
    soldTotalPrice: lines.reduce((s, l) => s + l.price, 0),
    originalTotalPrice: lines.reduce((s, l) => s + l.originalPrice, 0),
    userId: CUSTOMER.id,
    user: { firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, phone: CUSTOMER.phone },
    contactName: `${CUSTOMER.lastName} ${CUSTOMER.firstName}`,
    contactNumber: CUSTOMER.phone,
    duureg: DELIVERY_POINT,
    address: '3rd khoroo, building 12',
    addressDescription: '',
    locationType: 'delivery',
    locationId: DELIVERY_POINT,
    locationName: 'Bayanzurkh',
    transactionId: `t-${orderId}`,
    lotteryId: null,
    createdUserId,
    createdUser: { firstName: 'Call', lastName: 'Centre', role: 'Call Centre' },
    createdAt: now,
    openedAt: now,
    ...(status === 'delivering' ? { deliveryBoy: courier, deliveryBoyId: courier.id } : { deliveryBoy: null, deliveryBoyId: null }),
  };
  let stored: Product[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'orders', orderId), data);
    batch.set(doc(db, 'transactions', `t-${orderId}`), { id: `t-${orderId}`, type: 'sale', orderId, amount: data.soldTotalPrice, transactionPrice: data.soldTotalPrice, customerId: CUSTOMER.id, createdAt: now });
    for (const [i, p] of products.entries()) {
      const saleId = `${orderId}-${p.id}`;
      batch.update(doc(db, 'products', p.id), { isSold: true, isDeliveryPending: true, orderId, saleId, isNoat: false, soldAt: now });
      batch.set(doc(db, 'sales', saleId), { id: saleId, product: lines[i], productId: p.id, orderId, price: lines[i].price, userId: CUSTOMER.id, purchaseType: 'delivery', locationType: 'delivery', locationId: DELIVERY_POINT, createdAt: now });
    }
    await batch.commit();
    stored = await Promise.all(products.map(async (p) => toProduct(p.id, (await getDoc(doc(db, 'products', p.id))).data() ?? {})));
  });
  return { order: toOrder(orderId, data), data, products: stored };
}
