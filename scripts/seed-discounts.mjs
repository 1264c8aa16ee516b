// Demo discount requests (scripts/seed.mjs writes them after the products): a handful of pending
// requests, store-type by both sellers on products of their own store and callCentre-type by the call
// centre on store products, each product flagged isDiscountPending in the same batch.
// Shapes are exactly what src/features/discounts/api/discountRequestWrites.ts createDiscountRequests writes and
// firestore.rules accepts (docs/discounts.md, docs/data-model.md). Deterministic: the same products and
// `now` give the same documents.
import { DEMO_ACCOUNTS } from './seed-data.mjs';

const MINUTE = 60 * 1000;

/** Who asks, for which store's products, how many. */
export const DISCOUNT_PLAN = [
  { uid: 'demo-reception-city', type: 'store', storeId: 'store-sukhbaatar', count: 2 },
  { uid: 'demo-reception-country', type: 'store', storeId: 'store-darkhan', count: 2 },
  { uid: 'demo-callcentre', type: 'callCentre', storeId: 'store-khan-uul', count: 2 },
];

/** The requester as the app keeps it: the profile without anything secret (never the password). */
export function requesterOf(uid) {
  const a = DEMO_ACCOUNTS.find((account) => account.uid === uid);
  if (!a) throw new Error(`No demo account ${uid}`);
  return {
    id: a.uid,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    email: a.email,
    role: a.role,
    locationId: a.locationId ?? null,
    locationType: a.locationType ?? null,
  };
}

function available(p) {
  return p.locationType === 'store' && !p.isSold && !p.isDeliveryPending && !p.isDiscountPending && p.price > 0;
}

/** About 10 % off, rounded down to a thousand, always below the current price. */
export function demoRequestPrice(price) {
  const asked = Math.floor((price * 0.9) / 1000) * 1000;
  return asked > 0 && asked < price ? asked : price - 1;
}

/**
 * Pure: from the demo products ([id, data]) -> the requests ([id, data]) and the product updates
 * ([id, fields]). Picks, per plan line, the last available products of that store by id (the newest
 * intakes stay untouched for the grids' first pages), so the choice is the same on every run.
 * `createdAt` is a Date (the writer stores it as a timestamp).
 */
export function buildDiscountSeed(products, now = new Date()) {
  const sorted = [...products].sort(([a], [b]) => a.localeCompare(b));
  const requests = [];
  const productUpdates = [];
  let n = 0;
  for (const line of DISCOUNT_PLAN) {
    const candidates = sorted.filter(([, p]) => available(p) && p.locationId === line.storeId).reverse().slice(0, line.count);
    for (const [productId, p] of candidates) {
      n += 1;
      const id = `demo-discount-${String(n).padStart(2, '0')}`;
      const at = new Date(now.getTime() - n * 37 * MINUTE);
      const requester = requesterOf(line.uid);
      requests.push([
        id,
        {
          id,
          state: 'pending',
          type: line.type,
          locationId: p.locationId,
          locationName: p.locationName,
          requestPrice: demoRequestPrice(p.price),
          createdUser: requester,
          createdUserId: requester.id,
          product: {
            id: productId,
            name: p.name,
            sku: p.sku,
            pics: p.pics ?? [],
            price: p.price,
            originalPrice: p.originalPrice,
            size: p.size,
            width: p.width,
            height: p.height,
            brand: p.brand,
            colors: p.colors ?? [],
            categories: p.categories ?? [],
            locationType: p.locationType,
            locationId: p.locationId,
            locationName: p.locationName,
          },
          productId,
          createdAt: at,
          updatedAt: at,
        },
      ]);
      productUpdates.push([productId, { isDiscountPending: true, discountRequestId: id, updatedAt: at }]);
    }
  }
  return { requests, productUpdates };
}

/**
 * Reads the seeded store products, builds the requests and writes each request with its product's
 * flag in one batch. `db` is a firebase-admin Firestore (it stores Dates as timestamps).
 */
export async function writeDiscountSeed({ db, now = new Date() }) {
  const snap = await db.collection('products').where('locationType', '==', 'store').get();
  const products = snap.docs.map((d) => [d.id, d.data()]);
  const { requests, productUpdates } = buildDiscountSeed(products, now);
  const batch = db.batch();
  for (const [id, data] of requests) {
    batch.set(db.collection('discountRequests').doc(id), data);
  }
  for (const [id, fields] of productUpdates) {
    batch.update(db.collection('products').doc(id), fields);
  }
  await batch.commit();
  return { requests: requests.length };
}
