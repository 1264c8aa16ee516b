import { describe, expect, it } from 'vitest';
import { isTransientError, writeInBatches } from './paced-batches.mjs';

const timeout = () => Object.assign(new Error('4 DEADLINE_EXCEEDED: Deadline exceeded after 60.001s'), { code: 4 });
const items = (n) => Array.from({ length: n }, (_, i) => i);

/**
 * A fake store on a virtual clock: each commit takes `latency(call, chunk)` ms of virtual time, side
 * by side with the others in flight, then resolves or throws what `fail(call, chunk)` returns. The
 * writer's pauses run on the same clock. Records what was written, the batches in flight as each
 * commit starts, and every pause.
 */
function fakeStore({ latency = () => 100, fail = () => null } = {}) {
  const timers = [];
  const store = { clock: 0, calls: 0, written: [], inFlight: 0, maxInFlight: 0, inFlightAt: [], sleeps: [] };
  const after = (ms) => new Promise((resolve) => timers.push({ at: store.clock + ms, resolve }));
  store.commit = async (chunk) => {
    const call = (store.calls += 1);
    store.inFlight += 1;
    store.maxInFlight = Math.max(store.maxInFlight, store.inFlight);
    store.inFlightAt.push(store.inFlight);
    await after(latency(call, chunk));
    store.inFlight -= 1;
    const err = fail(call, chunk);
    if (err) throw err;
    store.written.push(...chunk);
  };
  store.options = {
    now: () => store.clock,
    sleep: (ms) => {
      store.sleeps.push(ms);
      return after(ms);
    },
  };
  /** Runs `write(options)` to its end, moving the clock to the next timer whenever the writer waits. */
  store.run = async (write) => {
    let settled = false;
    const result = write(store.options).finally(() => {
      settled = true;
    });
    result.catch(() => {});
    for (let steps = 0; steps < 100_000; steps += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (settled) break;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (!next) throw new Error('the writer waits for nothing');
      store.clock = next.at;
      next.resolve();
    }
    return result;
  };
  return store;
}

