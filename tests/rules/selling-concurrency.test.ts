// Concurrency: staff selling the same product at the same moment. 20 clients (separate signed-in
// Firestore instances, staff allowed to sell) run the real sale transaction (runSale) against the
// emulator with the real rules: exactly one sale goes through, every other one fails with a
// StockConflictError naming the product, and nothing is half written.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import type { } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where, writeBatch, type Firestore } from 'firebase/firestore';
import type { StaffRole } from '../../src/auth/roles';
import type { Product } from '../../src/entities/product/product';
import { StockConflictError } from '../../src/entities/product/stockChanges';
import { runSale, type SaleInput, type Seller } from '../../src/features/selling/api/saleWrites';
import { modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { uidOf, userDoc } from './support/users';
import { CUSTOMER, STORE_A, addProducts, productData, seedSellingWorld } from './support/selling';

const CLIENTS = 20;
// Staff who may sell store-a's products in store: store-a's sellers, Managers, Admins, devs.
const ROLES: readonly StaffRole[] = ['Reception In City', 'Manager', 'Admin', 'dev'];

const rules = rulesHarness('selling-concurrency', { users: 'once' });
let sellers: Seller[];

function storeSale(products: readonly Product[]): SaleInput {
  return { kind: 'store', products, lines: products.map((p) => ({ productId: p.id, isNoat: false })), buyer: CUSTOMER };
}

/** Each client its own signed-in Firestore instance (its own SDK app), as separate browsers. */
function clientDb(seller: Seller): Firestore {
  return rules.dbFor({ uid: seller.id });
}

async function adminQuery(collectionName: string, field: string, value: string): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[] = [];
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const snap = await getDocs(query(collection(db, collectionName), where(field, '==', value)));
    rows = snap.docs.map((d) => d.data());
  });
  return rows;
}

async function adminGet(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), path))).data();
  });
  return data;
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
  sellers = Array.from({ length: CLIENTS }, (_, i) => {
    const role = ROLES[i % ROLES.length];
    const locationId = role === 'Reception In City' ? STORE_A : null;
    return { id: `uid-concurrent-${i}`, firstName: `Seller${i}`, lastName: 'Test', role, locationId };
  });
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const s of sellers) {
      batch.set(doc(db, 'users', s.id), userDoc(s.id, s.role, { firstName: s.firstName, lastName: s.lastName, locationId: s.locationId, locationType: s.locationId ? 'store' : null }));
    }
    await batch.commit();
  });
}, 60_000);

describe('concurrent sales of one product', () => {
  it(`${CLIENTS} clients sell the same product at once: exactly one order, one sale, one transaction`, async () => {
    const [product] = await addProducts(rules.env, [productData()]);
    const dbs = sellers.map(clientDb);
    const results = await Promise.allSettled(sellers.map((s, i) => runSale(storeSale([product]), s, undefined, dbs[i])));

    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(CLIENTS - 1);
    for (const error of lost) {
      expect(error).toBeInstanceOf(StockConflictError);
      expect((error as StockConflictError).productName).toBe(product.name);
    }

    const orderId = (won[0] as PromiseFulfilledResult<{ orderId: string }>).value.orderId;
    // Every order listing the product (productIds array-contains).
    let listing: Record<string, unknown>[] = [];
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      const snap = await getDocs(query(collection(db, 'orders'), where('productIds', 'array-contains', product.id)));
      listing = snap.docs.map((d) => d.data());
    });
    expect(listing).toHaveLength(1);
    expect(listing[0].id).toBe(orderId);
    expect(await adminQuery('sales', 'productId', product.id)).toHaveLength(1);
    expect(await adminQuery('transactions', 'orderId', orderId)).toHaveLength(1);
    const all = await adminQuery('transactions', 'type', 'sale');
    expect(all.filter((t) => t.orderId === orderId)).toHaveLength(1);
    expect(await adminGet(`products/${product.id}`)).toMatchObject({ isSold: true, orderId });
  }, 120_000);

  it(`${CLIENTS} clients each sell the shared product with one of their own: one sale, the other products untouched`, async () => {
    const [shared, ...own] = await addProducts(rules.env, Array.from({ length: CLIENTS + 1 }, () => productData()));
    const dbs = sellers.map(clientDb);
    const results = await Promise.allSettled(sellers.map((s, i) => runSale(storeSale([shared, own[i]]), s, undefined, dbs[i])));
    const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ name: 'StockConflictError', productName: shared.name });
    }
    for (let i = 0; i < CLIENTS; i += 1) {
      const after = await adminGet(`products/${own[i].id}`);
      expect(after?.isSold).toBe(i === winners[0]);
    }
    expect(await adminQuery('sales', 'productId', shared.id)).toHaveLength(1);
  }, 120_000);

  it('a two-product sale where one product was sold meanwhile writes nothing', async () => {
    const [a, b] = await addProducts(rules.env, [productData(), productData()]);
    const first = await runSale(storeSale([b]), sellers[1], undefined, clientDb(sellers[1]));
    const error = await runSale(storeSale([a, b]), sellers[2], undefined, clientDb(sellers[2])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockConflictError);
    expect(error).toMatchObject({ productName: b.name, reason: 'sold' });
    expect(await adminGet(`products/${a.id}`)).toMatchObject({ isSold: false, orderId: null, saleId: null });
    expect(await adminGet(`products/${b.id}`)).toMatchObject({ isSold: true, orderId: first.orderId });
    expect(await adminQuery('sales', 'productId', a.id)).toHaveLength(0);
    let listingA = 0;
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      listingA = (await getDocs(query(collection(db, 'orders'), where('productIds', 'array-contains', a.id)))).size;
    });
    expect(listingA).toBe(0);
  }, 60_000);
});
