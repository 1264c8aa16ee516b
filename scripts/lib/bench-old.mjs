// The old pattern, measured from Node for `npm run bench`: a listener on the whole query a screen
// used before issue 13, through the firebase WEB SDK (the browser's SDK; its Node build), connected to
// the bench stack's Auth and Firestore emulators and signed in as the same demo account as the
// screen, so the security rules apply as they did to the screen. Reads = documents the first
// snapshot delivers (what Firestore bills a listener for; 1 for an empty result); time = from
// onSnapshot to that first snapshot, on a connection already warmed by one document read (the
// screen had already read the signed-in profile).
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  terminate,
  where,
} from 'firebase/firestore';

/** A fresh web app (empty cache) signed in as `email`; close() ends it. */
export async function webClient({ hosts, projectId, email, password }) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com` }, `bench-old-${Date.now()}-${Math.random()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = hosts.firestore.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  // Warm the connection as the screen's session had: its own profile.
  await getDoc(doc(db, 'users', user.uid));
  return {
    db,
    uid: user.uid,
    close: async () => {
      await terminate(db).catch(() => {});
      await deleteApp(app).catch(() => {});
    },
  };
}

/** Listens to `q` until its first snapshot from the server; returns { reads, ms } and unsubscribes. */
export function firstSnapshot(q, { timeoutMs = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no snapshot within ${timeoutMs / 1000}s`));
    }, timeoutMs);
    unsubscribe = onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) => {
        if (snap.metadata.fromCache) return; // the listener's first server answer is what counts
        clearTimeout(timer);
        const ms = Math.round(performance.now() - started);
        unsubscribe();
        resolve({ reads: Math.max(1, snap.size), ms, docs: snap.size });
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** Signs in, listens once to the query `build(db)` returns, closes; { reads, ms, docs }. */
export async function measureListener(client, build, options) {
  const web = await webClient(client);
  try {
    return await firstSnapshot(build(web.db), options);
  } finally {
    await web.close();
  }
}

/** The old queries, one per screen (what each screen listened to before issue 13). */
export const OLD_QUERIES = {
  /** The product list: every product in stock. */
  inStockProducts: (db) => query(collection(db, 'products'), where('isSold', '==', false)),
  /** Sale wizard customer step: every customer. */
  allCustomers: (db) => query(collection(db, 'users'), where('role', '==', 'clientUser')),
  /** /users as the Admin: customers and the seven listed staff roles (src/features/users/domain/users.ts usersScope). */
  adminUsers: (db) =>
    query(
      collection(db, 'users'),
      where('role', 'in', ['clientUser', 'Admin', 'Manager', 'Merchant', 'DeliveryBoy', 'Reception In Country', 'Reception In City', 'Call Centre']),
    ),
  /** Delivery report: every done delivery or mobile order of the range (reportQueries.ts). */
  deliveryReport: (db, { start, end }) =>
    query(
      collection(db, 'orders'),
      where('pending_status', '==', 'done'),
      where('purchaseType', 'in', ['delivery', 'mobile']),
      where('createdAt', '>=', Timestamp.fromDate(start)),
      where('createdAt', '<=', Timestamp.fromDate(end)),
      orderBy('createdAt', 'desc'),
    ),
  /** Sales report: every sale of the range. */
  salesReport: (db, { start, end }) =>
    query(collection(db, 'sales'), where('createdAt', '>=', Timestamp.fromDate(start)), where('createdAt', '<=', Timestamp.fromDate(end)), orderBy('createdAt', 'desc')),
};

/**
 * The dashboard's aggregation queries (src/features/dashboard/api/dashboardQueries.ts) counted with
 * firebase-admin `db` over the whole history: the reads Firestore bills them (one per 1,000 index
 * entries, at least one each) and the store list's documents. `now` fixes the year, month and day
 * (Ulaanbaatar). Returns { reads, ms, queries }.
 */
export async function dashboardAggregationReads(db, now = new Date()) {
  const UB = 8 * 3600_000;
  const ub = new Date(now.getTime() + UB);
  const at = (y, m, d) => new Date(Date.UTC(y, m, d) - UB);
  const year = ub.getUTCFullYear();
  const range = (q, start, end) => q.where('createdAt', '>=', start).where('createdAt', '<', end);
  const sales = db.collection('sales');
  const orders = db.collection('orders');
  const refunds = db.collection('transactions').where('type', '==', 'refund');
  const queries = [];
  for (let m = 0; m <= ub.getUTCMonth(); m += 1) queries.push(range(sales, at(year, m, 1), at(year, m + 1, 1)), range(refunds, at(year, m, 1), at(year, m + 1, 1)));
  queries.push(range(orders, at(year, ub.getUTCMonth(), ub.getUTCDate()), at(year, ub.getUTCMonth(), ub.getUTCDate() + 1)));
  queries.push(db.collection('users').where('role', '==', 'clientUser'), orders, sales, refunds);
  const started = performance.now();
  const stores = await db.collection('stores').get();
  for (const store of stores.docs) queries.push(range(sales.where('locationId', '==', store.id), at(year, 0, 1), at(year + 1, 0, 1)));
  for (const channel of ['store', 'delivery', 'mobile', 'merchant']) queries.push(orders.where('purchaseType', '==', channel));
  const counts = await Promise.all(queries.map(async (q) => (await q.count().get()).data().count));
  const ms = Math.round(performance.now() - started);
  const reads = Math.max(1, stores.size) + counts.reduce((n, c) => n + Math.max(1, Math.ceil(c / 1000)), 0);
  return { reads, ms, queries: queries.length };
}
