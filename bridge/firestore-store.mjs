// @ts-check
// The job store over Firestore, as the bridge's own account (role 'Bridge': firestore.rules, THE
// E-BARIMT). Everything it reads and writes the rules allow that role and nothing more.
import { randomUUID } from 'node:crypto';

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

import { claimStep } from './claim.mjs';
import { orderJob, pointOfOrder } from './orders.mjs';
import { NEW_SIDE, isListRefund, listRefundAsReturn, returnJobs, seriesInput } from './returns.mjs';

const isDay = (v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v);

/**
 * @param {import('firebase/firestore').Firestore} db
 * @param {{ uid: string, pointIds: string[] }} bridge
 * @returns {import('./worker.mjs').JobStore & { saveDaemonState: (daemon: Record<string, unknown>) => Promise<void>, addReturnJobs: (returnId: string, refundOrderId?: string | null) => Promise<string[]>, addRefundJobs: (orderId: string) => Promise<string[]>, addOrderJob: (orderId: string) => Promise<boolean> }}
 */
export function createFirestoreStore(db, bridge) {
  const stateRef = doc(db, 'ebarimtBridges', bridge.uid);
  /** The jobs this bridge claimed, for the print copy's point and seller. */
  const claimed = new Map();

  return {
    async claim(jobId, bridgeId, day) {
      // One claim id for every run of the transaction (bridge/claim.mjs: a run after a lost answer).
      const claimId = randomUUID();
      return runTransaction(db, async (tx) => {
        const jobRef = doc(db, 'ebarimtReceipts', jobId);
        const snap = await tx.get(jobRef);
        const state = await tx.get(stateRef);
        const job = snap.exists() ? snap.data() : null;
        const counter = state.exists() ? state.data() : null;
        const step = claimStep(job, { claimId, bridgeId, day, counter: counter ? { day: counter.day, next: Number(counter.next) } : null });
        if (step.kind === 'none' || !job) return null;
        const taken = step.kind === 'ours' ? { id: jobId, ...job } : { id: jobId, ...job, ...step.patch };
        if (step.kind === 'take') {
          if (step.counter) tx.set(stateRef, { ...step.counter, daemon: counter?.daemon ?? {}, updatedAt: serverTimestamp() });
          tx.update(jobRef, { ...step.patch, updatedAt: serverTimestamp() });
        }
        claimed.set(jobId, taken);
        return /** @type {any} */ (taken);
      });
    },

    async input(job) {
      const read = async (name, id) => {
        const snap = await getDoc(doc(db, name, id));
        return snap.exists() ? snap.data() : null;
      };
      const [series, settings, point, categories] = await Promise.all([
        seriesInput(job, read),
        getDoc(doc(db, 'appConfigs', 'ebarimt')),
        getDoc(doc(db, 'ebarimtPoints', /** @type {any} */ (job).pointId)),
        getDocs(collection(db, 'categories')),
      ]);
      const s = settings.data() ?? {};
      /** @type {Record<string, string>} */
      const categoryCodes = {};
      for (const c of categories.docs) {
        const code = c.data().classificationCode;
        if (typeof code === 'string' && code) categoryCodes[String(c.data().name)] = code;
      }
      const p = point.exists() ? point.data() : null;
      return {
        ...series,
        point: p ? { merchantTin: p.merchantTin, branchNo: p.branchNo, posNo: p.posNo, districtCode: p.districtCode } : null,
        settings: { treatment: s.treatment === 'contained' ? 'contained' : 'added', defaultClassificationCode: s.defaultClassificationCode, categoryCodes },
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

    /**
     * Adds the receipt jobs of a counter return (returns.mjs: returnJobs) that are not there yet, each
     * in a transaction that takes it only when absent: a return seen twice (a restart, two bridges)
     * adds its jobs once. Resolves to the ids added.
     * @param {string} returnId  a counter return's id, or a list refund's (returns.mjs: isListRefund)
     * @param {string | null} [refundOrderId]  a list refund's order
     */
    async addReturnJobs(returnId, refundOrderId = null) {
      const read = async (name, id) => {
        const snap = await getDoc(doc(db, name, id));
        return snap.exists() ? { id, ...snap.data() } : null;
      };
      /** A return of the order: a counter return's document, or a list refund read from its id. */
      const returnOf = (id, orderId, order) => (isListRefund(id) ? listRefundAsReturn(id, orderId, order, pointOfOrder(order)) : read('returns', id));
      const orderId = isListRefund(returnId) ? refundOrderId : /** @type {any} */ (await read('returns', returnId))?.orderId;
      const order = /** @type {any} */ (orderId ? await read('orders', orderId) : null);
      const r = /** @type {any} */ (order ? await returnOf(returnId, orderId, order) : null);
      if (!r || !bridge.pointIds.includes(r.locationId)) return [];
      const returnIds = Array.isArray(order?.returnIds) ? order.returnIds.map(String) : [];
      if (!returnIds.includes(returnId)) return [];
      const earlier = /** @type {any[]} */ (await Promise.all(returnIds.slice(0, returnIds.indexOf(returnId)).map((id) => returnOf(id, orderId, order)))).filter(Boolean);
      const series = [r.orderId, ...earlier.filter((e) => (e.newProductIds ?? []).length).map((e) => `${e.id}${NEW_SIDE}`)];
      const [settings, ...firsts] = await Promise.all([read('appConfigs', 'ebarimt'), ...series.map((id) => read('ebarimtReceipts', id))]);
      const existing = new Set(series.filter((_, i) => firsts[i]));
      const s = /** @type {any} */ (settings) ?? {};
      const newLines = Object.values(r.newLines ?? {});
      const jobs = returnJobs(
        { id: returnId, orderId: r.orderId, productIds: r.productIds ?? [], newProductIds: r.newProductIds ?? [] },
        { productIds: Array.isArray(order.productIds) ? order.productIds : [] },
        earlier.map((e) => ({ id: e.id, orderId: e.orderId, productIds: e.productIds ?? [], newProductIds: e.newProductIds ?? [] })),
        {
          hasSeries: (id) => existing.has(id),
          newSideNeedsReceipt: s.enabled === true && (s.treatment === 'contained' || newLines.some((l) => /** @type {any} */ (l).isNoat === true)),
        },
      );
      // The buyer of the sale's receipt (a company stays the buyer of its exchanges), else a person.
      const saleJob = /** @type {any} */ (firsts[0]);
      const buyer = saleJob?.buyer ?? { type: 'B2C', consumerNo: null };
      const added = [];
      for (const job of jobs) {
        const ref = doc(db, 'ebarimtReceipts', job.id);
        const isNew = await runTransaction(db, async (tx) => {
          if ((await tx.get(ref)).exists()) return false;
          tx.set(ref, {
            orderId: r.orderId,
            returnId,
            seriesId: job.seriesId,
            kind: job.kind,
            pointId: r.locationId,
            productIds: job.productIds,
            buyer,
            status: 'pending',
            createdAt: serverTimestamp(),
            createdUserId: r.createdUserId,
          });
          return true;
        });
        if (isNew) added.push(job.id);
      }
      return added;
    },

    /**
     * Adds the jobs of the refunds from the sold products screen an order records (returns.mjs:
     * isListRefund), those not there yet. Resolves to the ids added.
     * @param {string} orderId
     */
    async addRefundJobs(orderId) {
      const snap = await getDoc(doc(db, 'orders', orderId));
      const returnIds = snap.exists() && Array.isArray(snap.data().returnIds) ? snap.data().returnIds.map(String) : [];
      const added = [];
      for (const id of returnIds.filter(isListRefund)) added.push(...(await this.addReturnJobs(id, orderId)));
      return added;
    },

    /**
     * Adds the job of a confirmed delivery or a closed large sale (orders.mjs: orderJob) of one of its
     * points, in a transaction that takes it only when absent (an order seen twice adds it once).
     * Resolves to whether it was added.
     * @param {string} orderId
     */
    async addOrderJob(orderId) {
      const [orderSnap, settingsSnap] = await Promise.all([getDoc(doc(db, 'orders', orderId)), getDoc(doc(db, 'appConfigs', 'ebarimt'))]);
      if (!orderSnap.exists()) return false;
      const job = orderJob(orderId, orderSnap.data(), settingsSnap.exists() ? settingsSnap.data() : null);
      if (!job || !bridge.pointIds.includes(job.pointId)) return false;
      const ref = doc(db, 'ebarimtReceipts', orderId);
      return runTransaction(db, async (tx) => {
        if ((await tx.get(ref)).exists()) return false;
        tx.set(ref, { ...job, createdAt: serverTimestamp() });
        return true;
      });
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
