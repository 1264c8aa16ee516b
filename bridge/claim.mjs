// @ts-check
// The bridge's claim of a pending job (docs/ebarimt.md), decided the same way by the Firestore store
// (inside a transaction) and the memory store. Pure.
//
// A transaction's commit can be applied although its answer is lost (a dropped connection, a
// deadline; the Firestore emulator even answers FAILED_PRECONDITION to a commit it applied), and the
// SDK then runs the transaction again. That run finds the job already "sending": without a mark of its
// own it could not tell its claim from another bridge's, gave the job up, and the job stayed
// "sending" for good, unseen, until the bridge restarted. So each claim carries a fresh claim id, and
// a run that finds the job sending under its own claim id takes it as claimed.

/**
 * @typedef {{ status?: string, bridgeId?: string | null, claimId?: string | null, billIdSuffix?: string | null,
 *   suffixDay?: string | null, attempts?: number }} ClaimedJob
 * @typedef {{ day: string, next: number }} SuffixCounter
 * @typedef {{ kind: 'none' }
 *   | { kind: 'ours' }
 *   | { kind: 'take', patch: { status: 'sending', bridgeId: string, claimId: string, billIdSuffix: string, suffixDay: string, attempts: number }, counter: SuffixCounter | null }} ClaimStep
 */

/**
 * What one run of a claim does with the job as it reads it now.
 * - `none`: not this bridge's to take (gone, or no longer pending under another claim);
 * - `ours`: this very claim was already applied (an earlier run's commit whose answer was lost);
 * - `take`: the job's new fields, and the day's suffix counter to store when a new suffix was drawn
 *   (a job retried the same day keeps its own, so the daemon refuses a second receipt that day).
 * @param {ClaimedJob | null} job
 * @param {{ claimId: string, bridgeId: string, day: string, counter: SuffixCounter | null }} claim
 * @returns {ClaimStep}
 */
export function claimStep(job, { claimId, bridgeId, day, counter }) {
  if (!job) return { kind: 'none' };
  if (job.status === 'sending' && job.claimId === claimId && job.bridgeId === bridgeId) return { kind: 'ours' };
  if (job.status !== 'pending') return { kind: 'none' };
  let suffix = job.billIdSuffix;
  let nextCounter = null;
  if (job.suffixDay !== day || typeof suffix !== 'string' || suffix === '') {
    const next = counter && counter.day === day ? Number(counter.next) : 1;
    suffix = String(next).padStart(4, '0');
    nextCounter = { day, next: next + 1 };
  }
  return {
    kind: 'take',
    patch: { status: 'sending', bridgeId, claimId, billIdSuffix: suffix, suffixDay: day, attempts: (Number(job.attempts) || 0) + 1 },
    counter: nextCounter,
  };
}
