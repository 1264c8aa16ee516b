// Handler tests of the trusted commands (functions/src/commands): each command is called as the
// callable calls it (database, caller uid, request data) against the Firestore emulator of the rules
// layer, through the Admin SDK, on a project of the test file's own.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { sampleProductDetails } from '../../src/test/productFixtures';

export interface CommandDb {
  db: Firestore;
  projectId: string;
  /** Removes every document of the project. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export async function commandDb(projectId: string): Promise<CommandDb> {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: the handler tests run on the rules layer (npm test -- rules).');
  const [host, port] = emulator.replace(/^https?:\/\//, '').split(':');
  const app: App = initializeApp({ projectId }, `${projectId}-${process.pid}`);
  const db = getFirestore(app);
  const clear = async () => {
    const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    if (!res.ok) throw new Error(`clearing ${projectId}: HTTP ${res.status}`);
  };
  await clear();
  return { db, projectId, clear, close: () => deleteApp(app) };
}

export const STORE_A = 'store-a';
export const STORE_B = 'store-b';
export const WAREHOUSE = 'warehouse-1';
export const DELIVERY_POINT = 'dp-bayanzurkh';
export const LOTTERY_NOW = 'lt-now';
export const LOTTERY_PRICE = 300_000;

/** The callers: uid -> profile (every role that matters to a sale, and the ones that must be refused). */
export const PEOPLE = {
  manager: { role: 'Manager', isActive: true, firstName: 'Oyun', lastName: 'Bat', locationId: null },
  sellerA: { role: 'Reception In City', isActive: true, firstName: 'Saraa', lastName: 'Dorj', locationId: STORE_A },
  sellerB: { role: 'Reception In Country', isActive: true, firstName: 'Tuya', lastName: 'Gan', locationId: STORE_B },
  callCentre: { role: 'Call Centre', isActive: true, firstName: 'Nomin', lastName: 'Erdene', locationId: null },
  courier: { role: 'DeliveryBoy', isActive: true, firstName: 'Bold', lastName: 'Tseren', locationId: null },
  retiredSeller: { role: 'Reception In City', isActive: false, firstName: 'Old', lastName: 'Seller', locationId: STORE_A },
  customer: { role: 'clientUser', isActive: true, firstName: 'Bat', lastName: 'Dorj', phone: '99112233' },
  merchant: { role: 'Merchant', isActive: true, firstName: 'Ganaa', lastName: 'Trade', phone: '88001122' },
} as const;

/** Staff, buyers, places, a lottery type of now and the e-barimt setting (off unless `ebarimt`). */
export async function seedBasics(db: Firestore, { ebarimt = false, shiftRequired = false } = {}): Promise<void> {
  const batch = db.batch();
  for (const [uid, profile] of Object.entries(PEOPLE)) batch.set(db.collection('users').doc(uid), { id: uid, ...profile });
  batch.set(db.collection('stores').doc(STORE_A), { name: 'Store A' });
  batch.set(db.collection('stores').doc(STORE_B), { name: 'Store B' });
  batch.set(db.collection('deliveryLocations').doc(DELIVERY_POINT), { name: 'Баянзүрх' });
  const day = 24 * 3600_000;
  batch.set(db.collection('lotteryType').doc(LOTTERY_NOW), {
    name: 'Now',
    price: LOTTERY_PRICE,
    startAt: Timestamp.fromMillis(Date.now() - day),
    endAt: Timestamp.fromMillis(Date.now() + day),
  });
  batch.set(db.collection('appConfigs').doc('ebarimt'), { enabled: ebarimt, treatment: 'added', defaultClassificationCode: '6211100' });
  batch.set(db.collection('ebarimtLookups').doc('1234567'), { regNo: '1234567', status: 'found', tin: '12345678901', name: 'Хаан ХХК' });
  batch.set(db.collection('ebarimtLookups').doc('7654321'), { regNo: '7654321', status: 'unknown', tin: '', name: '' });
  if (shiftRequired) batch.set(db.collection('cashDrawers').doc(STORE_A), { storeId: STORE_A, shiftRequired: true, openShiftId: null, lastShiftNo: 0 });
  await batch.commit();
}

let serial = 0;

/** In-stock products of a store (A by default), written; `over` replaces fields. Returns their ids. */
export async function addProducts(db: Firestore, count: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  // 400 per batch: well within a commit's 500 writes.
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i += 1) {
      serial += 1;
      const id = `p${serial}-${Math.random().toString(36).slice(2, 8)}`;
      const product = newProductDocument(
        sampleProductDetails({
          name: `Пүүз ${serial}`,
          sku: String(500000 + serial),
          locationId: STORE_A,
          locationName: 'Store A',
          size: '40',
          price: 100_000,
          originalPrice: 100_000,
        }),
        { id, by: { id: 'manager', name: 'Oyun' }, on: new Date(2026, 0, 1), stamp: () => Timestamp.fromMillis(Date.UTC(2026, 0, 1)) },
      );
      batch.set(db.collection('products').doc(id), { ...product, ...over });
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}

let keySerial = 0;
/** A fresh idempotency key. */
export function saleKey(): string {
  keySerial += 1;
  return `key-${process.pid}-${keySerial}-${Math.random().toString(36).slice(2, 12)}`.padEnd(24, 'x');
}

/** A store sale's request of `ids` at 100,000 each, paid exactly in cash. */
export function storeRequest(ids: readonly string[], over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    key: saleKey(),
    kind: 'store',
    lines: ids.map((productId) => ({ productId, isNoat: false, price: 100_000 })),
    buyerId: null,
    walkInPhone: '',
    delivery: null,
    lottery: null,
    payment: null,
    ebarimt: null,
    ...over,
  };
}

/** How many documents a collection holds (of this project). */
export async function countOf(db: Firestore, collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}
