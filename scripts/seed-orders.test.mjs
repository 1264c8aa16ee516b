import { describe, expect, it } from 'vitest';
import { buildOrderSeed, createRng } from './seed-orders.mjs';
import { CUSTOMERS, STORES } from './seed-data.mjs';

const NOW = new Date('2026-11-22T04:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('seed of a year of orders and sales', () => {
  const { orders, sales } = buildOrderSeed({ now: NOW });
  const list = orders.map(([, o]) => o);

  it('store and merchant orders record how they were paid, adding up to the total; deliveries do not', () => {
    const methods = new Set();
    for (const o of list) {
      if (o.purchaseType === 'store' || o.purchaseType === 'merchant') {
        const p = o.payments;
        expect(p.cash + p.card + p.qpay + p.bank).toBe(o.soldTotalPrice);
        for (const m of ['cash', 'card', 'qpay', 'bank']) if (p[m] > 0) methods.add(m);
        if ('cashReceived' in o) expect(o.cashReceived).toBeGreaterThanOrEqual(p.cash);
      } else expect(o).not.toHaveProperty('payments');
    }
    expect([...methods].sort()).toEqual(['bank', 'card', 'cash', 'qpay']);
  });

  it('is deterministic', () => {
    expect(createRng(7).next()).toBe(createRng(7).next());
    const again = buildOrderSeed({ now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify({ orders, sales }));
  });

  it('makes about 1,500 orders over the past year, none in the future, several today', () => {
    expect(list).toHaveLength(1500);
    for (const o of list) {
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(o.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 366 * DAY);
    }
    expect(list.filter((o) => NOW.getTime() - o.createdAt.getTime() < 60 * 60 * 1000).length).toBeGreaterThanOrEqual(6);
  });

  it('covers every channel and store, unevenly', () => {
    const by = (f) => list.filter(f).length;
    for (const type of ['store', 'delivery', 'mobile', 'merchant']) expect(by((o) => o.purchaseType === type)).toBeGreaterThan(50);
    const perStore = STORES.map((s) => by((o) => o.locationId === s.id));
    expect(perStore[0]).toBeGreaterThan(perStore[1]);
    expect(perStore[1]).toBeGreaterThan(perStore[2]);
  });

  it('statuses are consistent: store and merchant done, pending deliveries without a courier, the others with the courier', () => {
    for (const o of list) {
      if (o.purchaseType === 'store' || o.purchaseType === 'merchant') expect(o.pending_status).toBe('done');
      else if (o.pending_status === 'pending') {
        expect(o.deliveryBoyId).toBeUndefined();
        expect(o.deliveryBoy).toBeUndefined();
        expect(o.duureg).toMatch(/^district-\d\d$/);
      } else {
        expect(o.deliveryBoyId).toBe('demo-courier');
        expect(o.deliveryBoy.id).toBe('demo-courier');
        expect(o.duureg).toMatch(/^district-\d\d$/);
      }
    }
    expect(list.some((o) => o.pending_status === 'delivering')).toBe(true);
    expect(list.some((o) => o.pending_status === 'pending')).toBe(true);
  });

  it('orders carry 1-3 lines with integer tugrik prices; totals add up; one sale per line', () => {
    for (const o of list) {
      expect(o.products.length).toBeGreaterThanOrEqual(1);
      expect(o.products.length).toBeLessThanOrEqual(3);
      expect(o.quantity).toBe(o.products.length);
      expect(o.soldTotalPrice).toBe(o.products.reduce((s, p) => s + p.price, 0));
      expect(o.originalTotalPrice).toBe(o.products.reduce((s, p) => s + p.originalPrice, 0));
      for (const p of o.products) {
        expect(Number.isInteger(p.price)).toBe(true);
        expect(p.originalPrice).toBeGreaterThanOrEqual(60_000);
        expect(p.originalPrice).toBeLessThanOrEqual(1_500_000);
      }
    }
    expect(sales).toHaveLength(list.reduce((n, o) => n + o.products.length, 0));
    const sale = sales[0][1];
    const order = list.find((o) => o.id === sale.orderId);
    expect(sale.price).toBe(order.products[0].price);
    expect(sale.locationId).toBe(order.locationId);
    expect(sale.createdAt).toEqual(order.createdAt);
  });

  it('adds VAT only to lines sold at the original price (section 5)', () => {
    const lines = list.flatMap((o) => o.products);
    expect(lines.some((p) => p.isNoat)).toBe(true);
    expect(lines.some((p) => p.isDiscount)).toBe(true);
    for (const p of lines.filter((l) => l.isNoat)) {
      expect(p.isDiscount).toBe(false);
      expect(p.price).toBe(p.originalPrice + Math.round(p.originalPrice * 0.1));
    }
  });

  it('buyers are seeded customers (or the merchant account)', () => {
    const ids = new Set([...CUSTOMERS.map((c) => c.id), 'demo-merchant']);
    for (const o of list) expect(ids.has(o.userId)).toBe(true);
  });
});
