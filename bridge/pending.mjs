// @ts-check
// The pending receipt jobs of the bridge's points, as its listeners and a periodic read see them
// (docs/ebarimt.md, "Never twice, never lost"). The listen stream can break and stay down for a
// minute (the Firestore emulator's was seen corrupted under load: RESOURCE_EXHAUSTED with a frame
// length read from text, after which the SDK waits its longest backoff before listening again), and a
// seller waits at the done screen meanwhile: so every PENDING_READ_MS the bridge also reads its
// points' pending jobs, and a job either way is taken the same once (the claim is a transaction).

/** How often the bridge reads its pending jobs besides listening to them. */
export const PENDING_READ_MS = 10_000;

/**
 * @param {{ enqueue: (id: string) => void, forgetWaits: (id: string) => void }} io
 *   enqueue: hand a job to the queue (a queued one is not queued twice); forgetWaits: a job sent again
 *   by a person starts its waits afresh
 */
export function createPendingJobs(io) {
  /** @type {Set<string>} */
  const ids = new Set();
  return {
    ids,
    /** A job seen pending (by the listener or the read): `message` '' is a fresh one or one sent again. */
    seen(/** @type {string} */ id, /** @type {{ message?: unknown }} */ data) {
      const known = ids.has(id);
      ids.add(id);
      if (data.message === '') io.forgetWaits(id);
      // The read finds again what the listener already queued: the queue and its waits decide.
      if (!known || data.message === '') io.enqueue(id);
    },
    /** A job no longer pending (claimed, finished). */
    gone(/** @type {string} */ id) {
      ids.delete(id);
    },
    /**
     * A whole read of the points' pending jobs: each new one queued, each known one no longer in it
     * dropped (the listener missed its change while its stream was down).
     * @param {{ id: string, data: { message?: unknown } }[]} jobs
     */
    read(jobs) {
      const now = new Set(jobs.map((j) => j.id));
      for (const id of [...ids]) if (!now.has(id)) ids.delete(id);
      for (const j of jobs) if (!ids.has(j.id)) this.seen(j.id, j.data);
    },
  };
}
