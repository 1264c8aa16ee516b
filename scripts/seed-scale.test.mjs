import { describe, expect, it } from 'vitest';
import {
  SCALE_COUNT,
  SCALE_CUSTOMER_COUNT,
  SCALE_CUSTOMER_YEARS,
  SCALE_DAYS,
  SCALE_SALE_COUNT,
  SCALE_PARTS,
  assertFirestoreEmulator,
  buildScaleCustomers,
  buildScaleProducts,
  buildScaleSales,
  incompleteScaleSeed,
  scaleParts,
  scaleProductId,
} from './seed-scale.mjs';
import { buildProductSeed, dayKey } from './seed-products.mjs';
import { buildDeliverySeed } from './seed-deliveries.mjs';
import { CUSTOMERS, DEMO_ACCOUNTS } from './seed-data.mjs';
import { productKeywords } from '../src/entities/product/product';

const NOW = new Date('2026-03-10T05:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

// Built once for the whole file (a few seconds at full size): buildScaleSales leaves the customers it
// is given as they are, so the customers' tests and the sales' tests share them.
const catalogue = buildScaleProducts({ now: NOW, picsByName: { 'Nike Pegasus 41': [{ picName: 'a.png', picUrl: 'http://a' }] } });
const scaleCustomers = buildScaleCustomers({ now: NOW });
const scaleYear = buildScaleSales({ now: NOW, customers: scaleCustomers.customers });

/**
 * The items that fail any of the named checks, with the names of the checks they fail (the first 10):
 * one expect() for tens of thousands of items, where one expect() per item and check took most of a
 * minute. `expect(failures(...)).toEqual([])` asserts every check of every item.
 */
function failures(items, checks, label = (item) => item.id) {
  const found = [];
  const named = Object.entries(checks);
  for (const item of items) {
    const failed = named.filter(([, ok]) => !ok(item)).map(([name]) => name);
    if (failed.length) found.push({ item: label(item), failed });
    if (found.length === 10) break;
  }
  return found;
}

describe('scale catalogue', { timeout: 60_000 }, () => {
  const { products, productsDates } = catalogue;
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
    expect(
      failures(list, {
        'createdAt <= now': (p) => p.createdAt.getTime() <= NOW.getTime(),
        'createdAt within SCALE_DAYS + 1': (p) => p.createdAt.getTime() > NOW.getTime() - (SCALE_DAYS + 1) * DAY,
        'date is dayKey(createdAt)': (p) => p.date === dayKey(p.createdAt),
      }),
    ).toEqual([]);
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

describe('scale customers', { timeout: 60_000 }, () => {
  const { customers, phones } = scaleCustomers;
  const list = customers.map(([, c]) => c);

  it('has 50,000 active clientUser customers with unique ids and the contract lower-case name fields', () => {
    expect(list).toHaveLength(SCALE_CUSTOMER_COUNT);
    expect(new Set(customers.map(([id]) => id)).size).toBe(SCALE_CUSTOMER_COUNT);
    expect(
      failures(
        customers,
        {
          'id is the document id': ([id, c]) => c.id === id,
          "role, userType 'clientUser', isActive": ([, c]) => c.role === 'clientUser' && c.userType === 'clientUser' && c.isActive === true,
          firstNameLower: ([, c]) => c.firstNameLower === c.firstName.trim().toLowerCase(),
          lastNameLower: ([, c]) => c.lastNameLower === c.lastName.trim().toLowerCase(),
        },
        ([id]) => id,
      ),
    ).toEqual([]);
    // Mongolian Cyrillic is lower-cased too (the first letter of every demo name is upper case).
    expect(list.every((c) => c.firstNameLower !== c.firstName)).toBe(true);
    // The demo first and last names, combined: many more pairs than the 29 demo people.
    expect(new Set(list.map((c) => `${c.lastName} ${c.firstName}`)).size).toBeGreaterThan(500);
  });

  it('gives every customer a unique 8-digit phone (8xxxxxxx / 9xxxxxxx), none a demo phone, each with its customerPhones key', () => {
    const numbers = list.map((c) => c.phone);
    expect(numbers.filter((phone) => !/^[89]\d{7}$/.test(phone))).toEqual([]);
    expect(new Set(numbers).size).toBe(SCALE_CUSTOMER_COUNT);
    const demo = new Set([...CUSTOMERS, ...DEMO_ACCOUNTS].map((p) => p.phone));
    expect(numbers.filter((p) => demo.has(p))).toEqual([]);
    expect(phones).toHaveLength(SCALE_CUSTOMER_COUNT);
    const byId = new Map(customers);
    expect(
      failures(
        phones,
        {
          'keys createdAt, customerId': ([, key]) => Object.keys(key).sort().join() === 'createdAt,customerId',
          "the customer's phone": ([phone, key]) => byId.get(key.customerId).phone === phone,
          "the customer's createdAt": ([, key]) => key.createdAt instanceof Date && key.createdAt.getTime() === byId.get(key.customerId).createdAt.getTime(),
        },
        ([phone]) => phone,
      ),
    ).toEqual([]);
  });

  it('shapes customers as the demo seed writes them, plus the name search fields', () => {
    const demoKeys = [
      ...new Set([
        ...Object.keys(CUSTOMERS[0]),
        ...['role', 'userType', 'isActive', 'isWarehouse', 'locationId', 'locationType', 'createdAt', 'updatedAt'],
        ...['firstNameLower', 'lastNameLower'],
      ]),
    ].sort();
    for (const c of list.slice(0, 200)) expect(Object.keys(c).sort()).toEqual(demoKeys);
  });

  it('registers them over the last years, ids in registration order', () => {
    const first = list[0].createdAt.getTime();
    const last = list[list.length - 1].createdAt.getTime();
    expect(last).toBeLessThanOrEqual(NOW.getTime());
    expect(first).toBeGreaterThan(NOW.getTime() - (SCALE_CUSTOMER_YEARS * 365 + 1) * DAY);
    expect(first).toBeLessThan(NOW.getTime() - (SCALE_CUSTOMER_YEARS * 365 - 30) * DAY);
    expect(list.filter((c, i) => i > 0 && !(c.createdAt.getTime() >= list[i - 1].createdAt.getTime())).map((c) => c.id)).toEqual([]);
  });
});

describe('a scale year of sales', { timeout: 60_000 }, () => {
  const { customers } = scaleCustomers;
  const year = scaleYear;
  const orders = year.orders.map(([, o]) => o);
  const sales = year.sales.map(([, s]) => s);
  const products = new Map(year.products);
  const transactions = year.transactions.map(([, t]) => t);
  const salesOf = new Map();
  for (const s of sales) salesOf.set(s.orderId, [...(salesOf.get(s.orderId) ?? []), s]);
  const sum = (lines, field) => lines.reduce((n, l) => n + l[field], 0);

  it('has exactly 100,000 sales, one per sold product; ids unique and apart from the demo and in-stock scale ids', () => {
    expect(sales).toHaveLength(SCALE_SALE_COUNT);
    expect(products.size).toBe(SCALE_SALE_COUNT);
    expect(new Set(sales.map((s) => s.id)).size).toBe(SCALE_SALE_COUNT);
    expect(new Set(sales.map((s) => s.productId)).size).toBe(SCALE_SALE_COUNT);
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
    expect(new Set(transactions.map((t) => t.id)).size).toBe(transactions.length);
    expect([...products.keys()].filter((id) => !/^scale-sold-\d{6}$/.test(id))).toEqual([]);
    const skus = [...products.values()].map((p) => p.sku);
    // The catalogue's skus do not depend on its pictures.
    const other = [...buildProductSeed(NOW).products, ...catalogue.products].map(([, p]) => p.sku);
    expect(new Set([...skus, ...other]).size).toBe(skus.length + other.length);
  });

  it("every order's totals are the sum of its lines (less those refunded at the door); one sale transaction of the order's total", () => {
    const saleTx = new Map(transactions.filter((t) => t.type === 'sale').map((t) => [t.orderId, t]));
    expect(saleTx.size).toBe(orders.length);
    // Collected, then compared once: 50,000 expect() calls would take most of a minute.
    const wrong = orders.filter((o) => {
      const refunded = new Set(o.refundedProductIds ?? []);
      const kept = o.products.filter((l) => !refunded.has(l.id));
      const ordered = o.ordered ?? o;
      const tx = saleTx.get(o.id);
      const lines = salesOf.get(o.id);
      return !(
        o.products.length >= 1 &&
        o.products.length <= 6 &&
        o.productIds.join() === o.products.map((l) => l.id).join() &&
        o.quantity === kept.length &&
        o.soldTotalPrice === sum(kept, 'price') &&
        o.originalTotalPrice === sum(kept, 'originalPrice') &&
        ordered.quantity === o.products.length &&
        ordered.soldTotalPrice === sum(o.products, 'price') &&
        ordered.originalTotalPrice === sum(o.products, 'originalPrice') &&
        o.transactionId === tx.id &&
        tx.amount === ordered.soldTotalPrice &&
        tx.transactionPrice === ordered.soldTotalPrice &&
        tx.customerId === o.userId &&
        lines.length === o.products.length &&
        lines.every((s, i) => s.productId === o.products[i].id && s.price === o.products[i].price && s.createdAt === o.createdAt)
      );
    });
    expect(wrong.map((o) => o.id)).toEqual([]);
    expect(orders.filter((o) => o.refundedProductIds?.length).length).toBeGreaterThan(0);
  });

  it('prices lines as the sale wizard does: VAT (10 % of the original) only at the original price, some lines discounted', () => {
    const lines = orders.flatMap((o) => o.products);
    const share = (f) => lines.filter(f).length / lines.length;
    expect(share((l) => l.isNoat)).toBeGreaterThan(0.08);
    expect(share((l) => l.isDiscount)).toBeGreaterThan(0.1);
    expect(
      failures(lines, {
        'integer price': (l) => Number.isInteger(l.price),
        "the product's isNoat": (l) => products.get(l.id).isNoat === l.isNoat,
        'VAT line: not discounted': (l) => !l.isNoat || l.isDiscount === false,
        'VAT line: original price + 10 %': (l) => !l.isNoat || l.price === l.originalPrice + Math.round(l.originalPrice / 10),
        'discounted line: below the original price': (l) => l.isNoat || !l.isDiscount || l.price < l.originalPrice,
        'other line: the original price': (l) => l.isNoat || l.isDiscount || l.price === l.originalPrice,
      }),
    ).toEqual([]);
  });

  it('sells in the stores by their sellers, delivers with the courier (mostly done), sells to the demo merchant', () => {
    const byType = (t) => orders.filter((o) => o.purchaseType === t);
    const sellerOf = new Map(DEMO_ACCOUNTS.filter((a) => a.locationType === 'store').map((a) => [a.locationId, a.uid]));
    expect(
      failures(byType('store'), {
        done: (o) => o.pending_status === 'done',
        "by the store's seller": (o) => o.createdUserId === (sellerOf.get(o.locationId) ?? 'demo-manager'),
        "products from the order's store": (o) =>
          o.products.every((l) => products.get(l.id).locationType === 'store' && products.get(l.id).locationId === o.locationId),
      }),
    ).toEqual([]);
    expect(
      failures(byType('merchant'), {
        'to the demo merchant, done': (o) =>
          o.userId === 'demo-merchant' && o.locationType === 'merchant' && o.locationId === 'demo-merchant' && o.pending_status === 'done',
        "products from the merchant's stock": (o) =>
          o.products.every((l) => products.get(l.id).locationType === 'merchant' && products.get(l.id).locationId === 'demo-merchant'),
      }),
    ).toEqual([]);
    const deliveries = byType('delivery');
    expect(deliveries.filter((o) => o.pending_status === 'done').length / deliveries.length).toBeGreaterThan(0.95);
    for (const status of ['pending', 'delivering']) expect(deliveries.some((o) => o.pending_status === status)).toBe(true);
    expect(
      failures(deliveries, {
        'duureg is the locationId': (o) => o.duureg === o.locationId,
        'the courier unless pending': (o) => o.deliveryBoyId === (o.pending_status === 'pending' ? undefined : 'demo-courier'),
        'products from a store': (o) => o.products.every((l) => products.get(l.id).locationType === 'store'),
        'products sold, delivery pending until done (unless refunded)': (o) =>
          o.products.every((l) => {
            const p = products.get(l.id);
            return p.isRefund || (p.isSold === true && p.isDeliveryPending === (o.pending_status !== 'done'));
          }),
      }),
    ).toEqual([]);
    const scaleIds = new Set(customers.map(([id]) => id));
    const registered = new Map(customers.map(([id, c]) => [id, c.createdAt]));
    expect(
      failures([...byType('store'), ...deliveries], {
        'a scale customer': (o) => scaleIds.has(o.userId),
        'registered before the order': (o) => registered.get(o.userId).getTime() <= o.createdAt.getTime(),
      }),
    ).toEqual([]);
  });

  it('refunds about 2 % of the sales as the refund writes them, a few at the door of delivered orders', () => {
    const refunded = sales.filter((s) => s.state === 'refund');
    expect(refunded.length / sales.length).toBeGreaterThan(0.015);
    expect(refunded.length / sales.length).toBeLessThan(0.03);
    const refundTx = new Map(transactions.filter((t) => t.type === 'refund').map((t) => [t.saleId, t]));
    expect(refundTx.size).toBe(refunded.length);
    for (const s of refunded) {
      const p = products.get(s.productId);
      const tx = refundTx.get(s.id);
      expect(tx).toMatchObject({ productId: p.id, orderId: s.orderId, customerId: s.userId, amount: -s.price, transactionPrice: -s.price });
      expect(p).toMatchObject({ isSold: false, isDeliveryPending: false, isDiscount: false, isMerchantSold: false, isRefund: true, price: p.originalPrice, refundTransactionId: tx.id });
      expect(tx.createdAt.getTime()).toBeGreaterThanOrEqual(s.createdAt.getTime());
      expect(tx.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const door = orders.filter((o) => o.refundedProductIds?.length);
    expect(door.length).toBeGreaterThan(50);
    for (const o of door) {
      expect(o.pending_status).toBe('done');
      for (const id of o.refundedProductIds) expect(refundTx.get(products.get(id).saleId).user.id).toBe('demo-courier');
    }
    expect(
      failures(
        [...products].filter(([, p]) => !p.isRefund),
        { 'sold, with its order and sale': ([, p]) => p.isSold === true && typeof p.orderId === 'string' && typeof p.saleId === 'string' },
        ([id]) => id,
      ),
    ).toEqual([]);
  });

  it('spreads over the last 365 days, busier on weekends and in December', () => {
    expect(
      failures(orders, {
        'createdAt <= now': (o) => o.createdAt.getTime() <= NOW.getTime(),
        'createdAt within SCALE_DAYS': (o) => o.createdAt.getTime() > NOW.getTime() - SCALE_DAYS * DAY,
      }),
    ).toEqual([]);
    const ub = (o) => new Date(o.createdAt.getTime() + 8 * 3600_000);
    const weekend = orders.filter((o) => [0, 6].includes(ub(o).getUTCDay())).length / (2 * 52);
    const weekday = orders.filter((o) => ![0, 6].includes(ub(o).getUTCDay())).length / (5 * 52);
    expect(weekend / weekday).toBeGreaterThan(1.3);
    const perMonth = Array.from({ length: 12 }, (_, m) => orders.filter((o) => ub(o).getUTCMonth() === m).length);
    expect(Math.max(...perMonth)).toBe(perMonth[11]);
  });

  it('shapes orders, sales, transactions and sold products as the demo seed builds one sale (key sets)', () => {
    const demo = buildProductSeed(NOW);
    const demoDelivery = buildDeliverySeed({ products: demo.products, now: NOW });
    const keys = (o) => Object.keys(o).sort();
    const [, pending] = demoDelivery.orders.find(([, o]) => o.pending_status === 'pending');
    const [, delivering] = demoDelivery.orders.find(([, o]) => o.pending_status === 'delivering');
    const deliveryOnly = ['duureg', 'address', 'addressDescription'];
    const storeKeys = keys(pending).filter((k) => !deliveryOnly.includes(k));
    // The app adds updatedAt when a courier takes an order, and the confirmation's fields when it is delivered.
    const confirmed = ['deliveredAt', 'ordered', 'refundedProductIds'];
    const expected = {
      store: storeKeys,
      merchant: storeKeys,
      pending: keys(pending),
      delivering: [...keys(delivering), 'updatedAt'].sort(),
      done: [...keys(delivering), 'updatedAt', ...confirmed].sort(),
    };
    const seen = {};
    for (const o of orders) {
      const kind = o.purchaseType === 'delivery' ? o.pending_status : o.purchaseType;
      (seen[kind] ??= new Set()).add(keys(o).join());
      (seen.line ??= new Set()).add(keys(o.products[0]).join());
    }
    for (const s of sales) (seen[s.state ? 'refundedSale' : 'sale'] ??= new Set()).add(keys(s).join());
    for (const t of transactions) (seen[`${t.type}Tx`] ??= new Set()).add(keys(t).join());
    for (const p of products.values()) (seen[p.isRefund ? 'refundedProduct' : 'product'] ??= new Set()).add(keys(p).join());
    const saleKeys = keys(demoDelivery.sales[0][1]);
    // A sold product: the catalogue's shape plus what the sale writes (soldAt too, as the app does).
    const productKeys = [...new Set([...keys(demo.products[0][1]), ...keys(demoDelivery.productUpdates[0][1]), 'soldAt'])].sort();
    Object.assign(expected, {
      line: keys(pending.products[0]),
      sale: saleKeys,
      refundedSale: [...saleKeys, 'state', 'updatedAt'].sort(),
      saleTx: keys(demoDelivery.transactions[0][1]),
      refundTx: ['amount', 'createdAt', 'customerId', 'customerName', 'id', 'orderId', 'productId', 'saleId', 'transactionPrice', 'type', 'user'], // as refundProduct and the door refund write it
      product: productKeys,
      refundedProduct: [...productKeys, 'refundTransactionId'].sort(),
    });
    expect(Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v]]))).toEqual(
      Object.fromEntries(Object.keys(expected).map((k) => [k, [expected[k].join()]])),
    );
  });

  it('is deterministic', () => {
    const small = customers.slice(0, 2000);
    const a = buildScaleSales({ now: NOW, customers: small, count: 500 });
    expect(a.sales).toHaveLength(500);
    expect(JSON.stringify(a)).toBe(JSON.stringify(buildScaleSales({ now: NOW, customers: small, count: 500 })));
    expect(JSON.stringify(buildScaleCustomers({ now: NOW, count: 300 }))).toBe(JSON.stringify(buildScaleCustomers({ now: NOW, count: 300 })));
  });
});

describe('scale seed parts', () => {
  it('seeds everything by default, or the parts named', () => {
    expect(scaleParts([])).toEqual(['products', 'customers', 'sales']);
    expect(scaleParts(['--products-only'])).toEqual(['products']);
    expect(scaleParts(['--only=sales,customers'])).toEqual(['customers', 'sales']);
    expect(() => scaleParts(['--only=lottery'])).toThrow(/Unknown part/);
  });
});

describe('the scale seed marker', () => {
  const complete = { state: 'complete', parts: [...SCALE_PARTS], documents: 422_921, written: 422_921 };

  it('lets the bench measure only after a run of every part finished', () => {
    expect(incompleteScaleSeed(complete)).toBeNull();
    expect(incompleteScaleSeed(undefined)).toMatch(/no scale seed has run/);
    expect(incompleteScaleSeed({ ...complete, state: 'writing', written: 125_000 })).toBe(
      'the last scale seed did not finish (writing, 125000 of 422921 documents)',
    );
    expect(incompleteScaleSeed({ ...complete, state: 'failed', written: 150_000, error: 'batch 301 of 1692 failed' })).toMatch(
      /did not finish \(failed, 150000 of 422921 documents: batch 301 of 1692 failed\)/,
    );
    expect(incompleteScaleSeed({ ...complete, parts: ['customers', 'sales'] })).toMatch(/wrote only customers, sales \(not products\)/);
    expect(incompleteScaleSeed({ ...complete, written: 422_000 })).toMatch(/wrote 422000 of 422921/);
    expect(incompleteScaleSeed({ ...complete, parts: ['customers'] }, ['customers'])).toBeNull();
  });
});