describe('writeInBatches', () => {
  it('writes every item once, in batches of batchSize, never more than maxInFlight at once', async () => {
    const store = fakeStore();
    const progress = [];
    const stats = await store.run((o) => writeInBatches(items(1000), store.commit, { ...o, batchSize: 100, maxInFlight: 3, onProgress: (done, total) => progress.push([done, total]) }));
    expect(store.written.sort((a, b) => a - b)).toEqual(items(1000));
    expect(store.calls).toBe(10);
    expect(store.maxInFlight).toBe(3);
    expect(progress.at(-1)).toEqual([1000, 1000]);
    expect(stats).toMatchObject({ documents: 1000, batches: 10, retries: 0, lowestInFlight: 3 });
    expect(store.sleeps).toEqual([]);
  });

  it('sends a batch that timed out again after a pause that doubles, with fewer batches in flight', async () => {
    // Batch 2 times out twice, then goes through.
    let batch2 = 0;
    const store = fakeStore({ fail: (call, chunk) => (chunk[0] === 100 && (batch2 += 1) <= 2 ? timeout() : null) });
    const events = [];
    const stats = await store.run((o) => writeInBatches(items(800), store.commit, { ...o, batchSize: 100, maxInFlight: 4, baseDelayMs: 2000, onEvent: (e) => events.push(e) }));
    expect(store.written.sort((a, b) => a - b)).toEqual(items(800));
    expect(stats.retries).toBe(2);
    expect(store.sleeps).toEqual([2000, 4000]);
    const retries = events.filter((e) => e.type === 'retry');
    expect(retries.map((e) => [e.batch, e.attempt, e.delayMs])).toEqual([
      [2, 2, 2000],
      [2, 3, 4000],
    ]);
    // Each timeout halves the batches in flight (four to two; the second from wherever quick batches
    // had brought it back to).
    expect(retries[0].inFlight).toBe(2);
    expect(retries[1].inFlight).toBeLessThanOrEqual(2);
    expect(retries[0].error).toMatch(/DEADLINE_EXCEEDED/);
    expect(store.maxInFlight).toBe(4);
  });

  it('halves a batch that timed out until the store can write it in time', async () => {
    // The store cannot write more than 30 documents within the deadline.
    const store = fakeStore({ fail: (call, chunk) => (chunk.length > 30 ? timeout() : null) });
    const stats = await store.run((o) => writeInBatches(items(200), store.commit, { ...o, batchSize: 100, maxInFlight: 2 }));
    expect(store.written.sort((a, b) => a - b)).toEqual(items(200));
    expect(stats.documents).toBe(200);
    expect(stats.retries).toBeGreaterThanOrEqual(2);
  });

  it('goes back up to maxInFlight while batches are quick again', async () => {
    const store = fakeStore({ fail: (call) => (call === 1 ? timeout() : null) });
    const events = [];
    await store.run((o) => writeInBatches(items(3000), store.commit, { ...o, batchSize: 100, maxInFlight: 4, onEvent: (e) => events.push(e) }));
    const faster = events.filter((e) => e.type === 'faster').map((e) => e.inFlight);
    expect(faster).toEqual([3, 4]);
    expect(store.maxInFlight).toBe(4);
  });

  it('lowers the number in flight while batches are slow, before any times out, but not below two', async () => {
    const store = fakeStore({ latency: (call) => (call > 4 && call < 12 ? 45_000 : 100) });
    const events = [];
    const stats = await store.run((o) => writeInBatches(items(2000), store.commit, { ...o, batchSize: 100, maxInFlight: 4, onEvent: (e) => events.push(e) }));
    expect(store.written).toHaveLength(2000);
    // Slower than 40 s (the SDK gives up at 60 s): one fewer each time, down to two at once.
    const slow = events.filter((e) => e.type === 'slow').map((e) => e.inFlight);
    expect(slow.slice(0, 2)).toEqual([3, 2]);
    expect(Math.min(...slow)).toBe(2);
    expect(stats.slowBatches).toBe(7);
    expect(stats.lowestInFlight).toBe(2);
    expect(stats.retries).toBe(0);
    expect(store.maxInFlight).toBe(4);
  });

  it('keeps four in flight while batches take seconds, not tens of seconds', async () => {
    const store = fakeStore({ latency: () => 20_000 });
    const stats = await store.run((o) => writeInBatches(items(2000), store.commit, { ...o, batchSize: 100, maxInFlight: 4 }));
    expect(stats).toMatchObject({ slowBatches: 0, lowestInFlight: 4, retries: 0 });
  });

  it('gives up on a batch that keeps timing out, naming it and how much was written, once the others have settled', async () => {
    const store = fakeStore({ fail: (call, chunk) => (chunk[0] === 300 ? timeout() : null) });
    const promise = store.run((o) => writeInBatches(items(1000), store.commit, { ...o, batchSize: 100, maxInFlight: 4, attempts: 3 }));
    const err = await promise.catch((e) => e);
    // Halved after each timeout: the last try sent a quarter of it.
    expect(err.message).toMatch(/^batch 4 of 10 \(25 documents\) failed after 3 attempt\(s\): 4 DEADLINE_EXCEEDED/);
    expect(err.total).toBe(1000);
    expect(err.written).toBe(store.written.length);
    expect(err.written).toBeLessThan(1000);
    expect(store.sleeps).toEqual([2000, 4000]);
    // Nothing was still writing when it gave up.
    expect(store.inFlight).toBe(0);
  });

  it('fails at once on an error a retry cannot mend, and starts nothing after it', async () => {
    const invalid = Object.assign(new Error('3 INVALID_ARGUMENT: Document too large'), { code: 3 });
    const store = fakeStore({ latency: (call) => (call === 2 ? 50 : 100), fail: (call) => (call === 2 ? invalid : null) });
    const err = await store.run((o) => writeInBatches(items(1000), store.commit, { ...o, batchSize: 100, maxInFlight: 2 })).catch((e) => e);
    expect(err.message).toMatch(/failed after 1 attempt\(s\): 3 INVALID_ARGUMENT/);
    expect(err.cause).toBe(invalid);
    expect(store.sleeps).toEqual([]);
    expect(store.calls).toBe(2);
  });
});

describe('isTransientError', () => {
  it('retries deadline, unavailable, aborted, exhausted and internal errors by code, name or message', () => {
    expect(isTransientError(timeout())).toBe(true);
    expect(isTransientError({ code: 14 })).toBe(true);
    expect(isTransientError({ code: 'aborted' })).toBe(true);
    expect(isTransientError(new Error('8 RESOURCE_EXHAUSTED: quota'))).toBe(true);
    expect(isTransientError({ code: 3, message: '3 INVALID_ARGUMENT: x' })).toBe(false);
    expect(isTransientError({ code: 7 })).toBe(false);
    expect(isTransientError(new Error('ECONNREFUSED'))).toBe(false);
    expect(isTransientError(null)).toBe(false);
  });
});
