import { describe, expect, it } from 'vitest';
import { buildProductSeed } from './seed-products.mjs';
import { buildDeliverySeed, deliverableProducts, DELIVERY_DELIVERING_COUNT, DELIVERY_PENDING_COUNT } from './seed-deliveries.mjs';

const now = new Date('2025-03-01T12:00:00Z');
const catalogue = buildProductSeed(now).products;

describe('buildDeliverySeed', () => {
  const seed = buildDeliverySeed({ products: catalogue, now });

  it('makes 4 pending orders without a courier and 4 delivering ones assigned to the demo courier', () => {
    const byStatus = (s) => seed.orders.filter(([, o]) => o.pending_status === s).map(([, o]) => o);
    expect(byStatus('pending')).toHaveLength(DELIVERY_PENDING_COUNT);
    expect(byStatus('delivering')).toHaveLength(DELIVERY_DELIVERING_COUNT);
    for (const o of byStatus('pending')) {
      expect(o.deliveryBoyId).toBeUndefined();
      expect(o.deliveryBoy).toBeUndefined();
    }
    for (const o of byStatus('delivering')) {
      expect(o.deliveryBoyId).toBe('demo-courier');
      expect(o.deliveryBoy).toMatchObject({ id: 'demo-courier', phone: expect.any(String) });
    }
    for (const [, o] of seed.orders) {
      expect(o.purchaseType).toBe('delivery');
      expect(o.duureg).toMatch(/^district-0\d$/);
      expect(o.createdUserId).toBe('demo-callcentre');
      expect(o.quantity).toBe(o.products.length);
      expect(o.soldTotalPrice).toBe(o.products.reduce((s, p) => s + p.price, 0));
      expect(o.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('uses real, distinct, previously deliverable products and points them at their order and sale', () => {
    const available = new Set(deliverableProducts(catalogue).map(([id]) => id));
    const ids = seed.productUpdates.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(available.has(id)).toBe(true);
    const sales = new Map(seed.sales);
    for (const [id, u] of seed.productUpdates) {
      expect(u).toMatchObject({ isSold: true, isDeliveryPending: true });
      const sale = sales.get(u.saleId);
      expect(sale).toMatchObject({ productId: id, orderId: u.orderId });
      const [, order] = seed.orders.find(([oid]) => oid === u.orderId);
      expect(order.products.map((p) => p.id)).toContain(id);
    }
    expect(seed.sales).toHaveLength(ids.length);
    expect(seed.transactions).toHaveLength(seed.orders.length);
    for (const [, tx] of seed.transactions) {
      const [, order] = seed.orders.find(([oid]) => oid === tx.orderId);
      expect(tx.amount).toBe(order.soldTotalPrice);
    }
    // Some delivering orders have two products (one can be kept, one refunded).
    expect(seed.orders.some(([, o]) => o.pending_status === 'delivering' && o.products.length === 2)).toBe(true);
  });

  it('is deterministic', () => {
    const again = buildDeliverySeed({ products: catalogue, now });
    expect(again.productUpdates.map(([id]) => id)).toEqual(seed.productUpdates.map(([id]) => id));
  });
});
