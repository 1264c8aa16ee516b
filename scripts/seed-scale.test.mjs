import { describe, expect, it } from 'vitest';
import { SCALE_COUNT, SCALE_DAYS, assertFirestoreEmulator, buildScaleProducts, scaleProductId } from './seed-scale.mjs';
import { buildProductSeed, dayKey } from './seed-products.mjs';
import { productKeywords } from '../src/entities/product/product';

const NOW = new Date('2026-03-10T05:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('scale catalogue', () => {
  const { products, productsDates } = buildScaleProducts({ now: NOW, picsByName: { 'Nike Pegasus 41': [{ picName: 'a.png', picUrl: 'http://a' }] } });
  const list = products.map(([, p]) => p);

  it('has 20,000 products with ids scale-product-NNNNN and skus unique among themselves and the demo ones', () => {
    expect(list).toHaveLength(SCALE_COUNT);
    expect(products[0][0]).toBe('scale-product-00001');
    expect(products[SCALE_COUNT - 1][0]).toBe(scaleProductId(SCALE_COUNT));
    const demo = buildProductSeed(NOW).products.map(([, p]) => p.sku);
    expect(new Set([...list.map((p) => p.sku), ...demo]).size).toBe(SCALE_COUNT + demo.length);
  });

  it('shapes products as the demo seed (addProduct) does, in stock', () => {
    const demoKeys = Object.keys(buildProductSeed(NOW).products[0][1]).sort();
    for (const p of list.slice(0, 500)) {
      expect(Object.keys(p).sort()).toEqual(demoKeys);
      expect(p.keywords).toEqual(productKeywords(p.name, p.sku));
      expect(p.isSold).toBe(false);
      expect(p.price).toBeLessThanOrEqual(p.originalPrice);
      expect(p.isDiscount).toBe(p.price < p.originalPrice);
    }
    expect(list.find((p) => p.name === 'Nike Pegasus 41').pics).toEqual([{ picName: 'a.png', picUrl: 'http://a' }]);
  });

  it('spreads over every location and the last year; productsDate covers every day used', () => {
    const per = (f) => list.filter(f).length / list.length;
    expect(per((p) => p.locationType === 'warehouse')).toBeGreaterThan(0.5);
    expect(per((p) => p.locationType === 'store')).toBeGreaterThan(0.25);
    expect(per((p) => p.locationType === 'merchant')).toBeGreaterThan(0.02);
    expect(new Set(list.map((p) => p.locationId)).size).toBe(6);
    for (const p of list) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - (SCALE_DAYS + 1) * DAY);
      expect(p.date).toBe(dayKey(p.createdAt));
    }
    expect(productsDates.map(([d]) => d).sort()).toEqual([...new Set(list.map((p) => p.date))].sort());
    expect(productsDates.length).toBeGreaterThan(300);
  });

  it('is deterministic', () => {
    const again = buildScaleProducts({ now: NOW, count: 300 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(buildScaleProducts({ now: NOW, count: 300 })));
  });

  it('refuses a host that is not a Firestore emulator', async () => {
    await expect(assertFirestoreEmulator('')).rejects.toThrow(/Not an emulator host/);
    await expect(assertFirestoreEmulator('firestore.googleapis.com')).rejects.toThrow(/Not an emulator host/);
    await expect(assertFirestoreEmulator('127.0.0.1:1')).rejects.toThrow(/No Firestore emulator/);
  });
});
