import { describe, expect, it } from 'vitest';
import { buildProductSeed } from './seed-products.mjs';
import { DISCOUNT_PLAN, buildDiscountSeed, demoRequestPrice, requesterOf } from './seed-discounts.mjs';
import { toDiscountRequest, requestTypeFor } from '../src/features/discounts/domain/discountRequest';

const NOW = new Date('2026-03-10T05:30:00Z');

describe('demo discount requests', () => {
  const { products } = buildProductSeed(NOW);
  const byId = new Map(products);
  const seed = buildDiscountSeed(products, NOW);

  it('is deterministic', () => {
    expect(buildDiscountSeed(products, NOW)).toEqual(seed);
  });

  it('has the planned pending requests of both sellers and the call centre', () => {
    expect(seed.requests).toHaveLength(DISCOUNT_PLAN.reduce((n, line) => n + line.count, 0));
    for (const line of DISCOUNT_PLAN) {
      const own = seed.requests.filter(([, r]) => r.createdUserId === line.uid);
      expect(own).toHaveLength(line.count);
      for (const [, r] of own) {
        expect(r.state).toBe('pending');
        expect(r.type).toBe(line.type);
        expect(r.type).toBe(requestTypeFor(r.createdUser.role));
        expect(r.locationId).toBe(line.storeId);
      }
    }
  });

  it('asks only for unsold store products of the seller\'s own store, below the current price', () => {
    const sellers = { 'demo-reception-city': 'store-sukhbaatar', 'demo-reception-country': 'store-darkhan' };
    for (const [, r] of seed.requests) {
      const p = byId.get(r.productId);
      expect(p).toBeDefined();
      expect(p.locationType).toBe('store');
      expect(p.isSold || p.isDeliveryPending || p.isDiscountPending).toBe(false);
      if (sellers[r.createdUserId]) expect(p.locationId).toBe(sellers[r.createdUserId]);
      expect(Number.isInteger(r.requestPrice)).toBe(true);
      expect(r.requestPrice).toBeGreaterThan(0);
      expect(r.requestPrice).toBeLessThan(p.price);
      expect(r.product).toMatchObject({ id: r.productId, name: p.name, sku: p.sku, price: p.price, originalPrice: p.originalPrice, locationName: p.locationName });
      expect(toDiscountRequest(r.id, r).productId).toBe(r.productId);
    }
    expect(new Set(seed.requests.map(([, r]) => r.productId)).size).toBe(seed.requests.length);
  });

  it('flags each product pending from its own request', () => {
    expect(seed.productUpdates.map(([id, f]) => [id, f.isDiscountPending, f.discountRequestId])).toEqual(
      seed.requests.map(([id, r]) => [r.productId, true, id]),
    );
  });

  it('keeps nothing secret about the requester', () => {
    for (const uid of DISCOUNT_PLAN.map((l) => l.uid)) expect(requesterOf(uid)).not.toHaveProperty('password');
    for (const [, r] of seed.requests) expect(r.createdUser).not.toHaveProperty('password');
  });

  it('asks about 10 % off, rounded to a thousand', () => {
    expect(demoRequestPrice(329000)).toBe(296000);
    expect(demoRequestPrice(500)).toBe(499);
  });
});
