// The selling world the rules tests share: stores, sellers' stores, the delivery point, the lottery
// types, buyers and in-stock products (a sale itself is arranged as the sell command writes it:
// saleFixture.ts).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch } from 'firebase/firestore';
import { newProductDocument } from '../../../src/entities/product/newProduct';
import { toProduct, type Product } from '../../../src/entities/product/product';
import type { SaleBuyer } from '../../../src/features/selling/domain/sale';
import { modularFirestore } from './env';
import { TARGETS } from './users';
import { sampleProductDetails } from '../../../src/test/productFixtures';

export const STORE_A = 'store-a'; // the Reception In City subject's store
export const STORE_B = 'store-b'; // the Reception In Country subject's store
export const WAREHOUSE = 'warehouse-1';
export const DELIVERY_POINT = 'dp-bayanzurkh';
export const LOTTERY_NOW = 'lt-now'; // period includes now, price 300,000
export const LOTTERY_FUTURE = 'lt-future';
export const LOTTERY_PRICE = 300_000;

export const CUSTOMER: SaleBuyer & { id: string } = { id: TARGETS.customer, firstName: 'Bat', lastName: 'Dorj', phone: '99112233' };
export const MERCHANT: SaleBuyer & { id: string } = { id: TARGETS.staff, firstName: 'Bat', lastName: 'Dorj', phone: '99112233' };
/** A walk-in customer (no record) who gave a phone for the lottery ticket. */
export const WALK_IN: SaleBuyer = { id: null, firstName: '', lastName: '', phone: '88112233' };

let serial = 0;

/**
 * A stored, in-stock product (valid for the rules) with a fresh id, as the add form writes it;
 * `over` replaces any field. `stamp` makes createdAt and updatedAt: 2026-01-01 by default,
 * serverTimestamp for a product the test adds with the rules on.
 */
export function productData(over: Record<string, unknown> = {}, stamp: () => unknown = () => Timestamp.fromMillis(Date.UTC(2026, 0, 1))): Record<string, unknown> {
  serial += 1;
  const product = newProductDocument(
    sampleProductDetails({
      name: `Sneaker ${serial}`,
      sku: String(300000 + serial),
      pics: [{ picName: 'a.png', picUrl: 'http://127.0.0.1/a.png' }],
      locationId: STORE_A,
      locationName: 'Store A',
      size: '40',
      width: '',
      height: '',
      price: 100_000,
      originalPrice: 100_000,
    }),
    { id: `sp-${serial}-${Math.random().toString(36).slice(2, 8)}`, by: { id: 'uid-manager', name: 'Manager' }, on: new Date(2026, 0, 1), stamp },
  );
  return { ...product, ...over };
}

/** Writes products (rules off) and returns them as the wizard would have read them. */
export async function addProducts(env: RulesTestEnvironment, list: Record<string, unknown>[]): Promise<Product[]> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const p of list) batch.set(doc(db, 'products', String(p.id)), p);
    await batch.commit();
  });
  return list.map((p) => toProduct(String(p.id), p));
}

/** Stores, sellers' stores, the delivery point and the two lottery types (rules off). */
export async function seedSellingWorld(env: RulesTestEnvironment, uidOfCity: string, uidOfCountry: string): Promise<void> {
  const now = Date.now();
  const day = 86_400_000;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', uidOfCity), { locationId: STORE_A, locationType: 'store' });
    batch.update(doc(db, 'users', uidOfCountry), { locationId: STORE_B, locationType: 'store' });
    batch.set(doc(db, 'deliveryLocations', DELIVERY_POINT), { name: 'Bayanzurkh' });
    batch.set(doc(db, 'lotteryType', LOTTERY_NOW), {
      name: 'Now',
      price: LOTTERY_PRICE,
      startAt: Timestamp.fromMillis(now - day),
      endAt: Timestamp.fromMillis(now + 30 * day),
      createdAt: Timestamp.fromMillis(now - 2 * day),
    });
    batch.set(doc(db, 'lotteryType', LOTTERY_FUTURE), {
      name: 'Future',
      price: 100_000,
      startAt: Timestamp.fromMillis(now + 40 * day),
      endAt: Timestamp.fromMillis(now + 60 * day),
      createdAt: Timestamp.fromMillis(now - day),
    });
    await batch.commit();
  });
}
