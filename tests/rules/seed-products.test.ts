// The demo catalogue of scripts/seed-products.mjs against firestore.rules: the seeded documents must
// be ones the app can work with, so the manager's edit, move and refund (made the way
// src/features/products/api/productWrites.ts makes them) succeed on them, a seeded product's shape
// is accepted as a new product, and the role-scoped list queries read them.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { buildProductSeed, productPictureFolder } from '../../scripts/seed-products.mjs';
import { DEMO_ACCOUNTS } from '../../scripts/seed-data.mjs';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { productKeywords, toProduct, type Product } from '../../src/entities/product/product';
import { moveFields, refundAmount, refundFields } from '../../src/entities/product/stockChanges';
import { listRefundRecord } from '../../src/entities/order/listRefund';
import { toOrder } from '../../src/entities/order/orderDoc';
import { modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { userDoc } from './support/users';

const NOW = new Date();
const seed = buildProductSeed(NOW, {
  picsByName: { 'Nike Pegasus 41': [{ picName: 'Nike-Pegasus-41.png', picUrl: `http://127.0.0.1/${productPictureFolder('Nike Pegasus 41')}` }] },
});
const products = seed.products.map(([id, data]) => toProduct(id, { ...data, createdAt: undefined }));
const raw = new Map(seed.products);
const account = (role: string) => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(role);
  return a;
};
const manager = account('Manager');
const seller = account('Reception In City');

const rules = rulesHarness('demo-seed-products-rules');
const { dbFor } = rules;

beforeAll(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const all: [string, [string, Record<string, unknown>][]][] = [
      ['users', DEMO_ACCOUNTS.map((a) => [a.uid, userDoc(a.uid, a.role, { firstName: a.firstName, lastName: a.lastName, locationId: a.locationId, locationType: a.locationType })])],
      ['products', seed.products],
      ['productsDate', seed.productsDates],
      ['productLocationChangeLogs', seed.moveLogs],
      ['orders', seed.orders],
      ['sales', seed.sales],
      ['transactions', seed.transactions],
    ];
    for (const [name, docs] of all) {
      for (let i = 0; i < docs.length; i += 400) {
        const batch = writeBatch(db);
        for (const [id, data] of docs.slice(i, i + 400)) batch.set(doc(db, name, id), data);
        await batch.commit();
      }
    }
  });
});

const find = (test: (p: Product) => boolean): Product => {
  const p = products.find(test);
  if (!p) throw new Error('no such seeded product');
  return p;
};

