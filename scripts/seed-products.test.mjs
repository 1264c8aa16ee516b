import { describe, expect, it } from 'vitest';
import { toProduct } from '../src/entities/product/product';
import {
  DEMO_DAYS,
  DEMO_MERCHANT_COUNT,
  DEMO_PRODUCT_COUNT,
  DEMO_SOLD_COUNT,
  PRODUCT_MODELS,
  buildProductSeed,
  dayKey,
  modelPicture,
  modelPictureName,
  productPictureFolder,
} from './seed-products.mjs';
import { BRANDS, CATEGORIES, COLORS, CUSTOMERS, SHOE_HEIGHTS, SHOE_WIDTHS, SIZES, SOURCES, STORES, WAREHOUSES } from './seed-data.mjs';

const NOW = new Date('2026-03-10T05:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const picsByName = Object.fromEntries(
  PRODUCT_MODELS.map((m) => [m.name, [{ picName: modelPictureName(m), picUrl: `http://pics/${encodeURIComponent(m.name)}` }]]),
);

describe('demo product seed', () => {
  const seed = buildProductSeed(NOW, { picsByName });
  const products = seed.products.map(([, p]) => p);
  const byId = new Map(products.map((p) => [p.id, p]));
  const sold = products.filter((p) => p.isSold);
  const unsold = products.filter((p) => !p.isSold);

  it('is deterministic', () => {
    expect(JSON.stringify(buildProductSeed(NOW, { picsByName }))).toBe(JSON.stringify(seed));
  });

  it('makes about 300 products with ids demo-product-NNN and unique six-digit skus', () => {
    expect(products).toHaveLength(DEMO_PRODUCT_COUNT);
    products.forEach((p, i) => {
      expect(p.id).toBe(`demo-product-${String(i + 1).padStart(3, '0')}`);
      expect(seed.products[i][0]).toBe(p.id);
    });
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const p of products) expect(p.sku).toMatch(/^[1-9]\d{5}$/);
  });

  it('has exactly the shape addProduct writes, valid for the rules', () => {
    const addFields = [
      'id', 'name', 'sku', 'keywords', 'pics', 'source', 'locationType', 'locationId', 'locationName', 'colors',
      'categories', 'brand', 'size', 'width', 'height', 'price', 'originalPrice', 'isDiscount', 'isPrinted', 'isSold',
      'isMerchantSold', 'isDiscountPending', 'isDeliveryPending', 'isRefund', 'orderId', 'saleId', 'date',
      'createdUserName', 'createdUserId', 'createdAt', 'updatedAt',
    ].sort();
    for (const p of products) {
      const keys = Object.keys(p).filter((k) => k !== 'lastMoveLogId').sort();
      expect(keys).toEqual(addFields);
      expect(p.name.trim().length).toBeGreaterThan(0);
      expect(p.keywords.length).toBeLessThanOrEqual(300);
      expect(p.colors.length).toBeGreaterThan(0);
      expect(p.categories.length).toBeGreaterThan(0);
      expect(Number.isInteger(p.price) && p.price >= 0).toBe(true);
      expect(p.price).toBeLessThanOrEqual(p.originalPrice);
      expect(p.isMerchantSold || p.isDiscountPending || p.isDeliveryPending || p.isRefund).toBe(false);
      expect(p.createdUserId).toBe('demo-manager');
      expect(p.createdUserName).toBe('Энхтуяа Батболд');
      // toProduct (the app's reader) keeps every field.
      const read = toProduct(p.id, { ...p, createdAt: { toMillis: () => p.createdAt.getTime() } });
      expect(read).toMatchObject({ name: p.name, sku: p.sku, price: p.price, locationId: p.locationId, pics: p.pics });
    }
  });

  it('uses the seed-data lists for colours, brands, categories, sources, sizes, widths and heights', () => {
    const colours = new Set(COLORS.map((c) => c.name));
    for (const p of products) {
      expect(p.colors.every((c) => colours.has(c))).toBe(true);
      expect(p.categories.every((c) => CATEGORIES.includes(c))).toBe(true);
      expect(BRANDS).toContain(p.brand);
      expect(SOURCES).toContain(p.source);
      expect(SIZES).toContain(p.size);
      expect(SHOE_WIDTHS).toContain(p.width);
      expect(SHOE_HEIGHTS).toContain(p.height);
    }
    // Shoes and rugs both.
    expect(products.some((p) => p.categories.includes('Пүүз'))).toBe(true);
    expect(products.some((p) => p.categories.includes('Ноосон хивс'))).toBe(true);
  });

  it('covers every location: both warehouses, the three stores and the demo merchant', () => {
    const count = (f) => products.filter(f).length;
    for (const w of WAREHOUSES) {
      expect(count((p) => p.locationType === 'warehouse' && p.locationId === w.id && p.locationName === w.name)).toBeGreaterThan(20);
    }
    for (const s of STORES) {
      expect(count((p) => p.locationType === 'store' && p.locationId === s.id && p.locationName === s.name)).toBeGreaterThan(20);
    }
    const merchant = products.filter((p) => p.locationType === 'merchant');
    expect(merchant).toHaveLength(DEMO_MERCHANT_COUNT);
    for (const p of merchant) {
      expect(p.locationId).toBe('demo-merchant');
      expect(p.locationName).toBe('Лхагвасүрэн Төмөрбаатар');
    }
    expect(count((p) => p.locationType === 'warehouse') + count((p) => p.locationType === 'store') + merchant.length).toBe(products.length);
  });

  it('leaves every store at least 8 unsold products (the seller grid pages by 8)', () => {
    for (const s of STORES) expect(unsold.filter((p) => p.locationId === s.id).length).toBeGreaterThanOrEqual(8);
  });

  it('sells about 40 in stores, each with its order, sale and transaction', () => {
    expect(sold).toHaveLength(DEMO_SOLD_COUNT);
    expect(seed.orders).toHaveLength(DEMO_SOLD_COUNT);
    expect(seed.sales).toHaveLength(DEMO_SOLD_COUNT);
    expect(seed.transactions).toHaveLength(DEMO_SOLD_COUNT);
    const orders = new Map(seed.orders);
    const sales = new Map(seed.sales);
    const customers = new Set(CUSTOMERS.map((c) => c.id));
    for (const p of sold) {
      expect(p.locationType).toBe('store');
      const order = orders.get(p.orderId);
      const sale = sales.get(p.saleId);
      expect(order).toBeDefined();
      expect(sale).toBeDefined();
      expect(order).toMatchObject({ id: p.orderId, purchaseType: 'store', pending_status: 'done', quantity: 1, locationId: p.locationId, locationType: 'store' });
      expect(order.products).toHaveLength(1);
      expect(order.products[0]).toMatchObject({ id: p.id, sku: p.sku, price: p.price, originalPrice: p.originalPrice, isDiscount: p.isDiscount, pics: p.pics });
      expect(order.soldTotalPrice).toBe(p.price);
      expect(order.originalTotalPrice).toBe(p.originalPrice);
      expect(customers.has(order.userId)).toBe(true);
      expect(sale).toMatchObject({ id: p.saleId, productId: p.id, orderId: p.orderId, price: p.price, locationId: p.locationId, purchaseType: 'store' });
      expect(sale.state).toBeUndefined();
      expect(sale.createdAt).toEqual(order.createdAt);
      expect(order.createdAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p.updatedAt).toEqual(order.createdAt);
      const tx = seed.transactions.map(([, t]) => t).find((t) => t.orderId === p.orderId);
      expect(tx).toMatchObject({ productId: p.id, saleId: p.saleId, amount: p.price, transactionPrice: p.price, customerId: order.userId });
    }
    for (const p of unsold) {
      expect(p.orderId).toBeNull();
      expect(p.saleId).toBeNull();
    }
  });

  it('discounts some: price below originalPrice exactly when isDiscount', () => {
    const discounted = products.filter((p) => p.isDiscount);
    expect(discounted.length).toBeGreaterThanOrEqual(25);
    for (const p of products) {
      if (p.isDiscount) expect(p.price).toBeLessThan(p.originalPrice);
      else expect(p.price).toBe(p.originalPrice);
      expect(p.price % 1000).toBe(0);
    }
    expect(sold.some((p) => p.isDiscount)).toBe(true);
  });

  it('moves some, with a change log per move and lastMoveLogId on the latest', () => {
    const logs = seed.moveLogs.map(([id, l]) => ({ id, ...l }));
    expect(logs.length).toBeGreaterThanOrEqual(40);
    const moved = products.filter((p) => p.lastMoveLogId);
    expect(moved.length).toBeGreaterThanOrEqual(40);
    for (const p of moved) {
      const own = logs.filter((l) => l.productId === p.id).sort((a, b) => a.updatedAt - b.updatedAt);
      const last = own[own.length - 1];
      expect(p.lastMoveLogId).toBe(last.id);
      expect(last).toMatchObject({ currentLocationId: p.locationId, currentLocationName: p.locationName, currentLocationType: p.locationType });
      expect(last.product).toEqual({ id: p.id, name: p.name, sku: p.sku, pics: p.pics.slice(0, 1) });
      // A chain: each move starts where the previous one ended, after the product was created.
      expect(own[0].updatedAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
      for (let i = 1; i < own.length; i += 1) expect(own[i].prevLocationId).toBe(own[i - 1].currentLocationId);
      for (const l of own) {
        expect(l.prevLocationId).not.toBe(l.currentLocationId);
        for (const key of ['prevLocationId', 'prevLocationName', 'prevLocationType', 'currentLocationId', 'currentLocationName', 'currentLocationType']) {
          expect(typeof l[key]).toBe('string');
        }
      }
    }
    expect(logs.every((l) => byId.has(l.productId))).toBe(true);
    expect(moved.some((p) => logs.filter((l) => l.productId === p.id).length === 2)).toBe(true);
  });

  it('spreads creation over the last 60 days, with date and productsDate matching', () => {
    const dates = new Set(products.map((p) => p.date));
    expect(dates.size).toBeGreaterThan(20);
    for (const p of products) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - (DEMO_DAYS + 1) * DAY);
      expect(p.date).toBe(dayKey(p.createdAt));
    }
    expect(products.some((p) => p.date === dayKey(NOW))).toBe(true);
    expect(seed.productsDates.map(([id]) => id).sort()).toEqual([...dates].sort());
    for (const [id, d] of seed.productsDates) {
      expect(Object.keys(d).sort()).toEqual(['date', 'updatedAt']);
      expect(d.date).toBe(id);
    }
  });

  it('shares one picture per product name, in products/{name}', () => {
    for (const p of products) expect(p.pics).toEqual(picsByName[p.name]);
    for (const m of PRODUCT_MODELS) {
      expect(productPictureFolder(m.name)).toBe(`products/${m.name}`);
      expect(modelPictureName(m)).toMatch(/^[\p{L}\p{N}_-]+\.png$/u);
      expect([...modelPicture(m).subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    }
    expect(buildProductSeed(NOW).products[0][1].pics).toEqual([]);
  });
});
