// `npm run seed:scale`: fills a running Firestore emulator with a 20,000-product catalogue
// (ids scale-product-00001 ... 20000), to see the app and its read budgets at the business's real
// size (budgets: docs/local-stack.md; `npm run bench` uses it). Idempotent: the same ids are overwritten.
//
//   npm start                     # in another terminal: the dev stack (Firestore on 127.0.0.1:8080)
//   npm run seed:scale            # or FIRESTORE_EMULATOR_HOST=127.0.0.1:18080 npm run seed:scale
//
// It writes only to an emulator: the host comes from FIRESTORE_EMULATOR_HOST (default the dev
// stack's 127.0.0.1:8080) and must answer as a Firestore emulator, or nothing is written.
// Pictures: the products reuse the demo catalogue's picture URLs (one per product name), so run it
// after the demo seed (npm start seeds); without the demo products they get no picture.
import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS, SHOE_HEIGHTS, SHOE_WIDTHS, SIZES } from './seed-data.mjs';
import { createRng } from './seed-orders.mjs';
import { PRODUCT_MODELS, buildProductSeed, dayKey, demoLocations, seedSku, shopTime } from './seed-products.mjs';
import { productKeywords } from './lib/keywords.mjs';

export const SCALE_COUNT = 20_000;
/** Creation spread: the last year. */
export const SCALE_DAYS = 365;
/** Firestore's limit of writes per batch. */
const BATCH_SIZE = 500;
/** Batches in flight at once (the emulator is on this machine). */
const PARALLEL_BATCHES = 4;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const scaleProductId = (i) => `scale-product-${String(i).padStart(5, '0')}`;

/**
 * The scale catalogue, deterministic for a given `now`: stock intakes of a few to a dozen products
 * of one model (several sizes) over the last year, two thirds in the warehouses, the rest in the
 * stores and a few at the contract merchant, some discounted; all in stock (no sale documents are
 * made for it). Returns { products, productsDates } as lists of [id, data], shaped as addProduct writes.
 */
export function buildScaleProducts({ now = new Date(), count = SCALE_COUNT, picsByName = {}, seed = 20250615 } = {}) {
  const rng = createRng(seed);
  const { warehouses, stores, merchant } = demoLocations();
  const creators = ['Manager', 'dev'].map((role) => {
    const a = DEMO_ACCOUNTS.find((x) => x.role === role);
    return { createdUserName: `${a.firstName} ${a.lastName}`.trim(), createdUserId: a.uid };
  });
  const locationWeights = [
    [warehouses[0], 36],
    [warehouses[1], 26],
    [stores[0], 14],
    [stores[1], 10],
    [stores[2], 9],
    [merchant, 5],
  ];
  const products = [];
  const days = new Map();
  while (products.length < count) {
    const model = rng.pick(PRODUCT_MODELS);
    const location = rng.weighted(locationWeights);
    const creator = rng.next() < 0.8 ? creators[0] : creators[1];
    const at = shopTime(rng, now, rng.int(0, SCALE_DAYS - 1), [200, 600]);
    const sizes = SIZES.filter((s) => Number(s) >= model.sizes[0] && Number(s) <= model.sizes[1]);
    const batch = Math.min(rng.int(3, 12), count - products.length);
    for (let k = 0; k < batch; k += 1) {
      const i = products.length + 1;
      const sku = seedSku(1000 + i);
      const createdAt = new Date(at.getTime() + k * MINUTE);
      const discounted = rng.next() < 0.08;
      const price = discounted ? Math.round((model.price * (0.7 + rng.next() * 0.2)) / 1000) * 1000 : model.price;
      const date = dayKey(createdAt);
      const id = scaleProductId(i);
      products.push([
        id,
        {
          id,
          name: model.name,
          sku,
          keywords: productKeywords(model.name, sku),
          pics: (picsByName[model.name] ?? []).map((p) => ({ picName: p.picName, picUrl: p.picUrl })),
          source: model.source,
          ...location,
          colors: [rng.pick(model.colors)],
          categories: [...model.categories],
          brand: model.brand,
          size: sizes[k % sizes.length],
          width: rng.pick(SHOE_WIDTHS),
          height: rng.pick(SHOE_HEIGHTS),
          price,
          originalPrice: model.price,
          isDiscount: discounted,
          isPrinted: now.getTime() - createdAt.getTime() > 2 * DAY || rng.next() < 0.2,
          isSold: false,
          isMerchantSold: false,
          isDiscountPending: false,
          isDeliveryPending: false,
          isRefund: false,
          orderId: null,
          saleId: null,
          date,
          ...creator,
          createdAt,
          updatedAt: createdAt,
        },
      ]);
      const prev = days.get(date);
      if (!prev || prev < createdAt) days.set(date, createdAt);
    }
  }
  const productsDates = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, updatedAt]) => [date, { date, updatedAt }]);
  return { products, productsDates };
}