describe('the seeded demo products work with the app under the rules', () => {
  it('the manager can edit an unsold one (updateProduct)', async () => {
    const p = find((x) => !x.isSold && x.locationType === 'warehouse');
    const name = `${p.name} 2`;
    const db = dbFor({ uid: manager.uid });
    const batch = writeBatch(db);
    batch.update(doc(db, 'products', p.id), {
      name,
      keywords: productKeywords(name, p.sku),
      size: p.size,
      width: p.width,
      height: p.height,
      brand: p.brand,
      source: p.source,
      colors: p.colors,
      categories: p.categories,
      price: p.originalPrice - 1000,
      originalPrice: p.originalPrice,
      isDiscount: true,
      pics: p.pics,
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
  });

  it('the manager can move a moved one on (moveProducts), from the merchant back to a warehouse', async () => {
    const p = find((x) => !x.isSold && x.locationType === 'merchant');
    expect(raw.get(p.id)?.lastMoveLogId).toEqual(expect.any(String));
    const db = dbFor({ uid: manager.uid });
    const target = { locationType: 'warehouse' as const, locationId: 'warehouse-central', locationName: 'Төв агуулах' };
    const logRef = doc(collection(db, 'productLocationChangeLogs'));
    const batch = writeBatch(db);
    batch.set(logRef, {
      productId: p.id,
      product: { id: p.id, name: p.name, sku: p.sku, pics: p.pics.slice(0, 1) },
      prevLocationId: p.locationId,
      prevLocationName: p.locationName,
      prevLocationType: p.locationType,
      currentLocationId: target.locationId,
      currentLocationName: target.locationName,
      currentLocationType: target.locationType,
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'products', p.id), { ...moveFields(target), lastMoveLogId: logRef.id, updatedAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
  });

  it('the manager can refund a sold one (refundProduct): negative transaction and the sale marked refund', async () => {
    const p = find((x) => x.isSold && x.isDiscount);
    expect(p.saleId).not.toBeNull();
    const db = dbFor({ uid: manager.uid });
    const sale = await assertSucceeds(getDoc(doc(db, 'sales', p.saleId as string)));
    expect(sale.data()?.productId).toBe(p.id);
    const txRef = doc(collection(db, 'transactions'));
    const amount = refundAmount(p);
    const batch = writeBatch(db);
    batch.set(txRef, {
      id: txRef.id,
      type: 'refund',
      productId: p.id,
      saleId: p.saleId,
      orderId: p.orderId,
      customerId: sale.data()?.userId ?? null,
      transactionPrice: amount,
      amount,
      user: { id: manager.uid, firstName: manager.firstName, lastName: manager.lastName },
      createdAt: serverTimestamp(),
    });
    batch.update(doc(db, 'products', p.id), { ...refundFields(p), refundTransactionId: txRef.id, updatedAt: serverTimestamp() });
    batch.update(doc(db, 'sales', p.saleId as string), { state: 'refund', updatedAt: serverTimestamp() });
    // Its order records it (the order's e-barimt is corrected by the shop bridge).
    const order = await assertSucceeds(getDoc(doc(db, 'orders', p.orderId as string)));
    if (order.exists()) {
      batch.update(order.ref, { ...listRefundRecord(toOrder(order.id, order.data()), p.id, txRef.id, 0 - amount), refundedAt: serverTimestamp(), updatedAt: serverTimestamp() });
    }
    await assertSucceeds(batch.commit());
  });

  it('a seeded product has the shape the add form creates (accepted as a new product)', async () => {
    const db = dbFor({ uid: manager.uid });
    for (const id of ['demo-product-001', 'demo-product-150']) {
      const data = { ...raw.get(id) };
      delete data.lastMoveLogId;
      const ref = doc(collection(db, 'products'));
      await assertSucceeds(
        writeBatch(db)
          .set(ref, { ...data, id: ref.id, isSold: false, orderId: null, saleId: null, createdUserId: manager.uid, createdAt: serverTimestamp(), updatedAt: serverTimestamp() })
          .commit(),
      );
    }
  });

  it('every seeded product has the fields of a new product document (plus lastMoveLogId once moved)', () => {
    // scripts/seed-products.mjs is plain Node and cannot import newProductDocument: this keeps the two in step.
    const fields = Object.keys(newProductDocument(products[0], { id: 'x', by: { id: manager.uid, name: 'x' }, on: NOW, stamp: () => null })).sort();
    for (const [id, data] of seed.products) expect(Object.keys(data).filter((k) => k !== 'lastMoveLogId').sort(), id).toEqual(fields);
  });

  it("a seller's grid query reads more than a page of 8 of its store's unsold products", async () => {
    const db = dbFor({ uid: seller.uid });
    const snap = await assertSucceeds(
      getDocs(query(collection(db, 'products'), where('isSold', '==', false), where('locationId', '==', seller.locationId), orderBy('createdAt', 'desc'), limit(9))),
    );
    expect(snap.size).toBe(9);
  });

  it('the call centre reads store products; the manager the change logs and productsDate', async () => {
    const cc = dbFor({ uid: account('Call Centre').uid });
    const stores = await assertSucceeds(getDocs(query(collection(cc, 'products'), where('isSold', '==', false), where('locationType', '==', 'store'), orderBy('createdAt', 'desc'), limit(20))));
    expect(stores.size).toBe(20);
    const db = dbFor({ uid: manager.uid });
    const logs = await assertSucceeds(getDocs(query(collection(db, 'productLocationChangeLogs'), orderBy('updatedAt', 'desc'), limit(10))));
    expect(logs.size).toBe(10);
    const days = await assertSucceeds(getDocs(query(collection(db, 'productsDate'), orderBy('date', 'desc'))));
    expect(days.size).toBe(seed.productsDates.length);
  });
});
