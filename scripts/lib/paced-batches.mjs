// Writes a long list in batches to a store that may slow down or time out: the Firestore emulator on
// a busy two-core machine answers a 500-document commit in 0.2 s at first and in 10-60 s once its
// heap holds a few hundred thousand documents and other processes share the cores (docs/local-stack.md,
// "The scale seed"). At most `maxInFlight` batches are sent at once, fewer while the store is slow
// (a batch that took over `slowMs`: not below `minSlowInFlight`; a batch that failed: down to one),
// more again while it keeps up. A batch that failed
// with a transient error (deadline exceeded, unavailable, aborted, resource exhausted, internal) is
// sent again, in two halves, after a pause that doubles with each attempt; the caller's writes must be idempotent
// (fixed ids, whole documents) so that a batch applied by the store after its deadline can be sent again.
// Resolves once every batch is written; rejects when a batch fails otherwise or `attempts` times,
// after the batches still in flight have settled (nothing writes after it has returned).

/** gRPC status codes worth another try: DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, INTERNAL, UNAVAILABLE. */
const TRANSIENT = new Map([
  [4, 'DEADLINE_EXCEEDED'],
  [8, 'RESOURCE_EXHAUSTED'],
  [10, 'ABORTED'],
  [13, 'INTERNAL'],
  [14, 'UNAVAILABLE'],
]);
const TRANSIENT_NAMES = new Set(TRANSIENT.values());

/** Whether `err` (a gRPC / Firestore error: numeric or named code, or "4 DEADLINE_EXCEEDED: ..." message) is worth a retry. */
export function isTransientError(err) {
  const code = err?.code;
  if (typeof code === 'number') return TRANSIENT.has(code);
  if (typeof code === 'string' && TRANSIENT_NAMES.has(code.toUpperCase())) return true;
  const match = /^(\d+) ([A-Z_]+):/.exec(String(err?.message ?? ''));
  return match !== null && TRANSIENT.has(Number(match[1]));
}

export const PACING_DEFAULTS = {
  batchSize: 250,
  maxInFlight: 4,
  /**
   * A batch slower than this lowers the number in flight, down to `minSlowInFlight` (the SDK's deadline
   * for a commit is 60 s). Not lower: on a host whose cores are shared, a batch is slow because the
   * store gets little CPU, and one batch at a time gets it less (each busy thread is a share).
   */
  slowMs: 40_000,
  minSlowInFlight: 2,
  /** Tries per batch (the first included). */
  attempts: 8,
  baseDelayMs: 2_000,
  maxDelayMs: 60_000,
};

/**
 * Writes `items` with `commit(chunk)` (a promise per chunk of at most `batchSize` items). Returns
 * { documents, batches, retries, slowBatches, slowestMs, lowestInFlight, seconds }.
 * `onProgress(done, total)` after each written batch; `onEvent({ type: 'retry' | 'slow' | 'faster', ... })`
 * when the pacing changes. `sleep` and `now` are injectable for tests.
 */
export async function writeInBatches(items, commit, options = {}) {
  const { batchSize, maxInFlight, slowMs, minSlowInFlight, attempts, baseDelayMs, maxDelayMs } = { ...PACING_DEFAULTS, ...options };
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => Date.now());
  const onProgress = options.onProgress ?? (() => {});
  const onEvent = options.onEvent ?? (() => {});
  const queue = [];
  for (let i = 0; i < items.length; i += batchSize) queue.push({ index: queue.length, items: items.slice(i, i + batchSize), attempt: 0 });
  const total = items.length;
  const stats = { documents: 0, batches: queue.length, retries: 0, slowBatches: 0, slowestMs: 0, lowestInFlight: maxInFlight, seconds: 0 };
  const started = now();
  let limit = maxInFlight;
  let streak = 0;
  let failure = null;
  const running = new Set();
  const lower = (to) => {
    limit = Math.max(1, to);
    stats.lowestInFlight = Math.min(stats.lowestInFlight, limit);
    streak = 0;
  };

  const run = async (job) => {
    const sent = now();
    try {
      await commit(job.items);
    } catch (err) {
      job.attempt += 1;
      if (!isTransientError(err) || job.attempt >= attempts) {
        failure ??= Object.assign(
          new Error(`batch ${job.index + 1} of ${stats.batches} (${job.items.length} documents) failed after ${job.attempt} attempt(s): ${err?.message ?? err}`),
          { cause: err, written: stats.documents, total },
        );
        return;
      }
      stats.retries += 1;
      lower(Math.floor(limit / 2));
      const delayMs = Math.min(maxDelayMs, baseDelayMs * 2 ** (job.attempt - 1));
      onEvent({ type: 'retry', batch: job.index + 1, attempt: job.attempt + 1, delayMs, inFlight: limit, error: String(err?.message ?? err).split('\n')[0] });
      // The pause holds this batch's slot: with the lowered limit, nothing new starts meanwhile.
      await sleep(delayMs);
      // Sent again in two halves: a batch the store cannot write within the deadline even alone
      // (250 orders took 60 s on a busy machine) still goes through.
      if (job.items.length > 1) {
        const half = Math.ceil(job.items.length / 2);
        queue.unshift({ ...job, items: job.items.slice(0, half) }, { ...job, items: job.items.slice(half) });
      } else queue.unshift(job);
      return;
    }
    const ms = now() - sent;
    stats.slowestMs = Math.max(stats.slowestMs, ms);
    stats.documents += job.items.length;
    onProgress(stats.documents, total);
    if (ms > slowMs) {
      stats.slowBatches += 1;
      if (limit > minSlowInFlight) {
        lower(limit - 1);
        onEvent({ type: 'slow', batch: job.index + 1, ms, inFlight: limit });
      }
    } else if (limit < maxInFlight && ++streak >= limit) {
      limit += 1;
      streak = 0;
      onEvent({ type: 'faster', inFlight: limit });
    }
  };

  while (!failure && (queue.length > 0 || running.size > 0)) {
    while (!failure && queue.length > 0 && running.size < limit) {
      const task = run(queue.shift()).finally(() => running.delete(task));
      running.add(task);
    }
    if (running.size > 0) await Promise.race(running);
  }
  await Promise.allSettled([...running]);
  stats.seconds = Math.round((now() - started) / 100) / 10;
  if (failure) {
    failure.written = stats.documents; // with the batches that were still in flight
    throw failure;
  }
  return stats;
}
