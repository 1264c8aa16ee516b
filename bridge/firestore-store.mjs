// @ts-check
// The job store over Firestore, as the bridge's own account (role 'Bridge': firestore.rules, THE
// E-BARIMT). Everything it reads and writes the rules allow that role and nothing more.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';

const isDay = (v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v);

/**
 * @param {import('firebase/firestore').Firestore} db
 * @param {{ uid: string, pointIds: string[] }} bridge
 * @returns {import('./worker.mjs').JobStore & { saveDaemonState: (daemon: Record<string, unknown>) => Promise<void> }}
 */
export function createFirestoreStore(db, bridge) {
  const stateRef = doc(db, 'ebarimtBridges', bridge.uid);
  /** The jobs this bridge claimed, for the print copy's point and seller. */
  const claimed = new Map();

  return {
    async claim(jobId, bridgeId, day) {
      return runTransaction(db, async (tx) => {
        const jobRef = doc(db, 'ebarimtReceipts', jobId);
        const snap = await tx.get(jobRef);
        const state = await tx.get(stateRef);
        if (!snap.exists() || snap.data().status !== 'pending') return null;
        const job = snap.data();
        let suffix = job.billIdSuffix;
        const counter = state.exists() ? state.data() : null;
        // The day's next number; a job retried the same day keeps its own.
        if (job.suffixDay !== day || typeof suffix !== 'string') {
          const next = counter && counter.day === day ? Number(counter.next) : 1;
          suffix = String(next).padStart(4, '0');
          tx.set(stateRef, { day, next: next + 1, daemon: counter?.daemon ?? {}, updatedAt: serverTimestamp() });
        }
        const attempts = (Number(job.attempts) || 0) + 1;
        tx.update(jobRef, { status: 'sending', bridgeId, billIdSuffix: suffix, suffixDay: day, attempts, updatedAt: serverTimestamp() });
        const taken = { id: jobId, ...job, status: 'sending', bridgeId, billIdSuffix: suffix, suffixDay: day, attempts };
        claimed.set(jobId, taken);
        return /** @type {any} */ (taken);
      });
    },

    async input(job) {
      const [order, settings, point, categories, corrected] = await Promise.all([
        getDoc(doc(db, 'orders', job.orderId)),
        getDoc(doc(db, 'appConfigs', 'ebarimt')),
        getDoc(doc(db, 'ebarimtPoints', /** @type {any} */ (job).pointId)),
        getDocs(collection(db, 'categories')),
        job.correctsId ? getDoc(doc(db, 'ebarimtReceipts', job.correctsId)) : Promise.resolve(null),
      ]);
      const o = order.data() ?? {};
      const s = settings.data() ?? {};
      /** @type {Record<string, string>} */
      const categoryCodes = {};
      for (const c of categories.docs) {
        const code = c.data().classificationCode;
        if (typeof code === 'string' && code) categoryCodes[String(c.data().name)] = code;
      }
      const p = point.exists() ? point.data() : null;
      const c = corrected?.exists() ? { id: corrected.id, ...corrected.data() } : null;
      // A correction of another order's receipt corrects nothing.
      return {
        lines: Array.isArray(o.products) ? o.products : [],
        payments: o.payments ?? null,
        point: p ? { merchantTin: p.merchantTin, branchNo: p.branchNo, posNo: p.posNo, districtCode: p.districtCode } : null,
        settings: { treatment: s.treatment === 'contained' ? 'contained' : 'added', defaultClassificationCode: s.defaultClassificationCode, categoryCodes },
        corrected: c && /** @type {any} */ (c).orderId === job.orderId ? /** @type {any} */ (c) : null,
      };
    },

    async finish(jobId, patch, print) {
      const { updatedAt: _at, ...rest } = patch;
      const batch = writeBatch(db);
      batch.update(doc(db, 'ebarimtReceipts', jobId), { ...rest, updatedAt: serverTimestamp() });
      const job = claimed.get(jobId);
      if (print && job) {
        batch.set(doc(db, 'ebarimtPrints', jobId), { ...print, pointId: job.pointId, createdUserId: job.createdUserId, createdAt: serverTimestamp() });
      }
      await batch.commit();
      if (patch.status !== 'sending') claimed.delete(jobId);
    },

    async sendingOf(bridgeId) {
      const found = [];
      for (const pointId of bridge.pointIds) {
        const snap = await getDocs(query(collection(db, 'ebarimtReceipts'), where('pointId', '==', pointId), where('status', '==', 'sending')));
        for (const d of snap.docs) if (d.data().bridgeId === bridgeId) found.push(/** @type {any} */ ({ id: d.id, ...d.data() }));
      }
      return found;
    },

    async saveDaemonState(daemon) {
      await runTransaction(db, async (tx) => {
        const state = await tx.get(stateRef);
        const s = state.exists() ? state.data() : null;
        const day = isDay(s?.day) ? s.day : new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        tx.set(stateRef, { day, next: Number(s?.next) >= 1 ? Number(s.next) : 1, daemon, updatedAt: serverTimestamp() });
      });
    },
  };
}
