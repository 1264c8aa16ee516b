// A large delivery order (more than 6 products) as the sell command writes it (saleFixture.ts: its
// lines, totals, one sale per product, each product sold and on its way), pending or put on its way
// with a courier. Here it only sets the stage for THE LARGE DELIVERY's door and deletion
// (large-delivery.test.ts, forgery.test.ts, limits.test.ts).
import { doc, getDoc } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { modularFirestore } from './env';
import { toProduct, type Product } from '../../../src/entities/product/product';
import { toOrder } from '../../../src/entities/order/orderDoc';
import type { Order } from '../../../src/entities/order/order';
import type { Caller } from './harness';
import { seedSale } from './saleFixture';
import { CUSTOMER, DELIVERY_POINT } from './selling';

export const DELIVERY = { duureg: DELIVERY_POINT, address: '3rd khoroo, building 12', addressDescription: '' };

/**
 * A delivery sale of `products` to the customer by `seller` (the call centre by default), pending or
 * on its way with `courier`; the order and the products as stored afterwards.
 */
export async function arrangeLargeDelivery(
  env: RulesTestEnvironment,
  products: readonly Product[],
  status: 'pending' | 'delivering',
  courier: Caller = 'DeliveryBoy',
  seller: Caller = 'Call Centre',
): Promise<{ order: Order; data: Record<string, unknown>; products: Product[] }> {
  const { orderId } = await seedSale(
    env,
    { kind: 'delivery', products, lines: products.map((p) => ({ productId: p.id, isNoat: false })), buyer: CUSTOMER, delivery: DELIVERY },
    seller,
    status === 'delivering' ? { courier } : {},
  );
  let data: Record<string, unknown> = {};
  let stored: Product[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    data = (await getDoc(doc(db, 'orders', orderId))).data() ?? {};
    stored = await Promise.all(products.map(async (p) => toProduct(p.id, (await getDoc(doc(db, 'products', p.id))).data() ?? {})));
  });
  return { order: toOrder(orderId, data), data, products: stored };
}
