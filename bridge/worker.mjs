// @ts-check
// The bridge's work on one receipt job (docs/ebarimt.md, "The bridge"), over a store (Firestore in
// production, memory in the tests). A job's life:
//   pending ──claim──▶ sending ──daemon──▶ issued | none (nothing with VAT) | returned
//                         │                   failed (refused: its message; an Admin's retry makes it pending)
//                         │                   pending (the daemon unreachable: tried again later)
//                         └─ answer lost, or the bridge stopped mid-call ─▶ uncertain
// "sending" is recorded, with the bill id suffix, before the call: a bridge that restarts finds it and
// never calls again on its own. An uncertain job waits for a person to reconcile it with the daemon's
// record (docs/ebarimt.md, "Reconciling"); a retry of it keeps its bill id suffix, so the daemon
// refuses it as a duplicate of the day instead of issuing a second receipt.
import { issueReceipt, returnReceipt } from './posapi-client.mjs';
import { receiptLines, receiptRequest } from './receipt.mjs';

/**
 * @typedef {{ id: string, orderId: string, kind: 'sale' | 'correction' | 'return', status: string,
 *   productIds: string[], buyer: import('./receipt.mjs').Buyer, correctsId?: string | null,
 *   returnId?: string | null, seriesId?: string | null,
 *   claimId?: string | null, billIdSuffix?: string | null, suffixDay?: string | null, attempts?: number, ddtd?: string | null, date?: string | null }} Job
 * @typedef {{ lines: import('./receipt.mjs').OrderLine[], payments: Record<string, number> | null,
 *   point: import('./receipt.mjs').IssuingPoint | null, settings: import('./receipt.mjs').EbarimtSettings,
 *   corrected: Job | null, awaitingDelivery?: boolean }} JobInput
 * input: the lines of the job's series (the order's, or an exchange's new products), the payments to
 * spread over the receipt, the issuing point, the settings, and for a correction or return the
 * receipt in force it corrects (returns.mjs: inForce).
 * @typedef {{
 *   claim: (jobId: string, bridgeId: string, day: string) => Promise<Job | null>,
 *   input: (job: Job) => Promise<JobInput>,
 *   finish: (jobId: string, patch: Record<string, unknown>, print?: Record<string, unknown> | null) => Promise<void>,
 *   sendingOf: (bridgeId: string) => Promise<Job[]>,
 * }} JobStore
 */

/** The daemon's day of a moment (Ulaanbaatar), for the bill id suffix's "unique within the day". */
/**
 * The bridge's messages on a job, in English for its log; the screens say each in the user's
 * language (src/features/ebarimt/domain/bridgeMessage.ts, held to these by bridge/messages.test.mjs).
 * notDelivered: a job of a delivery not yet done, nothing issued (the bridge adds the door's job once it is).
 */
export const MESSAGES = {
  bridgeStopped: 'bridge stopped while sending',
  noPoint: 'no e-barimt settings for this sale’s location',
  nothingToCorrect: 'no e-barimt in force to correct',
  waitsForCorrected: 'waits for the receipt it corrects',
  noLine: 'no e-barimt line came back',
  notDelivered: 'delivery not done yet: nothing issued',
};
/** Prefixes of a message whose rest is the network's cause (ECONNRESET, HTTP 502…). */
export const ANSWER_LOST = 'answer lost: ';
export const UNREACHABLE = 'daemon unreachable: ';

export const ubDay = (ms) => new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * @param {{ store: JobStore, daemonUrl: string, bridgeId: string, now?: () => number, timeoutMs?: number, log?: (line: string) => void }} options
 */
