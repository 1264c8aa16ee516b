// Demo seed for the local stack. `npm start` runs it on fresh data; it also runs alone against a
// running stack (it overwrites the same documents, so running it twice is harmless):
//
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 \
//   STORAGE_EMULATOR_HOST=http://127.0.0.1:9199 node scripts/seed.mjs
//
// It talks only to emulators (firebase-admin honours the *_EMULATOR_HOST variables) and refuses to
// run without them, so it can never write to a real project.
import { writeEbarimtSeed } from './seed-ebarimt.mjs';
import { pathToFileURL } from 'node:url';
import {
  BRANDS,
  CATEGORIES,
  COLORS,
  CUSTOMERS,
  customerPhoneKeys,
  DELIVERY_LOCATIONS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SHOE_HEIGHTS,
  SHOE_WIDTHS,
  SIZES,
  SOURCES,
  STORES,
  WAREHOUSES,
} from './seed-data.mjs';
import { buildingPicture } from './lib/png.mjs';
import { buildOrderSeed } from './seed-orders.mjs';
import { writeProductSeed } from './seed-products.mjs';
import { writeDiscountSeed } from './seed-discounts.mjs';
import { writeDeliverySeed } from './seed-deliveries.mjs';
import { writeSellingSeed } from './seed-selling.mjs';
import { writeLotterySeed } from './seed-lottery.mjs';
import { writeAppConfigSeed } from './seed-app-config.mjs';
import { uploadPicture } from './lib/upload.mjs';
import { writeInBatches } from './lib/paced-batches.mjs';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-backoffice';
const BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * Writes `docs` ([id, data]) in batches of at most 400 writes, one at a time; a batch that timed out
 * (the emulator paused on a busy machine) is sent again after a pause (scripts/lib/paced-batches.mjs).
 */
async function writeAll(db, collection, docs) {
  await writeInBatches(
    docs,
    (chunk) => {
      const batch = db.batch();
      for (const [id, data] of chunk) batch.set(db.collection(collection).doc(id), data);
      return batch.commit();
    },
    {
      batchSize: 400,
      maxInFlight: 1,
      onEvent: (e) => e.type === 'retry' && console.log(`  ! ${collection} batch ${e.batch}: ${e.error}; again in ${e.delayMs / 1000}s`),
    },
  );
}

