// Products arranged with firebase-admin for the end-to-end tests, shaped exactly as the add form
// writes them: newProductDocument, the builder src/features/products/api/productWrites.ts addProduct
// uses (pure TypeScript, so it loads here under plain Node).
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { newProductDocument } from '../../../src/entities/product/newProduct';
import { adminDb } from './admin';
import { pngDataUrl } from './png';

/** A word no other product has: a search for it finds exactly one test's products. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

export function randomSku(): string {
  return String(100000 + Math.floor(Math.random() * 900000));
}

/** Seeded places (scripts/seed-data.mjs) as a product's location fields. */
export const LOCATIONS = {
  central: { locationType: 'warehouse', locationId: 'warehouse-central', locationName: 'Төв агуулах' },
  sukhbaatar: { locationType: 'store', locationId: 'store-sukhbaatar', locationName: 'Сүхбаатар салбар' },
  darkhan: { locationType: 'store', locationId: 'store-darkhan', locationName: 'Дархан салбар' },
  khanUul: { locationType: 'store', locationId: 'store-khan-uul', locationName: 'Хан-Уул салбар' },
} as const;

/** The seeded manager (scripts/seed-data.mjs) as the user who adds arranged products. */
export const MANAGER = { id: 'demo-manager', name: 'Энхтуяа Батболд' };

/** Where an arranged product is: a seeded place (LOCATIONS) or one a test made. */
export interface ArrangedLocation {
  readonly locationType: 'store' | 'warehouse' | 'merchant';
  readonly locationId: string;
  readonly locationName: string;
}

export interface Arranged {
  id: string;
  name: string;
  sku: string;
}

/** An in-stock product at `location` (120,000₮, Nike, size 40); `extra` overrides any field. */
export async function addProduct(
  name: string,
  location: ArrangedLocation,
  colour: [number, number, number] = [200, 120, 40],
  extra: Record<string, unknown> = {},
): Promise<Arranged> {
  const ref = adminDb().collection('products').doc();
  const sku = typeof extra.sku === 'string' ? extra.sku : randomSku();
  const product = newProductDocument(
    {
      name,
      sku,
      pics: [{ picName: 'e2e.png', picUrl: pngDataUrl(colour) }],
      source: 'Импорт',
      ...location,
      colors: ['Хар'],
      categories: ['Пүүз'],
      brand: 'Nike',
      size: '40',
      width: '9.5',
      height: '3',
      price: 120000,
      originalPrice: 120000,
      isDiscount: false,
    },
    { id: ref.id, by: MANAGER, on: new Date(), stamp: () => Timestamp.now() },
  );
  await ref.set({ ...product, ...extra });
  return { id: ref.id, name, sku };
}

export async function productData(id: string): Promise<DocumentData> {
  return (await adminDb().collection('products').doc(id).get()).data() ?? {};
}