/** Resolves when `host` answers as a Firestore emulator (its root says "Ok"); throws otherwise. */
export async function assertFirestoreEmulator(host) {
  if (!host || !/^[\w.-]+:\d+$/.test(host)) throw new Error(`Not an emulator host (host:port): "${host}"`);
  let text;
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    text = (await res.text()).trim();
  } catch (err) {
    throw new Error(`No Firestore emulator answers at ${host} (${err.cause?.code ?? err.message}). Start the stack (npm start) or set FIRESTORE_EMULATOR_HOST.`);
  }
  if (text !== 'Ok') throw new Error(`${host} does not answer like a Firestore emulator; refusing to write there.`);
}

/** Writes the docs in batches of BATCH_SIZE, PARALLEL_BATCHES at a time. */
async function writeBatches(db, collection, docs, { merge = false, onProgress = () => {} } = {}) {
  const chunks = [];
  for (let i = 0; i < docs.length; i += BATCH_SIZE) chunks.push(docs.slice(i, i + BATCH_SIZE));
  let done = 0;
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      const batch = db.batch();
      for (const [id, data] of chunk) batch.set(db.collection(collection).doc(id), data, { merge });
      await batch.commit();
      done += chunk.length;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

/**
 * Seeds the scale catalogue into the Firestore emulator at `host`. Returns a summary
 * { products, days, pictures, seconds }.
 */
export async function seedScale({ host, projectId = 'demo-backoffice', now = new Date(), count = SCALE_COUNT, log = console.log } = {}) {
  await assertFirestoreEmulator(host);
  // firebase-admin talks to the emulator named by this variable (and then never to Google).
  process.env.FIRESTORE_EMULATOR_HOST = host;
  process.env.METADATA_SERVER_DETECTION ??= 'none'; // offline: no Google metadata server probe
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `seed-scale-${Date.now()}`);
  const started = Date.now();
  try {
    const db = getFirestore(app);
    // One demo product per name: its pictures are reused for every scale product of that name.
    const demo = buildProductSeed(now).products.map(([, p]) => p);
    const firstOfName = PRODUCT_MODELS.map((m) => demo.find((p) => p.name === m.name)).filter(Boolean);
    const snaps = await db.getAll(...firstOfName.map((p) => db.collection('products').doc(p.id)));
    const picsByName = {};
    for (const snap of snaps) {
      const data = snap.data();
      if (data?.pics?.length) picsByName[data.name] = data.pics.slice(0, 1);
    }
    if (Object.keys(picsByName).length === 0) log('! No demo products with pictures found: the scale products get no picture.');

    const { products, productsDates } = buildScaleProducts({ now, count, picsByName });
    log(`Writing ${products.length} products to the Firestore emulator at ${host} (${projectId}) ...`);
    let shown = 0;
    await writeBatches(db, 'products', products, {
      onProgress: (done) => {
        if (done - shown >= 5000 || done === products.length) {
          shown = done;
          log(`  ${done} / ${products.length}`);
        }
      },
    });
    await writeBatches(db, 'productsDate', productsDates, { merge: true });
    const summary = {
      products: products.length,
      days: productsDates.length,
      pictures: Object.keys(picsByName).length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    log(`Seeded ${summary.products} scale products over ${summary.days} days (${summary.pictures} shared pictures) in ${summary.seconds}s.`);
    return summary;
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-backoffice';
  seedScale({ host, projectId }).then(
    () => process.exit(0),
    (err) => {
      console.error(`seed:scale failed: ${err.message}`);
      process.exit(1);
    },
  );
}