/** Seeds the emulators named by the environment. Returns a summary of what was written. */
export async function seed({ log = console.log } = {}) {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const storageHost = process.env.STORAGE_EMULATOR_HOST || process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!firestoreHost || !authHost) {
    throw new Error('Set FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: the seed only writes to emulators.');
  }
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, FieldValue } = await import('firebase-admin/firestore');

  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const stamp = () => ({ createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });

    // Auth accounts and staff profiles (never a password in Firestore).
    for (const account of DEMO_ACCOUNTS) {
      const props = {
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: `${account.firstName} ${account.lastName}`,
        emailVerified: true,
      };
      try {
        await auth.createUser({ uid: account.uid, ...props });
      } catch (err) {
        if (err.code !== 'auth/uid-already-exists' && err.code !== 'auth/email-already-exists') throw err;
        await auth.updateUser(account.uid, props);
      }
    }
    const staff = DEMO_ACCOUNTS.map((a) => [
      a.uid,
      {
        id: a.uid,
        firstName: a.firstName,
        lastName: a.lastName,
        // The /users search finds staff by name too.
        firstNameLower: a.firstName.toLowerCase(),
        lastNameLower: a.lastName.toLowerCase(),
        email: a.email,
        phone: a.phone,
        address: a.address,
        birthday: a.birthday,
        gender: a.gender,
        role: a.role,
        userType: 'staff',
        isActive: true,
        isWarehouse: false,
        locationId: a.locationId ?? null,
        locationType: a.locationType ?? null,
        ...stamp(),
      },
    ]);
    const customers = CUSTOMERS.map((c) => [
      c.id,
      {
        ...c,
        role: 'clientUser',
        userType: 'clientUser',
        isActive: true,
        isWarehouse: false,
        locationId: null,
        locationType: null,
        ...stamp(),
      },
    ]);
    await writeAll(db, 'users', [...staff, ...customers]);
    await writeAll(db, 'customerPhones', customerPhoneKeys().map(([phone, key]) => [phone, { ...key, createdAt: FieldValue.serverTimestamp() }]));

    // Stores and warehouses, with generated pictures uploaded to Storage.
    if (!storageHost) log('! STORAGE_EMULATOR_HOST is not set: stores and warehouses get no picture.');
    const places = async (collection, folder, list) => {
      const docs = [];
      for (const place of list) {
        const picName = `${place.id}.png`;
        const picUrl = storageHost
          ? await uploadPicture(storageHost, BUCKET, `${folder}/${place.name}/${picName}`, buildingPicture(place.colour))
          : '';
        docs.push([place.id, { name: place.name, picName, picUrl, address: place.address, phone: place.phone, ...stamp() }]);
      }
      await writeAll(db, collection, docs);
    };
    await places('warehouse', 'warehouse', WAREHOUSES);
    await places('stores', 'stores', STORES);

    // The simple lists: every document has `name` and createdAt.
    const list = (prefix, items, extra = () => ({})) =>
      items.map((item, i) => {
        const fields = typeof item === 'string' ? { name: item } : item;
        return [`${prefix}-${String(i + 1).padStart(2, '0')}`, { ...fields, ...extra(item), ...stamp() }];
      });
    await writeAll(db, 'colors', list('color', COLORS));
    await writeAll(db, 'brands', list('brand', BRANDS));
    await writeAll(db, 'categories', list('category', CATEGORIES));
    await writeAll(db, 'sources', list('source', SOURCES));
    await writeAll(db, 'sizes', list('size', SIZES));
    await writeAll(db, 'shoeWidths', list('width', SHOE_WIDTHS));
    await writeAll(db, 'shoeHeights', list('height', SHOE_HEIGHTS));
    await writeAll(db, 'deliveryLocations', list('district', DELIVERY_LOCATIONS));

    // A year of orders and their sales (deterministic; dates end now), for the dashboard and lists.
    const { orders, sales } = buildOrderSeed();
    await writeAll(db, 'orders', orders);
    await writeAll(db, 'sales', sales);

    // About 300 products (shoes and rugs) in every kind of location, some sold, discounted or moved.
    const products = await writeProductSeed({
      now: new Date(),
      upload: storageHost ? (path, bytes) => uploadPicture(storageHost, BUCKET, path, bytes) : null,
      writeAll: (collection, docs) => writeAll(db, collection, docs),
    });
    // Pending discount requests by both sellers and the call centre, on unsold store products.
    const discounts = await writeDiscountSeed({ db });
    // Delivery orders on real products (after the discount requests: it takes only products still free).
    const deliveries = await writeDeliverySeed({ db });
    // Lottery types: one running now (tickets offered above 300,000₮), one in the future.
    const selling = await writeSellingSeed({ db });
    const upload = storageHost ? (path, bytes) => uploadPicture(storageHost, BUCKET, path, bytes) : null;
    // Lottery tickets, and a finished lottery type whose winner can be drawn.
    const lottery = await writeLotterySeed({ db, upload });
    // The mobile app's banner and onboarding slides.
    const appConfig = await writeAppConfigSeed({ db, upload });
    // The e-barimt: the shop bridge's account, the setting, the issuing points, category codes.
    const categoryIds = Object.fromEntries(list('category', CATEGORIES).map(([id, fields]) => [fields.name, id]));
    const ebarimt = await writeEbarimtSeed({ auth, db, FieldValue, categoryIds });

    const summary = {
      orders: orders.length + products.sold + deliveries.orders,
      sales: sales.length + products.sold + deliveries.products,
      products: products.products,
      soldProducts: products.sold,
      discountedProducts: products.discounted,
      moves: products.moves,
      accounts: DEMO_ACCOUNTS.length,
      customers: CUSTOMERS.length,
      stores: STORES.length,
      warehouses: WAREHOUSES.length,
      pictures: storageHost ? STORES.length + WAREHOUSES.length : 0,
      productPictures: products.pictures,
      discountRequests: discounts.requests,
      deliveries: deliveries.orders,
      courierDeliveries: deliveries.delivering,
      lotteryTypes: selling.lotteryTypes + lottery.lotteryTypes,
      lotteryTickets: lottery.tickets,
      introSlides: appConfig.intros,
      ebarimtPoints: ebarimt.points,
    };
    log(
      `Seeded ${summary.accounts} demo accounts, ${summary.customers} customers, ${summary.stores} stores, ` +
        `${summary.warehouses} warehouses (${summary.pictures} pictures), colours, brands, categories, ` +
        `sources, sizes, shoe widths and heights, delivery locations, ${summary.products} products with ` +
        `${summary.productPictures} pictures (${summary.soldProducts} sold, ${summary.discountedProducts} discounted, ` +
        `${summary.moves} moves, ${summary.discountRequests} pending discount requests), ` +
        `${summary.orders} orders (${summary.deliveries} open deliveries on real products, ${summary.courierDeliveries} ` +
        `with the demo courier), ${summary.sales} sales, ${summary.lotteryTypes} lottery types with ` +
        `${summary.lotteryTickets} tickets, the app banner with ${summary.introSlides} intro slides, and the ` +
        `e-barimt bridge account with ${summary.ebarimtPoints} issuing points.`,
    );
    return summary;
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seed().then(
    () => process.exit(0),
    (err) => {
      console.error(`Seed failed: ${err.stack ?? err}`);
      process.exit(1);
    },
  );
}
