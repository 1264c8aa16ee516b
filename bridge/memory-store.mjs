// @ts-check
// A job store in memory, with the Firestore store's semantics (claim is atomic, the bill id suffix
// counts per bridge and day): the worker's tests run against it and the simulator.

import { claimStep } from './claim.mjs';
import { seriesInput } from './returns.mjs';

/**
 * @param {{ orders: Record<string, { products: any[], payments?: Record<string, number> | null, returnIds?: string[] }>,
 *   returns?: Record<string, any>,
 *   point: import('./receipt.mjs').IssuingPoint | null, settings?: import('./receipt.mjs').EbarimtSettings }} data
 */
export function createMemoryStore(data) {
  /** @type {Map<string, any>} */
  const jobs = new Map();
  /** @type {Map<string, any>} */
  const prints = new Map();
  /** @type {Map<string, { day: string, next: number }>} */
  const counters = new Map();
  let claims = 0;
  /** Claims whose commit is applied but answered as failed (the transaction then runs again). */
  let lostClaimAnswers = 0;

  /** @type {import('./worker.mjs').JobStore & { add: (job: any) => void, loseClaimAnswer: () => void, job: (id: string) => any, print: (id: string) => any, jobs: Map<string, any> }} */
  const store = {
    jobs,
    add(job) {
      jobs.set(job.id, { status: 'pending', attempts: 0, billIdSuffix: null, suffixDay: null, correctsId: null, ...job });
    },
    job: (id) => jobs.get(id),
    print: (id) => prints.get(id),
    async claim(jobId, bridgeId, day) {
      const job = jobs.get(jobId);
      const claimId = `claim-${(claims += 1)}`;
      // As Firestore runs the claim's transaction: again after a commit whose answer was lost.
      for (;;) {
        const step = claimStep(job ?? null, { claimId, bridgeId, day, counter: counters.get(bridgeId) ?? null });
        if (step.kind === 'none') return null;
        if (step.kind === 'ours') return { ...job };
        if (step.counter) counters.set(bridgeId, step.counter);
        Object.assign(job, step.patch);
        if (lostClaimAnswers > 0) {
          lostClaimAnswers -= 1;
          continue;
        }
        return { ...job };
      }
    },
    loseClaimAnswer() {
      lostClaimAnswers += 1;
    },
    async input(job) {
      /** @type {Record<string, (id: string) => any>} */
      const collections = { orders: (id) => data.orders[id], returns: (id) => data.returns?.[id], ebarimtReceipts: (id) => jobs.get(id) };
      const read = async (collection, id) => {
        const found = collections[collection]?.(id);
        return found ? { ...found } : null;
      };
      return { ...(await seriesInput(job, read)), point: data.point, settings: data.settings ?? {} };
    },
    async finish(jobId, patch, print) {
      Object.assign(jobs.get(jobId), patch);
      if (print) prints.set(jobId, print);
    },
    async sendingOf(bridgeId) {
      return [...jobs.values()].filter((j) => j.status === 'sending' && j.bridgeId === bridgeId).map((j) => ({ ...j }));
    },
  };
  return store;
}
