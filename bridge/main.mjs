// @ts-check
// The shop bridge (docs/ebarimt.md): runs on the shop's machine next to the PosAPI 3.0 daemon, signs
// in to Firebase as its own account, and issues the e-barimt of every receipt job of its points.
// Outbound connections only. One command: `npm run bridge` (settings from the environment, below).
//
//   BRIDGE_EMAIL, BRIDGE_PASSWORD   the bridge's account (role 'Bridge'; never a service-account key)
//   POSAPI_URL                      the daemon, e.g. http://127.0.0.1:7080
//   EBARIMT_LOOKUP_URL              the tax authority's public lookup (https://api.ebarimt.mn)
//   FIREBASE_API_KEY, FIREBASE_PROJECT_ID   the project (the app's .env values)
//   FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST   the local stack's emulators, when set
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  initializeFirestore,
  onSnapshot,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { createFirestoreStore } from './firestore-store.mjs';
import { OFFICE_POINT, deliveriesLookedAtFrom } from './orders.mjs';
import { PENDING_READ_MS, createPendingJobs } from './pending.mjs';
import { daemonInfo, lookupCompany } from './posapi-client.mjs';
import { createWorker } from './worker.mjs';

const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
const STATUS_EVERY_MS = 30_000;
const PRINT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** The records (returns, confirmed deliveries, closed large sales) a starting bridge looks at again: a week (a bridge down longer: docs/ebarimt.md). */
const RECORDS_LOOKED_AT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Starts the bridge; resolves once it listens. `stop()` ends it.
 * @param {{ email: string, password: string, daemonUrl: string, lookupUrl: string, apiKey: string, projectId: string,
 *   authEmulator?: string, firestoreEmulator?: string, log?: (line: string) => void, timeoutMs?: number,
 *   onAccountChange?: () => void }} config
 */