export function createWorker({ store, daemonUrl, bridgeId, now = () => Date.now(), timeoutMs = 20_000, log = () => {} }) {
  /** Jobs this bridge was sending when it stopped: their answer is unknown. */
  async function recover() {
    const left = await store.sendingOf(bridgeId);
    for (const job of left) {
      await store.finish(job.id, { status: 'uncertain', message: MESSAGES.bridgeStopped, updatedAt: now() });
      log(`${job.id}: was being sent when the bridge stopped: uncertain, to reconcile`);
    }
    return left.length;
  }

  /**
   * Handles one job if it is pending. Resolves to its new status, or null when it was not ours to take.
   * @param {string} jobId
   */
  async function processJob(jobId) {
    const job = await store.claim(jobId, bridgeId, ubDay(now()));
    if (!job) return null;
    const input = await store.input(job);
    const stamp = { updatedAt: now(), bridgeId };
    if (!input.point) {
      await store.finish(job.id, { ...stamp, status: 'failed', message: MESSAGES.noPoint });
      return 'failed';
    }
    if (input.awaitingDelivery) {
      // Whatever job names it: a delivery's receipt is the door's, of what the customer kept.
      return settle(job, { status: 'failed', message: MESSAGES.notDelivered }, stamp);
    }
    const lines = input.lines.filter((l) => job.productIds.includes(l.id));
    const corrected = input.corrected;

    if (job.kind !== 'sale') {
      // A correction or return of a receipt that was never issued (or was taken back) corrects nothing.
      if (!corrected || corrected.status === 'none' || corrected.status === 'returned') {
        await store.finish(job.id, { ...stamp, status: 'none', message: MESSAGES.nothingToCorrect });
        return 'none';
      }
      if (corrected.status !== 'issued' || !corrected.ddtd || !corrected.date) {
        // Its receipt comes first: tried again once it is issued.
        await store.finish(job.id, { ...stamp, status: 'pending', message: MESSAGES.waitsForCorrected });
        return 'pending';
      }
      const before = receiptLines(
        input.lines.filter((l) => (corrected.productIds ?? []).includes(l.id)),
        input.settings,
      );
      // Only lines the receipt in force does not carry came back (no VAT on them): nothing changes.
      if (receiptLines(lines, input.settings).length === before.length) {
        await store.finish(job.id, { ...stamp, status: 'none', message: MESSAGES.noLine });
        return 'none';
      }
      // A return of every VAT line takes the whole receipt back.
      if (job.kind === 'return' || receiptLines(lines, input.settings).length === 0) {
        const r = await returnReceipt(daemonUrl, corrected.ddtd, corrected.date, { timeoutMs });
        return settle(job, r.kind === 'returned' ? { status: 'returned', ddtd: corrected.ddtd, correctsId: corrected.id, message: '' } : outcomePatch(r), stamp);
      }
    }

    const body = receiptRequest({
      lines,
      payments: input.payments,
      point: input.point,
      settings: input.settings,
      buyer: job.buyer,
      billIdSuffix: String(job.billIdSuffix),
      inactiveId: job.kind === 'correction' ? corrected?.ddtd : null,
    });
    if (!body) {
      await store.finish(job.id, { ...stamp, status: 'none', message: '' });
      return 'none';
    }
    const outcome = await issueReceipt(daemonUrl, body, { timeoutMs });
    if (outcome.kind === 'issued') {
      const a = outcome.answer;
      await store.finish(
        job.id,
        {
          ...stamp,
          status: 'issued',
          ddtd: a.id,
          date: a.date,
          totalAmount: body.totalAmount,
          totalVAT: body.totalVAT,
          hasLottery: Boolean(a.lottery),
          message: '',
          ...(job.kind === 'correction' && corrected ? { correctsId: corrected.id } : {}),
        },
        // What may only be printed (lottery, QR data) goes to the print copy, deleted once printed.
        { ddtd: a.id, date: a.date, lottery: a.lottery || '', qrData: a.qrData, totalAmount: body.totalAmount, totalVAT: body.totalVAT },
      );
      log(`${job.id}: issued ${a.id}${a.lottery ? ` (lottery ${a.lottery})` : ''}`);
      return 'issued';
    }
    return settle(job, outcomePatch(outcome), stamp);
  }

  function outcomePatch(outcome) {
    if (outcome.kind === 'rejected') return { status: 'failed', message: outcome.message };
    if (outcome.kind === 'unreachable') return { status: 'pending', message: `${UNREACHABLE}${outcome.message}` };
    return { status: 'uncertain', message: `${ANSWER_LOST}${outcome.message}` };
  }

  async function settle(job, patch, stamp) {
    await store.finish(job.id, { ...stamp, ...patch });
    log(`${job.id}: ${patch.status}${patch.message ? ` (${patch.message})` : ''}`);
    return patch.status;
  }

  return { recover, processJob };
}