export async function startBridge(config) {
  const log = config.log ?? ((line) => console.log(`[bridge] ${line}`));
  const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` }, `bridge-${Date.now()}`);
  const auth = getAuth(app);
  if (config.authEmulator) connectAuthEmulator(auth, `http://${config.authEmulator}`, { disableWarnings: true });
  const db = initializeFirestore(app, {});
  if (config.firestoreEmulator) {
    const [host, port] = config.firestoreEmulator.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  const { user } = await signInWithEmailAndPassword(auth, config.email, config.password);
  const profile = (await getDoc(doc(db, 'users', user.uid))).data();
  if (!profile || profile.role !== 'Bridge' || profile.isActive !== true) throw new Error(`${config.email} is not an active bridge account`);
  const pointIds = Array.isArray(profile.bridgePointIds) ? profile.bridgePointIds.map(String) : [];
  const store = createFirestoreStore(db, { uid: user.uid, pointIds });
  const worker = createWorker({ store, daemonUrl: config.daemonUrl, bridgeId: user.uid, timeoutMs: config.timeoutMs ?? 20_000, log });

  const left = await worker.recover();
  log(`signed in as ${config.email}; points ${pointIds.join(', ') || '(none)'}; daemon ${config.daemonUrl}${left ? `; ${left} job(s) left mid-call are uncertain` : ''}`);

  // One call to the daemon at a time, in the order the jobs came; a job the daemon could not be
  // reached for waits its turn again, a little longer each time.
  /** @type {Map<string, { tries: number, at: number }>} */
  const waiting = new Map();
  const queue = [];
  let running = false;
  let stopped = false;
  /** The drain under way (stop waits for its call to the daemon: never left mid-call). */
  let draining = Promise.resolve();
  const enqueue = (id) => {
    if (!queue.includes(id)) queue.push(id);
    if (!running && !stopped) draining = drain();
  };
  async function drain() {
    if (running || stopped) return;
    running = true;
    try {
      while (queue.length && !stopped) {
        const id = queue.shift();
        const w = waiting.get(id);
        if (w && w.at > Date.now()) continue;
        const status = await worker.processJob(id).catch((e) => {
          log(`${id}: ${e.message}`);
          return 'error';
        });
        if (status === 'pending' || status === 'error') {
          const tries = (w?.tries ?? 0) + 1;
          waiting.set(id, { tries, at: Date.now() + RETRY_MS[Math.min(tries - 1, RETRY_MS.length - 1)] });
        } else waiting.delete(id);
      }
    } finally {
      running = false;
    }
  }
  // Its points' pending jobs: listened to, and read every PENDING_READ_MS (./pending.mjs: a broken
  // listen stream stays down for a minute).
  const pendingJobs = createPendingJobs({ enqueue, forgetWaits: (id) => waiting.delete(id) });
  const pending = pendingJobs.ids;
  const pendingOf = (/** @type {string} */ pointId) =>
    query(collection(db, 'ebarimtReceipts'), where('pointId', '==', pointId), where('status', '==', 'pending'));
  const unsubscribe = pointIds.map((pointId) =>
    onSnapshot(
      pendingOf(pointId),
      (snap) => {
        for (const change of snap.docChanges()) {
          if (change.type === 'removed') pendingJobs.gone(change.doc.id);
          else pendingJobs.seen(change.doc.id, change.doc.data());
        }
      },
      (e) => log(`listening to ${pointId}: ${e.message}`),
    ),
  );
  async function readPending() {
    const reads = await Promise.all(pointIds.map((pointId) => getDocs(pendingOf(pointId))));
    pendingJobs.read(reads.flatMap((snap) => snap.docs.map((d) => ({ id: d.id, data: d.data() }))));
  }
  const pendingTimer = setInterval(() => void readPending().catch((e) => log(`reading the pending jobs: ${e.message}`)), PENDING_READ_MS);
  // Company lookups (B2B): the register number to its TIN and name.
  unsubscribe.push(
    onSnapshot(
      query(collection(db, 'ebarimtLookups'), where('status', '==', 'pending')),
      (snap) => {
        for (const change of snap.docChanges()) {
          if (change.type === 'removed') continue;
          const regNo = change.doc.id;
          void lookupCompany(config.lookupUrl, regNo).then(async (found) => {
            const answer =
              found.kind === 'found'
                ? { status: 'found', tin: found.tin, name: found.name.slice(0, 200), vatPayer: found.vatPayer }
                : { status: found.kind === 'unknown' ? 'unknown' : 'failed' };
            await updateDoc(doc(db, 'ebarimtLookups', regNo), { ...answer, answeredAt: serverTimestamp() }).catch((e) => log(`lookup ${regNo}: ${e.message}`));
            log(`lookup ${regNo}: ${answer.status}`);
          });
        }
      },
      (e) => log(`listening to lookups: ${e.message}`),
    ),
  );

  /**
   * Records that add jobs (counter returns, confirmed deliveries, closed large sales): each is looked at
   * once, again at each start if of the last week (a job is added only when absent), and one that could
   * not be looked at (the network) is tried again with the waiting jobs.
   * @param {string} what  for the log
   * @param {(id: string) => Promise<string[]>} add  the job ids it added
   */
  function recordQueue(what, add) {
    /** @type {Set<string>} */
    const toAdd = new Set();
    let adding = false;
    let failedAt = 0;
    async function push(ids) {
      for (const id of ids) toAdd.add(id);
      if (adding || stopped) return;
      adding = true;
      try {
        for (const id of [...toAdd]) {
          if (stopped) break; // stopped (its account changed): the next start looks at the week again
          try {
            const added = await add(id);
            toAdd.delete(id);
            if (added.length) log(`${what} ${id}: ${added.join(', ')}`);
          } catch (e) {
            failedAt = Date.now();
            log(`${what} ${id}: ${/** @type {Error} */ (e).message} (tried again shortly)`);
          }
        }
      } finally {
        adding = false;
      }
    }
    return { push, retry: () => (toAdd.size && Date.now() - failedAt > RETRY_MS[1] ? push([]) : undefined) };
  }
  /** Listens to a query of records; each one added (and with `modified`, each one changed) goes to `queue`. */
  function listenRecords(what, q, queue, { modified = false } = {}) {
    unsubscribe.push(
      onSnapshot(
        q,
        (snap) => void queue.push(snap.docChanges().filter((c) => c.type === 'added' || (modified && c.type === 'modified')).map((c) => c.doc.id)),
        (e) => log(`listening to ${what}: ${e.message}`),
      ),
    );
  }
  const since = Timestamp.fromMillis(Date.now() - RECORDS_LOOKED_AT_MS);
  const orders = collection(db, 'orders');

  // Counter returns and exchanges at its stores (returns.mjs): each adds its correction, return or
  // new-side jobs, which the listeners above then take.
  const returnsQueue = recordQueue('return', (id) => store.addReturnJobs(id));
  // Confirmed deliveries and closed large sales (orders.mjs): the job their own write could not hold.
  const ordersQueue = recordQueue('order', async (id) => ((await store.addOrderJob(id)) ? [id] : []));
  // Refunds from the sold products screen: the order records each (refundedAt is its last), and
  // each adds its correction or return job (a second refund of the order changes it again).
  const refundsQueue = recordQueue('refunds of order', (id) => store.addRefundJobs(id));
  for (const pointId of pointIds.filter((p) => p !== OFFICE_POINT)) {
    listenRecords(`the returns of ${pointId}`, query(collection(db, 'returns'), where('locationId', '==', pointId), where('createdAt', '>=', since)), returnsQueue);
    listenRecords(
      `the refunds of ${pointId}`,
      query(orders, where('purchaseType', '==', 'store'), where('locationId', '==', pointId), where('refundedAt', '>=', since)),
      refundsQueue,
      { modified: true },
    );
    listenRecords(
      `the large sales of ${pointId}`,
      query(orders, where('purchaseType', '==', 'store'), where('locationId', '==', pointId), where('openedAt', '>=', since)),
      ordersQueue,
    );
  }
  if (pointIds.includes(OFFICE_POINT)) {
    // From when the e-barimt was switched on, if later than a week back: a delivery confirmed before
    // gets no receipt (orders.mjs), and a history written in bulk (an import, the bench's scale
    // seed: thousands of confirmed deliveries in one go) never floods this listener's stream.
    const settings = (await getDoc(doc(db, 'appConfigs', 'ebarimt')).catch(() => null))?.data() ?? null;
    const deliveredSince = Timestamp.fromMillis(deliveriesLookedAtFrom(Date.now() - RECORDS_LOOKED_AT_MS, settings));
    listenRecords(
      'the confirmed deliveries',
      query(orders, where('purchaseType', '==', 'delivery'), where('pending_status', '==', 'done'), where('deliveredAt', '>=', deliveredSince)),
      ordersQueue,
    );
    listenRecords('the large merchant sales', query(orders, where('purchaseType', '==', 'merchant'), where('openedAt', '>=', since)), ordersQueue);
    for (const purchaseType of ['delivery', 'merchant']) {
      listenRecords(`the ${purchaseType} refunds`, query(orders, where('purchaseType', '==', purchaseType), where('refundedAt', '>=', since)), refundsQueue, { modified: true });
    }
  }

  // Every few seconds: the waiting jobs whose turn came; every half minute, the daemon's state for
  // the e-barimt screen, and the print copies older than a week go.
  const retryTimer = setInterval(() => {
    for (const id of pending) if ((waiting.get(id)?.at ?? 0) <= Date.now()) enqueue(id);
    void returnsQueue.retry();
    void ordersQueue.retry();
    void refundsQueue.retry();
  }, 1_000);
  async function reportDaemon() {
    const info = await daemonInfo(config.daemonUrl);
    const daemon = info
      ? { reachable: true, lastSentDate: String(info.lastSentDate ?? ''), leftLotteries: Number(info.leftLotteries ?? 0), checkedAt: Date.now() }
      : { reachable: false, lastSentDate: '', leftLotteries: 0, checkedAt: Date.now() };
    await store.saveDaemonState(daemon).catch((e) => log(`daemon state: ${e.message}`));
    const old = Timestamp.fromMillis(Date.now() - PRINT_KEPT_MS);
    for (const pointId of pointIds) {
      const prints = await getDocs(query(collection(db, 'ebarimtPrints'), where('pointId', '==', pointId), where('createdAt', '<', old))).catch(() => null);
      for (const p of prints?.docs ?? []) await deleteDoc(p.ref).catch(() => {});
    }
  }
  await reportDaemon();
  const statusTimer = setInterval(() => void reportDaemon(), STATUS_EVERY_MS);

  // Its own account, live: once the points it serves change (the e-barimt settings) or it is
  // deactivated, `onAccountChange` is told (the command below starts the bridge again).
  unsubscribe.push(
    onSnapshot(
      doc(db, 'users', user.uid),
      (snap) => {
        const now = snap.data();
        const points = Array.isArray(now?.bridgePointIds) ? now.bridgePointIds.map(String) : [];
        const same = now?.isActive === true && points.length === pointIds.length && points.every((id) => pointIds.includes(id));
        if (!same && !stopped) config.onAccountChange?.();
      },
      (e) => log(`listening to its account: ${e.message}`),
    ),
  );

  return {
    uid: user.uid,
    async stop() {
      stopped = true;
      clearInterval(retryTimer);
      clearInterval(pendingTimer);
      clearInterval(statusTimer);
      for (const u of unsubscribe) u();
      await draining;
      const { deleteApp } = await import('firebase/app');
      await deleteApp(app);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const missing = ['BRIDGE_EMAIL', 'BRIDGE_PASSWORD', 'POSAPI_URL', 'FIREBASE_PROJECT_ID'].filter((k) => !env[k]);
  if (missing.length) {
    console.error(`The bridge needs ${missing.join(', ')} (docs/ebarimt.md, "Installing the bridge").`);
    process.exit(2);
  }
  /** @type {Awaited<ReturnType<typeof startBridge>>} */
  let bridge;
  let restarting = null;
  const start = () =>
    startBridge({
      email: String(env.BRIDGE_EMAIL),
      password: String(env.BRIDGE_PASSWORD),
      daemonUrl: String(env.POSAPI_URL),
      lookupUrl: env.EBARIMT_LOOKUP_URL ?? 'https://api.ebarimt.mn',
      apiKey: env.FIREBASE_API_KEY ?? 'local-api-key',
      projectId: String(env.FIREBASE_PROJECT_ID),
      authEmulator: env.FIREBASE_AUTH_EMULATOR_HOST,
      firestoreEmulator: env.FIRESTORE_EMULATOR_HOST,
      // Its points changed or it was deactivated: stop (after the call under way), then start again
      // with its account as it is now (an inactive account stops the command: the service restarts it).
      onAccountChange: () => {
        restarting ??= (async () => {
          console.log('[bridge] its account changed: starting again');
          await bridge.stop();
          bridge = await start();
        })()
          .catch((e) => {
            console.error(`[bridge] ${e.message}`);
            process.exit(1);
          })
          .finally(() => {
            restarting = null;
          });
      },
    });
  bridge = await start();
  const stop = () => void (restarting ?? Promise.resolve()).then(() => bridge.stop()).finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
